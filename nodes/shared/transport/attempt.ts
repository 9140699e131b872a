import type { IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';
import { describeHttpFailure, type HttpFailure } from './httpFailure';

/** A whole response: whatever its status, nothing of it dropped. */
export interface Reply {
	status: number;
	headers: IDataObject;
	body: unknown;
}

/** What one attempt brought back: a response, or a fault that left none (network, timeout). */
type AttemptResult = { reply: Reply } | { fault: HttpFailure };

/** Sends one attempt through n8n (RoutingNode's `makeRoutingRequest`, or n8n's authenticated helper). */
export type Send = (options: IHttpRequestOptions) => Promise<IN8nHttpFullResponse>;

/**
 * One HTTP request, sent by n8n with the credential (its `authenticate` sets the base URL
 * and the keys and refuses redirects) and never thrown on a status: every response comes back
 * whole with its headers, on n8n 1.x too (whose helper drops the headers of an error status
 * it throws, and with them `Retry-After`). Redirects are not followed: n8n would re-send the
 * key headers (it strips only Authorization and cookies) to wherever a 3xx points, over
 * plain http:// too.
 */
export async function attempt(send: Send, options: IHttpRequestOptions): Promise<AttemptResult> {
	try {
		// a copy for each attempt: n8n changes what it is given
		const response = await send({
			...options,
			headers: { ...options.headers },
			qs: { ...options.qs },
			json: true,
			disableFollowRedirect: true,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
		});
		return { reply: { status: response.statusCode, headers: (response.headers ?? {}) as IDataObject, body: response.body } };
	} catch (error) {
		return { fault: describeHttpFailure(error) };
	}
}
