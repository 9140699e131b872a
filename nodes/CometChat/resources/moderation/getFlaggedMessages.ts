import { moderationList } from './list';

export const moderationGetFlaggedMessages = moderationList(
	{
		resource: 'moderation',
		value: 'getFlaggedMessages',
		name: 'Get Flagged Messages',
		action: 'Get many flagged messages',
		description: 'List the messages users or rules flagged and nobody reviewed yet: each is the message (ID, sender, receiver, data) with flaggedBy (who, reasonId, remark) and flaggedCount. CometChat returns these in one page.',
	},
	'/moderation/flagged-messages',
);
