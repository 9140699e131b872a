import type { FakeCometChat } from '../fakeCometChat';
import { cursorPage, findMessage, isAnswer, userEntity } from './messages';
import { cometError, type Answer, type Route } from './types';

type Message = Record<string, any>;
type Reaction = Record<string, any>;

/** The seed's limit: at most 25 distinct reactions on one message (the server enforces it). */
export const MAX_DISTINCT_REACTIONS = 25;
const NOW = 1_700_000_000;

/** Reactions per message object (dropped with the message when the fake is reset). */
const reactions = new WeakMap<Message, Reaction[]>();
let nextReactionId = 1;

export function reactionsOf(message: Message): Reaction[] {
	let list = reactions.get(message);
	if (!list) reactions.set(message, (list = []));
	return list;
}

/** The message as CometChat returns it after a change: `data.reactions` counts, `reactedByMe` for the caller. */
function withCounts(message: Message, uid: string): Message {
	type Count = { reaction: string; count: number; reactedByMe?: boolean };
	const counts = new Map<string, Count>();
	for (const r of reactionsOf(message)) {
		const entry: Count = counts.get(r.reaction) ?? { reaction: String(r.reaction), count: 0 };
		entry.count++;
		if (r.uid === uid) entry.reactedByMe = true;
		counts.set(r.reaction, entry);
	}
	message.data = { ...message.data, reactions: [...counts.values()].map(({ reactedByMe: _, ...rest }) => rest) };
	return { ...message, data: { ...message.data, reactions: [...counts.values()] } };
}

export function react(message: Message, uid: string, reaction: string): Reaction | Answer {
	const list = reactionsOf(message);
	const existing = list.find((r) => r.uid === uid && r.reaction === reaction);
	if (existing) return existing;
	const distinct = new Set(list.map((r) => r.reaction));
	if (!distinct.has(reaction) && distinct.size >= MAX_DISTINCT_REACTIONS) {
		return cometError(400, 'ERR_REACTION_LIMIT_EXCEEDED', `A message can have at most ${MAX_DISTINCT_REACTIONS} distinct reactions.`);
	}
	const added = { id: String(nextReactionId++), messageId: message.id, reaction, uid, reactedAt: NOW + list.length, reactedBy: userEntity(uid) };
	list.push(added);
	return added;
}

/** `count` reactions by distinct users (reacting-1, …), cycling through a few emoji. */
export function seedReactions(message: Message, count: number, emoji = ['👍', '😅', '🎉']): void {
	for (let i = 0; i < count; i++) react(message, `reacting-${i + 1}`, emoji[i % emoji.length]);
	withCounts(message, '');
}

/** Reactions: add and remove as the `onBehalfOf` user, list all of a message. */
export const reactionsRoute: Route = (fake: FakeCometChat, request) => {
	const { method, path } = request;
	const all = /^\/v3\/messages\/([^/]+)\/reactions$/.exec(path);
	if (method === 'GET' && all) {
		const message = findMessage(fake, all[1]);
		if (isAnswer(message)) return message;
		return cursorPage(fake, reactionsOf(message), request.query, (last) => ({ id: last.id }));
	}
	const one = /^\/v3\/messages\/([^/]+)\/reactions\/([^/]+)$/.exec(path);
	if (!one || (method !== 'POST' && method !== 'DELETE')) return undefined;
	const uid = request.headers.onbehalfof as string | undefined;
	if (!uid) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { onBehalfOf: ['The onBehalfOf header is required.'] });
	}
	const message = findMessage(fake, one[1]);
	if (isAnswer(message)) return message;
	const reaction = decodeURIComponent(one[2]);
	if (method === 'POST') {
		const added = react(message, uid, reaction);
		if (isAnswer(added)) return added;
	} else {
		const list = reactionsOf(message);
		const at = list.findIndex((r) => r.uid === uid && r.reaction === reaction);
		if (at < 0) return cometError(404, 'ERR_REACTION_NOT_FOUND', `${uid} has not reacted with ${reaction} to message ${message.id}.`);
		list.splice(at, 1);
	}
	return { status: 200, body: { data: withCounts(message, uid) } };
};
