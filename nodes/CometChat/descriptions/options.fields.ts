import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging';
import { limitWaitTimeOption } from '../resources/message/sendAndWait/waitTill.fields';
import { optionsCollection } from './collections.fields';

/** Send and Wait for Response, answered on a page or in a form (not an approval). */
const forAnswers = { show: { '/operation': ['sendAndWait'], '/responseType': ['freeText', 'customForm'] } };
const forResources = (...resources: string[]) => ({ show: { '/operation': ['getAll'], '/resource': resources } });

/**
 * The `options` of every operation that has some (the lists, Send and Wait for Response),
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
		displayName: 'Hide Thread Replies',
		name: 'hideReplies',
		type: 'boolean',
		default: true,
		description: 'Whether to leave out replies in threads and list only the main conversation',
		displayOptions: { ...forResources('message'), hide: { '/conversation': ['thread'] } },
	},
	{
		displayName: 'Include Tags',
		name: 'withTags',
		type: 'boolean',
		default: true,
		description: 'Whether each result carries its tags',
		displayOptions: { ...forResources('message', 'user', 'group', 'conversation'), hide: { '/conversation': ['thread'] } },
	},
	{
		displayName: 'Include User and Group Tags',
		name: 'withUserAndGroupTags',
		type: 'boolean',
		default: true,
		description: 'Whether each conversation carries the tags of the user or group it is with',
		displayOptions: forResources('conversation'),
	},
	{ ...limitWaitTimeOption, displayOptions: { show: { '/operation': ['sendAndWait'] } } },
	{
		displayName: 'Message Button Label',
		name: 'messageButtonLabel',
		type: 'string',
		default: 'Respond',
		description: 'The button in the message that opens the answer page (Answer In: Browser)',
		displayOptions: forAnswers,
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
		displayName: 'Page Size',
		name: 'pageSize',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: 'How many messages to ask CometChat for per request. Larger pages mean fewer requests.',
		displayOptions: forResources('message'),
	},
	{ displayName: 'Response Form Button Label', name: 'responseFormButtonLabel', type: 'string', default: 'Submit', displayOptions: forAnswers },
	{
		displayName: 'Response Form Description',
		name: 'responseFormDescription',
		type: 'string',
		default: '',
		description: 'Text under the title of the answer page (Answer In: Browser); by default the message',
		displayOptions: forAnswers,
	},
	{
		displayName: 'Response Form Title',
		name: 'responseFormTitle',
		type: 'string',
		default: '',
		description: 'Title of the answer form; by default the message',
		displayOptions: forAnswers,
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
