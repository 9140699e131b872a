import { moderationList } from './list';

export const moderationGetReviewedMessages = moderationList(
	{
		resource: 'moderation',
		value: 'getReviewedMessages',
		name: 'Get Reviewed Messages',
		action: 'Get many reviewed messages',
		description: 'List the flagged and blocked messages a moderator has already decided on: each has ruleId, ruleName, the condition and the message. CometChat returns these in one page.',
	},
	'/moderation/reviewed-messages',
);
