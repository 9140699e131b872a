import { fillPath, defineResource, queryFrom, readUid, optionsField, byPage, limit, returnAll, userLocator, outcomeItem, type INodeProperties, UID_LIST_PLACEHOLDER, uidListDescription, readUidList } from './parts';

/** `friends` of Friend › Add and Remove: the other users, by uid. */
const friendUids: INodeProperties = {
	displayName: 'Friends',
	name: 'friends',
	type: 'string',
	required: true,
	default: '',
	placeholder: UID_LIST_PLACEHOLDER,
	description: uidListDescription(" to add to or remove from the user's friends"),
};

export const friend = defineResource('friend', 'getAll', {
	add: {
		action: 'Add friends to a user',
		description: "Make CometChat users friends of a user (accepted at once, both ways). Outputs success per uid under 'accepted'.",
		fields: [userLocator, friendUids],
		request: (ctx) => ({ method: 'POST', path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }), body: { accepted: readUidList(ctx, friendUids) } }),
	},
	getAll: {
		action: 'Get many friends of a user',
		description: "List a CometChat user's friends with their uids, optionally those whose uid or name contains a text",
		fields: [userLocator, returnAll, limit, optionsField],
		request: (ctx) => ({
			method: 'GET',
			path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }),
			qs: queryFrom(ctx, optionsField, { searchKey: 'text' }),
		}),
		paging: byPage,
	},
	remove: {
		action: 'Remove friends of a user',
		description: "Remove CometChat users from a user's friends",
		fields: [userLocator, friendUids],
		request: (ctx) => ({ method: 'DELETE', path: fillPath('/users/{uid}/friends', { uid: readUid(ctx) }), body: { friends: readUidList(ctx, friendUids) } }),
		output: (ctx, response) => outcomeItem('removed', { uid: readUid(ctx), friends: readUidList(ctx, friendUids) }, response),
	},
});
