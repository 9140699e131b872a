import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { blockingUser, readBlockingUid } from './blockingUser.fields';

/** `direction` whenever it is set, `searchKey` when it holds text (the page size is the pager's). */
function query(options: IDataObject): IDataObject {
	return {
		...(options.direction !== undefined ? { direction: options.direction } : {}),
		...(options.searchKey ? { searchKey: options.searchKey } : {}),
	};
}

export const blockedUserGetAll: Operation = {
	resource: 'blockedUser',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many blocked users',
	description: 'List the users a CometChat user has blocked, or who blocked them',
	fields: [blockingUser, returnAll, limit, optionsField],
	returns: 'list',
	request: (ctx) => ({
		method: 'GET',
		path: fillPath('/users/{uid}/blockedusers', { uid: readBlockingUid(ctx) }),
		qs: query(ctx.getNodeParameter('options', {}) as IDataObject),
	}),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
