/**
 * CometChat's moderation service as its docs describe it (the OpenAPI's moderation schemas
 * are not published): flagging a message (`POST /messages/{id}/flagged`, `onBehalfOf`
 * required), the flagged, blocked and reviewed queues (one page, `meta.current`), and the
 * rules, keyword lists and reasons. The store is per fake server; `moderationOf` gives it
 * to tests, which seed it (and `clear` it) as they need.
 */
import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { makeGroup } from './groups';
import { findMessage, isAnswer, seedMessages } from './messages';
import { cometError, type Answer, type Route } from './types';
import { makeUser } from './users';

type Entry = Record<string, any>;

const NOW = 1_700_000_000;
/** The page the moderation lists answer when no `limit` is asked for (CometChat's examples show 10 and 50). */
export const MODERATION_PAGE = 50;

export class ModerationStore {
	/** Flagged messages by message id: the message with `flaggedBy` and `flaggedCount`. */
	readonly flagged = new Map<string, Entry>();
	/** Blocked messages by message id: `{ruleId, ruleName, condition, message, action, …}`. */
	readonly blocked = new Map<string, Entry>();
	readonly reviewed: Entry[] = [];
	readonly rules = new Map<string, Entry>();
	readonly keywordLists = new Map<string, Entry>();
	readonly reasons = new Map<string, Entry>();
	/** Answer every list with this many items at most (a server with a smaller page). */
	pageSize = MODERATION_PAGE;

	clear(): void {
		for (const store of [this.flagged, this.blocked, this.rules, this.keywordLists, this.reasons]) store.clear();
		this.reviewed.length = 0;
		this.pageSize = MODERATION_PAGE;
	}
}

const stores = new WeakMap<FakeCometChat, ModerationStore>();

export function moderationOf(fake: FakeCometChat): ModerationStore {
	let store = stores.get(fake);
	if (!store) stores.set(fake, (store = new ModerationStore()));
	return store;
}

export function makeReason(id: string, extra: Entry = {}): Entry {
	return { id, name: id.replace(/-/g, ' '), description: `Messages that are ${id}`, createdAt: NOW, updatedAt: NOW, ...extra };
}

export function makeRule(id: string, extra: Entry = {}): Entry {
	return {
		id,
		name: `Rule ${id}`,
		description: '',
		enabled: true,
		conditions: [{ id: 1, entity: 'message', operand: 'text', operator: 'contains', category: 'word', value: ['profanity-list'] }],
		action: ['blockMessage'],
		createdAt: NOW,
		updatedAt: NOW,
		revisionId: `app_${id}_1`,
		...extra,
	};
}

export function makeKeywordList(id: string, extra: Entry = {}): Entry {
	return { id, name: `List ${id}`, description: '', category: 'word', isCSV: false, searchTerms: ['spam', 'scam'], createdAt: NOW, updatedAt: NOW, revisionId: `app_${id}_1`, active: true, ...extra };
}

/** A message blocked by a rule, as the blocked and reviewed lists hold it. */
export function makeBlocked(message: Entry, ruleId = 'profanity'): Entry {
	return {
		ruleId,
		ruleName: `Rule ${ruleId}`,
		revisionId: `app_${ruleId}_1`,
		condition: { id: 1, entity: 'message', operand: 'text', operator: 'contains', category: 'word', value: ['profanity-list'] },
		message: { ...message, data: { ...message.data, moderation: { status: 'disapproved' } } },
		action: ['blockMessage'],
		createdAt: NOW,
		updatedAt: NOW,
	};
}

/** One page of a moderation list: at most `limit` (or the server's page) items, `meta.current`. */
function onePage(store: ModerationStore, items: Entry[], request: RecordedRequest): Answer {
	const asked = Number(request.query.limit);
	const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, store.pageSize) : store.pageSize;
	const data = items.slice(0, limit);
	return { status: 200, body: { data, meta: { current: { limit, count: data.length } } } };
}

const success = (message: string): Answer => ({ status: 200, body: { data: { success: true, message } } });
const bad = (message: string, details?: unknown) => cometError(400, 'ERR_BAD_REQUEST', message, details);

