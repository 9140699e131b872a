import { moderationList } from '../moderation/list';

export const moderationReasonGetAll = moderationList(
	{
		resource: 'moderationReason',
		value: 'getAll',
		name: 'Get Many',
		action: 'Get many moderation reasons',
		description: 'List the reasons users can give when they flag a message: ID (the Reason ID of Flag Message), name, description, and whether it is a default one. CometChat returns these in one page.',
	},
	'/moderation/reasons',
);
