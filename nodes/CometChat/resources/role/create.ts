import type { Operation } from '../../../shared/operation';
import { parameterError, requireNewIdentifier } from '../../../shared/validation/parameters';
import { newName } from '../../descriptions/parameters';
import { roleBody, roleDetails, roleField } from './role.fields';

export const roleCreate: Operation = {
	resource: 'role',
	value: 'create',
	name: 'Create',
	action: 'Create a role',
	description: 'Create a CometChat role (for role-based access) with a name, and optionally a description, metadata and settings',
	fields: [roleField, newName, roleDetails],
	returns: 'object',
	request(ctx) {
		const role = requireNewIdentifier(ctx, ctx.getNodeParameter('role'), 'Role ID', 'role', 'the ID of the new role');
		const displayName = String(ctx.getNodeParameter('name', '') ?? '').trim();
		if (!displayName) throw parameterError(ctx, 'Name', 'name', 'is empty', 'Give the display name of the new role.');
		return { method: 'POST', path: '/roles', body: { role, name: displayName, ...roleBody(ctx, false) } };
	},
};
