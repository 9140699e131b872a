/**
 * The rate gate's decisions as pure functions of what it knows: each takes numbers and
 * returns numbers, so that each can be tested alone. Times are on the gate's monotonic
 * clock (ms), except reset keys, which are the server's wall-clock resets.
 */

/** Sent this long after the reset a server names, so that a request is not counted in the old window. */
export const RESET_MARGIN_MS = 25;
/** How far a late timer may catch up on turns it missed while requests are spread over a window. */
export const CATCH_UP_MS = 60;
/** Answers whose reset keys differ by less than this were counted in one window. */
export const SAME_WINDOW_MS = 50;
/** Least share of a window a gate keeps for itself when others spend the same budget. */
export const LEAST_SHARE = 0.1;

/** Whether two responses' reset keys name the same window. */
export function sameWindow(resetKey: number, otherKey: number): boolean {
	return Math.abs(resetKey - otherKey) <= SAME_WINDOW_MS;
}

/**
 * Our part of what the last window's clients spent, when others were seen spending it too
 * (1 when alone): `ownInWindow` of the `limit - leastRemaining` the server counted were ours.
 */
export function shareOfWindow(limit: number | undefined, leastRemaining: number | undefined, ownInWindow: number, shared: boolean): number {
	if (!shared || limit === undefined || leastRemaining === undefined) return 1;
	const spent = limit - leastRemaining;
	return spent > 0 ? Math.min(1, Math.max(LEAST_SHARE, ownInWindow / spent)) : 1;
}

/**
 * What a new window holds for this gate: its share of the limit, less `ownInFlight` of ours
 * that went out before and may be counted in it (requests still on their way when the
 * window began). At least one goes, so that requests that never come back cannot hold the
 * queue forever. Unknown without a limit.
 */
export function newWindowBudget(limit: number | undefined, share: number, ownInFlight: number): number | undefined {
	return limit === undefined ? undefined : Math.max(1, Math.floor(limit * share) - ownInFlight);
}

/**
 * What the server has left for us: its `remaining`, less ours still on their way, which it
 * may not have counted yet.
 */
export function remainingForUs(reportedRemaining: number, ownInFlight: number): number {
	return Math.max(0, reportedRemaining - ownInFlight);
}

/**
 * The next turn when spreading `budget` requests over what is left of a window (until
 * `resetAt`): now when the turn is due, else when it is. A late timer (a busy machine)
 * catches up on the turns it missed, up to CATCH_UP_MS of them, but not on the turns of a
 * time nobody was waiting: pacing that starts afresh starts now.
 */
export function spreadTurn(paceAt: number, now: number, resetAt: number, budget: number): { go: true; nextPaceAt: number } | { go: false; at: number } {
	const due = paceAt >= now - CATCH_UP_MS ? paceAt : now;
	if (now < due) return { go: false, at: due };
	return { go: true, nextPaceAt: due + (resetAt - now) / budget };
}

/**
 * When a window whose reset passed ends next: one window length later (or as many as fit
 * in a time nobody used), undefined when its length is not known yet.
 */
export function nextReset(resetAt: number, now: number, windowLengthMs: number | undefined): number | undefined {
	if (windowLengthMs === undefined) return undefined;
	return resetAt + Math.ceil((now - resetAt + 1) / windowLengthMs) * windowLengthMs;
}

/**
 * Without rate headers the windows are fixed, at most as long as the longest Retry-After:
 * the next reset comes one window after the last round began (it went out after a reset).
 * Waiting from each 429 instead would drift a little later every window.
 */
export function periodicReset(roundStart: number, now: number, windowLengthMs: number): number {
	return roundStart + Math.ceil((now - roundStart) / windowLengthMs) * windowLengthMs;
}

/**
 * When a 429's limit lifts: after `waitMs` (at least Retry-After, the reset when later), and
 * a moment after a reset the same response named exactly.
 */
export function reopenAfter429(now: number, waitMs: number, resetAt?: number): number {
	return resetAt === undefined ? now + waitMs : Math.max(now + waitMs, resetAt + RESET_MARGIN_MS);
}

/**
 * Until when the gate stays closed after a 429 that lifts at `reopenAt`: while it is
 * already closed, the earliest of the responses' bounds, since each bounds the reset from
 * above (Retry-After is rounded up to whole seconds).
 */
export function closedUntilAfter429(closedUntil: number, now: number, reopenAt: number): number {
	return now >= closedUntil ? reopenAt : Math.min(closedUntil, reopenAt);
}
