/**
 * A local server that behaves like CometChat's REST API v3 for what this package uses:
 * apikey auth, POST /messages with CometChat's validation errors, GET /users and
 * GET /users/{uid}/blockedusers with the real list envelope, a per-second rate limit that
 * answers 429 like CometChat, and injectable faults. It listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readRequest, type IncomingRequest } from './fake/incomingRequest';
import { BotRecords } from './fake/botsApi';
import { resourceRoutes } from './fake/routes';
import { cometError, type Answer } from './fake/types';

export interface RecordedRequest extends IncomingRequest {
	at: number;
	/** Answered 429 by the rate limit. */
	limited?: boolean;
}

export interface Fault {
	/** Which requests it hits; all by default. */
	match?: (request: RecordedRequest) => boolean;
	/** How many matching requests it hits; default 1. */
	times?: number;
	status?: number;
	headers?: Record<string, string>;
	/** Headers made when the fault answers (a reset relative to that moment), added to `headers`. */
	dynamicHeaders?: () => Record<string, string>;
	/** A JSON body, or raw text when `raw` is set. */
	body?: unknown;
	raw?: string;
	/** Close the connection without answering. */
	destroy?: boolean;
	/** Answer only after this long (to provoke timeouts). */
	delayMs?: number;
}

export interface BlockedUser {
	uid: string;
	name: string;
	[key: string]: unknown;
}

export interface FakeOptions {
	apiKey?: string;
	/** Keys that exist but only have the authOnly scope (403 AUTH_ERR_NO_ACCESS). */
	authOnlyKeys?: string[];
	/** Requests per second before 429 (windows aligned to clock seconds, as a fixed-window limiter); unlimited by default. */
	ratePerSecond?: number;
	/** Send X-Rate-Limit, -Remaining and -Reset (default true); false leaves a 429 with Retry-After alone. */
	rateHeaders?: boolean;
	/** Spell them `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (newer CometChat pages). */
	rateHeaderSpelling?: 'X-RateLimit';
	/** Delay before every answer, in ms. */
	latencyMs?: number;
	/** Misbehaving paging, for loop protection tests. */
	paging?: 'normal' | 'ignorePage' | 'repeatData';
}

export const TEST_API_KEY = 'test-key-3f9c2a7d1e';

const SECOND = 1000;

export function makeBlockedUsers(count: number, prefix = 'blocked'): BlockedUser[] {
	const base = 1_700_000_000;
	return Array.from({ length: count }, (_, i) => ({
		uid: `${prefix}-${i + 1}`,
		name: `Blocked User ${i + 1}`,
		link: `https://example.invalid/u/${prefix}-${i + 1}`,
		avatar: `https://example.invalid/a/${i + 1}.png`,
		metadata: { rawMetadata: '{}' },
		status: 'offline',
		role: 'default',
		blockedByMe: i % 3 !== 2,
		hasBlockedMe: i % 3 === 2,
		blockedByMeAt: base + i,
		blockedAt: base + i,
		createdAt: base - 1000 + i,
		updatedAt: base + i,
		conversationId: `${prefix}-${i + 1}_user_owner`,
	}));
}

export class FakeCometChat {
	readonly requests: RecordedRequest[] = [];
	readonly messages: Array<Record<string, unknown>> = [];
	readonly blocked = new Map<string, BlockedUser[]>();
	readonly knownUsers = new Set<string>();
	/** Users, auth tokens, groups and members the resource endpoints keep (test/support/fake/). */
	readonly users = new Map<string, Record<string, unknown>>();
	readonly authTokens = new Map<string, Array<Record<string, unknown>>>();
	readonly groups = new Map<string, Record<string, unknown>>();
	readonly groupMembers = new Map<string, Map<string, Record<string, unknown>>>();
	/** Banned users by guid, friends by uid, roles, usage metrics (fake/bannedUsers.ts, friends.ts, roles.ts, metrics.ts). */
	readonly bannedUsers = new Map<string, Map<string, Record<string, unknown>>>();
	readonly friends = new Map<string, Set<string>>();
	readonly roles = new Map<string, Record<string, unknown>>();
	readonly usage: Record<string, number> = { audio_minutes: 0, video_minutes: 0, recorded_minutes: 0, active_users: 0, concurrent_users: 0 };
	/** What users did to their conversations (fake/conversations.ts): read, delivered, tags, reset. */
	readonly conversationState = new Map<string, Record<string, unknown>>();
	/** Bots' callback records (/v3/bots, fake/botsApi.ts); a bot's uid must be a user's. */
	readonly botRecords = new BotRecords((uid) => this.users.has(uid) || this.knownUsers.has(uid));
	private faults: Array<Fault & { left: number }> = [];
	private filtered = new Map<string, BlockedUser[]>();
	private server?: Server;
	private sockets = new Set<Socket>();
	private window = { start: 0, count: 0 };
	private nextId = 1000;
	rateLimited = 0;
	baseUrl = '';
	/** CometChat's file hosts on this server (any path outside /v3), served by the test, recorded apart (downloadAttachments.test.ts). */
	files?: (req: IncomingMessage, res: ServerResponse) => void;
	readonly fileRequests: Array<{ url: string; headers: IncomingMessage['headers'] }> = [];

