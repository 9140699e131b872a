import type { IExecuteFunctions } from 'n8n-workflow';
import { waited } from './transport/retry';

/** An HTTP reply written in one piece. */
export type HeldReply = { statusCode: number; headers: Record<string, string>; body: string };

interface HoldOptions {
	/** How long the workflow has to answer, from the trigger's webhook() call; 0 for no limit. */
	budgetMs: number;
	/** The reply sent instead of the workflow's: the time budget ran out, or the run ended without a reply. */
	fallback: (cause: 'timeout' | 'ended') => HeldReply;
	/** Whether what the workflow sent is a well-formed reply; anything else is replaced by the fallback. */
	accepts: (reply: { statusCode: number; contentType: string; body: Buffer }) => boolean;
}

type HeaderValue = number | string | readonly string[];

/** The part of Express's Response (a Node ServerResponse) the hold uses. */
export interface HeldResponse {
	statusCode: number;
	readonly headersSent: boolean;
	readonly writableEnded: boolean;
	getHeader(name: string): HeaderValue | undefined;
	setHeader(name: string, value: HeaderValue): unknown;
	setHeaders(headers: Map<string, HeaderValue> | Headers): unknown;
	write(...args: unknown[]): boolean;
	end(...args: unknown[]): unknown;
	once(event: 'close', listener: () => void): unknown;
}

function chunkBytes(chunk: unknown, encoding: unknown) {
	if (chunk instanceof Uint8Array) return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
	return Buffer.from(chunk == null || typeof chunk === 'function' ? '' : String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** Calls a write's callback, if any, after the write call returned, as Node does. */
const callbackLater = (args: unknown[]) => void Promise.resolve().then(args.find((arg): arg is () => void => typeof arg === 'function'));

/**
 * Holds the request a trigger answers through n8n's response mechanism (responseMode
 * `responseNode`, the trigger returning workflowData without `noWebhookResponse`) so that exactly one
 * well-formed reply goes out, in time:
 * - the first finished reply `accepts` takes is sent as is (a custom operation's
 *   `this.sendResponse` with a Buffer body, which n8n writes with `res.end(buffer)`);
 * - any other way of finishing the response (n8n ends it empty, or with its error body,
 *   when a run ends without answering) sends the fallback instead, at once;
 * - when `budgetMs` passes first, the fallback goes out;
 * - after that every write to this response is dropped quietly, so n8n's own late attempt
 *   neither throws "headers already sent" nor logs an error.
 * It replaces four methods of this one response object, no more: what n8n's
 * `setupResponseNodePromise` (webhooks/webhook-helpers, n8n 1.123 and 2.41) calls on it.
 * n8n's reply reaches it the same way in regular and queue mode (the worker's reply is
 * relayed to the process that holds the request). The budget's timer is cleared
 * at the reply or when the caller leaves (`waited`), instead of running out.
 */
export function holdResponse(res: HeldResponse, options: HoldOptions) {
	const end = res.end.bind(res);
	const setHeader = res.setHeader.bind(res);
	const setHeaders = res.setHeaders.bind(res);
	const answered = new AbortController();

	const send = ({ statusCode, headers, body }: HeldReply) => {
		if (res.headersSent || res.writableEnded) return;
		res.statusCode = statusCode;
		for (const [name, value] of Object.entries({ ...headers, 'content-length': Buffer.byteLength(body) })) setHeader(name, value);
		end(body);
	};

	// n8n sets the reply's headers before writing it (WebhookResponseHeaders.applyToResponse
	// calls setHeaders, applySandboxCSP and Express's res.send call setHeader): once the
	// fallback has gone out, they would throw ERR_HTTP_HEADERS_SENT into n8n's log
	res.setHeader = (name, value) => (res.headersSent ? res : setHeader(name, value));
	res.setHeaders = (headers) => (res.headersSent ? res : setHeaders(headers));
	// n8n pipes a binary reply (`stream.pipe(res, { end: false })`), which would go out
	// unchecked; the reply is written in one piece by end(), nothing is streamed before it
	res.write = (...args) => {
		callbackLater(args);
		return true;
	};
	// n8n finishes every reply with end(): `res.end(buffer)`, Express's res.send, or an empty
	// `res.end()` on the next tick
	res.end = (...args) => {
		if (!answered.signal.aborted) {
			answered.abort(); // clears the budget's timer
			const body = chunkBytes(args[0], args[1]);
			if (options.accepts({ statusCode: res.statusCode, contentType: String(res.getHeader('content-type') ?? ''), body })) end(body);
			else send(options.fallback('ended'));
		}
		callbackLater(args);
		return res;
	};

	if (options.budgetMs > 0) {
		void waited(options.budgetMs, answered.signal).then((timedOut) => {
			if (!timedOut || answered.signal.aborted) return;
			answered.abort();
			send(options.fallback('timeout'));
		});
	}
	// the caller left (or the reply went out): nothing more is written to it
	res.once('close', () => answered.abort());
}

/**
 * Answers the request the workflow's trigger holds (see holdResponse): n8n writes a Buffer
 * body straight to the held response (n8n 1.123 and 2.41 alike). The first reply of an
 * execution is the one sent; later ones change nothing.
 */
export async function replyToHeldRequest(context: IExecuteFunctions, { body, headers, statusCode }: HeldReply) {
	// typed `void` in n8n 1.x and `Promise<void>` in 2.x; both are async
	await context.sendResponse({ body: Buffer.from(body), headers, statusCode });
}

/** What CometChat's Custom API moderation expects back (HTTP 200, within 2 seconds). */
export type ModerationDecision = { isMatchingCondition: boolean; confidence: number; reason: string };

/** The decision as the HTTP reply CometChat reads (or, with another status, a failure's message). */
export function decisionReply(decision: ModerationDecision | { message: string }, statusCode = 200): HeldReply {
	return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(decision) };
}

/** Whether a reply is one CometChat reads as a decision: 200, JSON, a boolean and a confidence in 0..1. */
export function isDecisionReply(reply: { statusCode: number; contentType: string; body: Buffer }) {
	if (reply.statusCode !== 200 || !reply.contentType.toLowerCase().includes('application/json')) return false;
	try {
		const { isMatchingCondition, confidence, reason } = JSON.parse(reply.body.toString('utf8')) as Partial<ModerationDecision>;
		return typeof isMatchingCondition === 'boolean' && typeof confidence === 'number' && confidence >= 0 && confidence <= 1 && ['undefined', 'string'].includes(typeof reason);
	} catch {
		return false;
	}
}

/**
 * AG-UI events as CometChat reads a Custom Agent's answer: Server-Sent Events, each event
 * one `data: <json>` line and a blank line, in the protocol's order (RUN_STARTED, then per
 * message TEXT_MESSAGE_START, TEXT_MESSAGE_CONTENT…, TEXT_MESSAGE_END, then RUN_FINISHED;
 * RUN_ERROR on failure).
 */
export const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } as const;

