import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { outcomeItem } from '../outcomeItem';
import { friendUids, readFriendUids } from './friends.fields';

export const friendRemove: Operation = {
	resource: 'friend',
	value: 'remove',
	name: 'Remove',
	action: 'Remove friends of a user',
	description: "Remove CometChat users from a user's friends",
	fields: [userLocator, friendUids],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }), body: { friends: readFriendUids(ctx) } }),
	output: (ctx, response) => outcomeItem('removed', { uid: readUid(ctx), friends: readFriendUids(ctx) }, response),
};
