import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { header, MAX_SINGLE_WAIT_MS } from './rateHeaders';

type Loose = Record<string, unknown>;

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
	timedOut?: boolean;
	/** The innermost message of a request that got no response. */
	message?: string;
	/** Why a 2xx response is not CometChat's envelope (`envelopeProblem`); such a response is final. */
	envelopeProblem?: string;
}

const asObject = (value: unknown) => (value && typeof value === 'object' ? (value as Loose) : undefined);
const strings = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');

/**
 * A request that got no response (every request goes with `ignoreHttpStatusErrors`, so an
 * HTTP status comes back as a response, never as an error): its network code, whether it
 * timed out, and the innermost message.
 */
export function describeHttpFailure(error: unknown): HttpFailure {
	// the error and what it wraps: n8n puts the axios error in `cause` (2.x) or keeps it (1.x)
	const links: Loose[] = [];
	for (let link = asObject(error); link && !links.includes(link) && links.length < 6; link = asObject(link.cause) ?? asObject(link.errorResponse) ?? asObject(link.reason)) {
		links.push(link);
	}
	const codes = strings(links.flatMap((link) => [link.code, link.httpCode]));
	const messages = strings(links.flatMap((link) => [link.message, ...(Array.isArray(link.messages) ? link.messages : [])]));
	return {
		networkCode: codes.find((code) => NETWORK_CODES.includes(code)),
		timedOut: (codes.includes('ECONNABORTED') || codes.includes('ETIMEDOUT')) && messages.some((m) => /timeout|timed out/i.test(m)),
		message: messages[messages.length - 1] ?? String(error),
	};
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The start of a body for a message: the key is redacted before it is cut, so no part of it shows. */
function snippet(body: unknown, secrets: Secrets, keepTags = false, length = 300) {
	const raw = redact(typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : (JSON.stringify(body) ?? ''), secrets);
	const plain = (keepTags ? raw : raw.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
	return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

type Secrets = string | ReadonlyArray<string | undefined> | undefined;

/** Never let a key travel into an error, even if a server echoes it. */
export const redact = (value: string, secrets: Secrets) =>
	[secrets].flat().reduce<string>((text, secret) => (secret && secret.length >= 4 ? text.split(secret).join('[redacted]') : text), value);

export interface ErrorContext {
	node: INode;
	itemIndex: number;
	// where the request went (no credentials in it); the API key and any other secret the request carried, never shown
	origin?: string;
	secrets?: Array<string | undefined>;
	timeoutMs?: number;
	method?: string;
}

/** The message, the description and CometChat's error fields of a failure. */
function explain(failure: HttpFailure, { origin, timeoutMs, method = 'GET', secrets }: ErrorContext): [string, string?, Loose?] {
	const { status, body } = failure;
	const where = origin ? ` at ${origin}` : '';
	if (status !== undefined && status >= 300 && status < 400) {
		// where it pointed: the origin of its Location, resolved against the request's origin
		const location = header(failure.headers, 'location');
		const base = origin ? `${origin}/` : undefined;
		const target =
			!location ? 'no address (no Location header)'
			: URL.canParse(location, base) ? new URL(location, base).origin
			: `an address that is not a valid URL (${JSON.stringify(location.slice(0, 100))})`;
		return [
			`CometChat answered with a redirect (HTTP ${status}) to ${target}; redirects are not followed, so nothing was sent there`,
			"CometChat's API does not redirect, so this node never follows a redirect: the request and the API key stay with the address in the credentials. A redirect usually means the Base URL of the CometChat API credentials points at a proxy, an old address or another service.",
		];
	}
	if (failure.envelopeProblem !== undefined) {
		const began = snippet(body, secrets, true, 200);
		const sent = method.toUpperCase() === 'GET' ? '' : ': it may have reached CometChat all the same, so check there before sending it again';
		return [
			`CometChat answered HTTP ${status} without its {"data": …} envelope: ${failure.envelopeProblem}`,
			`Content type: ${header(failure.headers, 'content-type') ?? 'none'}. ${began ? `The body began: ${began}` : 'The body was empty.'} Such answers come from a proxy, a captive portal or a connection cut short, not from CometChat. The request was not repeated${sent}.`,
		];
	}
	if (status !== undefined) {
		const error = asObject(asObject(body)?.error);
		if (error && (text(error.message) || text(error.code))) {
			const parts = [text(error.devMessage), text(error.code) && `Error code: ${String(error.code)}`, asObject(error.details) && `Details: ${JSON.stringify(error.details)}`];
			const fields = { code: text(error.code), devMessage: text(error.devMessage), source: text(error.source), details: error.details };
			return [text(error.message) ?? `CometChat answered HTTP ${status}`, parts.filter(Boolean).join('. ') || undefined, fields];
		}
		if (typeof body === 'object' && !Buffer.isBuffer(body)) return [`CometChat answered HTTP ${status}`, `Unexpected error body: ${snippet(body, secrets)}`];
		const began = snippet(body, secrets);
		return [`CometChat answered HTTP ${status} with a non-JSON body`, began ? `This usually comes from a proxy or gateway in front of CometChat. The body began: ${began}` : 'The body was empty.'];
	}
	if (failure.timedOut) {
		return [
			`CometChat did not answer${where}${timeoutMs ? ` within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}` : ' in time'}`,
			"The request timed out. For a message it is not retried, because it may have been delivered; raise it in the node's Settings > Request Options > Timeout if the service is slow.",
		];
	}
	if (failure.networkCode) return [`Could not reach CometChat${where}: ${NETWORK_MESSAGES[failure.networkCode] ?? failure.networkCode}`, `Network error ${failure.networkCode}`];
	return [failure.message!];
}

/** A NodeApiError as the contract says, built from plain data only: neither the request (its `apikey` header) nor the raw response leak into what n8n stores. */
export function cometChatError(failure: HttpFailure, context: ErrorContext): NodeApiError {
	const [message, description, fields] = explain(failure, context);
	const hide = (value: string) => redact(value, context.secrets);
	return new NodeApiError(context.node, JSON.parse(hide(JSON.stringify({ httpCode: failure.status, message, ...fields }))) as JsonObject, {
		message: hide(message),
		description: description && hide(description),
		httpCode: failure.status?.toString(),
		itemIndex: context.itemIndex,
	});
}

/** When the limit resets, also for an absurd reset header (`Retry-After: 1e20`: beyond a century, or ECMAScript's last date, is no date). */
function resetPhrase(resetInMs: number) {
	const at = Date.now() + resetInMs;
	if (!(at <= 8.64e15) || resetInMs > 100 * 365.25 * 24 * 3600_000) return 'it resets too far in the future to wait for (in more than 100 years)';
	return `it resets at ${new Date(at).toISOString()} (in ${Math.ceil(resetInMs / 1000)} s)`;
}

/** A rate limit this request may not wait out: when it resets, and which bound the wait would pass. */
export function rateLimitError({ node, itemIndex }: ErrorContext, resetInMs: number, elapsedMs: number, maxTotalWaitMs: number): NodeApiError {
	const total = maxTotalWaitMs >= 60_000 ? `${maxTotalWaitMs / 60_000} min` : `${maxTotalWaitMs / 1000} s`;
	const why =
		resetInMs > MAX_SINGLE_WAIT_MS
			? `longer than the ${MAX_SINGLE_WAIT_MS / 1000} s this node waits at a time`
			: `which would make ${Math.round((elapsedMs + resetInMs) / 1000)} s for this request, more than the ${total} it may take`;
	const description = "Spread the work out: fewer items per run, a Wait node, or the node's Settings > Request Options > Batching. CometChat documents about 30 messages a minute per sender.";
	return new NodeApiError(node, { httpCode: '429', code: 'ERR_TOO_MANY_REQUESTS' }, { message: `CometChat rate limit reached; ${resetPhrase(resetInMs)}, ${why}`, description, httpCode: '429', itemIndex });
}
