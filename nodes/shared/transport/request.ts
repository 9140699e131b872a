import type { DeclarativeRestApiSettings, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import type { ErrorContext } from './cometChatError';
import { describeHttpFailure } from './httpFailure';
import { takeAnswerHeaders } from './httpStatus';
import { withRetries, type Tried } from './retryLoop';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;
export type Send = (requestData: RequestData) => Promise<INodeExecutionData[]>;

/**
 * A request the declarative engine sends (`makeRoutingRequest`, which checks the answer in
 * postReceive with `checkAnswer`), under the same retries, rate gate and errors as
 * `cometChatRequest`. Each try gets its own copy (n8n's helpers may change what they are
 * given), with no redirects followed and the node's timeout.
 */
export async function requestWithRetry(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	context: ErrorContext,
): Promise<INodeExecutionData[]> {
	const { options } = requestData;
	const method = String(options.method ?? 'GET');
	const sender = String(options.headers?.onBehalfOf ?? '');
	const tryOnce = async (): Promise<Tried<INodeExecutionData[]>> => {
		const copy: RequestData = {
			...requestData,
			options: {
				...options,
				headers: { ...options.headers },
				qs: { ...options.qs },
				disableFollowRedirect: true,
				...(context.timeoutMs ? { timeout: context.timeoutMs } : {}),
			},
		};
		try {
			const items = await this.makeRoutingRequest(copy);
			return { ok: items, headers: takeAnswerHeaders(this) };
		} catch (error) {
			takeAnswerHeaders(this);
			return { failure: describeHttpFailure(error) };
		}
	};
	return await withRetries(tryOnce, {
		gateKey: `${context.origin}|${context.apiKey}|${sender}`,
		method,
		errors: context,
		signal: this.getExecutionCancelSignal?.(),
	});
}
