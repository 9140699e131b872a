import type { IDataObject } from 'n8n-workflow';
import type { CometChatEvent } from './parse';

const asObject = (value: unknown): IDataObject | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined;

const asId = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function messageOf(event: CometChatEvent): IDataObject | undefined {
	return asObject(event.data.message);
}

export function reactionOf(event: CometChatEvent): IDataObject | undefined {
	return asObject(event.data.reaction);
}

/** For edits and deletes: the message that was edited or deleted (`data.entities.on.entity`). */
export function targetMessageOf(message: IDataObject | undefined): IDataObject | undefined {
	const on = asObject(asObject(asObject(message?.data)?.entities)?.on);
	return on?.entityType === 'message' || on?.entityType === undefined ? asObject(on?.entity) : undefined;
}

/** Who caused the event: a message's sender, the reacting user, or `by`. */
export function actorOf(event: CometChatEvent): string | undefined {
	const message = messageOf(event);
	if (message) return asId(message.sender);
	const reaction = reactionOf(event);
	if (reaction) return asId(reaction.uid) ?? asId(asObject(reaction.reactedBy)?.uid);
	const body = asObject(event.data.body);
	return asId(asObject(event.data.by)?.uid) ?? asId(asObject(body?.user)?.uid) ?? asId(body?.sender);
}

/** Every user uid and group guid the event is about: sender, receiver, group, members, blocked users. */
export function partiesOf(event: CometChatEvent): string[] {
	const parties = new Set<string>();
	const add = (value: unknown) => {
		const id = asId(value);
		if (id) parties.add(id);
	};
	const message = messageOf(event);
	add(message?.sender);
	add(message?.receiver);
	const reaction = reactionOf(event);
	add(reaction?.uid);
	add(asObject(reaction?.reactedBy)?.uid);
	add(asObject(event.data.by)?.uid);
	add(asObject(event.data.group)?.guid);
	for (const map of [event.data.members, event.data.users]) {
		for (const [uid, user] of Object.entries(asObject(map) ?? {})) add(asObject(user)?.uid ?? uid);
	}
	const body = asObject(event.data.body);
	add(asObject(body?.user)?.uid);
	add(body?.sender);
	add(body?.receiver);
	return [...parties];
}
