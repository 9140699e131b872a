import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { userEntity } from './messages';
import { cometError, type Answer, type Route } from './types';

type Message = Record<string, any>;
type State = { readUpTo?: number; deliveredUpTo?: number; tags?: string[]; resetUpTo?: number };

const idOf = (message: Message) => Number(message.id);
const maxId = (messages: Message[]) => messages.reduce((max, m) => Math.max(max, idOf(m)), 0);

function state(fake: FakeCometChat, uid: string, conversationId: string): State {
	const key = `${uid}|${conversationId}`;
	let found = fake.conversationState.get(key) as State | undefined;
	if (!found) fake.conversationState.set(key, (found = {}));
	return found;
}

/** The messages of a conversation still there for `uid` (not reset by them, not deleted for all; no thread replies). */
function visible(fake: FakeCometChat, conversationId: string, uid?: string): Message[] {
	const gone = Math.max(state(fake, '*', conversationId).resetUpTo ?? 0, uid ? (state(fake, uid, conversationId).resetUpTo ?? 0) : 0);
	return (fake.messages as Message[]).filter((m) => m.conversationId === conversationId && !m.parentId && idOf(m) > gone);
}

function conversationWith(fake: FakeCometChat, message: Message, uid?: string): Record<string, unknown> {
	if (message.receiverType === 'group') {
		return (fake.groups.get(message.receiver) as Record<string, unknown> | undefined) ?? { guid: message.receiver, name: message.receiver, type: 'public' };
	}
	const other = message.sender === uid ? message.receiver : message.sender;
	return (fake.users.get(other) as Record<string, unknown> | undefined) ?? userEntity(String(other));
}

/** The conversation as CometChat shows it to `uid` (or app-wide without one), undefined when it has no message left. */
function conversation(fake: FakeCometChat, conversationId: string, uid: string | undefined, withTags = true): Record<string, unknown> | undefined {
	const messages = visible(fake, conversationId, uid);
	if (!messages.length) return undefined;
	const last = messages[messages.length - 1];
	const own = uid ? state(fake, uid, conversationId) : {};
	const unread = uid ? messages.filter((m) => m.sender !== uid && idOf(m) > (own.readUpTo ?? 0)).length : 0;
	return {
		conversationId,
		conversationType: last.receiverType,
		// a string, as CometChat's OpenAPI and examples give it
		unreadMessageCount: String(unread),
		createdAt: messages[0].sentAt,
		updatedAt: last.sentAt,
		lastMessage: last,
		conversationWith: conversationWith(fake, last, uid),
		...(withTags && own.tags?.length ? { tags: own.tags } : {}),
	};
}

function conversationIdsOf(fake: FakeCometChat, uid: string | undefined): string[] {
	const member = (guid: string) => Boolean(uid && fake.groupMembers.get(guid)?.has(uid));
	const ids = (fake.messages as Message[])
		.filter((m) => !uid || (m.receiverType === 'group' ? m.sender === uid || member(m.receiver) : m.sender === uid || m.receiver === uid))
		.map((m) => String(m.conversationId));
	return [...new Set(ids)];
}

const list = (text: string | undefined) => (text ? text.split(',') : undefined);

function listConversations(fake: FakeCometChat, request: RecordedRequest): Answer {
	const uid = request.headers.onbehalfof as string | undefined;
	const { conversationType, unread, searchKey, withTags, withUserAndGroupTags } = request.query;
	const [tags, userTags, groupTags] = [list(request.query.tags), list(request.query.userTags), list(request.query.groupTags)];
	const found = conversationIdsOf(fake, uid)
		.map((id) => conversation(fake, id, uid, withTags === 'true' || Boolean(tags)))
		.filter((c): c is Record<string, unknown> => c !== undefined)
		.filter((c) => {
			const other = c.conversationWith as Record<string, unknown>;
			const otherTags = (other.tags ?? []) as string[];
			return (
				(!conversationType || c.conversationType === conversationType) &&
				(unread !== 'true' || Number(c.unreadMessageCount) > 0) &&
				(!searchKey || String(other.name ?? '').toLowerCase().includes(searchKey.toLowerCase()) || String(other.uid ?? other.guid).includes(searchKey)) &&
				(!tags || ((c.tags ?? []) as string[]).some((t) => tags.includes(t))) &&
				(!userTags || (c.conversationType === 'user' && otherTags.some((t) => userTags.includes(t)))) &&
				(!groupTags || (c.conversationType === 'group' && otherTags.some((t) => groupTags.includes(t))))
			);
		})
		.sort((a, b) => Number(b.updatedAt) - Number(a.updatedAt) || String(a.conversationId).localeCompare(String(b.conversationId)))
		.map((c) => {
			if (withTags !== 'true' && c.tags) delete c.tags;
			if (withUserAndGroupTags === 'true') return c;
			const { tags: _tags, ...other } = c.conversationWith as Record<string, unknown>;
			return { ...c, conversationWith: other };
		});
	return fake.page(found, request, false);
}

const needsOnBehalfOf = () =>
	cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { onBehalfOf: ['The onBehalfOf header is required.'] });

