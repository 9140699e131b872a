import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { findMessage, isAnswer } from './messages';
import { cometError, type Answer, type Route } from './types';

type Message = Record<string, any>;

const onlyMessageOrCustom = (request: RecordedRequest): Answer | undefined => {
	const category = (request.body as Message | undefined)?.category;
	return category === 'message' || category === 'custom'
		? undefined
		: cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { category: ['The category must be message or custom.'] });
};

/** A reply in the thread of `parent`, sent as the onBehalfOf user (CometChat requires it). */
function reply(fake: FakeCometChat, request: RecordedRequest, parent: Message): Answer {
	if (!request.headers.onbehalfof) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { onBehalfOf: ['The onBehalfOf header is required.'] });
	}
	const refused = onlyMessageOrCustom(request);
	if (refused) return refused;
	const answer = fake.sendMessage(request);
	const data = (answer.body as { data?: Message }).data;
	if (answer.status !== 200 || !data) return answer;
	const stored = fake.messages.find((m) => m.id === data.id)!;
	stored.parentId = String(parent.id);
	parent.replyCount = Number(parent.replyCount ?? 0) + 1;
	return { status: 200, body: { data: { ...data, parentId: String(parent.id) } } };
}

/** The replies of a thread, page by page (`page`, `perPage`), answered with `meta.current` and `meta.next` as CometChat does. */
function replies(fake: FakeCometChat, request: RecordedRequest, parent: Message): Answer {
	const perPage = Math.min(1000, Math.max(1, Number(request.query.perPage ?? 100) || 100));
	const page = (fake.options.paging ?? 'normal') === 'normal' ? Math.max(1, Number(request.query.page ?? 1) || 1) : 1;
	const all = fake.messages.filter((m) => m.parentId === String(parent.id));
	const data = all.slice((page - 1) * perPage, page * perPage);
	const last = data[data.length - 1];
	return {
		status: 200,
		body: { data, meta: { current: { limit: perPage, count: data.length }, next: { affix: 'append', ...(last ? { sentAt: last.sentAt, id: last.id } : {}) } } },
	};
}

/** A message from the bot `uid` (a known user), categories message and custom. */
function botMessage(fake: FakeCometChat, request: RecordedRequest, encodedUid: string): Answer {
	const uid = decodeURIComponent(encodedUid);
	if (!fake.users.has(uid) && !fake.knownUsers.has(uid)) return cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
	const refused = onlyMessageOrCustom(request);
	if (refused) return refused;
	return fake.sendMessage({ ...request, headers: { ...request.headers, onbehalfof: uid } });
}

/** Threads (`POST`/`GET /messages/{id}/thread`) and bots (`POST /bots/{uid}/messages`). */
export const threadsRoute: Route = (fake, request) => {
	const { method, path } = request;
	const bot = /^\/v3\/bots\/([^/]+)\/messages$/.exec(path);
	if (bot && method === 'POST') return botMessage(fake, request, bot[1]);
	const thread = /^\/v3\/messages\/([^/]+)\/thread$/.exec(path);
	if (!thread || (method !== 'POST' && method !== 'GET')) return undefined;
	const parent = findMessage(fake, thread[1]);
	if (isAnswer(parent)) return parent;
	return method === 'POST' ? reply(fake, request, parent) : replies(fake, request, parent);
};
