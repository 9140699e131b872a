import type { IDataObject } from 'n8n-workflow';
import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { queryFromCollection } from '../../../shared/validation/body';
import { readUid } from '../../descriptions/locators';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { userLocator } from '../../descriptions/parameters';

export const friendGetAll: Operation = {
	resource: 'friend',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many friends of a user',
	description: "List a CometChat user's friends with their uids, optionally those whose uid or name contains a text",
	fields: [userLocator, returnAll, limit, optionsField],
	returns: 'list',
	request: (ctx) => ({
		method: 'GET',
		path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }),
		qs: queryFromCollection(ctx, 'options', ctx.getNodeParameter('options', {}) as IDataObject, { searchKey: { kind: 'text', label: 'Search Key' } }),
	}),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
