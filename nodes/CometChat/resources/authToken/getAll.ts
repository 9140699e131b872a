import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { userLocator } from '../../descriptions/parameters';

export const authTokenGetAll: Operation = {
	resource: 'authToken',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many auth tokens',
	description: "List a CometChat user's auth tokens (each with authToken, createdAt and, where known, platform and app info)",
	fields: [userLocator, returnAll, limit, optionsField],
	returns: 'list',
	request: (ctx) => ({ method: 'GET', path: fillPath('/users/{uid}/auth_tokens', { uid: readUid(ctx) }) }),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
