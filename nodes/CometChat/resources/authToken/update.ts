import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection } from '../../../shared/validation/body';
import { parameterError } from '../../../shared/validation/parameters';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { authTokenField, readToken, tokenFields } from './token.fields';

export const authTokenUpdate: Operation = {
	resource: 'authToken',
	value: 'update',
	name: 'Update',
	action: 'Update an auth token',
	description: 'Record the platform, user agent or app info of the client that uses a CometChat auth token',
	fields: [userLocator, authTokenField, tokenFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/users/{uid}/auth_tokens/{authToken}', { uid: readUid(ctx), authToken: readToken(ctx) });
		const body = bodyFromCollection(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, {
			platform: { kind: 'text', label: 'Platform' },
			userAgent: { kind: 'text', label: 'User Agent' },
			appInfo: { kind: 'json', label: 'App Info' },
		});
		if (!Object.keys(body).length) {
			throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add Platform, User Agent or App Info.');
		}
		return { method: 'PUT', path, body };
	},
};
