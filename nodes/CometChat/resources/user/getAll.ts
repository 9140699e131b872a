import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import type { Operation } from '../../../shared/operation';
import { queryFromCollection } from '../../../shared/validation/body';
import { listFilters } from '../../descriptions/filters.fields';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';

const DEACTIVATED: Record<string, IDataObject> = {
	exclude: {},
	include: { withDeactivated: true },
	only: { onlyDeactivated: true },
};

export const userGetAll: Operation = {
	resource: 'user',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many users',
	description: 'List CometChat users with their uids, optionally filtered by name, uid, status, role or tags',
	fields: [returnAll, limit, listFilters, optionsField],
	returns: 'list',
	request(ctx) {
		const values = ctx.getNodeParameter('filters', {}) as IDataObject;
		const options = ctx.getNodeParameter('options', {}) as IDataObject;
		const qs = {
			...queryFromCollection(ctx, 'filters', values, {
				searchKey: { kind: 'text', label: 'Search Key' },
				status: { kind: 'text', label: 'Status' },
				role: { kind: 'text', label: 'Role' },
				tags: { kind: 'list', label: 'Tags' },
			}),
			...DEACTIVATED[String(values.deactivated ?? 'exclude')],
			...queryFromCollection(ctx, 'options', options, { withTags: { kind: 'flag', label: 'Include Tags' } }),
		};
		return { method: 'GET', path: '/users', qs };
	},
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
