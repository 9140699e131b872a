import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import type { Operation } from '../../../shared/transport/routing';
import { onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import { filtersCollection } from '../../descriptions/collections.fields';
import { tagsFilter } from '../../descriptions/common.fields';
import { limit, listOptions, returnAll } from '../../descriptions/paging.fields';
import { groupTypeOptions } from './details.fields';

const filters = filtersCollection([
	{
		displayName: 'Joined by User',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-1',
		description: 'Only groups this user (uid) has joined; the list is then seen as this user sees it',
	},
	{
		displayName: 'Search Key',
		name: 'searchKey',
		type: 'string',
		default: '',
		placeholder: 'e.g. incident',
		description: 'Only groups whose guid or name contains this text',
	},
	tagsFilter('groups', 'e.g. ops'),
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: groupTypeOptions,
		default: 'public',
		description: 'Only groups of this type',
	},
]);

export const groupGetAll: Operation = {
	resource: 'group',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many groups',
	description: 'List CometChat groups with their guids, optionally filtered by name, type, tags, or the groups a user has joined',
	fields: [returnAll, limit, filters, listOptions],
	answer: 'list',
	request(ctx) {
		const values = ctx.getNodeParameter('filters', {}) as IDataObject;
		const options = ctx.getNodeParameter('options', {}) as IDataObject;
		const joinedBy = onBehalfOfFrom.call(ctx, false, 'Joined by User', 'filters.onBehalfOf');
		const qs = {
			...queryFromCollection(ctx, 'filters', values, {
				searchKey: { kind: 'text', label: 'Search Key' },
				type: { kind: 'text', label: 'Type' },
				tags: { kind: 'list', label: 'Tags' },
			}),
			...(joinedBy ? { hasJoined: true } : {}),
			...queryFromCollection(ctx, 'options', options, { withTags: { kind: 'flag', label: 'Include Tags' } }),
		};
		return { method: 'GET', path: '/groups', qs, onBehalfOf: joinedBy };
	},
	// GET /groups documents affix/updatedAt: pagination handled via the envelope's meta.cursor
	paging: (ctx) => ({ by: 'cursor', window: readPageWindow.call(ctx), sizeParameter: 'perPage', cursorParameters: ['affix', 'updatedAt'] }),
};
