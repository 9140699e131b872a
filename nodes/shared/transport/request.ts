import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { DeclarativeRestApiSettings, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatError, type ErrorContext } from './cometChatError';
import { describeHttpFailure } from './httpFailure';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitReport } from './rateLimit';
import { takeAnswerHeaders } from './httpStatus';
import { pause } from './pause';
import { rateGateFor } from './rateGate';
import { nextStep, type Attempts } from './retryPolicy';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;
export type Send = (requestData: RequestData) => Promise<INodeExecutionData[]>;

/** n8n's helpers may mutate what they are given; each attempt gets its own copy. */
function copyOf(requestData: RequestData): RequestData {
	const { options } = requestData;
	return { ...requestData, options: { ...options, headers: { ...options.headers }, qs: { ...options.qs } } };
}

function rateLimitError(context: ErrorContext, resetInMs: number, elapsedMs: number): NodeApiError {
	const resetsAt = new Date(Date.now() + resetInMs).toISOString();
	const why =
		resetInMs > MAX_SINGLE_WAIT_MS
			? `longer than the ${MAX_SINGLE_WAIT_MS / 1000} s this node waits at a time`
			: `which would make ${Math.round((elapsedMs + resetInMs) / 1000)} s for this request, more than the ${MAX_TOTAL_WAIT_MS / 60_000} min it may take`;
	return new NodeApiError(
		context.node,
		{ httpCode: '429', code: 'ERR_TOO_MANY_REQUESTS' },
		{
			message: `CometChat rate limit reached; it resets at ${resetsAt} (in ${Math.ceil(resetInMs / 1000)} s), ${why}`,
			description:
				"Spread the work out: fewer items per run, a Wait node, or the node's Settings > Request Options > Batching. CometChat documents about 30 messages a minute per sender.",
			httpCode: '429',
			itemIndex: context.itemIndex,
		},
	);
}

/**
 * One routed request, retried only as `nextStep` allows; failures become CometChat
 * errors. Requests that share a rate limit take turns at a shared gate, which paces them
 * by the rate headers of every answer.
 */
export async function requestWithRetry(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	context: ErrorContext,
): Promise<INodeExecutionData[]> {
	const method = String(requestData.options.method ?? 'GET');
	const sender = String(requestData.options.headers?.onBehalfOf ?? '');
	const gate = rateGateFor(`${context.origin}|${context.apiKey}|${sender}`);
	// a monotonic clock: a wall clock that jumps must not stretch or cut the bounds
	const startedAt = performance.now();
	const attempts: Attempts = { rateLimited: 0, transient: 0, elapsedMs: 0 };
	const signal = this.getExecutionCancelSignal?.();
	const cancelled = () =>
		new NodeOperationError(context.node, 'The execution was cancelled before this request was sent', { itemIndex: context.itemIndex });
	for (let retry = false; ; retry = true) {
		const admission = await gate.admit(startedAt + MAX_TOTAL_WAIT_MS, MAX_SINGLE_WAIT_MS, signal, retry);
		if ('cancelled' in admission || signal?.aborted) {
			if ('ticket' in admission) gate.settle(admission.ticket, undefined);
			throw cancelled();
		}
		if ('resetInMs' in admission) throw rateLimitError(context, admission.resetInMs, performance.now() - startedAt);
		const { ticket } = admission;
		try {
			const items = await this.makeRoutingRequest(copyOf(requestData));
			gate.settle(ticket, { answered: true, report: rateLimitReport(takeAnswerHeaders(this)) });
			return items;
		} catch (error) {
			takeAnswerHeaders(this);
			const failure = describeHttpFailure(error);
			if (failure.status === 429) attempts.rateLimited++;
			else attempts.transient++;
			attempts.elapsedMs = performance.now() - startedAt;
			const step = nextStep(failure, method, attempts);
			const report = rateLimitReport(failure.headers);
			// Only a wait this node honours closes the gate: a reset an hour away fails this
			// request at once, but must not block other runs for that hour on stale news.
			if (failure.status === 429) {
				gate.settle(ticket, step.action === 'wait' ? { limited: true, waitMs: step.ms, report } : 'refused');
			} else {
				gate.settle(ticket, failure.status === undefined ? undefined : { answered: true, report });
			}
			if (step.action === 'rateLimitExceeded') throw rateLimitError(context, step.resetInMs, attempts.elapsedMs);
			if (step.action === 'fail') throw cometChatError(failure, context);
			// after a 429 the gate does the waiting; other faults wait here
			if (failure.status !== 429) await pause(step.ms, signal);
		}
	}
}
