import type { Operation } from '../../../shared/operation';
import { attachmentsAsBinary, fileOptionFields, readFileOptions } from '../../../shared/files/attachments';
import { timeoutOf } from '../../../shared/requestOptions';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { optionsCollection } from '../../descriptions/collections.fields';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { messagePath } from './messageId';

/**
 * Download Attachments: reads the message (`GET /messages/{id}`, routed as every operation,
 * so its links are fresh), then puts its attachments into the item's binary data, one field
 * each, named by the attachment's place in the message (n8n's request helpers;
 * shared/files says which link gets the API key).
 */
export const messageDownloadAttachments: Operation = {
	resource: 'message',
	value: 'downloadAttachments',
	name: 'Download Attachments',
	action: 'Download the attachments of a message',
	description: "Put the files of a CometChat message (images, videos, audio, documents) into the item as binary data, for the next node: a vision model, transcription, storage",
	fields: [messageId, optionsCollection(fileOptionFields, { name: 'attachmentOptions' }), onBehalfOf],
	returns: 'object',
	request: (ctx) => {
		// checked before anything is sent, and read this once for the item
		const itemIndex = ctx.getItemIndex();
		const options = readFileOptions(ctx.getNode(), ctx.getNodeParameter('attachmentOptions', {}) as never, itemIndex, 'Options');
		return {
			method: 'GET',
			path: messagePath(ctx),
			onBehalfOf: onBehalfOfFrom.call(ctx),
			withBinary: async (run, json, reread) => {
				const credentials = await run.getCredentials('cometChatApi', itemIndex);
				const timeout = timeoutOf(run.getNodeParameter('requestOptions', {}) as never);
				const { binary, error } = await attachmentsAsBinary(run, json, options, { itemIndex, timeout, credentials, reread });
				if (error) throw error;
				return Object.keys(binary).length ? { json, binary } : { json };
			},
		};
	},
};
