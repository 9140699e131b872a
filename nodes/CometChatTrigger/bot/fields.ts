import type { INodeProperties } from 'n8n-workflow';
import { SOURCE } from '../source';

const forBot = (extra: Record<string, string[]> = {}) => ({ show: { source: [SOURCE.bot], ...extra } });

/** The parameters of `source: bot`: which bot, and how its callback gets to CometChat. */
export const botProperties: INodeProperties[] = [
	{
		displayName: 'Bot UID',
		name: 'botUid',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. support-bot',
		description: "The UID of the bot's user. Messages the bot sends itself start nothing, so its replies never loop.",
		displayOptions: forBot(),
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
		displayOptions: forBot(),
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
		displayOptions: forBot({ botRegistration: ['automatic'] }),
	},
	{
		displayName:
			'In the CometChat dashboard open AI Agents > Custom Bots (or Custom Agents), choose the bot\'s user, and set URL to the Production URL shown under "Webhook URLs" at the top of this panel. Turn on Basic Authentication with the user and password of the CometChat Webhook credential, enable the bot, save, and activate (publish) this workflow.',
		name: 'botManualSetup',
		type: 'notice',
		default: '',
		displayOptions: forBot({ botRegistration: ['manual'] }),
	},
	{
		displayName:
			"On activation the node sets the bot's callback to its Production URL through CometChat's /bots API (with the Basic Auth of the CometChat Webhook credential) and enables it; deactivating removes what it set. A bot whose callback points elsewhere is left alone and activation stops with an error.",
		name: 'botAutomaticSetup',
		type: 'notice',
		default: '',
		displayOptions: forBot({ botRegistration: ['automatic'] }),
	},
];
