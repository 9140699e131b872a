import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { DeclarativeRestApiSettings, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatError, type ErrorContext } from './cometChatError';
import { describeHttpFailure } from './httpFailure';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitCeiling } from './rateLimit';
import { pause } from './pause';
import { rateGateFor } from './rateGate';
import { nextStep, type Attempts } from './retryPolicy';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;
export type Send = (requestData: RequestData) => Promise<INodeExecutionData[]>;

/**
 * Each attempt gets its own copy (n8n's helpers may mutate what they are given), with
 * what every CometChat request must carry whatever the operation built:
 * - no redirects followed (`disableFollowRedirect`, honoured by n8n 1.x and 2.x): CometChat's
 *   API never redirects, and n8n would re-send the `apikey` header (it strips only
 *   Authorization and cookies) to wherever a 3xx points, over plain http:// too. The 3xx
 *   comes back as an answer, and `checkAnswer` makes it an error naming where it pointed.
 * - the node's timeout (see timeout.ts).
 */
function copyOf(requestData: RequestData, context: ErrorContext): RequestData {
	const { options } = requestData;
	return {
		...requestData,
		options: {
			...options,
			headers: { ...options.headers },
			qs: { ...options.qs },
			disableFollowRedirect: true,
			...(context.timeoutMs ? { timeout: context.timeoutMs } : {}),
		},
	};
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

function rateLimitError(context: ErrorContext, resetInMs: number, elapsedMs: number): NodeApiError {
	const why =
		resetInMs > MAX_SINGLE_WAIT_MS
			? `longer than the ${MAX_SINGLE_WAIT_MS / 1000} s this node waits at a time`
			: `which would make ${Math.round((elapsedMs + resetInMs) / 1000)} s for this request, more than the ${MAX_TOTAL_WAIT_MS / 60_000} min it may take`;
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

/**
 * One routed request, retried only as `nextStep` allows; failures become CometChat
 * errors. Requests that share a rate limit wait at a shared gate after a 429.
 */
export async function requestWithRetry(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	context: ErrorContext,
): Promise<INodeExecutionData[]> {
	const method = String(requestData.options.method ?? 'GET');
	const sender = String(requestData.options.headers?.onBehalfOf ?? '');
	const gate = rateGateFor(`${context.origin}|${context.apiKey}|${sender}`);
	const startedAt = Date.now();
	const attempts: Attempts = { rateLimited: 0, transient: 0, elapsedMs: 0 };
	const signal = this.getExecutionCancelSignal?.();
	const cancelled = () =>
		new NodeOperationError(context.node, 'The execution was cancelled before this request was sent', { itemIndex: context.itemIndex });
	for (;;) {
		const admission = await gate.admit(startedAt + MAX_TOTAL_WAIT_MS, MAX_SINGLE_WAIT_MS, signal);
		if ('cancelled' in admission || signal?.aborted) throw cancelled();
		if ('resetInMs' in admission) throw rateLimitError(context, admission.resetInMs, Date.now() - startedAt);
		try {
			const items = await this.makeRoutingRequest(copyOf(requestData, context));
			gate.settle(admission.ticket);
			return items;
		} catch (error) {
			const failure = describeHttpFailure(error);
			if (failure.status === 429) attempts.rateLimited++;
			else attempts.transient++;
			attempts.elapsedMs = Date.now() - startedAt;
			const step = nextStep(failure, method, attempts);
			// Only a wait this node honours closes the gate: a reset an hour away fails this
			// request at once, but must not block other runs for that hour on stale news.
			if (failure.status === 429 && step.action === 'wait') {
				gate.settle(admission.ticket, { waitMs: step.ms, limit: rateLimitCeiling(failure.headers) });
			} else {
				gate.settle(admission.ticket, step.action === 'rateLimitExceeded' ? 'refused' : undefined);
			}
			if (step.action === 'rateLimitExceeded') throw rateLimitError(context, step.resetInMs, attempts.elapsedMs);
			if (step.action === 'fail') throw cometChatError(failure, { ...context, method });
			// after a 429 the gate does the waiting; other faults wait here
			if (failure.status !== 429) await pause(step.ms, signal);
		}
	}
}
