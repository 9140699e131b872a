import { readPageWindow } from '../../../shared/paging';
import type { Operation } from '../../../shared/operation';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';

export const roleGetAll: Operation = {
	resource: 'role',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many roles',
	description: 'List the CometChat roles of the app with their IDs, names and settings',
	fields: [returnAll, limit, optionsField],
	returns: 'list',
	request: () => ({ method: 'GET', path: '/roles' }),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
