import { type INodeProperties, type ItemParameters, parameterError, fillPath, defineResource, additionalFieldsCollection, bodyFrom, readUid, optionsField, byPage, limit, returnAll, userLocator, getAndDelete, outcomeItem, onUpdate, onCreate } from './parts';

/** A token is the uid (up to 100 characters), "_" and 40 more: longer than an id may be. */
const MAX_TOKEN_LENGTH = 200;

/** `authToken` of Auth Token › Get, Update and Delete: one token of the user. */
const authTokenField: INodeProperties = {
	displayName: 'Auth Token',
	name: 'authToken',
	type: 'string',
	typeOptions: { password: true },
	required: true,
	default: '',
	description: 'The auth token, as Auth Token › Create or Get Many gave it (the authToken of their output)',
};

function readToken(context: ItemParameters): string {
	const value = context.getNodeParameter('authToken');
	const token = typeof value === 'string' ? value.trim() : '';
	const problem =
		typeof value !== 'string'
			? `must be text, not ${value === null ? 'null' : typeof value}`
			: !token
				? 'is empty'
				: token.length > MAX_TOKEN_LENGTH
					? `is ${token.length} characters long; CometChat tokens are far shorter`
					: undefined;
	if (problem) throw parameterError(context, 'Auth Token', 'authToken', problem, 'Give a token as Auth Token > Create or Get Many gave it.');
	return token;
}


/** Auth Token › Create (force a new token) and Update (what the token is used from). */
const tokenFields: INodeProperties = additionalFieldsCollection([
	{
		displayName: 'App Info',
		name: 'appInfo',
		type: 'json',
		default: '{}',
		description: 'A JSON object about the client app that uses the token, e.g. {"version": "4.2.0"}',
		displayOptions: onUpdate,
	},
	{
		displayName: 'Force New Token',
		name: 'force',
		type: 'boolean',
		default: true,
		description: 'Whether to always generate a new token, even if the user already has one',
		displayOptions: onCreate,
	},
	{
		displayName: 'Platform',
		name: 'platform',
		type: 'string',
		default: '',
		placeholder: 'e.g. android',
		description: 'The platform the token is used on',
		displayOptions: onUpdate,
	},
	{
		displayName: 'User Agent',
		name: 'userAgent',
		type: 'string',
		default: '',
		placeholder: 'e.g. Mozilla/5.0 (Linux; Android 14)',
		description: 'The user agent of the client that uses the token',
		displayOptions: onUpdate,
	},
]);

const [getToken, deleteToken] = getAndDelete(
	[userLocator, authTokenField],
	'/users/{uid}/auth_tokens/{authToken}',
	(ctx) => ({ uid: readUid(ctx), authToken: readToken(ctx) }),
	"Get one of a CometChat user's auth tokens: uid, authToken, createdAt and, where known, platform, user agent and app info",
	'Delete one auth token of a CometChat user, logging out the client that uses it',
);

export const authToken = defineResource('authToken', 'create', {
	create: {
		description: 'Create an auth token a client app uses to log a CometChat user in; the output holds uid, authToken and createdAt',
		fields: [userLocator, tokenFields],
		request(ctx) {
			const path = fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) });
			return { method: 'POST', path, body: bodyFrom(ctx, tokenFields, { force: 'boolean' }) };
		},
	},
	get: getToken,
	getAll: {
		description: "List a CometChat user's auth tokens (each with authToken, createdAt and, where known, platform and app info)",
		fields: [userLocator, returnAll, limit, optionsField],
		request: (ctx) => ({ method: 'GET', path: fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) }) }),
		paging: byPage,
	},
	update: {
		description: 'Record the platform, user agent or app info of the client that uses a CometChat auth token',
		fields: [userLocator, authTokenField, tokenFields],
		request(ctx) {
			const path = fillPath('/users/{uid}/auth_tokens/{authToken}', { uid: readUid(ctx), authToken: readToken(ctx) });
			const body = bodyFrom(ctx, tokenFields, { platform: 'text', userAgent: 'text', appInfo: 'json' });
			if (!Object.keys(body).length) {
				throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add Platform, User Agent or App Info.');
			}
			return { method: 'PUT', path, body };
		},
	},
	delete: deleteToken,
	deleteAll: {
		action: 'Delete all auth tokens of a user',
		description: 'Delete every auth token of a CometChat user, logging them out of all their clients',
		fields: [userLocator],
		request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) }) }),
		output: (ctx, response) => outcomeItem('deleted', { uid: readUid(ctx) }, response),
	},
});
