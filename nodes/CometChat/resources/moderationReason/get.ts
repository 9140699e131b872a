import { fillPath, type Operation } from '../../../shared/operation';
import { readReasonId, reasonId } from '../moderation/fields';

export const moderationReasonGet: Operation = {
	resource: 'moderationReason',
	value: 'get',
	name: 'Get',
	action: 'Get a moderation reason',
	description: 'Get one CometChat flag reason by ID: name and description',
	fields: [reasonId],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/moderation/reasons/{id}', { id: readReasonId(ctx) }) }),
};
