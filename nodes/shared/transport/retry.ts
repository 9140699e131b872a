import * as workflow from 'n8n-workflow';
import type { HttpFailure } from './errors';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitWaitMs } from './rateHeaders';

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
