import type { IDataObject } from 'n8n-workflow';

/**
 * The fields that name an item of a CometChat list, most specific first: an auth token
 * (its user's tokens share the uid), a message or reaction (`id`; a message also names its
 * conversation), a user or member (`uid`, which a member shares with nobody in its group's
 * list), a group, a conversation, a role.
 */
const IDENTIFIERS = ['authToken', 'id', 'uid', 'guid', 'conversationId', 'role'];

/** How the items of every list are told apart: by the first identifier they have, else by their JSON. */
export function itemKey(item: unknown): string {
	const object = (item ?? {}) as IDataObject;
	for (const name of IDENTIFIERS) {
		const value = object[name];
		if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${name}:${value}`;
	}
	return JSON.stringify(item);
}
