import { fillPath, type Operation } from '../../../shared/operation';
import { readGuid } from '../../descriptions/locators';
import { groupLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

export const groupDelete: Operation = {
	resource: 'group',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a group',
	description: 'Delete a CometChat group with its members and messages',
	fields: [groupLocator],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/groups/{guid}', { guid: readGuid(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { guid: readGuid(ctx) }, response),
};
