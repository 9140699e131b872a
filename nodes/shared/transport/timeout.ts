import type { IDataObject } from 'n8n-workflow';

/**
 * How long one request may wait for CometChat's response when the user has not set
 * Settings > Request Options > Timeout, and that option's default. CometChat answers in
 * well under a second, a large send to several receivers in a few; 30 s leaves ample room
 * for a slow network while freeing an item held by a server that never answers ten times
 * sooner than n8n's own default (300 s; a GET is tried three times, which made 15
 * minutes). A rate-limit wait is no part of it: a 429 is a response, and its waits have
 * their own bounds.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Settings > Request Options > Timeout, else the default. */
export function timeoutOf(options: IDataObject | undefined): number {
	const chosen = Number(options?.timeout);
	return Number.isFinite(chosen) && chosen > 0 ? chosen : DEFAULT_TIMEOUT_MS;
}
