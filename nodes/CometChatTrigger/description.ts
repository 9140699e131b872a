import type { INodeProperties } from 'n8n-workflow';
import { fileOptionFields } from '../shared/files/attachments';
import { DEFAULT_IGNORED_SENDER, eventOptions, TRIGGER_DOWNLOAD_BUDGET_MS } from './events';

/** CometChat waits 2 seconds for a Custom API answer; this leaves room for the network. */
export const TIME_BUDGET_MS = 1500;
export const TIME_BUDGET_LIMITS_MS = { min: 100, max: 1900 };

/**
 * The longest a run may hold CometChat's request (`max`). The answer's headers go out only
 * with the whole stream, and an AG-UI client (@ag-ui/client's HttpAgent, on Node's fetch)
 * gives up waiting for headers after 300 s, so an answer later than that would reach no one.
 */
export const ANSWER_TIMEOUT_S = 60;
export const MAX_ANSWER_TIMEOUT_S = 290;
export const CONCURRENT_RUNS = 50;
export const MAX_CONCURRENT_RUNS = 1000;

/** Where the setup notices send the user for the URL to give CometChat. */
const AT_PRODUCTION_URL = 'the Production URL shown under "Webhook URLs" at the top of this panel';

/** Shows a property only for one source (parameter `source`), and these other values. */
const shownFor = (source: string, extra: Record<string, string[]> = {}) => ({ show: { source: [source], ...extra } });
/** A notice: a text shown in the panel, with no value. */
const notice = (name: string, displayOptions: INodeProperties['displayOptions'], displayName: string): INodeProperties => ({ displayName, name, type: 'notice', default: '', displayOptions });
/** One of the options Message › Download Attachments has, the same in the trigger. */
const fileOption = (name: string) => fileOptionFields.find((field) => field.name === name)!;

