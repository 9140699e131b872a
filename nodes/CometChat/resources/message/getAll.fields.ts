import type { INodeProperties } from 'n8n-workflow';
import { filtersCollection, optionsCollection } from '../../descriptions/collections.fields';
import { LIST_HINT } from '../../descriptions/common.fields';
import { groupLocator, userLocator } from '../../descriptions/locators';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';

export const getAllFields: INodeProperties[] = [
	{
		displayName: 'Conversation',
		name: 'conversation',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Between Two Users', value: 'user', description: 'The one-on-one conversation of a user with another user' },
			{ name: 'Of a Group', value: 'group', description: 'The messages sent to a group' },
			{ name: 'All', value: 'all', description: 'Messages of every conversation in the app' },
		],
		default: 'group',
		description: 'Which messages to list',
	},
	{
		...userLocator({ displayName: 'User', description: 'One user of the conversation' }),
		displayOptions: { show: { conversation: ['user'] } },
	},
	{
		...onBehalfOfField('The uid of the other user of the conversation; the messages are read as this user sees them', true),
		displayName: 'Other User',
		displayOptions: { show: { conversation: ['user'] } },
	},
	{
		...groupLocator({ description: 'The group whose messages to list' }),
		displayOptions: { show: { conversation: ['group'] } },
	},
	{
		...onBehalfOfField(
			'The uid of a user to read the messages as (for example a member of the group). Leave empty to read as the app.',
		),
		displayOptions: { show: { conversation: ['group', 'all'] } },
	},
	...returnAllOrLimit,
	filtersCollection([
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
		},
		{
			displayName: 'Has Attachments',
			name: 'hasAttachments',
			type: 'boolean',
			default: true,
			description: 'Whether to list only messages with attachments. Off: no filter.',
		},
		{
			displayName: 'Has Links',
			name: 'hasLinks',
			type: 'boolean',
			default: true,
			description: 'Whether to list only messages that contain links. Off: no filter.',
		},
		{
			displayName: 'Has Mentions',
			name: 'hasMentions',
			type: 'boolean',
			default: true,
			description: 'Whether to list only messages that mention users. Off: no filter.',
		},
		{
			displayName: 'Has Reactions',
			name: 'hasReactions',
			type: 'boolean',
			default: true,
			description: 'Whether to list only messages that have reactions. Off: no filter.',
		},
		{
			displayName: 'Search Text',
			name: 'searchKey',
			type: 'string',
			default: '',
			placeholder: 'e.g. refund',
			description: 'Only messages that contain this text',
		},
		{
			displayName: 'Sender',
			name: 'sender',
			type: 'string',
			default: '',
			placeholder: 'e.g. cometchat-uid-1',
			description: 'Only messages sent by the user with this uid',
		},
		{
			displayName: 'Sent After',
			name: 'sentAfter',
			type: 'dateTime',
			default: '',
			description: 'Only messages sent at or after this time',
		},
		{
			displayName: 'Sent Before',
			name: 'sentBefore',
			type: 'dateTime',
			default: '',
			description: 'Only messages sent at or before this time',
		},
		{
			displayName: 'Tags',
			name: 'tags',
			type: 'string',
			default: '',
			placeholder: 'e.g. billing, urgent',
			description: `Only messages with these tags. ${LIST_HINT}.`,
		},
		{
			displayName: 'Types',
			name: 'types',
			type: 'string',
			default: '',
			placeholder: 'e.g. text, image',
			description: `Only messages of these types (text, image, file, audio, video, or your custom types). ${LIST_HINT}.`,
		},
	]),
	optionsCollection([
		{
			displayName: 'Hide Thread Replies',
			name: 'hideReplies',
			type: 'boolean',
			default: true,
			description: 'Whether to leave out replies in threads and list only the main conversation',
		},
		{
			displayName: 'Include Tags',
			name: 'withTags',
			type: 'boolean',
			default: true,
			description: 'Whether each message carries its tags',
		},
		pageSizeOption('messages', 'pageSize'),
	]),
];
