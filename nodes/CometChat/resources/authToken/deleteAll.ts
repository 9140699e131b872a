import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

export const authTokenDeleteAll: Operation = {
	resource: 'authToken',
	value: 'deleteAll',
	name: 'Delete All',
	action: 'Delete all auth tokens of a user',
	description: 'Delete every auth token of a CometChat user, logging them out of all their clients',
	fields: [userLocator],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { uid: readUid(ctx) }, response),
};
