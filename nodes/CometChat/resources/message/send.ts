import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';
import type { Operation } from '../../../shared/transport/routing';
import { LIMITS } from '../../../shared/validation/limits';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { LIST_HINT } from '../../descriptions/common.fields';
import { onBehalfOf, receiver, receiverType } from '../../descriptions/parameters';
import { buildMessageBody } from './buildMessageBody';
import { interactiveFields } from './interactive';
import { messageCategoryFields } from './messageCategory.fields';

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

const custom = { show: { category: ['custom'] } };

const customFields: INodeProperties[] = [
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
	{
		displayName: 'Message ID (MUID)',
		name: 'muid',
		type: 'string',
		default: '',
		placeholder: 'e.g. order-1234-shipped',
		description: 'Your own unique ID for the message',
	},
	{
		displayName: 'Metadata',
		name: 'metadata',
		type: 'json',
		default: '{}',
		description: 'Any JSON object, sent as data.metadata',
		displayOptions: { show: { '/category': ['message'] } },
	},
	{
		displayName: 'Quoted Message ID',
		name: 'quotedMessageId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 1523',
		description: 'The ID of a message to quote; the output then holds it as quotedMessage',
		displayOptions: { show: { '/category': ['message', 'custom'] } },
	},
	{
		displayName: 'Receiver Group IDs',
		name: 'multipleReceiversGuids',
		type: 'string',
		default: '',
		placeholder: 'e.g. support, sales',
		description: `Also send the message to these groups (guids). ${LIST_HINT}.`,
	},
	{
		displayName: 'Receiver User IDs',
		name: 'multipleReceiversUids',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1, cometchat-uid-2',
		description: `Also send the message to these users (uids). ${LIST_HINT}.`,
	},
	{
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. billing, urgent',
		description: `Up to ${LIMITS.tags} tags of up to ${LIMITS.tagCharacters} characters. ${LIST_HINT}.`,
	},
]);

/** The `type` of the message: the parameter its category names it with. */
const TYPE_PARAMETER: Record<string, string> = { message: 'messageType', custom: 'customType', interactive: 'interactiveType' };

function messageHead(ctx: IExecuteSingleFunctions): IDataObject {
	const chosen = ctx.getNodeParameter('category', 'message');
	const typeParameter = TYPE_PARAMETER[String(chosen)];
	return {
		receiverType: ctx.getNodeParameter('receiverType', 'user'),
		receiver: ctx.getNodeParameter('receiver', ''),
		category: chosen,
		type: typeParameter ? ctx.getNodeParameter(typeParameter, '') : undefined,
	};
}

/**
 * Send: `POST /messages` with the body built and checked for this item, sent once (a POST
 * is never retried). The item is the created message; CometChat documents no answer for
 * a message to several receivers, so that one is taken as it comes.
 */
export const messageSend: Operation = {
	resource: 'message',
	value: 'send',
	name: 'Send',
	action: 'Send a message',
	description: 'Send a text, media, custom or interactive CometChat message to a user or a group',
	fields: [receiverType, receiver, onBehalfOf, category, ...messageCategoryFields, ...customFields, ...interactiveFields, additionalFields],
	answer: 'object',
	request(ctx) {
		const { body, onBehalfOf: sender } = buildMessageBody.call(ctx, messageHead(ctx));
		return { method: 'POST', path: '/messages', body, onBehalfOf: sender, ...(body.multipleReceivers ? { answer: 'any' as const } : {}) };
	},
};
