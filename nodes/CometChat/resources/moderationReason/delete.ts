import { fillPath, type Operation } from '../../../shared/operation';
import { readReasonId, reasonId } from '../moderation/fields';
import { outcomeItem } from '../outcomeItem';

export const moderationReasonDelete: Operation = {
	resource: 'moderationReason',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a moderation reason',
	description: 'Delete a CometChat flag reason by ID; users can no longer pick it when they flag a message',
	fields: [reasonId],
	returns: 'object',
	// CometChat's OpenAPI answers `{success, message}`, without the `data` envelope
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) }), bareAnswer: ['success', 'message'] }),
	output: (ctx, response) => outcomeItem('deleted', { reasonId: readReasonId(ctx) }, response),
};
