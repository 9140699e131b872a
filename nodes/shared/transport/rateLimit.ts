import type { IDataObject } from 'n8n-workflow';

/** Longest single wait for a rate limit to reset; a longer one fails at once. */
export const MAX_SINGLE_WAIT_MS = 60_000;
/** Longest total wait for one request (one message or one page). */
export const MAX_TOTAL_WAIT_MS = 10 * 60_000;
/** Wait when a 429 names no reset time: doubles per attempt, up to MAX_SINGLE_WAIT_MS. */
export const DEFAULT_BACKOFF_MS = 1_000;

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

/** A reset given as epoch seconds, epoch milliseconds, or (small numbers) seconds from now. */
function resetHeaderDelay(value: string, now: number): number | undefined {
	if (!NUMBER.test(value)) return undefined;
	const n = Number(value);
	if (n > 1e12) return n - now;
	if (n > 1e9) return n * 1000 - now;
	return n * 1000;
}

/**
 * How long CometChat asks us to wait after HTTP 429, in milliseconds: `Retry-After`
 * (seconds or an HTTP date), else `X-Rate-Limit-Reset` / `X-RateLimit-Reset`.
 * Undefined when the response names no reset time.
 */
export function rateLimitDelayMs(headers: IDataObject | undefined, now = Date.now()): number | undefined {
	const retryAfter = header(headers, 'retry-after');
	if (retryAfter) {
		if (NUMBER.test(retryAfter)) return Number(retryAfter) * 1000;
		const date = Date.parse(retryAfter);
		if (!Number.isNaN(date)) return Math.max(0, date - now);
	}
	for (const name of ['x-rate-limit-reset', 'x-ratelimit-reset']) {
		const value = header(headers, name);
		const delay = value === undefined ? undefined : resetHeaderDelay(value, now);
		if (delay !== undefined) return Math.max(0, delay);
	}
	return undefined;
}

/** The requests a rate-limit window allows, from `X-Rate-Limit` (or its other spellings). */
export function rateLimitCeiling(headers: IDataObject | undefined): number | undefined {
	for (const name of ['x-rate-limit', 'x-ratelimit', 'x-rate-limit-limit', 'x-ratelimit-limit']) {
		const value = Number(header(headers, name));
		if (Number.isFinite(value)) return value;
	}
	return undefined;
}
