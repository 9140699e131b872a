import { NodeApiError, sleep } from 'n8n-workflow';
import type { DeclarativeRestApiSettings, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatError, type ErrorContext } from './cometChatError';
import { describeHttpFailure, type HttpFailure } from './httpFailure';
import { DEFAULT_BACKOFF_MS, MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitDelayMs } from './rateLimit';

/** Retries of a GET after a 5xx or a network fault; a POST is never retried for those. */
const GET_RETRIES = 2;
/** Floor for waits, so that `Retry-After: 0` cannot spin. */
const MIN_WAIT_MS = 100;

export type RequestData = DeclarativeRestApiSettings.ResultOptions;
export type Send = (requestData: RequestData) => Promise<INodeExecutionData[]>;

function isTransient(failure: HttpFailure): boolean {
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined || failure.timedOut;
}

/** n8n's helpers may mutate what they are given; each attempt gets its own copy. */
function copyOf(requestData: RequestData): RequestData {
	const { options } = requestData;
	return {
		...requestData,
		options: {
			...options,
			headers: { ...options.headers },
			qs: { ...options.qs },
		},
	};
}

function rateLimitError(context: ErrorContext, waitMs: number, waitedMs: number): NodeApiError {
	const resetsAt = new Date(Date.now() + waitMs).toISOString();
	const why =
		waitMs > MAX_SINGLE_WAIT_MS
			? `more than the ${MAX_SINGLE_WAIT_MS / 1000} s this node waits at a time`
			: `which would make ${Math.round((waitedMs + waitMs) / 1000)} s of waiting for this request, more than the ${MAX_TOTAL_WAIT_MS / 60_000} min allowed`;
	return new NodeApiError(
		context.node,
		{ httpCode: '429', code: 'ERR_TOO_MANY_REQUESTS' },
		{
			message: `CometChat rate limit reached; it resets at ${resetsAt} (in ${Math.ceil(waitMs / 1000)} s), ${why}`,
			description:
				'Spread the work out: lower the number of items per run, add a Wait node, or use Options > Batching. CometChat allows about 30 messages a minute per sender.',
			httpCode: '429',
			itemIndex: context.itemIndex,
		},
	);
}

/**
 * One routed request with CometChat's rate limit honoured: HTTP 429 waits as the response
 * asks (bounded per wait and in total, never by a retry count that a large batch would
 * exhaust). Only a GET is retried after a 5xx or a network fault: a POST may already
 * have delivered its message.
 */
export async function requestWithRetry(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	context: ErrorContext,
): Promise<INodeExecutionData[]> {
	const isGet = String(requestData.options.method ?? 'GET').toUpperCase() === 'GET';
	const startedAt = Date.now();
	let rateLimited = 0;
	let transientFailures = 0;
	for (;;) {
		try {
			return await this.makeRoutingRequest(copyOf(requestData));
		} catch (error) {
			const failure = describeHttpFailure(error);
			let waitMs: number;
			if (failure.status === 429) {
				rateLimited++;
				const asked = rateLimitDelayMs(failure.headers);
				waitMs = Math.max(
					MIN_WAIT_MS,
					asked ?? Math.min(DEFAULT_BACKOFF_MS * 2 ** (rateLimited - 1), MAX_SINGLE_WAIT_MS),
				);
				const waitedMs = Date.now() - startedAt;
				if (waitMs > MAX_SINGLE_WAIT_MS || waitedMs + waitMs > MAX_TOTAL_WAIT_MS) {
					throw rateLimitError(context, waitMs, waitedMs);
				}
			} else if (isGet && isTransient(failure) && transientFailures < GET_RETRIES) {
				transientFailures++;
				waitMs = 500 * 2 ** (transientFailures - 1);
			} else {
				throw cometChatError(failure, context);
			}
			await sleep(waitMs);
			if (this.getExecutionCancelSignal?.()?.aborted) throw cometChatError(failure, context);
		}
	}
}
