import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { fillPath, type Operation } from '../../../shared/transport/routing';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import { filtersCollection } from '../../descriptions/collections.fields';
import { statusFilter } from '../../descriptions/common.fields';
import { readGuid } from '../../descriptions/locators';
import { limit, listOptions, returnAll } from '../../descriptions/paging.fields';
import { groupLocator } from '../../descriptions/parameters';
import { scopeOptions } from './scopes';

const filters = filtersCollection([
	{
		displayName: 'Scopes',
		name: 'scopes',
		type: 'multiOptions',
		options: scopeOptions,
		default: [],
		description: 'Only members with one of these scopes',
	},
	statusFilter('members'),
]);

export const groupMemberGetAll: Operation = {
	resource: 'groupMember',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many group members',
	description: 'List the members of a CometChat group with their uid and scope, optionally only some scopes or online members',
	fields: [groupLocator, returnAll, limit, filters, listOptions],
	answer: 'list',
	request: (ctx) => ({
		method: 'GET',
		path: fillPath('/groups/{guid}/members', { guid: readGuid(ctx) }),
		qs: queryFromCollection(ctx, 'filters', ctx.getNodeParameter('filters', {}) as IDataObject, {
			scopes: { kind: 'list', label: 'Scopes' },
			status: { kind: 'text', label: 'Status' },
		}),
	}),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
