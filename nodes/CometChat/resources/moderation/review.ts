import type { IDataObject } from 'n8n-workflow';
import { fillPath, type Operation } from '../../../shared/operation';
import { messageId } from '../../descriptions/parameters';
import { readMessageId } from '../message/messageId';
import { outcomeItem } from '../outcomeItem';
import { decision, readDecision, type Decision } from './fields';

type Texts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/**
 * Review Flagged Message and Review Blocked Message: `PATCH` the message in its queue
 * with the body the endpoint documents for the decision. The item says what was decided.
 */
export function reviewMessage(queue: 'flagged-messages' | 'blocked-messages', texts: Texts, body: (decision: Decision) => IDataObject): Operation {
	return {
		resource: 'moderation',
		...texts,
		fields: [messageId, decision],
		returns: 'object',
		request(ctx) {
			const path = fillPath(`/moderation/${queue}/{id}`, { id: readMessageId(ctx) });
			// Review Flagged Message: CometChat's docs answer `{success, message}` (its OpenAPI `{data: {}}`)
			return { method: 'PATCH', path, body: body(readDecision(ctx)), ...(queue === 'flagged-messages' ? { bareAnswer: ['success', 'message'] } : {}) };
		},
		output: (ctx, response) => outcomeItem('reviewed', { messageId: readMessageId(ctx), decision: readDecision(ctx) }, response),
	};
}
