import { fillPath, type Operation } from '../../../shared/operation';
import { readRole, roleField } from './role.fields';

export const roleGet: Operation = {
	resource: 'role',
	value: 'get',
	name: 'Get',
	action: 'Get a role',
	description: 'Get one CometChat role by ID: name, description, metadata, settings',
	fields: [roleField],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/roles/{role}', { role: readRole(ctx) }) }),
};
