import type { IDataObject } from 'n8n-workflow';
import { routing, setPath } from '../../../shared/transport/routing';
import { bodyFromCollection } from '../../../shared/validation/bodyFields';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { readUid, userLocator } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';

export const authTokenCreate: OperationDefinition = {
	option: {
		name: 'Create',
		value: 'create',
		action: 'Create an auth token',
		description: 'Create an auth token a client app uses to log a user in; the output holds uid, authToken and createdAt',
		routing: routing(
			{ method: 'POST', path: '/users/{uid}/auth_tokens', answer: 'object' },
			async function (requestData, send) {
				setPath(requestData, { uid: readUid(this) });
				const fields = this.getNodeParameter('additionalFields', {}) as IDataObject;
				requestData.options.body = bodyFromCollection(this, 'additionalFields', fields, {
					force: { kind: 'boolean', label: 'Force New Token' },
				});
				return await send(requestData);
			},
		),
	},
	fields: [
		userLocator({ description: 'The user to create the token for' }),
		additionalFieldsCollection([
			{
				displayName: 'Force New Token',
				name: 'force',
				type: 'boolean',
				default: true,
				description: 'Whether to always generate a new token, even if the user already has one',
			},
		]),
	],
};
