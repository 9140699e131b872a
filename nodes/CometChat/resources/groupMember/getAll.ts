import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { queryFromCollection } from '../../../shared/validation/body';
import { listFilters } from '../../descriptions/filters.fields';
import { readGuid } from '../../descriptions/locators';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { groupLocator } from '../../descriptions/parameters';

export const groupMemberGetAll: Operation = {
	resource: 'groupMember',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many group members',
	description: 'List the members of a CometChat group with their uid and scope, optionally only some scopes or online members',
	fields: [groupLocator, returnAll, limit, listFilters, optionsField],
	returns: 'list',
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
