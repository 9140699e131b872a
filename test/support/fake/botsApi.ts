/**
 * A local server that behaves like CometChat's Bots REST API as its docs describe it
 * (/work/shared/spec/cometchat-moderation-agents-conversations.md 4.1; not in the OpenAPI):
 * `apikey` header, `POST /bots`, `GET|PUT|DELETE /bots/{uid}`, the uid an existing user's,
 * lower-cased, `enabled` false and `groupChatSetting` none by default, answers that repeat the
 * stored password, `ERR_BOT_NOT_FOUND` (404) for a uid without a bot. 127.0.0.1 only; records every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequest, type IncomingRequest } from './incomingRequest';
import type { Route } from './types';

export const BOTS_API_KEY = 'rest-key-bots-5a1f';
export const BOTS_APP_ID = 'APP';

export interface StoredBot {
	uid: string;
	webhookURL?: string;
	groupChatSetting: string;
	enabled: boolean;
	useBasicAuth: boolean;
	username?: string;
	password?: string;
}

const GROUP_SETTINGS = ['allMessages', 'slashedMessages', 'mentionedMessages', 'none'];
type Answer = { status: number; body: unknown };
const error = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

/**
 * The bots of one app as CometChat's /bots API keeps them, answering by method, path and body;
 * `userExists` says which uids are users (a bot must be one). The standalone FakeBotsApi and
 * the fake CometChat's `/v3/bots` route (botsRoute) both answer through it.
 */
export class BotRecords {
	readonly bots = new Map<string, StoredBot>();

	constructor(private readonly userExists: (uid: string) => boolean) {}

	/** The answer to `method path`, or undefined for a path that is not `/v3/bots` or `/v3/bots/{uid}`. */
	answer(method: string, path: string, requestBody: unknown): Answer | undefined {
		const match = /^\/v3\/bots(?:\/([^/]+))?$/.exec(path);
		if (!match) return undefined;
		const body = (requestBody ?? {}) as Record<string, unknown>;
		if (!match[1]) {
			if (method !== 'POST') return error(405, 'ERR_METHOD', 'Method not allowed.');
			return this.create(body);
		}
		const uid = decodeURIComponent(match[1]).toLowerCase();
		const bot = this.bots.get(uid);
		if (!bot) return error(404, 'ERR_BOT_NOT_FOUND', `The bot with uid ${uid} does not exist.`);
		if (method === 'GET') return { status: 200, body: { data: bot } };
		if (method === 'DELETE') {
			this.bots.delete(uid);
			return { status: 200, body: { data: { success: true } } };
		}
		if (method === 'PUT') {
			const problem = this.invalid(body);
			if (problem) return error(400, 'ERR_VALIDATION', problem);
			const { uid: _uid, ...fields } = body;
			Object.assign(bot, fields);
			return { status: 200, body: { data: bot } };
		}
		return error(405, 'ERR_METHOD', 'Method not allowed.');
	}

	private invalid(body: Record<string, unknown>): string | undefined {
		if (body.webhookURL !== undefined && (typeof body.webhookURL !== 'string' || body.webhookURL.length > 255)) return 'webhookURL: at most 255 characters';
		if (body.groupChatSetting !== undefined && !GROUP_SETTINGS.includes(String(body.groupChatSetting))) return 'groupChatSetting is not valid';
		if (body.username !== undefined && String(body.username).length > 50) return 'username: at most 50 characters';
		if (body.password !== undefined && String(body.password).length > 50) return 'password: at most 50 characters';
		return undefined;
	}

	private create(body: Record<string, unknown>): Answer {
		const uid = String(body.uid ?? '').toLowerCase();
		if (!uid || uid.length > 50 || !this.userExists(uid)) return error(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
		if (this.bots.has(uid)) return error(409, 'ERR_BOT_EXISTS', `The bot ${uid} already exists.`);
		const problem = this.invalid(body);
		if (problem) return error(400, 'ERR_VALIDATION', problem);
		const bot: StoredBot = {
			uid,
			webhookURL: body.webhookURL as string | undefined,
			groupChatSetting: String(body.groupChatSetting ?? 'none'),
			enabled: body.enabled === true,
			useBasicAuth: body.useBasicAuth === true,
			...(body.username !== undefined ? { username: String(body.username) } : {}),
			...(body.password !== undefined ? { password: String(body.password) } : {}),
		};
		this.bots.set(uid, bot);
		return { status: 200, body: { data: bot } };
	}
}

/** A server of its own for the /bots API alone (its own API key), as the trigger's jest tests use it. */
export class FakeBotsApi {
	readonly requests: IncomingRequest[] = [];
	/** Users that exist (a bot must be one). */
	readonly users = new Set<string>(['support-bot', 'other-bot']);
	private readonly records = new BotRecords((uid) => this.users.has(uid));
	readonly bots = this.records.bots;
	private server?: Server;
	baseUrl = '';

	async start(): Promise<this> {
		this.server = createServer(async (req, res) => {
			const request = await readRequest(req);
			this.requests.push(request);
			const answer = this.answer(request);
			res.writeHead(answer.status, { 'content-type': 'application/json' });
			res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v3`;
		return this;
	}

	async stop(): Promise<void> {
		await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
	}

	credentials() {
		return { appId: BOTS_APP_ID, region: 'us', apiKey: BOTS_API_KEY, baseUrl: this.baseUrl };
	}

	/** Method and path of every request, in order. */
	calls(): string[] {
		return this.requests.map((r) => `${r.method} ${r.path}`);
	}

	private answer(request: IncomingRequest): Answer {
		if (request.headers.apikey !== BOTS_API_KEY) return error(401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The apiKey is not valid.');
		return this.records.answer(request.method, request.path, request.body) ?? error(404, 'ERR_NOT_FOUND', 'No such endpoint.');
	}
}

/** The fake CometChat's `/v3/bots` and `/v3/bots/{uid}` (a bot's uid must be one of its users). */
export const botsRoute: Route = (fake, request) => fake.botRecords.answer(request.method, request.path, request.body);
