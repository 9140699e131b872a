import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import type { Operation } from '../../../shared/transport/routing';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import { filtersCollection } from '../../descriptions/collections.fields';
import { statusFilter, tagsFilter } from '../../descriptions/common.fields';
import { listOptions, limit, returnAll } from '../../descriptions/paging.fields';

const DEACTIVATED: Record<string, IDataObject> = {
	exclude: {},
	include: { withDeactivated: true },
	only: { onlyDeactivated: true },
};

const filters = filtersCollection([
	{
		displayName: 'Deactivated Users',
		name: 'deactivated',
		type: 'options',
		options: [
			{ name: 'Exclude', value: 'exclude', description: 'Active users only (CometChat default)' },
			{ name: 'Include', value: 'include', description: 'Active and deactivated users' },
			{ name: 'Only', value: 'only', description: 'Deactivated users only' },
		],
		default: 'exclude',
	},
	{
		displayName: 'Role',
		name: 'role',
		type: 'string',
		default: '',
		placeholder: 'e.g. default',
		description: 'Only users with this role',
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. ana',
		description: 'Only users whose uid or name starts with this text',
	},
	statusFilter('users'),
	tagsFilter('users', 'e.g. support'),
]);

export const userGetAll: Operation = {
	resource: 'user',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many users',
	description: 'List CometChat users with their uids, optionally filtered by name, uid, status, role or tags',
	fields: [returnAll, limit, filters, listOptions],
	answer: 'list',
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
