import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { authTokenField, readToken } from './token.fields';

export const authTokenGet: Operation = {
	resource: 'authToken',
	value: 'get',
	name: 'Get',
	action: 'Get an auth token',
	description: "Get one of a CometChat user's auth tokens: uid, authToken, createdAt and, where known, platform, user agent and app info",
	fields: [userLocator, authTokenField],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/users/{uid}/auth_tokens/{authToken}', { uid: readUid(ctx), authToken: readToken(ctx) }) }),
};
