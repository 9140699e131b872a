/**
 * A local server that behaves like CometChat's Management API for webhooks
 * (apimgmt.cometchat.io, /work/shared/spec/cometchat-webhooks.md section 4): `key` and
 * `secret` headers, `X-Webhook-Version: 2`, webhooks and their triggers per app, CometChat's
 * limits (25 webhooks, id alphanumeric up to 50, Basic Auth alphanumeric). Listens on
 * 127.0.0.1 only; records every request; faults can be injected.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequest, type IncomingRequest } from './incomingRequest';

export const MANAGEMENT_KEY = 'mgmt-key-7c1d';
export const MANAGEMENT_SECRET = 'mgmt-secret-9e4b2f';
export const MANAGEMENT_APP_ID = 'APP';

export type ManagementRequest = IncomingRequest;

export interface StoredWebhook {
	id: string;
	name: string;
	webhookURL: string;
	useBasicAuth: boolean;
	username?: string;
	password?: string;
	enabled: boolean;
	retryOnFailure: boolean;
	triggers: string[];
	createdAt: number;
	updatedAt: number;
}

export interface ManagementFault {
	match: (request: ManagementRequest) => boolean;
	status: number;
	body?: unknown;
	headers?: Record<string, string>;
	times?: number;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const error = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

export class FakeManagementApi {
	readonly requests: ManagementRequest[] = [];
	readonly webhooks = new Map<string, StoredWebhook>();
	/** Triggers the fake refuses with success:false (as CometChat does for unknown ones). */
	refusedTriggers = new Set<string>();
	private faults: ManagementFault[] = [];
	private server?: Server;
	baseUrl = '';

	async start(): Promise<this> {
		this.server = createServer(async (req, res) => {
			const request: ManagementRequest = await readRequest(req);
			this.requests.push(request);
			const answer = this.answer(request);
			res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
			res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
		return this;
	}

	async stop(): Promise<void> {
		await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
	}

	fault(fault: ManagementFault): void {
		this.faults.push({ times: 1, ...fault });
	}

	credentials(over: Record<string, string> = {}) {
		return { appId: MANAGEMENT_APP_ID, apiKey: MANAGEMENT_KEY, secret: MANAGEMENT_SECRET, baseUrl: this.baseUrl, ...over };
	}

	/** Requests other than the listing (what changed something). */
	writes(): ManagementRequest[] {
		return this.requests.filter((r) => r.method !== 'GET');
	}

	private answer(request: ManagementRequest): Answer {
		const fault = this.faults.find((f) => (f.times ?? 1) > 0 && f.match(request));
		if (fault) {
			fault.times = (fault.times ?? 1) - 1;
			return { status: fault.status, body: fault.body, headers: fault.headers };
		}
		if (request.headers.key !== MANAGEMENT_KEY || request.headers.secret !== MANAGEMENT_SECRET) return error(401, 'AUTH_ERR', 'Invalid key or secret.');
		if (request.headers['x-webhook-version'] !== '2') return error(400, 'ERR_VERSION', 'Legacy webhook API used: send X-Webhook-Version: 2.');
		const match = /^\/apps\/([^/]+)\/webhooks(?:\/([^/]+))?(\/triggers)?$/.exec(request.path);
		if (!match) return error(404, 'ERR_NOT_FOUND', 'No such endpoint.');
		if (decodeURIComponent(match[1]) !== MANAGEMENT_APP_ID) return error(404, 'ERR_APP_NOT_FOUND', 'App not found.');
		const id = match[2] && decodeURIComponent(match[2]);
		const body = (request.body ?? {}) as Record<string, unknown>;
		if (!id) {
			if (request.method === 'GET') return this.list(request);
			if (request.method === 'POST') return this.create(body);
			return error(405, 'ERR_METHOD', 'Method not allowed.');
		}
		const hook = this.webhooks.get(id);
		if (!hook) return error(404, 'ERR_WEBHOOK_NOT_FOUND', `The webhook ${id} does not exist.`);
		if (match[3]) return this.triggers(request.method, hook, body);
		if (request.method === 'GET') return { status: 200, body: { data: this.view(hook) } };
		if (request.method === 'DELETE') {
			this.webhooks.delete(id);
			return { status: 200, body: { data: { success: true, message: `Webhook ${id} deleted.` } } };
		}
		if (request.method === 'PUT') {
			const { id: _ignored, triggers: _t, ...fields } = body;
			Object.assign(hook, fields, { updatedAt: Date.now() });
			return { status: 200, body: { data: this.view(hook) } };
		}
		return error(405, 'ERR_METHOD', 'Method not allowed.');
	}

	private view(hook: StoredWebhook) {
		const { password: _secret, triggers: _triggers, ...rest } = hook;
		return rest;
	}

	private list(request: ManagementRequest): Answer {
		const perPage = Math.min(Number(request.query.perPage ?? 100), 1000);
		const page = Number(request.query.page ?? 1);
		const all = [...this.webhooks.values()];
		const data = all.slice((page - 1) * perPage, page * perPage).map((h) => this.view(h));
		return { status: 200, body: { data, meta: { pagination: { total: all.length, count: data.length, per_page: perPage, current_page: page, total_pages: Math.max(1, Math.ceil(all.length / perPage)) } } } };
	}

	private create(body: Record<string, unknown>): Answer {
		const id = String(body.id ?? '');
		if (!/^[A-Za-z0-9]{1,50}$/.test(id)) return error(400, 'ERR_VALIDATION', 'The id must be alphanumeric, at most 50 characters.');
		if (typeof body.name !== 'string' || body.name.length === 0 || body.name.length > 50) return error(400, 'ERR_VALIDATION', 'The name is required, at most 50 characters.');
		if (typeof body.webhookURL !== 'string' || body.webhookURL.length > 255) return error(400, 'ERR_VALIDATION', 'The webhookURL is required, at most 255 characters.');
		if (body.useBasicAuth && (!/^[A-Za-z0-9]{1,50}$/.test(String(body.username)) || !/^[A-Za-z0-9]{1,100}$/.test(String(body.password)))) {
			return error(400, 'ERR_VALIDATION', 'Basic auth username and password must be alphanumeric.');
		}
		if (this.webhooks.has(id)) return error(409, 'ERR_WEBHOOK_EXISTS', `The webhook ${id} already exists.`);
		if (this.webhooks.size >= 25) return error(400, 'ERR_LIMIT', 'An app can have at most 25 webhooks.');
		const now = Date.now();
		const hook: StoredWebhook = {
			id,
			name: body.name,
			webhookURL: body.webhookURL,
			useBasicAuth: Boolean(body.useBasicAuth),
			username: body.username as string | undefined,
			password: body.password as string | undefined,
			enabled: body.enabled !== false,
			retryOnFailure: Boolean(body.retryOnFailure),
			triggers: [],
			createdAt: now,
			updatedAt: now,
		};
		this.webhooks.set(id, hook);
		return { status: 200, body: { data: [this.view(hook)] } };
	}

	private triggers(method: string, hook: StoredWebhook, body: Record<string, unknown>): Answer {
		if (method === 'GET') return { status: 200, body: { data: hook.triggers.map((t) => ({ id: t, description: t })), meta: {} } };
		const ids = Array.isArray(body.triggerIds) ? body.triggerIds.map(String) : undefined;
		if (!ids) return error(400, 'ERR_VALIDATION', 'triggerIds is required.');
		if (method === 'POST') {
			const data: Record<string, { success: boolean; message: string }> = {};
			for (const t of ids) {
				if (this.refusedTriggers.has(t)) data[t] = { success: false, message: `Trigger ${t} is not available on this plan.` };
				else {
					if (!hook.triggers.includes(t)) hook.triggers.push(t);
					data[t] = { success: true, message: 'Trigger added.' };
				}
			}
			return { status: 200, body: { data } };
		}
		if (method === 'DELETE') {
			hook.triggers = hook.triggers.filter((t) => !ids.includes(t));
			return { status: 200, body: { data: { success: true, message: 'Triggers removed.' } } };
		}
		return error(405, 'ERR_METHOD', 'Method not allowed.');
	}
}
