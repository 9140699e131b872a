import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { cometError, type Answer, type Route } from './types';

type Message = Record<string, any>;

const NOW = 1_700_000_000;
/** Seeded message ids: above the fake's own (1000 on), never reused in a process. */
let seededId = 5_000_000;

export function userEntity(uid: string): Record<string, unknown> {
	return { uid, name: `User ${uid}`, status: 'offline', role: 'default', createdAt: NOW };
}

export interface SeedOptions {
	receiverType?: 'user' | 'group';
	receiver?: string;
	sender?: string;
	/** Text of message i (0-based). */
	text?: (i: number) => string;
	extra?: (i: number) => Record<string, unknown>;
}

/** `count` text messages added to the fake's store, oldest first, one second apart. */
export function seedMessages(fake: FakeCometChat, count: number, options: SeedOptions = {}): Message[] {
	const { receiverType = 'group', receiver = 'support', sender = 'cometchat-uid-1' } = options;
	const conversationId = receiverType === 'group' ? `group_${receiver}` : [sender, receiver].sort().join('_user_');
	const start = fake.messages.length;
	const added = Array.from({ length: count }, (_, i) => ({
		id: String(seededId++),
		conversationId,
		sender,
		receiverType,
		receiver,
		category: 'message',
		type: 'text',
		data: { text: options.text ? options.text(i) : `message ${start + i + 1}` },
		sentAt: NOW + start + i,
		updatedAt: NOW + start + i,
		...options.extra?.(i),
	}));
	fake.messages.push(...added);
	return added;
}

export function findMessage(fake: FakeCometChat, encodedId: string): Message | Answer {
	const id = decodeURIComponent(encodedId);
	return (
		(fake.messages.find((m) => m.id === id) as Message | undefined) ??
		cometError(404, 'ERR_MSG_NOT_FOUND', `The message with id ${id} does not exist.`)
	);
}

export const isAnswer = (value: unknown): value is Answer =>
	typeof value === 'object' && value !== null && 'status' in value && 'body' in value && !('id' in value);

const list = (text: string | undefined) => (text ? text.split(',').map((entry) => entry.trim()) : undefined);

/** The filters CometChat documents for its message lists, as the fake understands them. */
function matches(message: Message, query: Record<string, string>): boolean {
	const text = String(message.data?.text ?? '');
	const attachments = (message.data?.attachments ?? []) as unknown[];
	const categories = list(query.categories);
	const types = list(query.types);
	const tags = list(query.tags);
	return (
		(!categories || categories.includes(message.category)) &&
		(!types || types.includes(message.type)) &&
		(!query.sender || message.sender === query.sender) &&
		(!query.searchKey || text.toLowerCase().includes(query.searchKey.toLowerCase())) &&
		(query.hasAttachments !== 'true' || attachments.length > 0) &&
		(!query.attachmentTypes || (attachments.length > 0 && message.type === query.attachmentTypes)) &&
		(query.hasMentions !== 'true' || /<@uid:[^>]+>/.test(text)) &&
		(query.hasLinks !== 'true' || /https?:\/\//.test(text)) &&
		(query.hasReactions !== 'true' || (message.data?.reactions ?? []).length > 0) &&
		(!query.fromTimestamp || message.sentAt >= Number(query.fromTimestamp)) &&
		(!query.toTimestamp || message.sentAt <= Number(query.toTimestamp)) &&
		(!tags || ((message.tags ?? []) as string[]).some((tag) => tags.includes(tag))) &&
		(query.hideReplies !== 'true' || !message.parentId)
	);
}

/**
 * A page of a cursor list as CometChat answers it: `limit` items after the item `id`
 * (oldest first), `meta.current` and `meta.next{affix, id, ...}`. With the fake's
 * `paging: 'repeatData'` (or 'ignorePage') the cursor is ignored: the first page again.
 */
export function cursorPage(
	fake: FakeCometChat,
	items: Message[],
	query: Record<string, string>,
	next: (last: Message) => Record<string, unknown>,
	present: (item: Message) => Message = (item) => item,
): Answer {
	const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 100) || 100));
	const repeats = (fake.options.paging ?? 'normal') !== 'normal';
	let from = 0;
	if (query.id !== undefined && !repeats) {
		const at = items.findIndex((item) => item.id === query.id);
		from = at >= 0 ? at + 1 : items.filter((item) => Number(item.id) <= Number(query.id)).length;
	}
	const data = items.slice(from, from + limit);
	const last = data[data.length - 1];
	return {
		status: 200,
		body: {
			data: data.map(present),
			meta: {
				current: { limit, count: data.length },
				next: last ? { affix: 'append', ...next(last) } : { affix: 'append', ...(query.id ? { id: query.id } : {}) },
			},
		},
	};
}

function listMessages(fake: FakeCometChat, request: RecordedRequest, scope: (m: Message) => boolean): Answer {
	const { query } = request;
	const found = (fake.messages as Message[]).filter((m) => scope(m) && matches(m, query));
	const withTags = query.withTags === 'true';
	return cursorPage(fake, found, query, (last) => ({ id: last.id, sentAt: last.sentAt }), (m) => {
		if (withTags || m.tags === undefined) return m;
		const { tags: _tags, ...rest } = m;
		return rest;
	});
}

function knownUser(fake: FakeCometChat, uid: string): boolean {
	return fake.knownUsers.has(uid) || fake.users.has(uid) || fake.messages.some((m) => m.sender === uid || m.receiver === uid);
}

