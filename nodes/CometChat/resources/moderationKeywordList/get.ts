import { fillPath, type Operation } from '../../../shared/operation';
import { keywordListId, readKeywordListId } from './keywordListId.fields';

export const moderationKeywordListGet: Operation = {
	resource: 'moderationKeywordList',
	value: 'get',
	name: 'Get',
	action: 'Get a keyword list',
	description: 'Get one CometChat moderation keyword list by ID with its search terms',
	fields: [keywordListId],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/moderation/keywords/{keywordId}', { keywordId: readKeywordListId(ctx) }) }),
};
