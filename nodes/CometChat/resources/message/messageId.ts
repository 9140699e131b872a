import type { IDataObject } from 'n8n-workflow';
import { attachmentsAsBinary, fileOptionFields, readFileOptions } from '../../../shared/files/attachments';
import { fillPath, type Operation } from '../../../shared/operation';
import { timeoutOf } from '../../../shared/requestOptions';
import { type ItemParameters, requireIdentifier, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { optionsCollection } from '../../descriptions/collections.fields';
import { messageId, onBehalfOf, permanent } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

/** A message's ID, and the operations that take only it: Get, Delete and Download Attachments (Update: update.ts). */

/** The `messageId` (see descriptions/parameters.ts) of this item, checked (not empty, at most 100 characters). */
export const readMessageId = (ctx: ItemParameters) => requireIdentifier.call(ctx, ctx.getNodeParameter('messageId'), 'Message ID', 'messageId', 'the ID of a message', '1523');

/** What every operation on one message sends: `/messages/{id}`, its body if any, the uid it acts as (read in this order). */
export const onMessage = (ctx: ItemParameters, body?: () => IDataObject | undefined) => ({
	path: fillPath('/messages/{id}', { id: readMessageId(ctx) }),
	body: body?.(),
	onBehalfOf: onBehalfOfFrom.call(ctx),
});

/** Get: one message by its id (`GET /messages/{id}`), the response's `data` as the item. */
export const messageGet: Operation = {
	resource: 'message',
	value: 'get',
	name: 'Get',
	action: 'Get a message',
	description: 'Get one CometChat message by its ID: text, sender, receiver, tags, reactions, edit and delete times',
	fields: [messageId, onBehalfOf],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', ...onMessage(ctx) }),
};

const isPermanent = (ctx: ItemParameters) => ctx.getNodeParameter('permanent', false) === true;

/**
 * Delete: `DELETE /messages/{id}`, with `{"permanent": true}` when asked. The item says
 * what was deleted, `{ deleted, messageId, permanent }`, whatever CometChat answers.
 */
export const messageDelete: Operation = {
	resource: 'message',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a message',
	description: 'Delete a CometChat message by its ID; soft by default (it stays as deleted), or permanently',
	fields: [messageId, permanent, onBehalfOf],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', ...onMessage(ctx, () => (isPermanent(ctx) ? { permanent: true } : undefined)) }),
	output: (ctx) => outcomeItem('deleted', { messageId: readMessageId(ctx), permanent: isPermanent(ctx) }),
};

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
			...onMessage(ctx),
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