function flag(fake: FakeCometChat, store: ModerationStore, request: RecordedRequest, encodedId: string): Answer {
	const by = request.headers.onbehalfof;
	if (typeof by !== 'string' || !by) return bad('The onBehalfOf header is required to flag a message.');
	const message = findMessage(fake, encodedId);
	if (isAnswer(message)) return message;
	const { reasonId, remark } = (request.body ?? {}) as Entry;
	const reason = store.reasons.get(String(reasonId));
	if (!reason) return cometError(404, 'ERR_REASON_NOT_FOUND', `The reason with id ${String(reasonId)} does not exist.`);
	const entry = store.flagged.get(message.id) ?? { appId: 'testapp', ...message, flaggedBy: [], flaggedCount: 0 };
	if (entry.flaggedBy.some((f: Entry) => f.uid === by)) return bad(`The message ${message.id} is already flagged by ${by}.`);
	entry.flaggedBy.push({ uid: by, name: by, role: 'default', reasonId: reason.id, reasonName: reason.name, description: reason.description, ...(remark ? { remark } : {}), flaggedAt: NOW });
	entry.flaggedCount = entry.flaggedBy.length;
	store.flagged.set(message.id, entry);
	return { status: 200, body: { data: {} } };
}

function review(store: ModerationStore, request: RecordedRequest, queue: 'flagged' | 'blocked', encodedId: string): Answer {
	const id = decodeURIComponent(encodedId);
	const { status, reviewed } = (request.body ?? {}) as Entry;
	const allowed = queue === 'flagged' ? ['approved', 'disapproved'] : ['approved', 'rejected'];
	if (!allowed.includes(status)) return bad(`The status must be one of ${allowed.join(', ')}.`, { status: ['The status is invalid.'] });
	if (queue === 'blocked' && status !== 'approved' && typeof reviewed !== 'boolean') return bad('The reviewed field is required.', { reviewed: ['The reviewed field is required.'] });
	const entries = queue === 'flagged' ? store.flagged : store.blocked;
	const entry = entries.get(id);
	if (!entry) return cometError(404, 'ERR_MESSAGE_NOT_FOUND', `No ${queue} message with id ${id}.`);
	entries.delete(id);
	store.reviewed.push({ ...entry, status, reviewedAt: NOW });
	return success(`Message ${id} has been ${status === 'approved' ? 'approved' : 'disapproved'} successfully.`);
}

/** GET list, POST, GET/PUT/DELETE one of a moderation setting (`fields` the ones a create needs). */
function settings(store: ModerationStore, map: Map<string, Entry>, what: string, request: RecordedRequest, encodedId: string | undefined, required: string[]): Answer | undefined {
	const { method } = request;
	if (encodedId === undefined) {
		if (method === 'GET') return onePage(store, [...map.values()], request);
		if (method !== 'POST') return undefined;
		const body = (request.body ?? {}) as Entry;
		const missing = required.filter((key) => body[key] === undefined || body[key] === '');
		if (missing.length) return bad(`Failed to validate the data sent with the request.`, Object.fromEntries(missing.map((key) => [key, [`The ${key} field is required.`]])));
		if (map.has(body.id)) return bad(`The ${what} with id ${body.id} already exists.`);
		const created = { ...body, createdAt: NOW, updatedAt: NOW };
		map.set(body.id, created);
		return { status: 200, body: { data: created } };
	}
	const id = decodeURIComponent(encodedId);
	const found = map.get(id);
	if (!found) return cometError(404, `ERR_${what.toUpperCase().replace(/ /g, '_')}_NOT_FOUND`, `The ${what} with id ${id} does not exist.`);
	if (method === 'GET') return { status: 200, body: { data: found } };
	if (method === 'PUT') {
		const changed = { ...found, ...(request.body as Entry), id, updatedAt: NOW + 1 };
		map.set(id, changed);
		return { status: 200, body: { data: changed } };
	}
	if (method === 'DELETE') {
		map.delete(id);
		return success(`The ${what} ${id} has been deleted successfully.`);
	}
	return undefined;
}

const KEYWORD_CATEGORIES = ['word', 'pattern', 'sentence-similarity'];

/**
 * POST /moderation/keywords and PUT /moderation/keywords/{keywordId} as CometChat's
 * `KeywordList` (interactive OpenAPI) and docs have them: a multipart/form-data body,
 * `category` required and, by it, `searchTerms` (comma-separated) or `disallowedSentences`
 * (one part per sentence); `id` and `name` too for a new list; the answer is the list with
 * its terms as an array.
 */
