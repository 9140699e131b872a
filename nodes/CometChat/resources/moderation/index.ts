import type { Resource } from '../../descriptions/operations';
import { ANSWER_REQUEST, moderationAnswerRequest } from './answerRequest';
import { moderationFlagMessage } from './flagMessage';
import { moderationGetBlockedMessages } from './getBlockedMessages';
import { moderationGetFlaggedMessages } from './getFlaggedMessages';
import { moderationGetReviewedMessages } from './getReviewedMessages';
import { moderationReviewBlockedMessage } from './reviewBlockedMessage';
import { moderationReviewFlaggedMessage } from './reviewFlaggedMessage';

/** Moderation of messages: the flagged, blocked and reviewed queues, and the answer to CometChat's Custom API moderation request. */
export const moderation: Resource = {
	value: 'moderation',
	label: 'Moderation',
	defaultOperation: 'getFlaggedMessages',
	operations: [
		moderationFlagMessage,
		moderationGetFlaggedMessages,
		moderationReviewFlaggedMessage,
		moderationGetBlockedMessages,
		moderationReviewBlockedMessage,
		moderationGetReviewedMessages,
		moderationAnswerRequest,
	],
	// it answers the request that started the workflow: nothing a tool could do
	notAsTool: [ANSWER_REQUEST],
};
