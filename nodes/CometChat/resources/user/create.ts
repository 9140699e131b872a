import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { parameterError, requireNewIdentifier } from '../../../shared/validation/parameters';
import { newName } from '../../descriptions/parameters';
import { additionalFields, profileBody } from './profile.fields';

const newUid: INodeProperties = {
	displayName: 'User ID',
	name: 'uid',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. ana-lima',
	description: 'The uid of the new user, its unique ID in CometChat from now on: letters, digits, "-" and "_", at most 100 characters (CometChat stores it in lower case)',
};

export const userCreate: Operation = {
	resource: 'user',
	value: 'create',
	name: 'Create',
	action: 'Create a user',
	description: 'Create a CometChat user, optionally with an auth token for the client app to log in',
	fields: [newUid, newName, additionalFields],
	returns: 'object',
	request(ctx) {
		const uid = requireNewIdentifier(ctx, ctx.getNodeParameter('uid'), 'User ID', 'uid', 'the uid of the new user');
		const displayName = String(ctx.getNodeParameter('name', '') ?? '').trim();
		if (!displayName) throw parameterError(ctx, 'Name', 'name', 'is empty', 'Give the display name of the new user.');
		const body = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			...profileBody,
			withAuthToken: { kind: 'boolean', label: 'Return Auth Token' },
		});
		return { method: 'POST', path: '/users', body: { uid, name: displayName, ...body } };
	},
	/** The token only where the user asked for it, even if a server sent one anyway. */
	output(ctx, response) {
		const user = { ...(response.data as IDataObject) };
		if (ctx.getNodeParameter('additionalFields.withAuthToken', false) !== true) delete user.authToken;
		return user;
	},
};
