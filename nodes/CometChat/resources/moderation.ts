import { type INodeProperties, type IDataObject, type ItemParameters, readId, onBehalfOfFrom, parameterError, limit, readPageWindow, returnAll, fillPath, type Spec, defineResource, messageId, outcomeItem } from './parts';
import { readMessageId } from './message/messageId';
import { ANSWER_REQUEST, moderationAnswerRequest } from './answerRequest';

/**
 * `reasonId`: a moderation reason. One definition for Moderation › Flag Message (the
 * reason given, body `reasonId`) and Moderation Reason › Get, Create, Update, Delete.
 */
export const reasonId: INodeProperties = {
	displayName: 'Reason ID',
	name: 'reasonId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. spam',
	description:
		'The ID of a moderation reason, such as "spam" or "harassment" (Moderation Reason › Get Many lists them with their names). For Moderation Reason › Create, the ID the new reason gets.',
};

export const readReasonId = (ctx: ItemParameters) => readId(ctx, reasonId, 'the ID of a moderation reason', 'spam');

/** `onBehalfOf` of Flag Message, which CometChat requires: the user who reports the message. */
const flaggedBy: INodeProperties = {
	displayName: 'Flagged By',
	name: 'onBehalfOf',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2',
	description: "The uid of the user who reports the message (the user's unique ID in CometChat). CometChat requires it.",
};

const remark: INodeProperties = {
	displayName: 'Remark',
	name: 'remark',
	type: 'string',
	default: '',
	placeholder: 'e.g. Sent the same link five times',
	description: 'What the reporter adds for the moderators; not sent when empty',
};

/**
 * `decision` of Review Flagged Message and Review Blocked Message: one choice for both,
 * sent as the `status` each endpoint documents.
 */
const decision: INodeProperties = {
	displayName: 'Decision',
	name: 'decision',
	type: 'options',
	options: [
		{
			name: 'Approve',
			value: 'approve',
			description: 'The message is fine: a flagged message stays visible; a blocked message is delivered now',
		},
		{
			name: 'Disapprove',
			value: 'disapprove',
			description: 'The message breaks the rules: a flagged message is hidden; a blocked message stays blocked',
		},
	],
	default: 'approve',
	description: "The moderator's decision; either way the message moves to the reviewed messages",
};

type Decision = 'approve' | 'disapprove';

function readDecision(context: ItemParameters): Decision {
	const value = context.getNodeParameter('decision', 'approve');
	if (value !== 'approve' && value !== 'disapprove') {
		throw parameterError(context, 'Decision', 'decision', `must be approve or disapprove, not ${JSON.stringify(value)}`);
	}
	return value;
}

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

/**
 * A Get Many of CometChat's moderation service (`GET /moderation/...`). These lists
 * document no page number and no cursor: the answer is one page whose `meta.current`
 * says its size (`limit`, `count`). So the list is read in one request (asking for the
 * items wanted where the endpoint takes `limit`) and stops there; a cursor the server
 * might add is not followed, since nothing documents how to send it back. Its description says so.
 */
export const moderationList = (description: string, path: string, sizeParameter?: 'limit'): Omit<Spec, 'action'> => ({
	description: `${description}. CometChat returns these in one page.`,
	fields: [returnAll, limit],
	request: () => ({ method: 'GET', path }),
	paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx), cursorParameters: [], ...(sizeParameter ? { sizeParameter } : {}) }),
});

/**
 * Review Flagged Message and Review Blocked Message: `PATCH` the message in its queue
 * with the body the endpoint documents for the decision. The item says what was decided.
 */
const reviewMessage = (queue: 'flagged-messages' | 'blocked-messages', body: (decision: Decision) => IDataObject): Pick<Spec, 'fields' | 'request' | 'output'> => ({
	fields: [messageId, decision],
	request(ctx) {
		const path = fillPath(`/moderation/${queue}/{id}`, { id: readMessageId(ctx) });
		// Review Flagged Message: CometChat's docs answer `{success, message}` (its OpenAPI `{data: {}}`)
		return { method: 'PATCH', path, body: body(readDecision(ctx)), ...(queue === 'flagged-messages' ? { bareAnswer: ['success', 'message'] } : {}) };
	},
	output: (ctx, response) => outcomeItem('reviewed', { messageId: readMessageId(ctx), decision: readDecision(ctx) }, response),
});

/** Moderation of messages: the flagged, blocked and reviewed queues, and the answer to CometChat's Custom API moderation request. */
export const moderation = defineResource('moderation', 'getFlaggedMessages', {
	flagMessage: {
		action: 'Flag a message for review',
		description:
			'Report a CometChat message as a user, with a moderation reason, so that it goes to the flagged messages moderators review. Outputs flagged: true with the message ID.',
		fields: [messageId, flaggedBy, reasonId, remark],
		request(ctx) {
			const path = fillPath('/messages/{id}/flagged', { id: readMessageId(ctx) });
			const onBehalfOf = onBehalfOfFrom.call(ctx, true, 'Flagged By');
			const note = readRemark(ctx);
			return { method: 'POST', path, onBehalfOf, body: { reasonId: readReasonId(ctx), ...(note ? { remark: note } : {}) } };
		},
		output: (ctx, response) => outcomeItem('flagged', { messageId: readMessageId(ctx), reasonId: readReasonId(ctx) }, response),
	},
	getFlaggedMessages: {
		action: 'Get many flagged messages',
		...moderationList(
			'List the messages users or rules flagged and nobody reviewed yet: each is the message (ID, sender, receiver, data) with flaggedBy (who, reasonId, remark) and flaggedCount',
			'/moderation/flagged-messages',
		),
	},
	/** `PATCH /moderation/flagged-messages/{id}` with `{"status": "approved" | "disapproved"}`. */
	reviewFlaggedMessage: {
		...reviewMessage('flagged-messages', (decision) => ({ status: decision === 'approve' ? 'approved' : 'disapproved' })),
		action: 'Review a flagged message',
		description:
			'Decide on a CometChat message users flagged: Approve keeps it visible, Disapprove hides it; either way it leaves the flagged messages for the reviewed ones',
	},
	getBlockedMessages: {
		action: 'Get many blocked messages',
		...moderationList(
			'List the messages moderation rules blocked (never delivered) and nobody reviewed yet: each has ruleId, ruleName, the condition that matched and the message itself',
			'/moderation/blocked-messages',
		),
	},
	/**
	 * `PATCH /moderation/blocked-messages/{id}`: CometChat documents this URL twice, to
	 * approve (`{"status": "approved"}`) and to review (`{"status": "approved" | "rejected",
	 * "reviewed": true}`, both fields required). The body sent satisfies both.
	 */
	reviewBlockedMessage: {
		...reviewMessage('blocked-messages', (decision) => ({ status: decision === 'approve' ? 'approved' : 'rejected', reviewed: true })),
		name: 'Approve or Review Blocked Message',
		action: 'Approve or review a blocked message',
		description:
			'Decide on a CometChat message a moderation rule blocked: Approve delivers it now (late, possibly out of context), Disapprove keeps it blocked; either way it moves to the reviewed messages',
	},
	getReviewedMessages: {
		action: 'Get many reviewed messages',
		...moderationList(
			'List the flagged and blocked messages a moderator has already decided on: each has ruleId, ruleName, the condition and the message',
			'/moderation/reviewed-messages',
		),
	},
	// it answers the request that started the workflow: nothing a tool could do
	[ANSWER_REQUEST]: moderationAnswerRequest,
});
