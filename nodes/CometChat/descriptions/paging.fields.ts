import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging/pageWindow';
import { optionsCollection } from './collections.fields';

/** `returnAll`, which every Get Many has (name fixed by the contract); read with `readPageWindow`. */
export const returnAll: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

/** `limit`, which every Get Many has (name fixed by the contract); read with `readPageWindow`. */
export const limit: INodeProperties = {
	displayName: 'Limit',
	name: 'limit',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 50,
	description: 'Max number of results to return',
	displayOptions: { show: { returnAll: [false] } },
};

const forResources = (...resources: string[]) => ({ show: { '/resource': resources } });

/**
 * The `options` of every Get Many that has some, one collection: each option is shown
 * for the resources whose lists take it.
 */
export const listOptions: INodeProperties = optionsCollection([
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
		displayOptions: forResources('blockedUser'),
	},
	{
		displayName: 'Hide Thread Replies',
		name: 'hideReplies',
		type: 'boolean',
		default: true,
		description: 'Whether to leave out replies in threads and list only the main conversation',
		displayOptions: forResources('message'),
	},
	{
		displayName: 'Include Tags',
		name: 'withTags',
		type: 'boolean',
		default: true,
		description: 'Whether each result carries its tags',
		displayOptions: forResources('message', 'user', 'group'),
	},
	{
		displayName: 'Page Size',
		name: 'perPage',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: 'How many results to ask CometChat for per request. Larger pages mean fewer requests.',
		displayOptions: forResources('blockedUser', 'user', 'authToken', 'group', 'groupMember'),
	},
	{
		displayName: 'Page Size',
		name: 'pageSize',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: 'How many messages to ask CometChat for per request. Larger pages mean fewer requests.',
		displayOptions: forResources('message'),
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. john',
		description: 'Only users whose uid or name contains this text',
		displayOptions: forResources('blockedUser'),
	},
]);
