import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { unsetList } from '../../../shared/validation/body';
import { parameterError } from '../../../shared/validation/parameters';
import { readRole, roleBody, roleDetails, roleField } from './role.fields';

export const roleUpdate: Operation = {
	resource: 'role',
	value: 'update',
	name: 'Update',
	action: 'Update a role',
	description: "Change a CometChat role's name, description, metadata or settings, or clear some of them",
	fields: [roleField, roleDetails],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/roles/{role}', { role: readRole(ctx) });
		const body = roleBody(ctx, true);
		const unset = unsetList(ctx, 'additionalFields', ctx.getNodeParameter('additionalFields', {}) as IDataObject, body);
		if (unset.length) body.unset = unset;
		if (!Object.keys(body).length) {
			throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change or clear.');
		}
		return { method: 'PUT', path, body };
	},
};
