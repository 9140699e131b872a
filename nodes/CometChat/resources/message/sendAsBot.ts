import type { INodeProperties } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { readBotUid } from '../../descriptions/locators';
import { botLocator, receiver, receiverType } from '../../descriptions/parameters';
import { buildMessageBody } from './buildMessageBody';
import { messageCategoryFields } from './messageCategory.fields';
import { additionalFields, customFields, messageHead } from './send';

/** The categories the bot endpoint takes (CometChat documents no interactive messages there). */
const botCategory: INodeProperties = {
	displayName: 'Category',
	name: 'category',
	type: 'options',
	options: [
		{ name: 'Message', value: 'message', description: 'Text, image, file, audio or video' },
		{ name: 'Custom', value: 'custom', description: 'Your own type with any JSON data' },
	],
	default: 'message',
};

const FOR_BOTS = { categories: ['message', 'custom'], where: ' for a bot' };

/**
 * Send as Bot: `POST /bots/{uid}/messages`, the body Send builds (receiver, content,
 * additional fields), from the bot; CometChat takes no On Behalf Of there.
 */
export const messageSendAsBot: Operation = {
	resource: 'message',
	value: 'sendAsBot',
	name: 'Send as Bot',
	action: 'Send a message as a bot',
	description: "Send a text, media or custom CometChat message from a bot (a user registered as a custom bot) to a user or a group, through CometChat's bot endpoint",
	fields: [botLocator, receiverType, receiver, botCategory, ...messageCategoryFields, ...customFields, additionalFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/bots/{uid}/messages', { uid: readBotUid(ctx) });
		const { body } = buildMessageBody.call(ctx, messageHead(ctx), FOR_BOTS);
		return { method: 'POST', path, body, ...(body.multipleReceivers ? { returns: 'any' as const } : {}) };
	},
};
