import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parseUidList, fillPath, type Operation, queryFrom, readUid, type Resource, optionsField, byPage, limit, returnAll, userLocator, outcomeItem } from './parts';

/**
 * Uids per add or remove request: CometChat documents 25 for adding friends; removing
 * documents none, and the same 25 keeps a request within what the API is known to take.
 */
const MAX_FRIENDS_PER_REQUEST = 25;

/** `friends` of Friend › Add and Remove: the other users, by uid. */
const friendUids: INodeProperties = {
	displayName: 'Friends',
	name: 'friends',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2, cometchat-uid-3',
	description: `The uids (unique IDs in CometChat, as User › Get Many lists them) of the users to add to or remove from the user's friends, at most ${MAX_FRIENDS_PER_REQUEST}. Comma-separated, or an array from an expression.`,
};

function readFriendUids(context: ItemParameters): string[] {
	return parseUidList(context, context.getNodeParameter('friends'), 'Friends', 'friends', MAX_FRIENDS_PER_REQUEST);
}

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
		qs: queryFrom(ctx, optionsField, { searchKey: 'text' }),
	}),
	paging: byPage,
};

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

export const friend: Resource = { value: 'friend', label: 'Friend', defaultOperation: 'getAll', operations: [friendAdd, friendGetAll, friendRemove] };