	constructor(readonly options: FakeOptions = {}) {}

	get apiKey(): string {
		return this.options.apiKey ?? TEST_API_KEY;
	}

	setBlocked(uid: string, users: BlockedUser[]): void {
		this.filtered.clear();
		this.blocked.set(uid, users);
		this.knownUsers.add(uid);
	}

	fault(fault: Fault): void {
		this.faults.push({ ...fault, left: fault.times ?? 1 });
	}

	reset(): void {
		this.requests.length = 0;
		this.fileRequests.length = 0;
		this.messages.length = 0;
		this.conversationState.clear();
		this.faults = [];
		this.window = { start: 0, count: 0 };
		this.rateLimited = 0;
	}

	requestsTo(method: string, pathPrefix: string): RecordedRequest[] {
		return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
	}

	async start(port = 0): Promise<string> {
		this.server = createServer(async (req, res) => {
			if (this.files && !req.url?.startsWith('/v3/')) {
				this.fileRequests.push({ url: req.url ?? '', headers: req.headers });
				return this.files(req, res);
			}
			const request: RecordedRequest = { ...(await readRequest(req)), at: Date.now() };
			this.requests.push(request);
			void this.answer(request, res);
		});
		this.server.on('connection', (socket) => {
			this.sockets.add(socket);
			socket.on('close', () => this.sockets.delete(socket));
		});
		await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
		const { port: bound } = this.server.address() as AddressInfo;
		this.baseUrl = `http://127.0.0.1:${bound}/v3`;
		return this.baseUrl;
	}

	async stop(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
	}

	private async answer(request: RecordedRequest, res: ServerResponse): Promise<void> {
		const fault = this.faults.find((f) => f.left > 0 && (!f.match || f.match(request)));
		if (fault) fault.left--;
		const delay = (fault?.delayMs ?? 0) + (this.options.latencyMs ?? 0);
		if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
		if (fault?.destroy) {
			res.socket?.destroy();
			return;
		}
		if (fault && (fault.status !== undefined || fault.raw !== undefined)) {
			const headers = { 'content-type': fault.raw !== undefined ? 'text/html' : 'application/json', ...fault.headers, ...fault.dynamicHeaders?.() };
			res.writeHead(fault.status ?? 200, headers);
			res.end(fault.raw ?? JSON.stringify(fault.body ?? {}));
			return;
		}
		const { status, body, headers } = this.route(request);
		res.writeHead(status, { 'content-type': 'application/json', ...headers });
		res.end(JSON.stringify(body));
	}

	/** What a test in another process needs to check (counts, not the requests themselves). */
	state() {
		return {
			requests: this.requests.length,
			rateLimited: this.rateLimited,
			firstAt: this.requests[0]?.at,
			lastAt: this.requests[this.requests.length - 1]?.at,
			/** Requests per second since the first one. */
			perSecond: this.requests.reduce<number[]>((counts, r) => {
				const second = Math.floor((r.at - this.requests[0].at) / SECOND);
				counts[second] = (counts[second] ?? 0) + 1;
				return counts;
			}, []),
			rateWindows: this.rateWindows(),
			messages: this.messages.map((m) => ({ id: m.id, muid: m.muid, receiver: m.receiver, category: m.category, type: m.type })),
		};
	}

