import { fillPath, type Operation } from '../../../shared/operation';
import { outcomeItem } from '../outcomeItem';
import { readRole, roleField } from './role.fields';

export const roleDelete: Operation = {
	resource: 'role',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a role',
	description: 'Delete a CometChat role by ID',
	fields: [roleField],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/roles/{role}', { role: readRole(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { role: readRole(ctx) }, response),
};
