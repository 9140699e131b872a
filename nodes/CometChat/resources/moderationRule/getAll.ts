import { moderationList } from '../moderation/list';

/** `GET /moderation/rules`, the one moderation list that takes `limit`. */
export const moderationRuleGetAll = moderationList(
	{
		resource: 'moderationRule',
		value: 'getAll',
		name: 'Get Many',
		action: 'Get many moderation rules',
		description: 'List the moderation rules of the app, the default ones and your own: ID, name, enabled, conditions, action. CometChat returns these in one page.',
	},
	'/moderation/rules',
	'limit',
);
