import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import type { Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { queryFromCollection } from '../../../shared/validation/body';
import { listFilters } from '../../descriptions/filters.fields';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';

export const groupGetAll: Operation = {
	resource: 'group',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many groups',
	description: 'List CometChat groups with their guids, optionally filtered by name, type, tags, or the groups a user has joined',
	fields: [returnAll, limit, listFilters, optionsField],
	returns: 'list',
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
