import * as workflow from 'n8n-workflow';
import { NodeOperationError, type IDataObject } from 'n8n-workflow';
import { cometChatError, rateLimitError, type ErrorContext, type HttpFailure } from './errors';
import { rateGateFor } from './rateGate';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitReport, rateLimitWaitMs } from './rateHeaders';

type AbortableSleep = (ms: number, signal: AbortSignal) => Promise<void>;

// n8n-workflow 1.x exports `sleepWithAbort`; 2.x's `sleep` takes the signal itself. Either
// clears its timer when the signal aborts, which a community node may not do itself (n8n's
// lint bars clearTimeout), and rejects only then.
const library = workflow as unknown as { sleepWithAbort?: AbortableSleep; sleep: AbortableSleep };
const sleepUntilAborted: AbortableSleep = library.sleepWithAbort ?? library.sleep;

/** Waits `ms`, or less when `signal` (the execution's cancel) aborts: true when the time passed, false when it aborted first (its timer then gone). */
export const waited = async (ms: number, signal: AbortSignal = new AbortController().signal) =>
	!signal.aborted && (await sleepUntilAborted(ms, signal).then(() => true, () => false));

/** Retries of a GET after a 5xx or a network fault; a POST is never retried for those. */
const GET_RETRIES = 2;

/** The 429s and the 5xx or network faults so far for this request (this one included), and the time spent on it. */
export type Attempts = { rateLimited: number; transient: number; elapsedMs: number };

export type Decision = { action: 'wait'; ms: number } | { action: 'rateLimitExceeded'; resetInMs: number } | { action: 'fail' };

/**
 * What to do after a failed attempt: a 429 waits as CometChat asks, bounded per wait and in
 * total, never by a count that a large batch would use up. Only a GET is retried after a 5xx or
 * a network fault: a POST may have been delivered.
 */
export function nextStep(failure: HttpFailure, method: string, attempts: Attempts, maxTotalWaitMs = MAX_TOTAL_WAIT_MS): Decision {
	if (failure.status === 429) {
		const asked = rateLimitWaitMs(failure.headers) ?? 0;
		// without a time (or one already due: Retry-After 0, a clock behind the server's) it backs
		// off from 1 s, doubling, instead of spinning
		const ms = asked >= 1000 ? asked : Math.min(1000 * 2 ** (attempts.rateLimited - 1), MAX_SINGLE_WAIT_MS);
		const tooLong = ms > MAX_SINGLE_WAIT_MS || attempts.elapsedMs + ms > maxTotalWaitMs;
		return tooLong ? { action: 'rateLimitExceeded', resetInMs: ms } : { action: 'wait', ms };
	}
	const transient = failure.status === undefined ? failure.networkCode !== undefined || failure.timedOut : failure.status >= 500;
	if (method.toUpperCase() === 'GET' && transient && attempts.transient <= GET_RETRIES) return { action: 'wait', ms: 500 * 2 ** (attempts.transient - 1) };
	return { action: 'fail' };
}

/** One try: what it gave (with the response's headers, for the rate gate), or why it failed. */
export type Tried<T> = { ok: T; headers?: IDataObject } | { failure: HttpFailure };

/** Requests with the same `gateKey` share one rate budget (`rateGateKey`: app, key and sender). */
type RetryOptions = { gateKey: string; method: string; errors: ErrorContext; signal?: AbortSignal; maxTotalWaitMs?: number };

/** Tries, each at its turn at the rate gate (which every response informs), until one succeeds or `nextStep` says stop; a retry goes ahead of requests not sent yet. */
export async function withRetries<T>(tryOnce: () => Promise<Tried<T>>, { gateKey, method, errors, signal, maxTotalWaitMs = MAX_TOTAL_WAIT_MS }: RetryOptions): Promise<T> {
	const gate = rateGateFor(gateKey);
	// a monotonic clock: a wall clock that jumps must not stretch or cut the bounds
	const startedAt = performance.now();
	const attempts: Attempts = { rateLimited: 0, transient: 0, elapsedMs: 0 };
	for (let retry = false; ; retry = true) {
		const admission = await gate.admit(startedAt + maxTotalWaitMs, MAX_SINGLE_WAIT_MS, signal, retry);
		if ('cancelled' in admission || signal?.aborted) {
			if ('ticket' in admission) gate.settle(admission.ticket, undefined);
			throw new NodeOperationError(errors.node, 'The execution was cancelled before this request was sent', { itemIndex: errors.itemIndex });
		}
		if ('resetInMs' in admission) throw rateLimitError(errors, admission.resetInMs, performance.now() - startedAt, maxTotalWaitMs);
		const tried = await tryOnce();
		if ('ok' in tried) {
			gate.settle(admission.ticket, { responded: true, report: rateLimitReport(tried.headers) });
			return tried.ok;
		}
		const { failure } = tried;
		const limited = failure.status === 429;
		if (limited) attempts.rateLimited++;
		else attempts.transient++;
		attempts.elapsedMs = performance.now() - startedAt;
		const step = nextStep(failure, method, attempts, maxTotalWaitMs);
		const report = rateLimitReport(failure.headers);
		// Only a wait this node honours closes the gate: a reset an hour away fails this
		// request at once, but must not block other runs for that hour on stale news.
		if (limited) gate.settle(admission.ticket, step.action === 'wait' ? { limited, waitMs: step.ms, report } : 'refused');
		else gate.settle(admission.ticket, failure.status === undefined ? undefined : { responded: true, report });
		if (step.action === 'rateLimitExceeded') throw rateLimitError(errors, step.resetInMs, attempts.elapsedMs, maxTotalWaitMs);
		if (step.action === 'fail') throw cometChatError(failure, { ...errors, method });
		await waited(step.ms, signal);
	}
}
