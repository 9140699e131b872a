import type { INodeProperties } from 'n8n-workflow';
import { eventOptions } from './events';
import { moderationProperties } from './moderation/description';

export const DEFAULT_IGNORED_SENDER = 'app_system';

const webhookOnly = { source: ['webhook'] };

export const triggerProperties: INodeProperties[] = [
	{
		displayName: 'Listen For',
		name: 'source',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Webhook Events',
				value: 'webhook',
				description: 'Messages, reactions, groups, calls and the other events of a CometChat webhook',
			},
			{
				name: 'Moderation Requests (Custom API)',
				value: 'moderation',
				description: 'CometChat asks whether a message breaks a rule; the workflow answers with Answer Moderation Request',
			},
		],
		default: 'webhook',
	},
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		options: eventOptions,
		default: ['message_sent'],
		required: true,
		description: 'The CometChat triggers that start this workflow, one execution per event',
		displayOptions: { show: webhookOnly },
	},
	{
		displayName: 'Authentication',
		name: 'authentication',
		type: 'options',
		options: [
			{ name: 'Basic Auth', value: 'basicAuth', description: 'CometChat sends a user and password; others get 401' },
			{ name: 'None', value: 'none', description: 'Anyone who knows the URL can start this workflow' },
		],
		default: 'basicAuth',
	},
	{
		displayName:
			'Without authentication anyone who learns this URL can start the workflow with invented events. Use Basic Auth unless another layer (a proxy) checks the caller.',
		name: 'noAuthWarning',
		type: 'notice',
		default: '',
		displayOptions: { show: { authentication: ['none'] } },
	},
	{
		displayName: 'Registration',
		name: 'registration',
		type: 'options',
		options: [
			{ name: 'Manual (Dashboard)', value: 'manual', description: 'You add the webhook in the CometChat dashboard; works on every plan' },
			{ name: 'Automatic (Management API)', value: 'automatic', description: 'The node registers the webhook and its triggers on activation and removes it on deactivation (Multi-Tenancy plans)' },
		],
		default: 'manual',
		displayOptions: { show: webhookOnly },
	},
	{
		displayName:
			'In the CometChat dashboard open Settings > Webhooks > Add Webhook. URL: the Production URL shown under "Webhook URLs" at the top of this panel (HTTPS, reachable from the internet). Turn on Basic Authentication with the user and password of the CometChat Webhook credential, turn on Retry on Failure, save, then tick the triggers selected in Events. Activate (publish) this workflow.',
		name: 'manualSetup',
		type: 'notice',
		default: '',
		displayOptions: { show: { ...webhookOnly, registration: ['manual'] } },
	},
	{
		displayName:
			'On activation the node creates (or reuses) a webhook for its Production URL with the CometChat Management API, using the CometChat Webhook credential, and subscribes it to the selected events. Deactivating removes it.',
		name: 'automaticSetup',
		type: 'notice',
		default: '',
		displayOptions: { show: { ...webhookOnly, registration: ['automatic'] } },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show: webhookOnly },
		options: [
			{
				displayName: 'Categories',
				name: 'categories',
				type: 'multiOptions',
				options: [
					{ name: 'Action', value: 'action' },
					{ name: 'Call', value: 'call' },
					{ name: 'Custom', value: 'custom' },
					{ name: 'Interactive', value: 'interactive' },
					{ name: 'Message', value: 'message' },
				],
				default: [],
				description: 'Only messages of these categories start the workflow. Events without a message are not affected.',
			},
			{
				displayName: 'Ignore Senders',
				name: 'ignoreSenders',
				type: 'string',
				default: DEFAULT_IGNORED_SENDER,
				placeholder: 'e.g. app_system, support-bot',
				description:
					"Comma-separated UIDs whose events are ignored. The default app_system is the sender of messages your workflows send with the REST API, so a workflow that replies does not start itself again. Add your bots' UIDs.",
			},
			{
				displayName: 'Only Conversations With',
				name: 'onlyConversationsWith',
				type: 'string',
				default: '',
				placeholder: 'e.g. support-bot, group-sales',
				description:
					'Comma-separated user UIDs and group GUIDs. Only events whose sender, receiver or group is one of them start the workflow.',
			},
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: false,
				description:
					'Whether to put the main object on top (the message, with the edited or deleted message resolved; the reaction; the group and its members) with the trigger beside it, instead of the event as CometChat sent it',
			},
			{
				displayName: 'Types',
				name: 'types',
				type: 'string',
				default: '',
				placeholder: 'e.g. text, image',
				description:
					'Comma-separated message types (text, image, video, audio, file, a custom type, …). Only messages of these types start the workflow. Events without a message are not affected.',
			},
		],
	},
	...moderationProperties,
];