function updateMessage(fake: FakeCometChat, request: RecordedRequest, message: Message): Answer {
	const body = (request.body ?? {}) as Message;
	if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { data: ['The data must be an object.'] });
	}
	if (message.deletedAt) return cometError(400, 'ERR_MESSAGE_DELETED', `The message with id ${message.id} was deleted.`);
	const editor = String(request.headers.onbehalfof ?? 'app_system');
	const now = NOW + 100_000;
	if (body.data) message.data = { ...message.data, ...body.data };
	if (body.tags !== undefined) message.tags = body.tags;
	Object.assign(message, { editedAt: now, editedBy: editor, updatedAt: now });
	// CometChat answers with the "edited" action message, the edited message inside it
	const action = {
		id: String(seededId++),
		conversationId: message.conversationId,
		sender: editor,
		receiverType: message.receiverType,
		receiver: message.receiver,
		category: 'action',
		type: 'message',
		data: {
			action: 'edited',
			entities: {
				by: { entity: userEntity(editor), entityType: 'user' },
				for: { entity: userEntity(message.receiver), entityType: message.receiverType },
				on: { entity: message, entityType: 'message' },
			},
		},
		sentAt: now,
		updatedAt: now,
	};
	return { status: 200, body: { data: action } };
}

function deleteMessage(fake: FakeCometChat, request: RecordedRequest, message: Message): Answer {
	const permanent = (request.body as Message | undefined)?.permanent === true;
	const now = NOW + 200_000;
	if (permanent) fake.messages.splice(fake.messages.indexOf(message), 1);
	else Object.assign(message, { deletedAt: now, deletedBy: String(request.headers.onbehalfof ?? 'app_system'), updatedAt: now });
	return { status: 200, body: { data: { ...message, deletedAt: now } } };
}

/** Messages: get, edit, delete one; list those of a conversation, a group or the app. */
export const messagesRoute: Route = (fake, request) => {
	const { method, path } = request;
	if (method === 'GET' && path === '/v3/messages') return listMessages(fake, request, () => true);
	const ofUser = /^\/v3\/users\/([^/]+)\/messages$/.exec(path);
	if (method === 'GET' && ofUser) {
		const uid = decodeURIComponent(ofUser[1]);
		if (!knownUser(fake, uid)) return cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
		const other = request.headers.onbehalfof as string | undefined;
		const involved = (m: Message) => m.receiverType === 'user' && (m.sender === uid || m.receiver === uid);
		const between = (m: Message) => !other || m.sender === other || m.receiver === other;
		return listMessages(fake, request, (m) => involved(m) && between(m));
	}
	const ofGroup = /^\/v3\/groups\/([^/]+)\/messages$/.exec(path);
	if (method === 'GET' && ofGroup) {
		const guid = decodeURIComponent(ofGroup[1]);
		const inGroup = (m: Message) => m.receiverType === 'group' && m.receiver === guid;
		if (!fake.groups.has(guid) && !fake.messages.some(inGroup)) {
			return cometError(404, 'ERR_GUID_NOT_FOUND', `The group with guid ${guid} does not exist.`);
		}
		return listMessages(fake, request, inGroup);
	}
	const one = /^\/v3\/messages\/([^/]+)$/.exec(path);
	if (!one || !['GET', 'PUT', 'DELETE'].includes(method)) return undefined;
	const message = findMessage(fake, one[1]);
	if (isAnswer(message)) return message;
	if (method === 'GET') return { status: 200, body: { data: message } };
	return method === 'PUT' ? updateMessage(fake, request, message) : deleteMessage(fake, request, message);
};

/**
 * The group chat examples/12-moderation.json moderates: in `support`, two recent messages
 * with the banned word "cheap-pills" (from spammer-1 and spammer-2), two clean ones, and
 * an old one with the word (two days ago, outside the example's 24 hours).
 */
export function seedModerationExample(fake: FakeCometChat): void {
	const now = Math.floor(Date.now() / 1000);
	const chat: Array<[string, string, number]> = [
		['spammer-3', 'old news: cheap-pills', now - 2 * 86_400],
		['cometchat-uid-3', 'Hi, my order #1042 is late', now - 3000],
		['spammer-1', 'Buy cheap-pills at https://spam.invalid', now - 2400],
		['cometchat-uid-4', 'Thanks for the quick help!', now - 1800],
		['spammer-2', 'cheap-pills, 90% off', now - 600],
	];
	for (const [sender, text, sentAt] of chat) {
		seedMessages(fake, 1, { sender, text: () => text, extra: () => ({ sentAt, updatedAt: sentAt }) });
		fake.knownUsers.add(sender);
	}
	fake.knownUsers.add('moderator');
}

/**
 * The customers examples/17-support-bot-thread.json answers: two have written to
 * support-bot (unread), one conversation the bot has already read.
 */
export function seedSupportBotExample(fake: FakeCometChat): void {
	const chat: Array<[string, string]> = [
		['customer-ana', 'My order #1042 has not arrived'],
		['customer-bo', 'How do I reset my password?'],
		['customer-cy', 'Thanks, all good now'],
	];
	for (const [sender, text] of chat) {
		const [message] = seedMessages(fake, 1, { receiverType: 'user', sender, receiver: 'support-bot', text: () => text });
		fake.knownUsers.add(sender);
		if (sender === 'customer-cy') fake.conversationState.set(`support-bot|${String(message.conversationId)}`, { readUpTo: Number(message.id) });
	}
	fake.knownUsers.add('support-bot');
}
