import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { tokenFields } from './token.fields';

export const authTokenCreate: Operation = {
	resource: 'authToken',
	value: 'create',
	name: 'Create',
	action: 'Create an auth token',
	description: 'Create an auth token a client app uses to log a CometChat user in; the output holds uid, authToken and createdAt',
	fields: [userLocator, tokenFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) });
		const fields = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
		return { method: 'POST', path, body: bodyFromCollection(ctx, 'additionalFields', fields, { force: { kind: 'boolean', label: 'Force New Token' } }) };
	},
};
