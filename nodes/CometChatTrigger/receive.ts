import { createHash, timingSafeEqual } from 'node:crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, ICredentialsDecrypted, IDataObject, IHookFunctions, INodeCredentialTestResult, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { jsonShape, MAX_JSON_DEPTH } from '../shared/validation/body';

/** Larger than any CometChat event (a message's text is limited to 64 KB); a sane ceiling. */
const MAX_BODY_BYTES = 1024 * 1024;
/** CometChat retries after 10 s and 30 s; twice that is remembered. */
export const DEDUPE_TTL_MS = 2 * 60 * 1000;
/** Keys kept per trigger node; the oldest go first (a key is ~100 bytes). */
const DEDUPE_MAX_KEYS = 20_000;

/** What CometChat's dashboard and Management API accept for a webhook's Basic Auth: letters and digits, up to these lengths. */
const USER_MAX = 50;
const PASSWORD_MAX = 100;

/** The rules in words, for the credential's notice. */
export const BASIC_AUTH_RULES_TEXT = `CometChat accepts letters and digits only: user up to ${USER_MAX}, password up to ${PASSWORD_MAX} characters.`;

export const asObject = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as IDataObject) : undefined);
export const asId = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/** The first thing CometChat would refuse in a CometChat Webhook credential, or undefined when it accepts it. */
function basicAuthProblem(credentials: ICredentialDataDecryptedObject) {
	for (const [field, label, max] of [['user', 'User', USER_MAX], ['password', 'Password', PASSWORD_MAX]] as const) {
		const value = String(credentials[field] ?? '');
		if (!value) return `${label} is empty`;
		if (!/^[A-Za-z0-9]+$/.test(value)) return `${label} may hold letters and digits only: CometChat refuses other characters`;
		if (value.length > max) return `${label} is ${value.length} characters long; CometChat accepts at most ${max}`;
	}
	return undefined;
}

/** n8n's "Test" button: nothing is called with this credential (CometChat sends it to n8n), so it is checked against CometChat's rules. */
export async function cometChatWebhookApiTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
	const problem = basicAuthProblem(credential.data ?? {});
	return problem ? { status: 'Error', message: problem } : { status: 'OK', message: 'CometChat accepts this user and password' };
}

/** The Basic Auth settings a registration sends (the webhook's, the bot's callback): off, or the credential's, checked before anything is sent. */
export async function basicAuthSettings(ctx: IHookFunctions): Promise<IDataObject> {
	if (ctx.getNodeParameter('authentication', 'basicAuth') !== 'basicAuth') return { useBasicAuth: false };
	const credentials = await ctx.getCredentials('cometChatWebhookApi');
	if (basicAuthProblem(credentials) !== undefined) {
		throw new NodeOperationError(
			ctx.getNode(),
			`CometChat accepts only letters and digits for webhook Basic Auth (user up to ${USER_MAX}, password up to ${PASSWORD_MAX} characters); change the CometChat Webhook credential`,
		);
	}
	return { useBasicAuth: true, username: String(credentials.user), password: String(credentials.password) };
}

/**
 * Why an `Authorization: Basic …` header does not carry the expected user and password (HTTP
 * 401), or undefined when it does. Both sides are hashed first, so the comparison takes the
 * same time whatever the lengths. Messages never repeat what was sent or expected.
 */
export function basicAuthRefusal(header: string | undefined, user: string, password: string) {
	const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
	if (!match) return 'Authorization required';
	const [sent, expected] = [Buffer.from(match[1], 'base64').toString('utf8'), `${user}:${password}`].map((value) => createHash('sha256').update(value, 'utf8').digest());
	return timingSafeEqual(sent, expected) ? undefined : 'Authorization failed';
}

/** Answers the request itself; n8n starts nothing. */
export function reject(ctx: IWebhookFunctions, status: number, message: string, headers: IDataObject = {}) {
	const res = ctx.getResponseObject();
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
	res.status(status).json({ message });
	return { noWebhookResponse: true };
}

/** 200, no execution. */
export const ignored = (message: string) => ({ webhookResponse: { message } });

/** The trigger node in this process: its runs in flight and the deliveries it has seen are counted per node. */
export const nodeKey = (ctx: IWebhookFunctions) => `${ctx.getWorkflow().id ?? ''}|${ctx.getNode().id}`;

/**
 * One request, whatever the trigger listens for: Basic Auth when it is on, then the body's
 * limits, before anything reads it: larger than MAX_BODY_BYTES, or nested deeper than any
 * CometChat payload, which code that walks it (here, or n8n's copies of the items) would
 * recurse into until the stack runs out (a 400, never a 500). Then the source's `receiver`.
 */
export async function receive(ctx: IWebhookFunctions, receiver: (ctx: IWebhookFunctions, body: unknown) => IWebhookResponseData | Promise<IWebhookResponseData>) {
	const req = ctx.getRequestObject();
	if (ctx.getNodeParameter('authentication', 'basicAuth') === 'basicAuth') {
		const expected = await ctx.getCredentials('cometChatWebhookApi').catch(() => undefined);
		if (!expected) return reject(ctx, 500, 'The CometChat Trigger has no CometChat Webhook credential');
		const refusal = basicAuthRefusal(req.headers.authorization, String(expected.user ?? ''), String(expected.password ?? ''));
		if (refusal) return reject(ctx, 401, refusal, { 'WWW-Authenticate': 'Basic realm="CometChat Trigger"' });
	}
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	if (size > MAX_BODY_BYTES) return reject(ctx, 400, `Body too large: ${size} bytes (at most ${MAX_BODY_BYTES})`);
	if (jsonShape(req.body, true).depth > MAX_JSON_DEPTH) return reject(ctx, 400, `Body nested too deep: more than ${MAX_JSON_DEPTH} levels`);
	return receiver(ctx, req.body);
}

/** Keys seen recently (key → when), bounded in count and age; a Map keeps insertion order. */
export class SeenKeys extends Map<string, number> {
	constructor(
		private readonly ttlMs = DEDUPE_TTL_MS,
		private readonly maxKeys = DEDUPE_MAX_KEYS,
	) {
		super();
	}

	/** True the first time a key is offered within the TTL; records it. */
	firstTime(key: string, now = Date.now()) {
		for (const [seenKey, at] of this) {
			if (now - at < this.ttlMs) break;
			this.delete(seenKey);
		}
		// what the sweep left is younger than the TTL (keys are in the order they came)
		if (this.has(key)) return false;
		this.set(key, now);
		while (this.size > this.maxKeys) this.delete(this.keys().next().value as string);
		return true;
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
