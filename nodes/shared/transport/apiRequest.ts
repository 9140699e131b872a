import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestMethods, IHttpRequestOptions } from 'n8n-workflow';
import { attempt } from './attempt';
import { envelopeProblem, type DataKind } from './envelope';
import type { RequestContext } from './requestContext';
import { cancelSignalOf } from './requestContext';
import { withRetries, type Tried } from './retryLoop';
import { DEFAULT_TIMEOUT_MS } from './timeout';

/** One request to a CometChat API, as an operation builds it. */
export interface ApiRequest {
	method: IHttpRequestMethods;
	/** Below the base URL, every segment already encoded (`fillPath`). */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** The `onBehalfOf` header; not sent when empty. */
	onBehalfOf?: string;
	/** What `data` must hold in a successful answer. */
	answer: DataKind;
	/** Milliseconds to wait for the answer (the node's Request Options timeout; default 30 s). */
	timeoutMs?: number;
	/** Longest wait for rate limits in all, in milliseconds (default 10 min). */
	maxWaitMs?: number;
	/** Values of the request itself that no error may show (besides the credential's). */
	secrets?: string[];
	/** Settings > Request Options > Proxy (see requestSettings.ts). */
	proxy?: IHttpRequestOptions['proxy'];
	/** Settings > Request Options > Ignore SSL Issues. */
	skipSslCertificateValidation?: boolean;
}

/** A successful answer: the API's envelope, `data` of the kind the request asked for. */
export interface ApiAnswer {
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
 * The one way to send to CometChat: the credential (base URL, HTTPS rule, keys), no
 * redirects, the timeout, the shared rate gate, retries as the contract allows, failures
 * as NodeApiError for `itemIndex`. Resolves to the checked envelope.
 */
export async function apiRequest(ctx: RequestContext, profile: ApiProfile, request: ApiRequest, itemIndex: number): Promise<ApiAnswer> {
	const credentials = await ctx.getCredentials(profile.credentialType, itemIndex);
	const origin = new URL(profile.baseUrl(credentials)).origin;
	const [apiKey, ...credentialSecrets] = profile.secrets(credentials);
	const secrets = [...credentialSecrets, ...(request.secrets ?? [])].filter(Boolean);
	const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	const headers: IDataObject = { Accept: 'application/json', 'Content-Type': 'application/json' };
	if (request.onBehalfOf) headers.onBehalfOf = request.onBehalfOf;
	const options = {
		method: request.method,
		url: request.path,
		qs: { ...request.qs },
		headers,
		timeout: timeoutMs,
		...(request.body === undefined ? {} : { body: request.body }),
		...(request.proxy ? { proxy: request.proxy } : {}),
		...(request.skipSslCertificateValidation ? { skipSslCertificateValidation: true } : {}),
	};
	const tryOnce = async (): Promise<Tried<ApiAnswer>> => {
		const result = await attempt(ctx, profile.credentialType, options);
		if ('fault' in result) return { failure: result.fault };
		const { status, headers: answerHeaders, body } = result.reply;
		const problem = status >= 300 ? undefined : envelopeProblem(body, request.answer);
		if (status >= 300 || problem !== undefined) {
			return { failure: { status, headers: answerHeaders, body, timedOut: false, message: `CometChat answered HTTP ${status}`, ...(problem === undefined ? {} : { unexpectedAnswer: problem }) } };
		}
		const envelope = body as IDataObject;
		return { ok: { data: envelope.data, meta: envelope.meta as IDataObject | undefined }, headers: answerHeaders };
	};
	return await withRetries(tryOnce, {
		gateKey: `${origin}|${apiKey}|${request.onBehalfOf ?? ''}`,
		method: request.method,
		errors: { node: ctx.getNode(), itemIndex, origin, apiKey, secrets, timeoutMs },
		signal: cancelSignalOf(ctx),
		maxTotalWaitMs: request.maxWaitMs,
	});
}