	/** Per clock second with a request: requests, 429s, and when in the second (ms) the first 429 came. */
	private rateWindows(): Array<{ start: number; requests: number; limited: number; firstLimitedMs?: number }> {
		const windows = new Map<number, { start: number; requests: number; limited: number; firstLimitedMs?: number }>();
		for (const r of this.requests) {
			const start = r.at - (r.at % SECOND);
			const w = windows.get(start) ?? { start, requests: 0, limited: 0 };
			w.requests++;
			if (r.limited) {
				w.limited++;
				w.firstLimitedMs ??= r.at - start;
			}
			windows.set(start, w);
		}
		return [...windows.values()];
	}

	private rateLimit(): Record<string, string> | undefined {
		const limit = this.options.ratePerSecond;
		if (!limit) return undefined;
		const now = Date.now();
		const start = now - (now % SECOND);
		if (start !== this.window.start) this.window = { start, count: 0 };
		this.window.count++;
		const reset = start + SECOND;
		// CometChat's spelling; limit, remaining and reset (Unix seconds) on every answer
		const prefix = this.options.rateHeaderSpelling === 'X-RateLimit' ? 'X-RateLimit-' : 'x-rate-limit-';
		const headers: Record<string, string> =
			this.options.rateHeaders === false
				? {}
				: {
						[prefix === 'x-rate-limit-' ? 'x-rate-limit' : 'X-RateLimit-Limit']: String(limit),
						[`${prefix}${prefix === 'x-rate-limit-' ? 'remaining' : 'Remaining'}`]: String(Math.max(0, limit - this.window.count)),
						[`${prefix}${prefix === 'x-rate-limit-' ? 'reset' : 'Reset'}`]: String(reset / SECOND),
					};
		if (this.window.count <= limit) return headers;
		return { ...headers, 'retry-after': String(Math.max(1, Math.ceil((reset - now) / SECOND))) };
	}

