import { pagedList } from '../../../shared/paging/pagedList';
import { readPageWindow } from '../../../shared/paging/pageWindow';
import { routing, setPath } from '../../../shared/transport/routing';
import type { OperationDefinition } from '../../descriptions/operations';
import { readBlockingUid } from './blockingUser.fields';
import { blockedUserGetAllFields } from './getAll.fields';

/** Get Many blocked users: checks the uid, limit and page size, then reads as many pages as needed. */
export const getAll: OperationDefinition = {
	option: {
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many blocked users',
		description: 'List the users a user has blocked, or who blocked them',
		routing: routing({ method: 'GET', path: '/users/{uid}/blockedusers' }, async function (requestData, send) {
			setPath(requestData, { uid: readBlockingUid(this) });
			return await pagedList.call(this, requestData, send, readPageWindow.call(this));
		}),
	},
	fields: blockedUserGetAllFields,
};
