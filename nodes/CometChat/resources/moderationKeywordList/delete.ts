import { fillPath, type Operation } from '../../../shared/operation';
import { outcomeItem } from '../outcomeItem';
import { keywordListId, readKeywordListId } from './keywordListId.fields';

export const moderationKeywordListDelete: Operation = {
	resource: 'moderationKeywordList',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a keyword list',
	description: 'Delete one of your CometChat moderation keyword lists by ID; rules that name it no longer find its terms',
	fields: [keywordListId],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/moderation/keywords/{keywordId}', { keywordId: readKeywordListId(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { keywordListId: readKeywordListId(ctx) }, response),
};