export type RunIds = { threadId: string; runId: string };

const line = (type: string, event: Record<string, unknown>, timestamp: number) => `data: ${JSON.stringify({ type, ...event, timestamp })}\n\n`;

/** A whole run answered with these assistant messages (each non-empty, in deltas of at most 1000 characters, never splitting one), as one event stream. */
export function replyStream(ids: RunIds, messages: string[], now = Date.now()) {
	const events = messages.flatMap((text, index) => {
		const messageId = `${ids.runId}-answer-${index + 1}`;
		const deltas = (text.match(/[\s\S]{1,1000}/gu) ?? []).map((delta) => line('TEXT_MESSAGE_CONTENT', { messageId, delta }, now));
		return [line('TEXT_MESSAGE_START', { messageId, role: 'assistant' }, now), ...deltas, line('TEXT_MESSAGE_END', { messageId }, now)];
	});
	const run = { threadId: ids.threadId, runId: ids.runId };
	return line('RUN_STARTED', run, now) + events.join('') + line('RUN_FINISHED', run, now);
}

/** A run that failed, as one event stream: RUN_STARTED, then RUN_ERROR. */
export const errorStream = ({ threadId, runId }: RunIds, message: string, code: string, now = Date.now()) =>
	line('RUN_STARTED', { threadId, runId }, now) + line('RUN_ERROR', { message, code }, now);

export const isEventStream = (contentType: unknown) => /^text\/event-stream\b/i.test(String(contentType ?? ''));
