import type { INodeProperties } from 'n8n-workflow';

/** What the trigger listens for (parameter `source`); saved workflows without it listen for webhook events. */
export const SOURCE = { webhook: 'webhook', moderation: 'moderation', bot: 'bot', agent: 'agent' } as const;
type Source = (typeof SOURCE)[keyof typeof SOURCE];

export const sourceProperty: INodeProperties = {
	displayName: 'Listen For',
	name: 'source',
	type: 'options',
	noDataExpression: true,
	options: [
		{ name: 'Webhook Events', value: SOURCE.webhook, description: 'Messages, reactions, group and call events from a CometChat webhook' },
		{
			name: 'Moderation Requests (Custom API)',
			value: SOURCE.moderation,
			description: 'CometChat asks whether a message breaks a rule; answer with Moderation > Answer Moderation Request',
		},
		{ name: 'Bot Callbacks', value: SOURCE.bot, description: "Messages sent to a custom bot, from the bot's callback URL; reply with Message > Send as Bot" },
		{ name: 'Agent Runs (AG-UI)', value: SOURCE.agent, description: 'Runs of a CometChat Custom Agent; answer with Agent > Answer Agent Run' },
	],
	default: 'webhook',
};

/** Shows a property only for these sources. */
export const forSources = (...sources: Source[]) => ({ show: { source: sources } });