const notAccessible = (id: string) => cometError(400, 'ERR_CONVERSATION_NOT_ACCESSIBLE', `The conversation ${id} is not accessible.`);

/** The conversation a `/users/{uid}/conversation…` or `/groups/{guid}/conversation…` path names for `uid`, or CometChat's error. */
function namedConversation(fake: FakeCometChat, kind: string, encodedId: string, uid: string): string | Answer {
	const id = decodeURIComponent(encodedId);
	if (kind === 'groups') {
		const known = fake.groups.has(id) || fake.messages.some((m) => m.receiverType === 'group' && m.receiver === id);
		return known ? `group_${id}` : cometError(404, 'ERR_GUID_NOT_FOUND', `The group with guid ${id} does not exist.`);
	}
	const known = fake.users.has(id) || fake.knownUsers.has(id) || fake.messages.some((m) => m.sender === id || m.receiver === id);
	return known ? [uid, id].sort().join('_user_') : cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${id} does not exist.`);
}

function messageIdOf(request: RecordedRequest, conversationMessages: Message[]): number | Answer {
	const value = (request.body as Message | undefined)?.messageId;
	if (value === undefined) return maxId(conversationMessages);
	if (!Number.isInteger(value)) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { messageId: ['The message id must be an integer.'] });
	}
	return value as number;
}

function oneConversation(fake: FakeCometChat, request: RecordedRequest, kind: string, encodedId: string, suffix: string): Answer | undefined {
	const { method } = request;
	const uid = request.headers.onbehalfof as string | undefined;
	if (!uid) return needsOnBehalfOf();
	const id = namedConversation(fake, kind, encodedId, uid);
	if (typeof id !== 'string') return id;
	const own = state(fake, uid, id);
	const messages = visible(fake, id, uid);
	if (suffix === '') {
		if (method === 'GET' || method === 'PUT') {
			if (method === 'PUT') {
				const tags = (request.body as Message | undefined)?.tags;
				if (!Array.isArray(tags)) return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { tags: ['The tags must be an array.'] });
				own.tags = tags as string[];
			}
			const found = conversation(fake, id, uid);
			// CometChat's examples wrap the one conversation in a list
			return found ? { status: 200, body: { data: [found] } } : notAccessible(id);
		}
		if (method !== 'DELETE') return undefined;
		if (!messages.length) return notAccessible(id);
		own.resetUpTo = maxId(messages);
		if ((request.body as Message | undefined)?.deleteMessagesPermanently === true) {
			for (const message of messages) fake.messages.splice(fake.messages.indexOf(message), 1);
		}
		return { status: 200, body: { data: { success: true, message: `The conversation ${id} has been deleted successfully for UID ${uid}.` } } };
	}
	const upTo = messageIdOf(request, messages);
	if (typeof upTo !== 'number') return upTo;
	// the user conversation's read and delivered answers spell "Message" as CometChat's examples do
	const key = kind === 'users' ? 'Message' : 'message';
	if (method === 'POST') {
		if (suffix === '/read') own.readUpTo = upTo;
		own.deliveredUpTo = Math.max(own.deliveredUpTo ?? 0, upTo);
		const what = suffix === '/read' ? 'read' : 'delivered';
		return { status: 200, body: { data: { success: true, [key]: `All the messages up to ${upTo} are marked as ${what} for the requesting user.` } } };
	}
	if (method === 'DELETE' && suffix === '/read') {
		own.readUpTo = upTo;
		return { status: 200, body: { data: { success: true, message: `The messages after the message id ${upTo} are marked as unread for the user ${uid}.` } } };
	}
	return undefined;
}

function byId(fake: FakeCometChat, request: RecordedRequest, encodedId: string): Answer | undefined {
	const uid = request.headers.onbehalfof as string | undefined;
	if (!uid) return needsOnBehalfOf();
	const id = decodeURIComponent(encodedId);
	const found = conversation(fake, id, uid);
	if (!found) return cometError(404, 'ERR_CONVERSATION_NOT_FOUND', `The conversation ${id} does not exist.`);
	if (request.method === 'GET') return { status: 200, body: { data: found } };
	if (request.method !== 'DELETE') return undefined;
	state(fake, '*', id).resetUpTo = maxId(visible(fake, id));
	return { status: 200, body: { data: { success: true, message: `The conversation ${id} has been deleted successfully for all the users.` } } };
}

/** Conversations: the list, one by id (deprecated calls), and a user's conversation with a user or of a group. */
export const conversationsRoute: Route = (fake, request) => {
	const { method, path } = request;
	if (path === '/v3/conversations') return method === 'GET' ? listConversations(fake, request) : undefined;
	const deprecated = /^\/v3\/conversations\/([^/]+)$/.exec(path);
	if (deprecated) return byId(fake, request, deprecated[1]);
	const one = /^\/v3\/(users|groups)\/([^/]+)\/conversation(\/read|\/delivered)?$/.exec(path);
	return one ? oneConversation(fake, request, one[1], one[2], one[3] ?? '') : undefined;
};
