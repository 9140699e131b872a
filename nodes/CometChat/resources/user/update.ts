import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection, unsetList } from '../../../shared/validation/body';
import { parameterError } from '../../../shared/validation/parameters';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { additionalFields, profileBody } from './profile.fields';

export const userUpdate: Operation = {
	resource: 'user',
	value: 'update',
	name: 'Update',
	action: 'Update a user',
	description: "Change a CometChat user's name, avatar, profile URL, role, status message, metadata or tags, or clear some of them",
	fields: [userLocator, additionalFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/users/{uid}', { uid: readUid(ctx) });
		const fields = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
		const body = bodyFromCollection(ctx, 'additionalFields', fields, { name: { kind: 'text', label: 'Name' }, ...profileBody });
		const unset = unsetList(ctx, 'additionalFields', fields, body);
		if (unset.length) body.unset = unset;
		if (!Object.keys(body).length) {
			throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
		}
		return { method: 'PUT', path, body };
	},
};
