import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestMethods, IHttpRequestOptions } from 'n8n-workflow';
import { attempt, type Send } from './attempt';
import { multipartBody } from './multipart';
import { rateGateKey } from './rateGate';
import { envelopeProblem, type DataKind } from './envelope';
import type { RequestContext } from './requestContext';
import { cancelSignalOf } from './requestContext';
import { withRetries, type Tried } from './retryLoop';

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
	/** The `onBehalfOf` header; not sent when empty. */
	onBehalfOf?: string;
	/** What `data` must hold in a successful response. */
	returns: DataKind;
	/**
	 * The fields of an answer CometChat documents without the `data` envelope (e.g. `success`,
	 * `message`): a 2xx object holding all of them is taken whole as the `data`.
	 */
	bareAnswer?: readonly string[];
	/** Longest wait for rate limits in all, in milliseconds (default 10 min). */
	maxWaitMs?: number;
	/** Values of the request itself that no error may show (besides the credential's). */
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
	secrets(credentials: ICredentialDataDecryptedObject): string[];
}

/**
 * How a request goes out: the options n8n prepared for it (timeout, proxy, SSL, allowed
 * domains, default headers; RoutingNode's `requestData.options` for an operation,
 * `requestPolicies` elsewhere) and the call that sends one attempt with them.
 */
export interface Channel {
	prepared: Partial<IHttpRequestOptions>;
	send: Send;
}

/**
 * The one way to send to CometChat: the request put on the options n8n prepared, sent
 * through `channel` with the credential (base URL, HTTPS rule, keys), no redirects, the
 * shared rate gate, retries as the contract allows, failures as NodeApiError for
 * `itemIndex`. Resolves to the checked envelope.
 */
export async function apiRequest(ctx: RequestContext, profile: ApiProfile, request: ApiRequest, itemIndex: number, channel: Channel): Promise<Envelope> {
	const credentials = await ctx.getCredentials(profile.credentialType, itemIndex);
	const origin = new URL(profile.baseUrl(credentials)).origin;
	const [apiKey, ...credentialSecrets] = profile.secrets(credentials);
	const secrets = [...credentialSecrets, ...(request.secrets ?? [])].filter(Boolean);
	const { prepared } = channel;
	const headers: IDataObject = { ...prepared.headers };
	if (request.onBehalfOf) headers.onBehalfOf = request.onBehalfOf;
	const options: IHttpRequestOptions = { ...prepared, method: request.method, url: request.path, qs: { ...request.qs }, headers, body: request.body };
	if (request.body === undefined) delete options.body;
	else if (request.bodyAs === 'multipart') {
		const { contentType, payload } = multipartBody(request.body);
		for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
		headers['Content-Type'] = contentType;
		options.body = payload;
	}
	const tryOnce = async (): Promise<Tried<Envelope>> => {
		const result = await attempt(channel.send, options);
		if ('fault' in result) return { failure: result.fault };
		const { status, headers: responseHeaders, body } = result.reply;
		const problem = status >= 300 ? undefined : envelopeProblem(body, request.returns, request.bareAnswer);
		if (status >= 300 || problem !== undefined) {
			return { failure: { status, headers: responseHeaders, body, timedOut: false, message: `CometChat answered HTTP ${status}`, ...(problem === undefined ? {} : { envelopeProblem: problem }) } };
		}
		const envelope = body as IDataObject;
		if (!('data' in envelope)) return { ok: { data: envelope }, headers: responseHeaders };
		return { ok: { data: envelope.data, meta: envelope.meta as IDataObject | undefined }, headers: responseHeaders };
	};
	return await withRetries(tryOnce, {
		gateKey: rateGateKey(origin, apiKey, request.onBehalfOf ?? ''),
		method: request.method,
		errors: { node: ctx.getNode(), itemIndex, origin, apiKey, secrets, timeoutMs: prepared.timeout },
		signal: cancelSignalOf(ctx),
		maxTotalWaitMs: request.maxWaitMs,
	});
}
