import type { INodeProperties } from 'n8n-workflow';
import { filtersCollection, optionsCollection } from '../../descriptions/collections.fields';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';
import { includeTagsOption, statusFilter, tagsFilter } from '../../descriptions/common.fields';

export const userGetAllFields: INodeProperties[] = [
	...returnAllOrLimit,
	filtersCollection([
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
	]),
	optionsCollection([
		includeTagsOption('user'),
		pageSizeOption('users'),
	]),
];
