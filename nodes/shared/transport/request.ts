import type {
	ICredentialDataDecryptedObject, IDataObject, IExecuteFunctions, IExecuteSingleFunctions, IHookFunctions, IHttpRequestMethods, IHttpRequestOptions, IN8nHttpFullResponse, ILoadOptionsFunctions, IWebhookFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { describeKind, isPlainObject } from '../validation/parameters';
import { cometChatError, describeHttpFailure, rateLimitError, type ErrorContext, type HttpFailure } from './errors';
import { rateGateFor, rateGateKey } from './rateGate';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitReport } from './rateHeaders';
import { nextStep, waited, type Attempts } from './retry';

/** Any n8n context that can send with a credential of this package (a paginator's is an IExecuteSingleFunctions). */
export type RequestContext = IExecuteFunctions | IExecuteSingleFunctions | ILoadOptionsFunctions | IWebhookFunctions | IHookFunctions;

/** The execution's cancel signal, where the context has one (executions do; list searches and hooks do not). */
export const cancelSignalOf = (ctx: RequestContext): AbortSignal | undefined => ('getExecutionCancelSignal' in ctx ? ctx.getExecutionCancelSignal?.() : undefined);

/** What a successful response's `data` holds: one object, a list of objects (a page), or either where undocumented (Send to several receivers). */
export type DataKind = 'object' | 'list' | 'any';

/**
 * Why a 2xx body is not CometChat's envelope `{"data": …}` of the expected kind (a proxy or a
 * cut connection answer 200 too). An answer documented without it passes with all `bareFields`.
 */
export function envelopeProblem(body: unknown, kind: DataKind, bareFields?: readonly string[]) {
	if (body === undefined || body === null || body === '') return 'the body is empty';
	if (typeof body === 'string' || Buffer.isBuffer(body)) return 'the body is not a JSON object';
	if (!isPlainObject(body)) return `the body is ${describeKind(body)}, not a JSON object`;
	if (!('data' in body)) {
		if (!bareFields?.length || !bareFields.every((field) => field in body)) return 'it has no "data"';
		// a documented answer without the envelope that says it failed is no success
		return body.success === false ? '"success" is false' : undefined;
	}
	const { data } = body;
	if (data === null) return '"data" is null';
	if (Array.isArray(data)) {
		if (kind === 'object') return '"data" is an array, not an object';
		const index = data.findIndex((entry) => !isPlainObject(entry));
		return index === -1 ? undefined : `entry ${index + 1} of "data" is ${describeKind(data[index])}, not an object`;
	}
	if (isPlainObject(data)) return kind === 'list' ? '"data" is an object, not a list' : undefined;
	return `"data" is ${describeKind(data)}, not ${{ any: 'an object or a list', list: 'a list', object: 'an object' }[kind]}`;
}

