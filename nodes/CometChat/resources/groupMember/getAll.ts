import type { IDataObject } from 'n8n-workflow';
import { pagedList } from '../../../shared/paging/pagedList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing, setPath } from '../../../shared/transport/routing';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import { filtersCollection, optionsCollection } from '../../descriptions/collections.fields';
import { statusFilter } from '../../descriptions/common.fields';
import { groupLocator, readGuid } from '../../descriptions/locators';
import type { OperationDefinition } from '../../descriptions/operations';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';
import { scopeOptions } from './scopes';

export const groupMemberGetAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many group members',
		description: 'List the members of a group with their scope, optionally only some scopes or online members',
		routing: routing({ method: 'GET', path: '/groups/{guid}/members' }, async function (requestData, send) {
			setPath(requestData, { guid: readGuid(this) });
			requestData.options.qs = queryFromCollection(this, 'filters', this.getNodeParameter('filters', {}) as IDataObject, {
				scopes: { kind: 'list', label: 'Scopes' },
				status: { kind: 'text', label: 'Status' },
			});
			return await pagedList.call(this, requestData, send, readPageWindow.call(this));
		}),
	},
	fields: [
		groupLocator({ description: 'The group whose members to list' }),
		...returnAllOrLimit,
		filtersCollection([
			{
				displayName: 'Scopes',
				name: 'scopes',
				type: 'multiOptions',
				options: scopeOptions,
				default: [],
				description: 'Only members with one of these scopes',
			},
			statusFilter('members'),
		]),
		optionsCollection([pageSizeOption('members')]),
	],
};
