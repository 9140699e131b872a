import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging';
import { optionsCollection } from './collections.fields';

const forResources = (...resources: string[]) => ({ show: { '/operation': ['getAll'], '/resource': resources } });

/**
 * The `options` of every operation that has some (the lists; Send and Wait for Response has its own),
 * one collection: each option is shown where it applies.
 */
export const optionsField: INodeProperties = optionsCollection([
	{
		displayName: 'Delete Messages Permanently',
		name: 'deleteMessagesPermanently',
		type: 'boolean',
		default: false,
		description: "Whether to also delete the conversation's messages for good (a user conversation only), not just reset it for the user",
		displayOptions: { show: { '/operation': ['reset'], '/resource': ['conversation'], '/conversationWith': ['user'] } },
	},
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
		displayName: 'Include Tags',
		name: 'withTags',
		type: 'boolean',
		default: true,
		description: 'Whether each result carries its tags',
		displayOptions: forResources('user', 'group', 'conversation'),
	},
	{
		displayName: 'Include User and Group Tags',
		name: 'withUserAndGroupTags',
		type: 'boolean',
		default: true,
		description: 'Whether each conversation carries the tags of the user or group it is with',
		displayOptions: forResources('conversation'),
	},
	{
		displayName: 'Page Size',
		name: 'perPage',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: 'How many results to ask CometChat for per request. Larger pages mean fewer requests.',
		displayOptions: forResources('blockedUser', 'user', 'authToken', 'group', 'groupMember', 'bannedUser', 'friend', 'role', 'conversation'),
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. john',
		description: 'Only users whose uid or name contains this text',
		displayOptions: forResources('blockedUser', 'friend'),
	},
]);
