import type { IDataObject } from 'n8n-workflow';

/** Longest single wait for a rate limit to reset; a longer one fails at once. */
export const MAX_SINGLE_WAIT_MS = 60_000;
/** Longest total wait for one request (one message or one page). */
export const MAX_TOTAL_WAIT_MS = 10 * 60_000;

/** A header's value in any case; the first of a repeated one. */
export function header(headers: IDataObject | undefined, name: string) {
	const wanted = name.toLowerCase();
	const value = Object.entries(headers ?? {}).find(([key, v]) => key.toLowerCase() === wanted && v !== undefined && v !== null)?.[1];
	return value === undefined ? undefined : String(Array.isArray(value) ? value[0] : value).trim();
}

/** A non-negative number, also in exponent form (`1e20`): an absurd value must still read as far away. */
const NUMBER = /^\d+(\.\d+)?(e\+?\d+)?$/i;
const firstNumber = (headers: IDataObject | undefined, names: string[]) =>
	names.map((name) => Number(header(headers, name) || NaN)).find((value) => Number.isFinite(value) && value >= 0);

/** `Retry-After` in milliseconds from now (seconds or an HTTP date; a date past is 0). */
export function retryAfterMs(headers: IDataObject | undefined, now = Date.now()) {
	const value = header(headers, 'retry-after');
	if (!value) return undefined;
	if (NUMBER.test(value)) return Number(value) * 1000;
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** `X-Rate-Limit-Reset` (or `X-RateLimit-Reset`) in ms from now by this machine's clock: epoch seconds, epoch ms, or (small numbers) seconds from now. */
export function resetInMs(headers: IDataObject | undefined, now = Date.now()) {
	const value = [header(headers, 'x-rate-limit-reset'), header(headers, 'x-ratelimit-reset')].find((v) => v !== undefined && NUMBER.test(v));
	if (value === undefined) return undefined;
	const n = Number(value);
	return n > 1e12 ? n - now : n > 1e9 ? n * 1000 - now : n * 1000;
}

/** A reset worth pacing by: in the future, no further off than any wait this node makes; anything else is a skewed or jumped clock. */
export const isPlausibleReset = (ms: number | undefined): ms is number => ms !== undefined && ms > 0 && ms <= MAX_SINGLE_WAIT_MS;

/**
 * How long a 429 asks to wait: at least `Retry-After`, and until the named reset when later.
 * Beside `Retry-After`, which no clock moves, a reset counts only when plausible; alone, as named.
 */
export function rateLimitWaitMs(headers: IDataObject | undefined, now = Date.now()) {
	const retryAfter = retryAfterMs(headers, now);
	const reset = resetInMs(headers, now);
	if (retryAfter === undefined) return reset === undefined ? undefined : Math.max(0, reset);
	return isPlausibleReset(reset) ? Math.max(retryAfter, reset) : retryAfter;
}

/** The requests a rate-limit window allows, from `X-Rate-Limit` (or its other spellings). */
export const rateLimitCeiling = (headers: IDataObject | undefined) => firstNumber(headers, ['x-rate-limit', 'x-ratelimit', 'x-rate-limit-limit', 'x-ratelimit-limit']);

/** What a response says about the rate-limit window it was counted in. */
export interface RateReport {
	limit?: number;
	remaining?: number;
	resetInMs?: number;
	/** The reset as the server named it (wall clock, ms): responses with the same one were counted in the same window. */
	resetKey?: number;
}

/** `X-Rate-Limit`, `-Remaining` and `-Reset` (also `X-RateLimit-…`, any case); undefined when none is there. */
export function rateLimitReport(headers: IDataObject | undefined, now = Date.now()): RateReport | undefined {
	const limit = rateLimitCeiling(headers);
	const remaining = firstNumber(headers, ['x-rate-limit-remaining', 'x-ratelimit-remaining']);
	const reset = resetInMs(headers, now);
	const plausible = isPlausibleReset(reset);
	if (limit === undefined && remaining === undefined && !plausible) return undefined;
	return { limit, remaining, resetInMs: plausible ? reset : undefined, resetKey: plausible ? Math.round(now + reset) : undefined };
}
