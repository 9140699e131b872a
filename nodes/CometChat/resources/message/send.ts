import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { requireIdentifier, parameterError } from '../../../shared/validation/parameters';
import { fillPath, type Operation } from '../../../shared/operation';
import { LIMITS } from '../../../shared/validation/body';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { LIST_HINT } from '../../descriptions/common.fields';
import { readBotUid } from '../../descriptions/locators';
import { botLocator, onBehalfOf, receiver, receiverType } from '../../descriptions/parameters';
import { interactiveFields } from './interactive';
import { buildMessageBody } from './messageBody';

/** Send and Send as Bot: the same message, from a user (or the app) or from a bot. */

const category: INodeProperties = {
	displayName: 'Category',
	name: 'category',
	type: 'options',
	options: [
		{ name: 'Message', value: 'message', description: 'Text, image, file, audio or video' },
		{ name: 'Custom', value: 'custom', description: 'Your own type with any JSON data' },
		{ name: 'Interactive', value: 'interactive', description: 'Card, form, scheduler or custom interactive' },
	],
	default: 'message',
};
/** The categories the bot endpoint takes (CometChat documents no interactive messages there). */
const botCategory: INodeProperties = { ...category, options: category.options!.slice(0, 2) };

const show = { category: ['message'] };
const custom = { show: { category: ['custom'] } };

/** The content of a message of category message or custom. */
const contentFields: INodeProperties[] = [
	{ displayName: 'Message Type', name: 'messageType', type: 'options', options: ['Audio', 'File', 'Image', 'Text', 'Video'].map((name) => ({ name, value: name.toLowerCase() })), default: 'text', displayOptions: { show } },
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		placeholder: 'e.g. Your order has shipped',
		description: `The text of the message, required for a text message; for an image, file, audio or video an optional caption. Mention up to ${LIMITS.mentions} users with &lt;@uid:{uid}&gt;. Text, metadata and attachments together at most ${LIMITS.dataBytes.toLocaleString('en-US')} bytes (UTF-8).`,
		displayOptions: { show },
	},
	{
		displayName: 'Attachments',
		name: 'attachments',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Attachment',
		default: {},
		description: 'Files already hosted at a URL (CometChat accepts up to 100 MB per file)',
		displayOptions: { show: { ...show, messageType: ['image', 'file', 'audio', 'video'] } },
		options: [
			{
				displayName: 'Attachment',
				name: 'attachment',
				values: [
					{ displayName: 'Extension', name: 'extension', type: 'string', default: '', placeholder: 'e.g. jpg' },
					{ displayName: 'MIME Type', name: 'mimeType', type: 'string', default: '', placeholder: 'e.g. image/jpeg' },
					{ displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. photo.jpg' },
					{ displayName: 'Size (Bytes)', name: 'size', type: 'string', default: '', placeholder: 'e.g. 204800' },
					{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'e.g. https://example.com/photo.jpg' },
				],
			},
		],
	},
	{
		displayName: 'Custom Type',
		name: 'customType',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. location',
		description: 'Your name for this kind of message; client apps use it to choose how to show it',
		displayOptions: custom,
	},
	{
		displayName: 'Custom Data',
		name: 'customData',
		type: 'json',
		required: true,
		default: '{\n  "latitude": 52.52,\n  "longitude": 13.40\n}',
		description: `Any JSON object, sent as data.customData (all of data at most ${LIMITS.dataBytes.toLocaleString('en-US')} bytes)`,
		displayOptions: custom,
	},
];

const additionalFields = additionalFieldsCollection([
	{ displayName: 'Message ID (MUID)', name: 'muid', type: 'string', default: '', placeholder: 'e.g. order-1234-shipped', description: 'Your own unique ID for the message' },
	{ displayName: 'Metadata', name: 'metadata', type: 'json', default: '{}', description: 'Any JSON object, sent as data.metadata', displayOptions: { show: { '/category': ['message'] } } },
	{
		displayName: 'Quoted Message ID',
		name: 'quotedMessageId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 1523',
		description: 'The ID of a message to quote; the output then holds it as quotedMessage',
		// the bot endpoint documents no quoting
		displayOptions: { show: { '/category': ['message', 'custom'] }, hide: { '/operation': ['sendAsBot'] } },
	},
	{ displayName: 'Receiver Group IDs', name: 'multipleReceiversGuids', type: 'string', default: '', placeholder: 'e.g. support, sales', description: `Also send the message to these groups (guids). ${LIST_HINT}.` },
	{ displayName: 'Receiver User IDs', name: 'multipleReceiversUids', type: 'string', default: '', placeholder: 'e.g. cometchat-uid-1, cometchat-uid-2', description: `Also send the message to these users (uids). ${LIST_HINT}.` },
	{ displayName: 'Tags', name: 'tags', type: 'string', default: '', placeholder: 'e.g. billing, urgent', description: `Up to ${LIMITS.tags} tags of up to ${LIMITS.tagCharacters} characters. ${LIST_HINT}.` },
]);

const parentMessageId: INodeProperties = {
	displayName: 'Reply in Thread Of',
	name: 'parentMessageId',
	type: 'string',
	default: '',
	placeholder: 'e.g. 1523',
	description:
		'To reply inside a thread: the ID of the message the thread belongs to (from Send, Message › Get Many or a trigger event). The reply is sent as the user in On Behalf Of, which CometChat then requires; categories Message and Custom. Leave empty to send to the conversation itself.',
};

/** CometChat documents no answer for a message to several receivers: that one is taken as it comes. */
const returnsOf = (body: IDataObject) => (body.multipleReceivers ? 'any' : undefined);

/**
 * Send: `POST /messages` with the body built and checked for this item, sent once (a POST
 * is never retried); with Reply in Thread Of, `POST /messages/{id}/thread` as the user in
 * On Behalf Of. The item is the created message.
 */
export const messageSend: Operation = {
	resource: 'message',
	value: 'send',
	name: 'Send',
	action: 'Send a message',
	description: 'Send a text, media, custom or interactive CometChat message to a user or a group, or reply inside a thread',
	// what every send needs first (receiver, what to send, the message), then the optional sender and thread
	fields: [receiverType, receiver, category, ...contentFields, ...interactiveFields, onBehalfOf, parentMessageId, additionalFields],
	returns: 'object',
	request(ctx) {
		// the parent of a thread reply, or undefined for a message to the conversation itself
		const given = ctx.getNodeParameter('parentMessageId', '');
		const parent = given === '' || given == null ? undefined : requireIdentifier.call(ctx, given, 'Reply in Thread Of', 'parentMessageId', 'the ID of the message the thread belongs to', '1523');
		// threads take categories message and custom
		const { body, onBehalfOf: sender } = buildMessageBody.call(ctx, undefined, parent && ' in a thread (Reply in Thread Of)');
		if (parent && !sender) {
			throw parameterError(ctx, 'On Behalf Of', 'onBehalfOf', 'is empty; CometChat sends a reply in a thread as a user', 'Give the uid of the user (or bot) who replies.');
		}
		return { method: 'POST', path: parent ? fillPath('/messages/{id}/thread', { id: parent }) : '/messages', body, onBehalfOf: sender, returns: returnsOf(body) };
	},
};

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
	fields: [botLocator, receiverType, receiver, botCategory, ...contentFields, additionalFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/bots/{uid}/messages', { uid: readBotUid(ctx) });
		const { body } = buildMessageBody.call(ctx, undefined, ' for a bot');
		return { method: 'POST', path, body, returns: returnsOf(body) };
	},
};
