import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/transport/routing';
import { onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { messageId, onBehalfOf } from '../../descriptions/parameters';
import { readMessageId } from './messageId';

const permanent = (ctx: IExecuteSingleFunctions) => ctx.getNodeParameter('permanent', false) === true;

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
		{
			displayName: 'Permanent',
			name: 'permanent',
			type: 'boolean',
			default: false,
			description:
				'Whether to remove the message for good. Off: a soft delete, the message stays in the conversation marked as deleted (deletedAt, deletedBy).',
		},
		onBehalfOf,
	],
	answer: 'object',
	request(ctx) {
		const path = fillPath('/messages/{id}', { id: readMessageId(ctx) });
		return { method: 'DELETE', path, onBehalfOf: onBehalfOfFrom.call(ctx), ...(permanent(ctx) ? { body: { permanent: true } } : {}) };
	},
	output: (ctx) => ({ deleted: true, messageId: readMessageId(ctx), permanent: permanent(ctx) }),
};
