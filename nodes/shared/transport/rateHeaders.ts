import type { IDataObject } from 'n8n-workflow';

/** Longest single wait for a rate limit to reset; a longer one fails at once. */
export const MAX_SINGLE_WAIT_MS = 60_000;
/** Longest total wait for one request (one message or one page). */
export const MAX_TOTAL_WAIT_MS = 10 * 60_000;

/** A header's value in any case; the first of a repeated one. */
export function header(headers: IDataObject | undefined, name: string): string | undefined {
	if (!headers) return undefined;
	const wanted = name.toLowerCase();
	for (const [key, value] of Object.entries(headers)) {
		if (key.toLowerCase() === wanted && value !== undefined && value !== null) {
			return String(Array.isArray(value) ? value[0] : value).trim();
		}
	}
	return undefined;
}

/** A non-negative number, also in exponent form (`1e20`): an absurd value must still read as far away. */
const NUMBER = /^\d+(\.\d+)?(e\+?\d+)?$/i;

function firstNumber(headers: IDataObject | undefined, names: string[]): number | undefined {
	for (const name of names) {
		const raw = header(headers, name);
		if (raw === undefined || raw === '') continue;
		const value = Number(raw);
		if (Number.isFinite(value) && value >= 0) return value;
	}
	return undefined;
}

/** `Retry-After` in milliseconds from now (seconds or an HTTP date; a date past is 0). */
export function retryAfterMs(headers: IDataObject | undefined, now = Date.now()): number | undefined {
	const value = header(headers, 'retry-after');
	if (!value) return undefined;
	if (NUMBER.test(value)) return Number(value) * 1000;
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * `X-Rate-Limit-Reset` (or `X-RateLimit-Reset`) in milliseconds from now, read against this
 * machine's clock: epoch seconds, epoch milliseconds, or (small numbers) seconds from now.
 * Negative when the named time is past. The one reading of that header; what to trust of
 * it is each reader's rule (`isPlausibleReset`).
 */
export function resetInMs(headers: IDataObject | undefined, now = Date.now()): number | undefined {
	for (const name of ['x-rate-limit-reset', 'x-ratelimit-reset']) {
		const value = header(headers, name);
		if (value === undefined || !NUMBER.test(value)) continue;
		const n = Number(value);
		if (n > 1e12) return n - now;
		if (n > 1e9) return n * 1000 - now;
		return n * 1000;
	}
	return undefined;
}

/**
 * A reset worth pacing by: in the future, and no further off than any wait this node makes.
 * Anything else is a skewed or jumped clock (or a limit far beyond the node's patience),
 * and nobody waits on it.
 */
export function isPlausibleReset(ms: number | undefined): ms is number {
	return ms !== undefined && ms > 0 && ms <= MAX_SINGLE_WAIT_MS;
}

/**
 * How long a 429 asks to wait, in milliseconds: at least `Retry-After`, and until the
 * named reset when that is later (each bounds the wait from below: `Retry-After` in whole
 * seconds, the reset exactly). Beside `Retry-After`, which no clock moves, a reset counts
 * only when plausible (`isPlausibleReset`): an hour off is this machine's clock, not the
 * server's wish. Alone, a reset counts as named (far off, the request fails at once).
 * Undefined when the response names neither.
 */
export function rateLimitWaitMs(headers: IDataObject | undefined, now = Date.now()): number | undefined {
	const retryAfter = retryAfterMs(headers, now);
	const reset = resetInMs(headers, now);
	if (retryAfter === undefined) return reset === undefined ? undefined : Math.max(0, reset);
	return isPlausibleReset(reset) ? Math.max(retryAfter, reset) : retryAfter;
}

/** The requests a rate-limit window allows, from `X-Rate-Limit` (or its other spellings). */
export function rateLimitCeiling(headers: IDataObject | undefined): number | undefined {
	return firstNumber(headers, ['x-rate-limit', 'x-ratelimit', 'x-rate-limit-limit', 'x-ratelimit-limit']);
}

/** What a response says about the rate-limit window it was counted in. */
export interface RateReport {
	limit?: number;
	remaining?: number;
	/** Time until the window resets, when plausible (`isPlausibleReset`). */
	resetInMs?: number;
	/** The reset as the server named it (wall clock, ms): responses with the same one were counted in the same window. */
	resetKey?: number;
}

/**
 * `X-Rate-Limit`, `X-Rate-Limit-Remaining` and `X-Rate-Limit-Reset` (also spelled
 * `X-RateLimit-…`, any case). Undefined when the response carries none of them.
 */
export function rateLimitReport(headers: IDataObject | undefined, now = Date.now()): RateReport | undefined {
	const limit = rateLimitCeiling(headers);
	const remaining = firstNumber(headers, ['x-rate-limit-remaining', 'x-ratelimit-remaining']);
	const reset = resetInMs(headers, now);
	const plausible = isPlausibleReset(reset);
	if (limit === undefined && remaining === undefined && !plausible) return undefined;
	return { limit, remaining, resetInMs: plausible ? reset : undefined, resetKey: plausible ? Math.round(now + reset) : undefined };
}
