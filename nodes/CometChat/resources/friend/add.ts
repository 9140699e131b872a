import { fillPath, type Operation } from '../../../shared/operation';
import { readUid } from '../../descriptions/locators';
import { userLocator } from '../../descriptions/parameters';
import { friendUids, readFriendUids } from './friends.fields';

export const friendAdd: Operation = {
	resource: 'friend',
	value: 'add',
	name: 'Add',
	action: 'Add friends to a user',
	description: "Make CometChat users friends of a user (accepted at once, both ways). Outputs success per uid under 'accepted'.",
	fields: [userLocator, friendUids],
	returns: 'object',
	request: (ctx) => ({ method: 'POST', path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }), body: { accepted: readFriendUids(ctx) } }),
};
