import type { IDataObject } from 'n8n-workflow';
import { pagedList } from '../../../shared/paging/pagedList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing } from '../../../shared/transport/routing';
import { queryFromCollection } from '../../../shared/validation/queryFields';
import type { OperationDefinition } from '../../descriptions/operations';
import { userGetAllFields } from './getAll.fields';

const DEACTIVATED: Record<string, IDataObject> = {
	exclude: {},
	include: { withDeactivated: true },
	only: { onlyDeactivated: true },
};

export const userGetAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many users',
		description: 'List users, optionally filtered by name, uid, status, role or tags',
		routing: routing({ method: 'GET', path: '/users' }, async function (requestData, send) {
			const filters = this.getNodeParameter('filters', {}) as IDataObject;
			const options = this.getNodeParameter('options', {}) as IDataObject;
			requestData.options.qs = {
				...queryFromCollection(this, 'filters', filters, {
					searchKey: { kind: 'text', label: 'Search Key' },
					status: { kind: 'text', label: 'Status' },
					role: { kind: 'text', label: 'Role' },
					tags: { kind: 'list', label: 'Tags' },
				}),
				...DEACTIVATED[String(filters.deactivated ?? 'exclude')],
				...queryFromCollection(this, 'options', options, { withTags: { kind: 'flag', label: 'Include Tags' } }),
			};
			return await pagedList.call(this, requestData, send, readPageWindow.call(this));
		}),
	},
	fields: userGetAllFields,
};
