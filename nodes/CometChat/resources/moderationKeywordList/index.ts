import type { Resource } from '../../descriptions/operations';
import { moderationKeywordListDelete } from './delete';
import { moderationKeywordListGet } from './get';
import { moderationKeywordListGetAll } from './getAll';

export const moderationKeywordList: Resource = {
	value: 'moderationKeywordList',
	defaultOperation: 'getAll',
	operations: [moderationKeywordListGet, moderationKeywordListGetAll, moderationKeywordListDelete],
};
