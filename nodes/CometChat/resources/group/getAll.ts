import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { cursorList } from '../../../shared/paging/cursorList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing } from '../../../shared/transport/routing';
import { actAs, onBehalfOfFrom } from '../../../shared/validation/onBehalfOf';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import { filtersCollection, optionsCollection } from '../../descriptions/collections.fields';
import { includeTagsOption, tagsFilter } from '../../descriptions/common.fields';
import type { OperationDefinition } from '../../descriptions/operations';
import { pageSizeOption, returnAllOrLimit } from '../../descriptions/paging.fields';
import { groupTypeOptions } from './details.fields';

const fields: INodeProperties[] = [
	...returnAllOrLimit,
	filtersCollection([
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
	]),
	optionsCollection([
		includeTagsOption('group'),
		pageSizeOption('groups'),
	]),
];

export const groupGetAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many groups',
		description: 'List groups, optionally filtered by name, type, tags, or the groups a user has joined',
		routing: routing({ method: 'GET', path: '/groups' }, async function (requestData, send) {
			const filters = this.getNodeParameter('filters', {}) as IDataObject;
			const options = this.getNodeParameter('options', {}) as IDataObject;
			const joinedBy = onBehalfOfFrom.call(this, false, 'Joined by User', 'filters.onBehalfOf');
			actAs(requestData, joinedBy);
			requestData.options.qs = {
				...queryFromCollection(this, 'filters', filters, {
					searchKey: { kind: 'text', label: 'Search Key' },
					type: { kind: 'text', label: 'Type' },
					tags: { kind: 'list', label: 'Tags' },
				}),
				...(joinedBy ? { hasJoined: true } : {}),
				...queryFromCollection(this, 'options', options, { withTags: { kind: 'flag', label: 'Include Tags' } }),
			};
			// GET /groups documents affix/updatedAt: pagination handled via the envelope's meta.cursor
			return await cursorList.call(this, requestData, send, readPageWindow.call(this), {
				sizeParameter: 'perPage',
				cursorParameters: ['affix', 'updatedAt'],
			});
		}),
	},
	fields,
};
