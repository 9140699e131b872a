import type { INodeProperties } from 'n8n-workflow';
import { groupTypeOptions } from '../resources/group/details.fields';
import { scopeOptions } from '../resources/groupMember/scopes';
import { filtersCollection } from './collections.fields';
import { LIST_HINT } from './common.fields';

const forResources = (...resources: string[]) => ({ show: { '/resource': resources } });
const messages = forResources('message');
const has = (name: string, what: string): INodeProperties => ({
	displayName: `Has ${what}`,
	name,
	type: 'boolean',
	default: true,
	description: `Whether to list only messages that have ${what.toLowerCase()}. Off: no filter.`,
	displayOptions: messages,
});

/**
 * The `filters` of every Get Many that has some (messages, users, groups, group members),
 * one collection: each filter is shown for the resources whose lists take it.
 */
export const listFilters: INodeProperties = filtersCollection([
	{
		displayName: 'Attachment Type',
		name: 'attachmentTypes',
		type: 'options',
		options: [
			{ name: 'Audio', value: 'audio' },
			{ name: 'File', value: 'file' },
			{ name: 'Image', value: 'image' },
			{ name: 'Video', value: 'video' },
		],
		default: 'image',
		description: 'Only messages with attachments of this type',
		displayOptions: messages,
	},
	{
		displayName: 'Categories',
		name: 'categories',
		type: 'multiOptions',
		options: [
			{ name: 'Action', value: 'action', description: 'Edits, deletions, group member changes' },
			{ name: 'Call', value: 'call' },
			{ name: 'Custom', value: 'custom' },
			{ name: 'Interactive', value: 'interactive' },
			{ name: 'Message', value: 'message', description: 'Text, image, file, audio and video' },
		],
		default: [],
		description: 'Only messages of these categories',
		displayOptions: messages,
	},
	{
		displayName: 'Conversation Type',
		name: 'conversationType',
		type: 'options',
		options: [
			{ name: 'User', value: 'user', description: 'Conversations with one other user' },
			{ name: 'Group', value: 'group', description: 'Conversations of groups' },
		],
		default: 'user',
		description: 'Only conversations with users, or only those of groups',
		displayOptions: forResources('conversation'),
	},
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
		displayOptions: forResources('user'),
	},
	{
		displayName: 'Group Tags',
		name: 'groupTags',
		type: 'string',
		default: '',
		placeholder: 'e.g. vip',
		description: `Only conversations of groups with any of these tags. ${LIST_HINT}.`,
		displayOptions: forResources('conversation'),
	},
	has('hasAttachments', 'Attachments'),
	has('hasLinks', 'Links'),
	has('hasMentions', 'Mentions'),
	has('hasReactions', 'Reactions'),
	{
		displayName: 'Joined by User',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'Only groups this user (uid) has joined; the list is then seen as this user sees it',
		displayOptions: forResources('group'),
	},
	{
		displayName: 'Of User',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description:
			"Only this user's conversations (uid), seen as they see them: their unread counts and tags. Empty: the conversations of every user of the app.",
		displayOptions: forResources('conversation'),
	},
	{
		displayName: 'Role',
		name: 'role',
		type: 'string',
		default: '',
		placeholder: 'e.g. default',
		description: 'Only users with this role',
		displayOptions: forResources('user'),
	},
	{
		displayName: 'Scopes',
		name: 'scopes',
		type: 'multiOptions',
		options: scopeOptions,
		default: [],
		description: 'Only members with one of these scopes',
		displayOptions: forResources('groupMember'),
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. refund',
		description:
			'Only results matching this text: messages that contain it, users whose uid or name starts with it, groups whose guid or name contains it, conversations with such a user or group',
		displayOptions: forResources('message', 'user', 'group', 'conversation'),
	},
	{
		displayName: 'Sender',
		name: 'sender',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'Only messages sent by the user with this uid',
		displayOptions: messages,
	},
	{
		displayName: 'Sent After',
		name: 'sentAfter',
		type: 'dateTime',
		default: '',
		description: 'Only messages sent at or after this time',
		displayOptions: messages,
	},
	{
		displayName: 'Sent Before',
		name: 'sentBefore',
		type: 'dateTime',
		default: '',
		description: 'Only messages sent at or before this time',
		displayOptions: messages,
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
		description: 'Only users or members who are online (available) or offline',
		displayOptions: forResources('user', 'groupMember'),
	},
	{
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. billing, urgent',
		description: `Only results with any of these tags. ${LIST_HINT}.`,
		displayOptions: forResources('message', 'user', 'group', 'conversation'),
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: groupTypeOptions,
		default: 'public',
		description: 'Only groups of this type',
		displayOptions: forResources('group'),
	},
	{
		displayName: 'Types',
		name: 'types',
		type: 'string',
		default: '',
		placeholder: 'e.g. text, image',
		description: `Only messages of these types (text, image, file, audio, video, or your custom types). ${LIST_HINT}.`,
		displayOptions: messages,
	},
	{
		displayName: 'Unread Only',
		name: 'unread',
		type: 'boolean',
		default: true,
		description: 'Whether to list only conversations with unread messages (for the user in Of User). Off: no filter.',
		displayOptions: forResources('conversation'),
	},
	{
		displayName: 'User Tags',
		name: 'userTags',
		type: 'string',
		default: '',
		placeholder: 'e.g. premium',
		description: `Only conversations with users who have any of these tags. ${LIST_HINT}.`,
		displayOptions: forResources('conversation'),
	},
	// a thread's replies take no filters (Message › Get Many, Conversation: Thread)
], { displayOptions: { hide: { conversation: ['thread'] } } });
