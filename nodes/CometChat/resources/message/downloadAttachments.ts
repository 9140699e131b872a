import type { INodeProperties } from 'n8n-workflow';
import type { Operation } from '../../../shared/operation';
import { attachmentsAsBinary, fileOptionFields, readFileOptions } from '../../../shared/files/attachments';
import { timeoutOf } from '../../../shared/requestOptions';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { messagePath } from './messageId';

const attachmentOptions: INodeProperties = {
	displayName: 'Options',
	name: 'attachmentOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: fileOptionFields,
};

/**
 * Download Attachments: reads the message (`GET /messages/{id}`, routed as every operation,
 * so its links are fresh), then puts its attachments into the item's binary data, one field
 * each (n8n's request helpers; shared/files says which link gets the API key).
 */
export const messageDownloadAttachments: Operation = {
	resource: 'message',
	value: 'downloadAttachments',
	name: 'Download Attachments',
	action: 'Download the attachments of a message',
	description: "Put the files of a CometChat message (images, videos, audio, documents) into the item as binary data, for the next node: a vision model, transcription, storage",
	fields: [messageId, attachmentOptions, onBehalfOf],
	returns: 'object',
	request: (ctx) => {
		readFileOptions(ctx.getNode(), ctx.getNodeParameter('attachmentOptions', {}) as never, ctx.getItemIndex(), 'Options');
		return { method: 'GET', path: messagePath(ctx), onBehalfOf: onBehalfOfFrom.call(ctx) };
	},
	withBinary: async (ctx, json, reread) => {
		const itemIndex = ctx.getItemIndex();
		const options = readFileOptions(ctx.getNode(), ctx.getNodeParameter('attachmentOptions', {}) as never, itemIndex, 'Options');
		const credentials = await ctx.getCredentials('cometChatApi', itemIndex);
		const timeout = timeoutOf(ctx.getNodeParameter('requestOptions', {}) as never);
		const binary = await attachmentsAsBinary(ctx, json, options, { itemIndex, timeout, credentials, reread });
		return Object.keys(binary).length ? { json, binary } : { json };
	},
};