const newBoundary = () => `----n8nCometChat${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;

/**
 * The fields as multipart/form-data (RFC 7578), text only, an array as one part per entry, names
 * as the WHATWG form encoding writes them. n8n sends a Buffer body as is (a retry too).
 */
export function multipartBody(fields: IDataObject): { contentType: string; payload: Buffer } {
	const texts = Object.entries(fields)
		.flatMap(([name, value]) => [value].flat().map((entry) => [name, entry] as const))
		.filter(([, value]) => value !== undefined && value !== null)
		.map(([name, value]) => [name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A'), String(value)]);
	let boundary = newBoundary();
	while (texts.some((text) => text.join('\n').includes(boundary))) boundary = newBoundary();
	const parts = texts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
	return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8') };
}

/** The headers of every request to CometChat's APIs (the node's `requestDefaults` too). */
export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** One request to a CometChat API, as an operation builds it. */
export interface ApiRequest {
	method: IHttpRequestMethods;
	/** Below the base URL, every segment already encoded (`fillPath`). */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** How the body goes: JSON (the default), or `multipart` form fields (CometChat's keyword lists). */
	bodyAs?: 'json' | 'multipart';
	onBehalfOf?: string;
	returns: DataKind;
	/** The fields of an answer CometChat documents without the envelope (`success`, `message`): such an answer is the `data`. */
	bareAnswer?: readonly string[];
	// the longest wait for rate limits in all (default 10 min); values of the request itself that no error may show
	maxWaitMs?: number;
	secrets?: string[];
}

/** A successful response: the API's envelope, `data` of the kind the request asked for. */
export interface Envelope {
	data: unknown;
	meta?: IDataObject;
}

/** Which credential a request goes out with, and what of it must never show in an error. */
export interface ApiProfile {
	credentialType: string;
	/** The base URL the credential's `authenticate` sends to; throws when the credential is unusable (the HTTPS rule). */
	baseUrl(credentials: ICredentialDataDecryptedObject): string;
	/** The credential's secrets, its API key first (the rate gate's key). */
	secrets(credentials: ICredentialDataDecryptedObject): string[];
}

/** How a request goes out: the options n8n prepared (timeout, proxy, SSL, allowed domains, default headers) and the call that sends one attempt. */
export interface Channel {
	prepared: Partial<IHttpRequestOptions>;
	send(options: IHttpRequestOptions): Promise<IN8nHttpFullResponse>;
}

/**
 * The one way to send to CometChat: through `channel` with the credential, no redirects, the
 * shared rate gate, retries as the contract allows, failures as NodeApiError for `itemIndex`.
 */
export async function apiRequest(ctx: RequestContext, profile: ApiProfile, request: ApiRequest, itemIndex: number, channel: Channel): Promise<Envelope> {
	const credentials = await ctx.getCredentials(profile.credentialType, itemIndex);
	const origin = new URL(profile.baseUrl(credentials)).origin;
	const secrets = [...profile.secrets(credentials), ...(request.secrets ?? [])];
	const { prepared } = channel;
	const headers: IDataObject = { ...prepared.headers, ...(request.onBehalfOf ? { onBehalfOf: request.onBehalfOf } : {}) };
	const options: IHttpRequestOptions = { ...prepared, method: request.method, url: request.path, headers, body: request.body };
	if (request.body === undefined) delete options.body;
	else if (request.bodyAs === 'multipart') {
		const { contentType, payload } = multipartBody(request.body);
		for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
		headers['Content-Type'] = contentType;
		options.body = payload;
	}
	const errors: ErrorContext = { node: ctx.getNode(), itemIndex, origin, secrets, timeoutMs: prepared.timeout };
	const signal = cancelSignalOf(ctx);
	const maxTotalWaitMs = request.maxWaitMs ?? MAX_TOTAL_WAIT_MS;
	// one rate budget per app, key and sender; a monotonic clock: a wall clock that jumps must not stretch or cut the bounds
	const gate = rateGateFor(rateGateKey(origin, secrets[0] /* the API key */, request.onBehalfOf ?? ''));
	const startedAt = performance.now();
	const attempts: Attempts = { rateLimited: 0, transient: 0, elapsedMs: 0 };
	// Tries, each at its turn at the rate gate (which every response informs), until one succeeds
	// or `nextStep` says stop; a retry goes ahead of requests not sent yet.
	for (let retry = false; ; retry = true) {
		const admission = await gate.admit(startedAt + maxTotalWaitMs, MAX_SINGLE_WAIT_MS, signal, retry);
		if ('cancelled' in admission || signal?.aborted) {
			if ('ticket' in admission) gate.settle(admission.ticket, undefined);
			throw new NodeOperationError(errors.node, 'The execution was cancelled before this request was sent', { itemIndex });
		}
		if ('resetInMs' in admission) throw rateLimitError(errors, admission.resetInMs, performance.now() - startedAt, maxTotalWaitMs);
		// Each attempt is sent by n8n with the credential (its `authenticate` sets the base URL and
		// the keys) and never thrown on a status, so every response comes back whole with its
		// headers, on n8n 1.x too (whose helper drops an error status's headers, `Retry-After`
		// with them). Redirects are not followed: n8n would re-send the key headers (it strips
		// only Authorization and cookies) wherever a 3xx points, over plain http:// too.
		// new headers and query for each attempt: n8n changes what it is given. Only the sending may throw here.
		const sent = await channel
			.send({ ...options, qs: { ...request.qs }, headers: { ...headers }, json: true, disableFollowRedirect: true, returnFullResponse: true, ignoreHttpStatusErrors: true })
			.then(
				(response) => ({ response }),
				(error: unknown) => ({ failure: describeHttpFailure(error) }),
			);
		let failure: HttpFailure;
		if ('failure' in sent) failure = sent.failure;
		else {
			const { statusCode: status, body } = sent.response;
			const responseHeaders = (sent.response.headers ?? {}) as IDataObject;
			const problem = status >= 300 ? undefined : envelopeProblem(body, request.returns, request.bareAnswer);
			if (status < 300 && problem === undefined) {
				gate.settle(admission.ticket, { responded: true, report: rateLimitReport(responseHeaders) });
				const { data, meta } = body as IDataObject;
				return 'data' in (body as IDataObject) ? { data, meta: meta as IDataObject | undefined } : { data: body };
			}
			failure = { status, headers: responseHeaders, body, envelopeProblem: problem };
		}
		const limited = failure.status === 429;
		if (limited) attempts.rateLimited++;
		else attempts.transient++;
		attempts.elapsedMs = performance.now() - startedAt;
		const step = nextStep(failure, request.method, attempts, maxTotalWaitMs);
		const report = rateLimitReport(failure.headers);
		// Only a wait this node honours closes the gate: a reset an hour away fails this
		// request at once, but must not block other runs for that hour on stale news.
		if (limited) gate.settle(admission.ticket, step.action === 'wait' ? { limited, waitMs: step.ms, report } : 'refused');
		else gate.settle(admission.ticket, failure.status === undefined ? undefined : { responded: true, report });
		if (step.action === 'rateLimitExceeded') throw rateLimitError(errors, step.resetInMs, attempts.elapsedMs, maxTotalWaitMs);
		if (step.action === 'fail') throw cometChatError(failure, { ...errors, method: request.method });
		await waited(step.ms, signal);
	}
}

/** CometChat's REST API, with the node's CometChat API credential (`apiRequest`'s profile). */
export const COMETCHAT_API: ApiProfile = {
	credentialType: 'cometChatApi',
	baseUrl: cometChatBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? '')],
};
