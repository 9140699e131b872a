import { fillPath, type Operation } from '../../../shared/operation';
import { readGuid, readUid } from '../../descriptions/locators';
import { groupLocator, userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';

export const groupMemberRemove: Operation = {
	resource: 'groupMember',
	value: 'remove',
	name: 'Remove',
	action: 'Remove a member from a group',
	description: 'Remove (kick) a member from a CometChat group; they can join again unless the group is private',
	fields: [groupLocator, userLocator],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/groups/{guid}/members/{uid}', { guid: readGuid(ctx), uid: readUid(ctx) }) }),
	output: (ctx, response) => outcomeItem('removed', { guid: readGuid(ctx), uid: readUid(ctx) }, response),
};
