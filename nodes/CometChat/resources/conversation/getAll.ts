import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import type { Operation } from '../../../shared/operation';
import { onBehalfOfFrom } from '../../../shared/validation/parameters';
import { queryFromCollection } from '../../../shared/validation/body';
import { listFilters } from '../../descriptions/filters.fields';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';

/**
 * Get Many: `GET /conversations`, a user's conversations when Of User is set (header
 * `onBehalfOf`), else the app's; the documented filters; paged by `page`/`perPage`.
 */
export const conversationGetAll: Operation = {
	resource: 'conversation',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many conversations',
	description:
		"List a CometChat user's conversations (or all of the app's) with their last message and unread count, optionally only unread ones, of users or groups, or by tags",
	fields: [returnAll, limit, listFilters, optionsField],
	returns: 'list',
	request(ctx) {
		const filters = ctx.getNodeParameter('filters', {}) as IDataObject;
		const options = ctx.getNodeParameter('options', {}) as IDataObject;
		const qs = {
			...queryFromCollection(ctx, 'filters', filters, {
				searchKey: { kind: 'text', label: 'Search Key' },
				conversationType: { kind: 'text', label: 'Conversation Type' },
				unread: { kind: 'flag', label: 'Unread Only' },
				tags: { kind: 'list', label: 'Tags' },
				userTags: { kind: 'list', label: 'User Tags' },
				groupTags: { kind: 'list', label: 'Group Tags' },
			}),
			...queryFromCollection(ctx, 'options', options, {
				withTags: { kind: 'flag', label: 'Include Tags' },
				withUserAndGroupTags: { kind: 'flag', label: 'Include User and Group Tags' },
			}),
		};
		const user = onBehalfOfFrom.call(ctx, false, 'Of User', 'filters.onBehalfOf');
		return { method: 'GET', path: '/conversations', qs, onBehalfOf: user };
	},
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
