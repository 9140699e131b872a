import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { jsonDepth, MAX_JSON_DEPTH } from '../shared/validation/body';
import { basicAuthRefusal } from './basicAuth';

/** Larger than any CometChat event (a message's text is limited to 64 KB); a sane ceiling. */
const MAX_BODY_BYTES = 1024 * 1024;
/** CometChat retries after 10 s and 30 s; twice that is remembered. */
export const DEDUPE_TTL_MS = 2 * 60 * 1000;
/** Keys kept per trigger node; the oldest go first (a key is ~100 bytes). */
const DEDUPE_MAX_KEYS = 20_000;

/** What a source does with a request that passed Basic Auth and the body's limits. */
export type Receiver = (ctx: IWebhookFunctions, body: unknown) => IWebhookResponseData | Promise<IWebhookResponseData>;

export const asObject = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined);
export const asId = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/** Answers the request itself; n8n starts nothing. */
export function reject(ctx: IWebhookFunctions, status: number, message: string, headers: IDataObject = {}): IWebhookResponseData {
	const res = ctx.getResponseObject();
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
	res.status(status).json({ message });
	return { noWebhookResponse: true };
}

/** 200, no execution. */
export const ignored = (message: string): IWebhookResponseData => ({ webhookResponse: { message } });

/** The trigger node in this process: its runs in flight and the deliveries it has seen are counted per node. */
export const nodeKey = (ctx: IWebhookFunctions) => `${ctx.getWorkflow().id ?? ''}|${ctx.getNode().id}`;

/**
 * One request, whatever the trigger listens for: Basic Auth when it is on, then the body's
 * limits, before anything reads it: larger than MAX_BODY_BYTES, or nested deeper than any
 * CometChat payload, which code that walks it (here, or n8n's copies of the items) would
 * recurse into until the stack runs out (a 400, never a 500). Then the source's `receiver`.
 */
export async function receive(ctx: IWebhookFunctions, receiver: Receiver): Promise<IWebhookResponseData> {
	const req = ctx.getRequestObject();
	if (ctx.getNodeParameter('authentication', 'basicAuth') === 'basicAuth') {
		const expected = await ctx.getCredentials('cometChatWebhookApi').catch(() => undefined);
		if (!expected) return reject(ctx, 500, 'The CometChat Trigger has no CometChat Webhook credential');
		const refusal = basicAuthRefusal(req.headers.authorization, String(expected.user ?? ''), String(expected.password ?? ''));
		if (refusal) return reject(ctx, 401, refusal, { 'WWW-Authenticate': 'Basic realm="CometChat Trigger"' });
	}
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	if (size > MAX_BODY_BYTES) return reject(ctx, 400, `Body too large: ${size} bytes (at most ${MAX_BODY_BYTES})`);
	if (jsonDepth(req.body) > MAX_JSON_DEPTH) return reject(ctx, 400, `Body nested too deep: more than ${MAX_JSON_DEPTH} levels`);
	return receiver(ctx, req.body);
}

/** Keys seen recently, bounded in count and age; a Map keeps insertion order. */
export class SeenKeys {
	private readonly seen = new Map<string, number>();

	constructor(
		private readonly ttlMs = DEDUPE_TTL_MS,
		private readonly maxKeys = DEDUPE_MAX_KEYS,
	) {}

	/** True the first time a key is offered within the TTL; records it. */
	firstTime(key: string, now = Date.now()) {
		for (const [seenKey, at] of this.seen) {
			if (now - at < this.ttlMs) break;
			this.seen.delete(seenKey);
		}
		const at = this.seen.get(key);
		if (at !== undefined && now - at < this.ttlMs) return false;
		this.seen.delete(key);
		this.seen.set(key, now);
		while (this.seen.size > this.maxKeys) this.seen.delete(this.seen.keys().next().value as string);
		return true;
	}

	get size() {
		return this.seen.size;
	}
}

const seenPerNode = new Map<string, SeenKeys>();

/** Whether this trigger node (in this process's memory) sees a delivery for the first time; "Listen for test event" takes the same sample as often as it is sent. */
export function firstDelivery(ctx: IWebhookFunctions, key: string) {
	if (ctx.getMode() === 'manual') return true;
	const seen = seenPerNode.get(nodeKey(ctx)) ?? new SeenKeys();
	seenPerNode.set(nodeKey(ctx), seen);
	return seen.firstTime(key);
}
