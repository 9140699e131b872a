import { moderationList } from '../moderation/list';

export const moderationKeywordListGetAll = moderationList(
	{
		resource: 'moderationKeywordList',
		value: 'getAll',
		name: 'Get Many',
		action: 'Get many keyword lists',
		description: 'List the moderation keyword lists of the app (words, patterns, sentences that rules look for): ID, name, category, searchTerms. CometChat returns these in one page.',
	},
	'/moderation/keywords',
);
