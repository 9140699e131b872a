import type { Resource } from '../../descriptions/operations';
import { moderationFlagMessage } from './flagMessage';
import { moderationGetBlockedMessages } from './getBlockedMessages';
import { moderationGetFlaggedMessages } from './getFlaggedMessages';
import { moderationGetReviewedMessages } from './getReviewedMessages';
import { moderationReviewBlockedMessage } from './reviewBlockedMessage';
import { moderationReviewFlaggedMessage } from './reviewFlaggedMessage';

/** Moderation of messages: the flagged, blocked and reviewed queues. */
export const moderation: Resource = {
	value: 'moderation',
	defaultOperation: 'getFlaggedMessages',
	operations: [
		moderationFlagMessage,
		moderationGetFlaggedMessages,
		moderationReviewFlaggedMessage,
		moderationGetBlockedMessages,
		moderationReviewBlockedMessage,
		moderationGetReviewedMessages,
	],
};
