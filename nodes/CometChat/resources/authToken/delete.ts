import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/transport/routing';
import { parameterError } from '../../../shared/validation/parameterError';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { deletedItem } from '../deletedItem';

/** A token is the uid (up to 100 characters), "_" and 40 more: longer than an id may be. */
const MAX_TOKEN_LENGTH = 200;

function readToken(context: IExecuteSingleFunctions): string {
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

export const authTokenDelete: Operation = {
	resource: 'authToken',
	value: 'delete',
	name: 'Delete',
	action: 'Delete an auth token',
	description: 'Delete one auth token of a CometChat user, logging out the client that uses it',
	fields: [
		userLocator,
		{
			displayName: 'Auth Token',
			name: 'authToken',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description: 'The auth token to delete, as Auth Token > Create or Get Many gave it',
		},
	],
	answer: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/auth_tokens/{authToken}', { uid: readUid(ctx), authToken: readToken(ctx) }) }),
	output: (ctx, answer) => deletedItem(answer, { uid: readUid(ctx), authToken: readToken(ctx) }),
};
