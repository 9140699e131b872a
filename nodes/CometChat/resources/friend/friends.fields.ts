import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parseUidList } from '../../../shared/validation/parameters';

/**
 * Uids per add or remove request: CometChat documents 25 for adding friends; removing
 * documents none, and the same 25 keeps a request within what the API is known to take.
 */
const MAX_FRIENDS_PER_REQUEST = 25;

/** `friends` of Friend › Add and Remove: the other users, by uid. */
export const friendUids: INodeProperties = {
	displayName: 'Friends',
	name: 'friends',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. cometchat-uid-2, cometchat-uid-3',
	description: `The uids (unique IDs in CometChat, as User › Get Many lists them) of the users to add to or remove from the user's friends, at most ${MAX_FRIENDS_PER_REQUEST}. Comma-separated, or an array from an expression.`,
};

export function readFriendUids(context: ItemParameters): string[] {
	return parseUidList(context, context.getNodeParameter('friends'), 'Friends', 'friends', MAX_FRIENDS_PER_REQUEST);
}
