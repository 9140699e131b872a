import { moderationList } from './list';

export const moderationGetBlockedMessages = moderationList(
	{
		resource: 'moderation',
		value: 'getBlockedMessages',
		name: 'Get Blocked Messages',
		action: 'Get many blocked messages',
		description: 'List the messages moderation rules blocked (never delivered) and nobody reviewed yet: each has ruleId, ruleName, the condition that matched and the message itself. CometChat returns these in one page.',
	},
	'/moderation/blocked-messages',
);
