import { fillPath, type Operation } from '../../../shared/operation';
import { type ItemParameters, onBehalfOfFrom, parameterError } from '../../../shared/validation/parameters';
import { messageId } from '../../descriptions/parameters';
import { readMessageId } from '../message/messageId';
import { outcomeItem } from '../outcomeItem';
import { flaggedBy, readReasonId, reasonId, remark } from './fields';

/** CometChat's own limit for the reporter's remark is not documented; a report is a sentence or two. */
const MAX_REMARK_LENGTH = 1000;

function readRemark(ctx: ItemParameters): string | undefined {
	const value = ctx.getNodeParameter('remark', '');
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value !== 'string') throw parameterError(ctx, 'Remark', 'remark', `must be text, not ${typeof value}`);
	if ([...value].length > MAX_REMARK_LENGTH) {
		throw parameterError(ctx, 'Remark', 'remark', `is ${[...value].length} characters long; keep it under ${MAX_REMARK_LENGTH}`);
	}
	return value.trim() ? value : undefined;
}

export const moderationFlagMessage: Operation = {
	resource: 'moderation',
	value: 'flagMessage',
	name: 'Flag Message',
	action: 'Flag a message for review',
	description:
		'Report a CometChat message as a user, with a moderation reason, so that it goes to the flagged messages moderators review. Outputs flagged: true with the message ID.',
	fields: [messageId, flaggedBy, reasonId, remark],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/messages/{id}/flagged', { id: readMessageId(ctx) });
		const onBehalfOf = onBehalfOfFrom.call(ctx, true, 'Flagged By');
		const note = readRemark(ctx);
		return { method: 'POST', path, onBehalfOf, body: { reasonId: readReasonId(ctx), ...(note ? { remark: note } : {}) } };
	},
	output: (ctx, response) => outcomeItem('flagged', { messageId: readMessageId(ctx), reasonId: readReasonId(ctx) }, response),
};
