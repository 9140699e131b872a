import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/transport/routing';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { deletedItem } from '../deletedItem';

const permanent = (ctx: IExecuteSingleFunctions) => ctx.getNodeParameter('permanent', false) === true;

export const userDelete: Operation = {
	resource: 'user',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a user',
	description: 'Delete a CometChat user; permanently (with their messages and conversations) if asked',
	fields: [
		userLocator,
		{
			displayName: 'Delete Permanently',
			name: 'permanent',
			type: 'boolean',
			default: false,
			description: 'Whether to delete the user for good, with all their messages and conversations',
		},
	],
	answer: 'object',
	request: (ctx) => ({
		method: 'DELETE',
		path: fillPath('/users/{uid}', { uid: readUid(ctx) }),
		...(permanent(ctx) ? { body: { permanent: true } } : {}),
	}),
	output: (ctx, answer) => deletedItem(answer, { uid: readUid(ctx), permanent: permanent(ctx) }),
};
