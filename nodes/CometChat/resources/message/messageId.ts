import { type ItemParameters, requireIdentifier, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { fillPath, type Operation } from '../../../shared/operation';
import { messageId, onBehalfOf, permanent } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

/** A message's ID, and the operations that take only it: Get and Delete (Update: update.ts). */

/** The `messageId` (see descriptions/parameters.ts) of this item, checked (not empty, at most 100 characters). */
export function readMessageId(context: ItemParameters) {
	return requireIdentifier.call(context, context.getNodeParameter('messageId'), 'Message ID', 'messageId', 'the ID of a message', '1523');
}

export const messagePath = (ctx: ItemParameters) => fillPath('/messages/{id}', { id: readMessageId(ctx) });

/** Get: one message by its id (`GET /messages/{id}`), the response's `data` as the item. */
export const messageGet: Operation = {
	resource: 'message',
	value: 'get',
	name: 'Get',
	action: 'Get a message',
	description: 'Get one CometChat message by its ID: text, sender, receiver, tags, reactions, edit and delete times',
	fields: [messageId, onBehalfOf],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: messagePath(ctx), onBehalfOf: onBehalfOfFrom.call(ctx) }),
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
	request: (ctx) => ({ method: 'DELETE', path: messagePath(ctx), onBehalfOf: onBehalfOfFrom.call(ctx), ...(isPermanent(ctx) ? { body: { permanent: true } } : {}) }),
	output: (ctx) => outcomeItem('deleted', { messageId: readMessageId(ctx), permanent: isPermanent(ctx) }),
};
