import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { permanent, userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import type { ItemParameters } from '../../../shared/validation/parameters';

const isPermanent = (ctx: ItemParameters) => ctx.getNodeParameter('permanent', false) === true;

export const userDelete: Operation = {
	resource: 'user',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a user',
	description: 'Delete a CometChat user; permanently (with their messages and conversations) if asked',
	fields: [
		userLocator,
		permanent,
	],
	returns: 'object',
	request: (ctx) => ({
		method: 'DELETE',
		path: fillPath('/users/{uid}', { uid: readUid(ctx) }),
		...(isPermanent(ctx) ? { body: { permanent: true } } : {}),
	}),
	output: (ctx, response) => outcomeItem('deleted', { uid: readUid(ctx), permanent: isPermanent(ctx) }, response),
};
