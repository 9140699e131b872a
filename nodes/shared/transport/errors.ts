import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { header, MAX_SINGLE_WAIT_MS } from './rateHeaders';

type Loose = { [key: string]: unknown };

const NETWORK_MESSAGES: Record<string, string> = {
	ECONNREFUSED: 'the connection was refused',
	ECONNRESET: 'the connection was closed before CometChat answered',
	EPIPE: 'the connection was closed before CometChat answered',
	ENOTFOUND: 'the host name could not be resolved (check the App ID and the Region)',
	EAI_AGAIN: 'the host name could not be resolved right now',
	EHOSTUNREACH: 'the host is unreachable',
	ENETUNREACH: 'the network is unreachable',
};
/** Codes of requests that got no response (n8n 1.x keeps one only as the wrapper's httpCode). */
const NETWORK_CODES = [...Object.keys(NETWORK_MESSAGES), 'ETIMEDOUT', 'ECONNABORTED', 'ERR_SOCKET_CONNECTION_TIMEOUT'];

/** What a failed request left behind, whichever way n8n wrapped it. */
export interface HttpFailure {
	status?: number;
	headers?: IDataObject;
	body?: unknown;
	/** Network error code such as ECONNREFUSED, when no response came back. */
	networkCode?: string;
	timedOut: boolean;
	message: string;
	/** Why a 2xx response is not CometChat's envelope (`envelopeProblem`); such a response is final. */
	envelopeProblem?: string;
}

function asObject(value: unknown): Loose | undefined {
	return value && typeof value === 'object' ? (value as Loose) : undefined;
}

/** The error and what it wraps: n8n puts the axios error in `cause` (2.x) or keeps it (1.x). */
function chain(error: unknown): Loose[] {
	const seen: Loose[] = [];
	let current = asObject(error);
	while (current && !seen.includes(current) && seen.length < 6) {
		seen.push(current);
		current = asObject(current.cause) ?? asObject(current.errorResponse) ?? asObject(current.reason);
	}
	return seen;
}

export function describeHttpFailure(error: unknown): HttpFailure {
	const links = chain(error);
	const withResponse = links.find((link) => asObject(link.response)?.status !== undefined);
	const response = asObject(withResponse?.response);
	const codes = links.flatMap((link) => [link.code, link.httpCode]).filter((code): code is string => typeof code === 'string');
	const networkCode = response ? undefined : codes.find((code) => NETWORK_CODES.includes(code));
	const messages = links
		.flatMap((link) => [link.message, ...(Array.isArray(link.messages) ? link.messages : [])])
		.filter((m): m is string => typeof m === 'string');
	const timedOut = !response && (codes.includes('ECONNABORTED') || codes.includes('ETIMEDOUT')) && messages.some((m) => /timeout|timed out/i.test(m));
	const envelopeProblem = links.map((link) => link.envelopeProblem).find((why): why is string => typeof why === 'string');
	return {
		status: response ? Number(response.status) : undefined,
		headers: asObject(response?.headers) as IDataObject | undefined,
		body: response?.data,
		networkCode,
		timedOut,
		message: messages[messages.length - 1] ?? String(error),
		...(envelopeProblem === undefined ? {} : { envelopeProblem }),
	};
}

