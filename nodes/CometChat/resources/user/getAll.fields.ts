import type { INodeProperties } from 'n8n-workflow';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';
import { LIST_HINT } from './profile.fields';

export const userGetAllFields: INodeProperties[] = [
	...returnAllOrLimit,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
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
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Available', value: 'available' },
					{ name: 'Offline', value: 'offline' },
				],
				default: 'available',
				description: 'Only users who are online (available) or offline',
			},
			{
				displayName: 'Tags',
				name: 'tags',
				type: 'string',
				default: '',
				placeholder: 'e.g. support',
				description: `Only users with any of these tags. ${LIST_HINT}.`,
			},
		],
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Include Tags',
				name: 'withTags',
				type: 'boolean',
				default: true,
				description: "Whether each user's tags are included in the output",
			},
			pageSizeOption('users'),
		],
	},
];
