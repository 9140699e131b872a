import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';
import { deletedItem } from '../../../shared/transport/deleted';
import { routing, setPath } from '../../../shared/transport/routing';
import { parameterError } from '../../../shared/validation/parameterError';
import { readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

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

async function deletedToken(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return deletedItem(response, { uid: readUid(this), authToken: readToken(this) });
}

export const authTokenDelete: OperationDefinition = {
	option: {
		name: 'Delete',
		value: 'delete',
		action: 'Delete an auth token',
		description: 'Delete one auth token of a user, logging out the client that uses it',
		routing: routing(
			{ method: 'DELETE', path: '/users/{uid}/auth_tokens/{authToken}', postReceive: [deletedToken] },
			async function (requestData, send) {
				setPath(requestData, { uid: readUid(this), authToken: readToken(this) });
				requestData.options.body = undefined;
				return await send(requestData);
			},
		),
	},
	fields: [
		userLocator({ description: 'The user the token belongs to' }),
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
};
