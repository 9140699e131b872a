import { routing, setPath } from '../../../shared/transport/routing';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { messageIdField, readMessageId } from './messageId';

/**
 * Delete: `DELETE /messages/{id}`, with `{"permanent": true}` when asked. The item says
 * what was deleted, `{ deleted, messageId, permanent }`, whatever CometChat answers.
 */
export const deleteMessage: OperationDefinition = {
	option: {
		name: 'Delete',
		value: 'delete',
		action: 'Delete a message',
		description: 'Delete a message by its ID; soft by default (it stays as deleted), or permanently',
		routing: routing({ method: 'DELETE', path: '/messages/{id}' }, async function (requestData, send) {
			const messageId = readMessageId(this);
			const permanent = this.getNodeParameter('permanent', false) === true;
			setPath(requestData, { id: messageId });
			actAs(requestData, onBehalfOfFrom.call(this));
			requestData.options.body = permanent ? { permanent: true } : undefined;
			await send(requestData);
			return [{ json: { deleted: true, messageId, permanent } }];
		}),
	},
	fields: [
		messageIdField('The ID of the message to delete'),
		{
			displayName: 'Permanent',
			name: 'permanent',
			type: 'boolean',
			default: false,
			description:
				'Whether to remove the message for good. Off: a soft delete, the message stays in the conversation marked as deleted (deletedAt, deletedBy).',
		},
		onBehalfOfField('The uid of the user who deletes the message (shown as deletedBy). Leave empty to delete as the app.'),
	],
};