function writeKeywordList(store: ModerationStore, request: RecordedRequest, encodedId: string | undefined): Answer | undefined {
	if (!/^multipart\/form-data/i.test(String(request.headers['content-type'] ?? ''))) {
		return cometError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Keyword lists take a multipart/form-data body.');
	}
	if (request.multipartProblem) return bad(`The multipart body could not be read: ${request.multipartProblem}.`);
	const fields = (request.body ?? {}) as Record<string, string | string[]>;
	const terms = fields.category === 'sentence-similarity' ? 'disallowedSentences' : 'searchTerms';
	const required = [...(encodedId === undefined ? ['id', 'name'] : []), 'category', terms];
	const missing = required.filter((key) => !fields[key]);
	if (missing.length) return bad('Failed to validate the data sent with the request.', Object.fromEntries(missing.map((key) => [key, [`The ${key} field is required.`]])));
	if (!KEYWORD_CATEGORIES.includes(String(fields.category))) return bad(`The category must be one of ${KEYWORD_CATEGORIES.join(', ')}.`);
	const { searchTerms, disallowedSentences, ...rest } = fields;
	const list = terms === 'searchTerms' ? String(searchTerms).split(',') : ([] as string[]).concat(disallowedSentences);
	const written = { ...rest, isCSV: false, [terms]: list, active: true };
	if (encodedId === undefined) {
		const id = String(fields.id);
		if (store.keywordLists.has(id)) return bad(`The keyword list with id ${id} already exists.`);
		const created = { description: '', ...written, createdAt: NOW, updatedAt: NOW, revisionId: `app_${id}_1` };
		store.keywordLists.set(id, created);
		return { status: 200, body: { data: created } };
	}
	const id = decodeURIComponent(encodedId);
	const found = store.keywordLists.get(id);
	if (!found) return cometError(404, 'ERR_KEYWORD_LIST_NOT_FOUND', `The keyword list with id ${id} does not exist.`);
	const changed = { ...found, ...written, id, updatedAt: NOW + 1, revisionId: `app_${id}_2` };
	store.keywordLists.set(id, changed);
	return { status: 200, body: { data: changed } };
}

export const moderationRoute: Route = (fake, request) => {
	const store = moderationOf(fake);
	const { method, path } = request;
	const flagged = /^\/v3\/messages\/([^/]+)\/flagged$/.exec(path);
	if (flagged) return method === 'POST' ? flag(fake, store, request, flagged[1]) : undefined;
	const match = /^\/v3\/moderation\/([a-z-]+)(?:\/([^/]+))?$/.exec(path);
	if (!match) return undefined;
	const [, kind, id] = match;
	switch (kind) {
		case 'flagged-messages':
			if (!id) return method === 'GET' ? onePage(store, [...store.flagged.values()], request) : undefined;
			return method === 'PATCH' ? review(store, request, 'flagged', id) : undefined;
		case 'blocked-messages':
			if (!id) return method === 'GET' ? onePage(store, [...store.blocked.values()], request) : undefined;
			return method === 'PATCH' ? review(store, request, 'blocked', id) : undefined;
		case 'reviewed-messages':
			return !id && method === 'GET' ? onePage(store, store.reviewed, request) : undefined;
		case 'rules':
			return settings(store, store.rules, 'rule', request, id, ['id', 'name', 'conditions']);
		case 'keywords':
			return method === 'POST' || method === 'PUT' ? writeKeywordList(store, request, id) : settings(store, store.keywordLists, 'keyword list', request, id, []);
		case 'reasons':
			return settings(store, store.reasons, 'reason', request, id, ['id', 'name']);
		default:
			return undefined;
	}
};

/**
 * The flagged messages examples/18-moderation-queue.json reviews: in the group support,
 * spammer-1 has three flagged messages and spammer-2 one; in a one-to-one chat, bo one.
 * The group support exists, with spammer-1 and spammer-2 among its members.
 */
export function seedModerationQueue(fake: FakeCometChat): void {
	const store = moderationOf(fake);
	const flagged: Array<[string, 'group' | 'user', string, string]> = [
		['spammer-1', 'group', 'support', 'Free crypto, DM me'],
		['spammer-2', 'group', 'support', 'Visit my shop'],
		['spammer-1', 'group', 'support', 'Free crypto!!! https://spam.invalid'],
		['bo', 'user', 'ana', 'You are wrong'],
		['spammer-1', 'group', 'support', 'Last chance: free crypto'],
	];
	for (const [sender, receiverType, receiver, text] of flagged) {
		const [message] = seedMessages(fake, 1, { sender, receiverType, receiver, text: () => text });
		store.flagged.set(message.id, { appId: 'demo', ...message, flaggedBy: [{ uid: 'cometchat-uid-3', reasonId: 'spam', reasonName: 'Spam', flaggedAt: NOW }], flaggedCount: 1 });
		fake.knownUsers.add(sender);
	}
	// the group and its members as CometChat has them, for the ban that follows a moderator's approval
	fake.groups.set('support', makeGroup('support', { membersCount: 3 }));
	const members = new Map(['spammer-1', 'spammer-2', 'cometchat-uid-3'].map((uid) => [uid, { uid, name: uid, scope: 'participant', joinedAt: NOW }]));
	fake.groupMembers.set('support', members);
	for (const uid of members.keys()) fake.users.set(uid, makeUser(uid));
}
