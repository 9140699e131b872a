import { fillPath, type Operation } from '../../../shared/operation';
import { type ItemParameters, onBehalfOfFrom } from '../../../shared/validation/parameters';
import { messageId, onBehalfOf, permanent } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import { readMessageId } from './messageId';

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
	fields: [
		messageId,
		permanent,
		onBehalfOf,
	],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/messages/{id}', { id: readMessageId(ctx) });
		return { method: 'DELETE', path, onBehalfOf: onBehalfOfFrom.call(ctx), ...(isPermanent(ctx) ? { body: { permanent: true } } : {}) };
	},
	output: (ctx) => outcomeItem('deleted', { messageId: readMessageId(ctx), permanent: isPermanent(ctx) }),
};
