import { readPageWindow } from '../../../shared/paging';
import { fillPath, type Operation } from '../../../shared/operation';
import { readGuid } from '../../descriptions/locators';
import { optionsField } from '../../descriptions/options.fields';
import { limit, returnAll } from '../../descriptions/paging.fields';
import { groupLocator } from '../../descriptions/parameters';

export const bannedUserGetAll: Operation = {
	resource: 'bannedUser',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many banned users of a group',
	description: 'List the users banned from a CometChat group, with their uids',
	fields: [groupLocator, returnAll, limit, optionsField],
	returns: 'list',
	request: (ctx) => ({ method: 'GET', path: fillPath('/groups/{guid}/bannedusers', { guid: readGuid(ctx) }) }),
	paging: (ctx) => ({ by: 'page', window: readPageWindow.call(ctx) }),
};
