import type { INodeProperties } from 'n8n-workflow';

const show = { resource: ['blockedUser'], operation: ['getAll'] };

export const blockedUserGetAllFields: INodeProperties[] = [
	{
		displayName: 'User ID',
		name: 'uid',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'The uid of the user whose blocked users to list',
		displayOptions: { show },
	},
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
		displayOptions: { show },
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { ...show, returnAll: [false] } },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show },
		options: [
			{
				displayName: 'Direction',
				name: 'direction',
				type: 'options',
				options: [
					{ name: 'Both', value: 'both', description: 'Users blocked by this user and users who blocked them' },
					{ name: 'Blocked by This User', value: 'blockedByMe', description: 'Users this user has blocked' },
					{ name: 'Who Blocked This User', value: 'hasBlockedMe', description: 'Users who blocked this user' },
				],
				default: 'both',
				description: 'Which side of the block to list',
				routing: { send: { type: 'query', property: 'direction' } },
			},
			{
				displayName: 'Page Size',
				name: 'perPage',
				type: 'number',
				typeOptions: { minValue: 1, maxValue: 1000 },
				default: 100,
				description: 'How many users to ask CometChat for per request. Larger pages mean fewer requests.',
			},
			{
				displayName: 'Search Key',
				name: 'searchKey',
				type: 'string',
				default: '',
				placeholder: 'e.g. john',
				description: 'Only users whose uid or name contains this text',
				routing: { send: { type: 'query', property: 'searchKey', value: '={{ $value || undefined }}' } },
			},
		],
	},
];
