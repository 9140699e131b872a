import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject } from 'n8n-workflow';
import { cometChatError, rateLimitError, type ErrorContext } from './cometChatError';
import type { HttpFailure } from './httpFailure';
import { pause } from './pause';
import { rateGateFor } from './rateGate';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitReport } from './rateHeaders';
import { nextStep, type Attempts } from './retryPolicy';

/** One try: what it gave (with the response's headers, for the rate gate), or why it failed. */
export type Tried<T> = { ok: T; headers?: IDataObject } | { failure: HttpFailure };

interface RetryOptions {
	/** Requests with the same key share one rate budget (`rateGateKey`: app, key and sender). */
	gateKey: string;
	method: string;
	errors: ErrorContext;
	signal?: AbortSignal;
	/** Longest wait for rate limits in all (default 10 min). */
	maxTotalWaitMs?: number;
}

/**
 * Tries until one try succeeds or the retry policy says stop: each try takes its turn at
 * the rate gate shared by its key, and every response, success or failure, tells the gate
 * what its rate headers said. A failure waits as `nextStep` decides (after a 429 at least
 * what the server asked), then takes its turn again ahead of requests not sent yet.
 * Failures become CometChat errors for the item.
 */
export async function withRetries<T>(tryOnce: () => Promise<Tried<T>>, options: RetryOptions): Promise<T> {
	const { errors, signal } = options;
	const maxTotalWaitMs = options.maxTotalWaitMs ?? MAX_TOTAL_WAIT_MS;
	const gate = rateGateFor(options.gateKey);
	// a monotonic clock: a wall clock that jumps must not stretch or cut the bounds
	const startedAt = performance.now();
	const attempts: Attempts = { rateLimited: 0, transient: 0, elapsedMs: 0 };
	const cancelled = () =>
		new NodeOperationError(errors.node, 'The execution was cancelled before this request was sent', { itemIndex: errors.itemIndex });
	for (let retry = false; ; retry = true) {
		const admission = await gate.admit(startedAt + maxTotalWaitMs, MAX_SINGLE_WAIT_MS, signal, retry);
		if ('cancelled' in admission || signal?.aborted) {
			if ('ticket' in admission) gate.settle(admission.ticket, undefined);
			throw cancelled();
		}
		if ('resetInMs' in admission) throw rateLimitError(errors, admission.resetInMs, performance.now() - startedAt, maxTotalWaitMs);
		const { ticket } = admission;
		const tried = await tryOnce();
		if ('ok' in tried) {
			gate.settle(ticket, { responded: true, report: rateLimitReport(tried.headers) });
			return tried.ok;
		}
		const { failure } = tried;
		if (failure.status === 429) attempts.rateLimited++;
		else attempts.transient++;
		attempts.elapsedMs = performance.now() - startedAt;
		const step = nextStep(failure, options.method, attempts, maxTotalWaitMs);
		const report = rateLimitReport(failure.headers);
		// Only a wait this node honours closes the gate: a reset an hour away fails this
		// request at once, but must not block other runs for that hour on stale news.
		if (failure.status === 429) {
			gate.settle(ticket, step.action === 'wait' ? { limited: true, waitMs: step.ms, report } : 'refused');
		} else {
			gate.settle(ticket, failure.status === undefined ? undefined : { responded: true, report });
		}
		if (step.action === 'rateLimitExceeded') throw rateLimitError(errors, step.resetInMs, attempts.elapsedMs, maxTotalWaitMs);
		if (step.action === 'fail') throw cometChatError(failure, { ...errors, method: options.method });
		await pause(step.ms, signal);
	}
}