	private route(request: RecordedRequest): { status: number; body: unknown; headers?: Record<string, string> } {
		if (request.path === '/v3/__state') {
			this.requests.pop();
			return { status: 200, body: this.state() };
		}
		const key = request.headers.apikey;
		if (!key) return cometError(401, 'AUTH_ERR_EMPTY_APIKEY', 'The apikey header is missing.');
		if (this.options.authOnlyKeys?.includes(String(key))) {
			return cometError(403, 'AUTH_ERR_NO_ACCESS', 'This API key has no access to this resource.');
		}
		if (key !== this.apiKey) return cometError(401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The API key is not valid.');

		const limited = this.rateLimit();
		if (limited?.['retry-after']) {
			this.rateLimited++;
			request.limited = true;
			return { ...cometError(429, 'ERR_TOO_MANY_REQUESTS', 'Too many requests.'), headers: limited };
		}
		const answer = this.dispatch(request);
		return { ...answer, headers: { ...limited, ...answer.headers } };
	}

	private dispatch(request: RecordedRequest): Answer {
		const { method, path } = request;
		if (method === 'POST' && path === '/v3/messages') return this.sendMessage(request);
		const blocked = /^\/v3\/users\/([^/]+)\/blockedusers$/.exec(path);
		if (method === 'GET' && blocked) {
			const uid = decodeURIComponent(blocked[1]);
			const users = this.blocked.get(uid);
			if (!users) return cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
			const { direction, searchKey } = request.query;
			// filtered once per query, not per page, so large lists page in constant time
			const key = JSON.stringify([uid, direction, searchKey]);
			let filtered = this.filtered.get(key);
			if (!filtered) {
				filtered = users.filter(
					(user) =>
						(direction !== 'blockedByMe' || user.blockedByMe) &&
						(direction !== 'hasBlockedMe' || user.hasBlockedMe) &&
						(!searchKey || user.uid.includes(searchKey) || user.name.includes(searchKey)),
				);
				this.filtered.set(key, filtered);
			}
			return this.page(filtered, request, true);
		}
		for (const route of resourceRoutes) {
			const answer = route(this, request);
			if (answer) return answer;
		}
		return cometError(404, 'ERR_NOT_FOUND', `No route for ${method} ${path}.`);
	}

	/** One page of `items` in CometChat's list envelope (page / perPage), with the paging faults. */
	page(items: unknown[], request: RecordedRequest, withCursor: boolean) {
		const perPage = Math.min(1000, Math.max(1, Number(request.query.perPage ?? 100) || 100));
		const asked = Math.max(1, Number(request.query.page ?? 1) || 1);
		const bug = this.options.paging ?? 'normal';
		const page = bug === 'ignorePage' ? 1 : asked;
		const from = bug === 'repeatData' ? 0 : (page - 1) * perPage;
		const data = items.slice(from, from + perPage);
		const totalPages = bug === 'normal' ? Math.max(1, Math.ceil(items.length / perPage)) : 1_000_000;
		return {
			status: 200,
			body: {
				data,
				meta: {
					// CometChat's own example reports total 0 with items present: do not trust it.
					pagination: { total: 0, count: data.length, per_page: perPage, current_page: page, total_pages: totalPages },
					...(withCursor ? { cursor: { updatedAt: 1_700_000_000, affix: 'prepend' } } : {}),
				},
			},
		};
	}

	/** POST /messages; thread replies and bot messages (fake/threads.ts) are made here too. */
	sendMessage(request: RecordedRequest) {
		const body = (request.body ?? {}) as Record<string, any>;
		if (!body.receiver) return cometError(400, 'ERR_EMPTY_RECEIVER', 'The receiver is empty.');
		if (body.receiverType !== 'user' && body.receiverType !== 'group') {
			return cometError(400, 'ERR_INVALID_RECEIVER_TYPE', 'The receiverType must be user or group.');
		}
		if (!body.category) return cometError(400, 'ERR_EMPTY_MESSAGE_CATEGORY', 'The category is empty.');
		if (!body.type) return cometError(400, 'ERR_EMPTY_MESSAGE_TYPE', 'The type is empty.');
		if (body.category === 'message' && body.type === 'text' && !body.data?.text) {
			return cometError(400, 'ERR_EMPTY_MESSAGE_TEXT', 'The text is empty.');
		}
		if (body.category === 'custom' && !body.data?.customData) {
			return cometError(400, 'ERR_EMPTY_CUSTOM_DATA', 'The customData is empty.');
		}
		// a hook for demos and examples: these users do not exist
		if (String(body.receiver).startsWith('unknown')) {
			return cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${body.receiver} does not exist.`);
		}
		const sender = String(request.headers.onbehalfof ?? 'app_system');
		const now = Math.floor(Date.now() / SECOND);
		const user = (uid: string) => ({ uid, name: uid, avatar: `https://example.invalid/a/${encodeURIComponent(uid.replace(/[\uD800-\uDFFF]/g, "_"))}.png`, status: 'offline', role: 'default', createdAt: now });
		const conversationId =
			body.receiverType === 'group' ? `group_${body.receiver}` : [sender, body.receiver].sort().join('_user_');
		const message: Record<string, unknown> = {
			id: String(this.nextId++),
			conversationId,
			sender,
			receiverType: body.receiverType,
			receiver: body.receiver,
			category: body.category,
			type: body.type,
			data: {
				...body.data,
				entities: {
					sender: { entity: user(sender), entityType: 'user' },
					receiver: {
						entity: { ...user(body.receiver), conversationId },
						entityType: body.receiverType,
					},
				},
			},
			sentAt: now,
			updatedAt: now,
			...(body.muid ? { muid: body.muid } : {}),
			...(body.tags ? { tags: body.tags } : {}),
		};
		if (body.quotedMessageId) {
			const quoted = this.messages.find((m) => m.id === String(body.quotedMessageId));
			if (!quoted) return cometError(404, 'ERR_MESSAGE_NOT_FOUND', `No message with id ${body.quotedMessageId}.`);
			message.quotedMessageId = String(body.quotedMessageId);
			message.quotedMessage = quoted;
		}
		this.messages.push(message);
		if (body.multipleReceivers) {
			const { uids = [], guids = [] } = body.multipleReceivers as { uids?: string[]; guids?: string[] };
			const sent = (id: string) => ({ success: true, id: String(this.nextId++), receiver: id });
			return {
				status: 200,
				body: { data: { ...message, multipleReceivers: { uids: Object.fromEntries(uids.map((u) => [u, sent(u)])), guids: Object.fromEntries(guids.map((g) => [g, sent(g)])) } } },
			};
		}
		return { status: 200, body: { data: message } };
	}
}
