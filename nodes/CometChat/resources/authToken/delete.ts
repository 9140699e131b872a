import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import { authTokenField, readToken } from './token.fields';

export const authTokenDelete: Operation = {
	resource: 'authToken',
	value: 'delete',
	name: 'Delete',
	action: 'Delete an auth token',
	description: 'Delete one auth token of a CometChat user, logging out the client that uses it',
	fields: [userLocator, authTokenField],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/auth_tokens/{authToken}', { uid: readUid(ctx), authToken: readToken(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { uid: readUid(ctx), authToken: readToken(ctx) }, response),
};
