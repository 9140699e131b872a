import type { INodeProperties } from 'n8n-workflow';
import { filtersCollection } from './collections.fields';
import { LIST_HINT } from './common.fields';

const messages = { show: { '/resource': ['message'] } };
const has = (name: string, what: string): INodeProperties => ({
	displayName: `Has ${what}`,
	name,
	type: 'boolean',
	default: true,
	description: `Whether to list only messages that have ${what.toLowerCase()}. Off: no filter.`,
	displayOptions: messages,
});

/** The `filters` of Message › Get Many (users, groups, members and conversations have their own). */
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
	has('hasAttachments', 'Attachments'),
	has('hasLinks', 'Links'),
	has('hasMentions', 'Mentions'),
	has('hasReactions', 'Reactions'),
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. refund',
		description:
			'Only messages that contain this text',
		displayOptions: messages,
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
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. billing, urgent',
		description: `Only messages with any of these tags. ${LIST_HINT}.`,
		displayOptions: messages,
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
	// a thread's replies take no filters (Message › Get Many, Conversation: Thread)
], { displayOptions: { hide: { conversation: ['thread'] } } });
