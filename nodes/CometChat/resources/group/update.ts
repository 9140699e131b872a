import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { bodyFromCollection, unsetList } from '../../../shared/validation/body';
import { parameterError } from '../../../shared/validation/parameters';
import { readGuid } from '../../descriptions/locators';
import { groupLocator } from '../../descriptions/parameters';
import { additionalFields, detailBody } from './details.fields';

export const groupUpdate: Operation = {
	resource: 'group',
	value: 'update',
	name: 'Update',
	action: 'Update a group',
	description: "Change a CometChat group's name, type, password, description, icon, owner, metadata or tags, or clear some of them",
	fields: [groupLocator, additionalFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/groups/{guid}', { guid: readGuid(ctx) });
		const fields = ctx.getNodeParameter('additionalFields', {}) as IDataObject;
		const body = bodyFromCollection(ctx, 'additionalFields', fields, {
			name: { kind: 'text', label: 'Name' },
			type: { kind: 'choice', label: 'Type' },
			password: { kind: 'text', label: 'Password' },
			...detailBody,
		});
		const unset = unsetList(ctx, 'additionalFields', fields, body);
		if (unset.length) body.unset = unset;
		if (!Object.keys(body).length) {
			throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
		}
		if (body.type === 'password' && !body.password) {
			throw parameterError(ctx, 'Password', 'additionalFields.password', 'is missing', 'Making a group a password group needs the password too.');
		}
		return { method: 'PUT', path, body };
	},
};
