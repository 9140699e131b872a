import type { INodeProperties } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { type ItemParameters, parameterError } from '../../../shared/validation/parameters';

/** A token is the uid (up to 100 characters), "_" and 40 more: longer than an id may be. */
const MAX_TOKEN_LENGTH = 200;

/** `authToken` of Auth Token › Get, Update and Delete: one token of the user. */
export const authTokenField: INodeProperties = {
	displayName: 'Auth Token',
	name: 'authToken',
	type: 'string',
	typeOptions: { password: true },
	required: true,
	default: '',
	description: 'The auth token, as Auth Token › Create or Get Many gave it (the authToken of their output)',
};

export function readToken(context: ItemParameters): string {
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

const onCreate = { show: { '/operation': ['create'] } };
const onUpdate = { show: { '/operation': ['update'] } };

/** Auth Token › Create (force a new token) and Update (what the token is used from). */
export const tokenFields: INodeProperties = additionalFieldsCollection([
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
