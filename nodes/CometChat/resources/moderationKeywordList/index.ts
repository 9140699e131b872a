import type { Resource } from '../../descriptions/operations';
import { moderationKeywordListCreate } from './create';
import { moderationKeywordListDelete } from './delete';
import { moderationKeywordListGet } from './get';
import { moderationKeywordListGetAll } from './getAll';
import { moderationKeywordListUpdate } from './update';

export const moderationKeywordList: Resource = {
	value: 'moderationKeywordList',
	label: 'Moderation Keyword List',
	defaultOperation: 'getAll',
	operations: [moderationKeywordListCreate, moderationKeywordListGet, moderationKeywordListGetAll, moderationKeywordListUpdate, moderationKeywordListDelete],
};
