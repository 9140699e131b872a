import type { HttpFailure } from './httpFailure';
import { MAX_SINGLE_WAIT_MS, MAX_TOTAL_WAIT_MS, rateLimitWaitMs } from './rateHeaders';

/** Retries of a GET after a 5xx or a network fault; a POST is never retried for those. */
const GET_RETRIES = 2;
/** Floor for waits, so that `Retry-After: 0` cannot spin. */
const MIN_WAIT_MS = 100;
/** Wait when a 429 names no reset time: doubles per attempt, up to MAX_SINGLE_WAIT_MS. */
const DEFAULT_BACKOFF_MS = 1_000;

export interface Attempts {
	/** 429 responses so far for this request, this one included. */
	rateLimited: number;
	/** 5xx or network faults so far for this request, this one included. */
	transient: number;
	/** Time spent on this request so far. */
	elapsedMs: number;
}

export type Decision =
	| { action: 'wait'; ms: number }
	| { action: 'rateLimitExceeded'; resetInMs: number }
	| { action: 'fail' };

function isTransient(failure: HttpFailure): boolean {
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined || failure.timedOut;
}

/**
 * What to do after a failed attempt. HTTP 429 waits as CometChat asks (`rateLimitWaitMs`:
 * at least `Retry-After`, until the reset when that is later), bounded per wait
 * (60 s) and in total (10 min), never by a count that a large batch would use up. Only a
 * GET is retried after a 5xx or a network fault: a POST may already have been delivered.
 */
export function nextStep(failure: HttpFailure, method: string, attempts: Attempts, maxTotalWaitMs = MAX_TOTAL_WAIT_MS): Decision {
	if (failure.status === 429) {
		const asked = rateLimitWaitMs(failure.headers);
		const backoff = Math.min(DEFAULT_BACKOFF_MS * 2 ** (attempts.rateLimited - 1), MAX_SINGLE_WAIT_MS);
		// a reset already due (Retry-After: 0, or a clock behind the server's) backs off instead of spinning
		const ms = asked !== undefined && asked >= 1000 ? asked : Math.max(MIN_WAIT_MS, asked ?? 0, backoff);
		if (ms > MAX_SINGLE_WAIT_MS || attempts.elapsedMs + ms > maxTotalWaitMs) {
			return { action: 'rateLimitExceeded', resetInMs: ms };
		}
		return { action: 'wait', ms };
	}
	if (method.toUpperCase() === 'GET' && isTransient(failure) && attempts.transient <= GET_RETRIES) {
		return { action: 'wait', ms: 500 * 2 ** (attempts.transient - 1) };
	}
	return { action: 'fail' };
}