export const triggerProperties: INodeProperties[] = [
	// saved workflows without `source` listen for webhook events
	{
		displayName: 'Listen For',
		name: 'source',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Webhook Events', value: 'webhook', description: 'Messages, reactions, group and call events from a CometChat webhook' },
			{
				name: 'Moderation Requests (Custom API)',
				value: 'moderation',
				description: 'CometChat asks whether a message breaks a rule; answer with Moderation > Answer Moderation Request',
			},
			{ name: 'Bot Callbacks', value: 'bot', description: "Messages sent to a custom bot, from the bot's callback URL; reply with Message > Send as Bot" },
			{ name: 'Agent Runs (AG-UI)', value: 'agent', description: 'Runs of a CometChat Custom Agent; answer with Agent > Answer Agent Run' },
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
		displayOptions: shownFor('webhook'),
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
	notice('noAuthWarning', { show: { authentication: ['none'] } }, 'Without authentication anyone who learns this URL can start the workflow with invented events. Use Basic Auth unless another layer (a proxy) checks the caller.'),
	{
		displayName: 'Registration',
		name: 'registration',
		type: 'options',
		options: [
			{ name: 'Manual (Dashboard)', value: 'manual', description: 'You add the webhook in the CometChat dashboard; works on every plan' },
			{ name: 'Automatic (Management API)', value: 'automatic', description: 'The node registers the webhook and its triggers on activation and removes it on deactivation (Multi-Tenancy plans)' },
		],
		default: 'manual',
		displayOptions: shownFor('webhook'),
	},
	notice('manualSetup', shownFor('webhook', { registration: ['manual'] }), `In the CometChat dashboard add a webhook (Settings > Webhooks > Add Webhook) with ${AT_PRODUCTION_URL} (HTTPS, reachable from the internet), Basic Authentication with the user and password of the CometChat Webhook credential and Retry on Failure on, and tick the triggers selected in Events. Then activate (publish) this workflow.`),
	notice('automaticSetup', shownFor('webhook', { registration: ['automatic'] }), 'On activation the node creates (or reuses) a webhook for its Production URL with the CometChat Management API, using the CometChat Webhook credential, and subscribes it to the selected events. Deactivating removes it.'),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: shownFor('webhook'),
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
				displayName: 'Download Attachments',
				name: 'downloadAttachments',
				type: 'boolean',
				default: false,
				description: `Whether to put a message's files into the item as binary data before the workflow starts (the Kinds, Max File Size and Put Output Files options apply). CometChat waits about 10 seconds for the answer, so all downloads together get ${TRIGGER_DOWNLOAD_BUDGET_MS / 1000} seconds; files that do not fit are left out. For large files, or links that need the app's API key (token-based file access), use the CometChat node's Message › Download Attachments in the workflow instead. A download that fails starts the workflow with the files before it and attachmentError naming it (and those left out for time); a refused link (not http(s), or another host with Download From Other Hosts off) starts it with no file.`,
			},
			fileOption('otherHosts'),
			{
				displayName: 'Ignore Senders',
				name: 'ignoreSenders',
				type: 'string',
				default: DEFAULT_IGNORED_SENDER,
				placeholder: 'e.g. app_system, support-bot',
				description:
					"Comma-separated UIDs whose events are ignored. The default app_system is the sender of messages your workflows send with the REST API, so a workflow that replies does not start itself again. Add your bots' UIDs.",
			},
			fileOption('kinds'),
			fileOption('maxSizeMb'),
			{
				displayName: 'Only Conversations With',
				name: 'onlyConversationsWith',
				type: 'string',
				default: '',
				placeholder: 'e.g. support-bot, group-sales',
				description: 'Comma-separated user UIDs and group GUIDs. Only events whose sender, receiver or group is one of them start the workflow.',
			},
			fileOption('binaryPropertyPrefix'),
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
	notice('moderationSetup', shownFor('moderation'), `In the CometChat dashboard add a list of category Custom API (Moderation > Settings > List > Add List) with ${AT_PRODUCTION_URL} and Basic Auth with the user and password of the CometChat Webhook credential, then enable a rule whose condition uses the list. End the workflow with CometChat > Moderation > Answer Moderation Request: CometChat waits at most 2 seconds.`),
	{
		displayName: 'On Timeout or Error',
		name: 'onTimeoutOrError',
		type: 'options',
		options: [
			{ name: 'Allow the Message', value: 'allow', description: 'Answer "no violation" (isMatchingCondition false, confidence 0)' },
			{ name: 'Flag as Violation', value: 'flag', description: "Answer \"violation\" (isMatchingCondition true, confidence 1): the rule's actions apply" },
			{
				name: 'Let CometChat Decide',
				value: 'fail',
				description: 'Answer HTTP 503: CometChat counts an engine failure and applies the dashboard\'s "On Custom API Error" setting',
			},
		],
		default: 'allow',
		description: 'What CometChat gets when the workflow fails, ends without Answer Moderation Request, or does not answer within the time budget',
		displayOptions: shownFor('moderation'),
	},
	{
		displayName: 'Options',
		name: 'moderationOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: shownFor('moderation'),
		options: [
			{
				displayName: 'Time Budget (Milliseconds)',
				name: 'timeBudget',
				type: 'number',
				typeOptions: { minValue: TIME_BUDGET_LIMITS_MS.min, maxValue: TIME_BUDGET_LIMITS_MS.max },
				default: TIME_BUDGET_MS,
				description:
					'Milliseconds the workflow has to answer, counted from when n8n hands the request to this trigger, not from when it reached n8n. After that the On Timeout or Error answer goes out. CometChat gives up after 2000 ms, network and n8n included.',
			},
		],
	},
	{
		displayName: 'Bot UID',
		name: 'botUid',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. support-bot',
		description: "The UID of the bot's user. Messages the bot sends itself start nothing, so its replies never loop.",
		displayOptions: shownFor('bot'),
	},
	{
		displayName: 'Registration',
		name: 'botRegistration',
		type: 'options',
		options: [
			{ name: 'Manual (Dashboard)', value: 'manual', description: "You set the bot's callback URL in the CometChat dashboard" },
			{
				name: 'Automatic (Bots API)',
				value: 'automatic',
				description: "The node sets the bot's callback on activation and removes what it set on deactivation, with the CometChat API credential",
			},
		],
		default: 'manual',
		displayOptions: shownFor('bot'),
	},
	{
		displayName: 'Group Messages',
		name: 'groupChatSetting',
		type: 'options',
		options: [
			{ name: 'All Messages', value: 'allMessages', description: 'Every message in the groups the bot is a member of' },
			{ name: 'Mentions', value: 'mentionedMessages', description: 'Group messages that mention the bot' },
			{ name: 'None', value: 'none', description: 'Only one-to-one messages to the bot' },
			{ name: 'Slash Commands', value: 'slashedMessages', description: 'Group messages that start with /' },
		],
		default: 'mentionedMessages',
		description: 'Which group messages CometChat sends to the bot (one-to-one messages always)',
		displayOptions: shownFor('bot', { botRegistration: ['automatic'] }),
	},
	notice('botManualSetup', shownFor('bot', { botRegistration: ['manual'] }), `In the CometChat dashboard open AI Agents > Custom Bots (or Custom Agents), choose the bot's user, and set URL to ${AT_PRODUCTION_URL}. Turn on Basic Authentication with the user and password of the CometChat Webhook credential, enable the bot, save, and activate (publish) this workflow.`),
	notice('botAutomaticSetup', shownFor('bot', { botRegistration: ['automatic'] }), "On activation the node sets the bot's callback to its Production URL through CometChat's /bots API (with the Basic Auth of the CometChat Webhook credential) and enables it; deactivating removes what it set. A bot whose callback points elsewhere is left alone and activation stops with an error."),
	{
		displayName: 'Answer Within (Seconds)',
		name: 'answerTimeout',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_ANSWER_TIMEOUT_S },
		default: ANSWER_TIMEOUT_S,
		description: `How long the workflow has to answer with Agent > Answer Agent Run before CometChat gets a RUN_ERROR event instead (max ${MAX_ANSWER_TIMEOUT_S} seconds)`,
		displayOptions: shownFor('agent'),
	},
	{
		displayName: 'Max Concurrent Runs',
		name: 'maxConcurrentRuns',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_CONCURRENT_RUNS, numberPrecision: 0 },
		default: CONCURRENT_RUNS,
		description: 'Max number of agent runs this trigger holds open at once. Runs beyond it get HTTP 429 (Too Many Requests) and start no execution.',
		displayOptions: shownFor('agent'),
	},
	notice('agentSetup', shownFor('agent'), `In the CometChat dashboard add an agent (AI Agents > Add Agent) of the Custom (AG-UI) provider with Deployment URL ${AT_PRODUCTION_URL} and, with Basic Auth, the header {"Authorization": "Basic <base64 of user:password>"} of the CometChat Webhook credential. End the workflow with CometChat > Agent > Answer Agent Run.`),
];