function text(value: unknown): string | undefined {
	return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function bodyText(body: unknown): string {
	if (typeof body === 'string') return body;
	if (Buffer.isBuffer(body)) return body.toString('utf8');
	return JSON.stringify(body) ?? '';
}

/** The start of a body for a message: the key is redacted before it is cut, so no part of it shows. */
function snippet(body: unknown, apiKey: Secrets, { keepTags = false, length = 300 } = {}): string {
	const raw = redact(bodyText(body), apiKey);
	const plain = (keepTags ? raw : raw.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
	return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

/** Where a redirect pointed: the origin of its Location, resolved against the request's origin. */
function redirectTarget(headers: IDataObject | undefined, origin: string | undefined): string {
	const location = header(headers, 'location');
	if (!location) return 'no address (no Location header)';
	try {
		return new URL(location, origin ? `${origin}/` : undefined).origin;
	} catch {
		return `an address that is not a valid URL (${JSON.stringify(location.slice(0, 100))})`;
	}
}

type Secrets = string | ReadonlyArray<string | undefined> | undefined;

/** Never let a key travel into an error, even if a server echoes it. */
export function redact(value: string, secrets: Secrets): string {
	const all = typeof secrets === 'string' ? [secrets] : (secrets ?? []);
	return all.reduce<string>((text, secret) => (secret && secret.length >= 4 ? text.split(secret).join('[redacted]') : text), value);
}

export interface ErrorContext {
	node: INode;
	itemIndex: number;
	/** Where the request went, for messages about unreachable hosts (no credentials in it). */
	origin?: string;
	timeoutMs?: number;
	apiKey?: string;
	/** Other secrets the request carried (the Management API's), redacted like the key. */
	secrets?: string[];
	/** The request's method: what may have happened to a request that failed oddly depends on it. */
	method?: string;
}

/**
 * A NodeApiError shaped as the contract says: message = CometChat's `error.message`,
 * description = `devMessage` and the code, httpCode = the status. Built from plain data
 * only, so neither the request (with its `apikey` header) nor the raw response leak
 * into what n8n stores.
 */
export function cometChatError(failure: HttpFailure, context: ErrorContext): NodeApiError {
	const { node, itemIndex, origin, timeoutMs, method = 'GET' } = context;
	const apiKey = [context.apiKey, ...(context.secrets ?? [])];
	const where = origin ? ` at ${origin}` : '';
	let message: string;
	let description: string | undefined;
	const details: Loose = {};
	if (failure.status !== undefined && failure.status >= 300 && failure.status < 400) {
		message = `CometChat answered with a redirect (HTTP ${failure.status}) to ${redirectTarget(failure.headers, origin)}; redirects are not followed, so nothing was sent there`;
		description =
			"CometChat's API does not redirect, so this node never follows a redirect: the request and the API key stay with the address in the credentials. A redirect usually means the Base URL of the CometChat API credentials points at a proxy, an old address or another service.";
	} else if (failure.envelopeProblem !== undefined) {
		message = `CometChat answered HTTP ${failure.status} without its {"data": …} envelope: ${failure.envelopeProblem}`;
		const contentType = header(failure.headers, 'content-type') ?? 'none';
		const body = snippet(failure.body, apiKey, { keepTags: true, length: 200 });
		const sent =
			method.toUpperCase() === 'GET'
				? 'The request was not repeated.'
				: 'The request was not repeated: it may have reached CometChat all the same, so check there before sending it again.';
		description = `Content type: ${contentType}. ${body ? `The body began: ${body}` : 'The body was empty.'} Such answers come from a proxy, a captive portal or a connection cut short, not from CometChat. ${sent}`;
	} else if (failure.status !== undefined) {
		const error = (failure.body as Loose | undefined)?.error as Loose | undefined;
		if (error && typeof error === 'object' && (text(error.message) || text(error.code))) {
			message = text(error.message) ?? `CometChat answered HTTP ${failure.status}`;
			const parts = [text(error.devMessage), text(error.code) && `Error code: ${String(error.code)}`];
			if (error.details && typeof error.details === 'object') parts.push(`Details: ${JSON.stringify(error.details)}`);
			description = parts.filter(Boolean).join('. ') || undefined;
			Object.assign(details, { code: text(error.code), devMessage: text(error.devMessage), source: text(error.source), details: error.details });
		} else if (failure.body !== undefined && typeof failure.body === 'object' && !Buffer.isBuffer(failure.body)) {
			message = `CometChat answered HTTP ${failure.status}`;
			description = `Unexpected error body: ${snippet(failure.body, apiKey)}`;
		} else {
			message = `CometChat answered HTTP ${failure.status} with a non-JSON body`;
			const body = snippet(failure.body, apiKey);
			description = body ? `This usually comes from a proxy or gateway in front of CometChat. The body began: ${body}` : 'The body was empty.';
		}
	} else if (failure.timedOut) {
		const limit = timeoutMs ? ` within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}` : ' in time';
		message = `CometChat did not answer${where}${limit}`;
		description =
			"The request timed out. For a message it is not retried, because it may have been delivered; raise it in the node's Settings > Request Options > Timeout if the service is slow.";
	} else if (failure.networkCode) {
		message = `Could not reach CometChat${where}: ${NETWORK_MESSAGES[failure.networkCode] ?? failure.networkCode}`;
		description = `Network error ${failure.networkCode}`;
	} else {
		message = failure.message;
	}
	const errorResponse = JSON.parse(redact(JSON.stringify({ httpCode: failure.status, message, ...details }), apiKey)) as JsonObject;
	return new NodeApiError(node, errorResponse, {
		message: redact(message, apiKey),
		description: description === undefined ? undefined : redact(description, apiKey),
		httpCode: failure.status === undefined ? undefined : String(failure.status),
		itemIndex,
	});
}

/** Dates beyond this are no dates (ECMAScript's limit: 100 million days from 1970). */
const LATEST_DATE_MS = 8.64e15;
const CENTURY_MS = 100 * 365.25 * 24 * 3600_000;

/** When the limit resets, also for an absurd reset header (`Retry-After: 1e20`). */
function resetPhrase(resetInMs: number): string {
	const at = Date.now() + resetInMs;
	if (!Number.isFinite(at) || at > LATEST_DATE_MS || resetInMs > CENTURY_MS) {
		return 'it resets too far in the future to wait for (in more than 100 years)';
	}
	return `it resets at ${new Date(at).toISOString()} (in ${Math.ceil(resetInMs / 1000)} s)`;
}

/** A rate limit this request may not wait out: when it resets, and which bound the wait would pass. */
export function rateLimitError(context: ErrorContext, resetInMs: number, elapsedMs: number, maxTotalWaitMs: number): NodeApiError {
	const total = maxTotalWaitMs >= 60_000 ? `${maxTotalWaitMs / 60_000} min` : `${maxTotalWaitMs / 1000} s`;
	const why =
		resetInMs > MAX_SINGLE_WAIT_MS
			? `longer than the ${MAX_SINGLE_WAIT_MS / 1000} s this node waits at a time`
			: `which would make ${Math.round((elapsedMs + resetInMs) / 1000)} s for this request, more than the ${total} it may take`;
	return new NodeApiError(
		context.node,
		{ httpCode: '429', code: 'ERR_TOO_MANY_REQUESTS' },
		{
			message: `CometChat rate limit reached; ${resetPhrase(resetInMs)}, ${why}`,
			description:
				"Spread the work out: fewer items per run, a Wait node, or the node's Settings > Request Options > Batching. CometChat documents about 30 messages a minute per sender.",
			httpCode: '429',
			itemIndex: context.itemIndex,
		},
	);
}
