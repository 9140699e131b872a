import { fillPath, type Operation } from '../../../shared/operation';
import { readGuid } from '../../descriptions/locators';
import { groupLocator } from '../../descriptions/parameters';

export const groupGet: Operation = {
	resource: 'group',
	value: 'get',
	name: 'Get',
	action: 'Get a group',
	description: 'Get one CometChat group by guid: name, type, owner, member count, tags',
	fields: [groupLocator],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/groups/{guid}', { guid: readGuid(ctx) }) }),
};
