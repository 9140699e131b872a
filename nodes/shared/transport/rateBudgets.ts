import type { RateReport } from './rateHeaders';

// The rate gate's budgets, and their decisions as pure functions, each tested alone. Times are
// on the gate's monotonic clock (ms), except reset keys, the server's wall-clock resets.

/** Sent this long after the reset a server names, so that a request is not counted in the old window. */
export const RESET_MARGIN_MS = 25;
/** How far a late timer may catch up on turns it missed while requests are spread over a window. */
export const CATCH_UP_MS = 60;
/** Answers whose reset keys differ by less than this were counted in one window. */
export const SAME_WINDOW_MS = 50;
/** Least share of a window a gate keeps for itself when others spend the same budget. */
export const LEAST_SHARE = 0.1;
/** How long another client seen spending the same budget keeps this gate spreading its requests. */
const SHARED_MEMORY_MS = 60_000;

export const sameWindow = (resetKey: number, otherKey: number) => Math.abs(resetKey - otherKey) <= SAME_WINDOW_MS;

/** Our part of what the last window's clients spent (1 when alone): `ownInWindow` of the `limit - leastRemaining` counted. */
export function shareOfWindow(limit: number | undefined, leastRemaining: number | undefined, ownInWindow: number, shared: boolean) {
	const spent = shared && limit !== undefined && leastRemaining !== undefined ? limit - leastRemaining : 0;
	return spent > 0 ? Math.min(1, Math.max(LEAST_SHARE, ownInWindow / spent)) : 1;
}

/** A new window: our share of the limit, less ours still on their way (which may be counted in it); at least one, so that lost requests cannot hold the queue forever. */
export const newWindowBudget = (limit: number | undefined, share: number, ownInFlight: number) =>
	limit === undefined ? undefined : Math.max(1, Math.floor(limit * share) - ownInFlight);
/** What the server has left for us: its `remaining`, less ours still on their way (perhaps not counted yet). */
export const remainingForUs = (reportedRemaining: number, ownInFlight: number) => Math.max(0, reportedRemaining - ownInFlight);
/** The next turn spreading `budget` requests over what is left of a window; a late timer catches up on CATCH_UP_MS of missed turns, not on those of a time nobody waited. */
export function spreadTurn(paceAt: number, now: number, resetAt: number, budget: number): { go: true; nextPaceAt: number } | { go: false; at: number } {
	const due = paceAt >= now - CATCH_UP_MS ? paceAt : now;
	return now < due ? { go: false, at: due } : { go: true, nextPaceAt: due + (resetAt - now) / budget };
}

/** When a window whose reset passed ends next: whole window lengths later; undefined while its length is unknown. */
export const nextReset = (resetAt: number, now: number, windowLengthMs: number | undefined) =>
	windowLengthMs === undefined ? undefined : resetAt + Math.ceil((now - resetAt + 1) / windowLengthMs) * windowLengthMs;
/** Without rate headers the windows are fixed: waiting from each 429 instead would drift later every window. */
export const periodicReset = (roundStart: number, now: number, windowLengthMs: number) =>
	roundStart + Math.ceil((now - roundStart) / windowLengthMs) * windowLengthMs;
/** When a 429's limit lifts: after `waitMs`, and a moment after a reset the same response named. */
export const reopenAfter429 = (now: number, waitMs: number, resetAt?: number) =>
	resetAt === undefined ? now + waitMs : Math.max(now + waitMs, resetAt + RESET_MARGIN_MS);
/** While already closed, the earliest bound: each bounds the reset from above (Retry-After is rounded up). */
export const closedUntilAfter429 = (closedUntil: number, now: number, reopenAt: number) => (now >= closedUntil ? reopenAt : Math.min(closedUntil, reopenAt));
/** Let one out (a `probe` goes alone; `nextPaceAt` is the turn after it while spreading), wait until `at`, or wait for a response. */
export type Turn = { go: 'probe' | 'go'; nextPaceAt?: number } | { at: number } | 'wait for a response';

/**
 * The budget of a server that sends rate headers: never more than the window's remaining
 * budget, spread evenly over what is left of it, so that other clients of the same key (other
 * n8n processes) see it shrink and slow down too. A queue that fits goes at once while nobody
 * else is seen spending the budget; once others are, each new window holds only our share of
 * the last one (what two processes each think is left, both would take).
 */
export class HeaderBudget {
	/** Whether the server's responses carry enough to pace by; until then the slow start decides. */
	active = false;
	private limit?: number;
	/** Requests still allowed for us in the current window, our own admissions deducted. */
	private remaining?: number;
	// the current window's end (monotonic clock) and key; the key of the window left at the last reset; the shortest distance seen between two resets
	private resetAt?: number;
	private resetKey?: number;
	private previousResetKey?: number;
	private windowLengthMs?: number;
	/** Until when others are taken to spend the same budget. */
	private sharedUntil = -Infinity;
	private ownInWindow = 0;
	/** Counts the windows begun; a ticket carries the one that let it out. */
	windowNumber = 0;
	/** The least remaining budget the server reported in the current window. */
	private leastRemaining?: number;
	/** The reset key of the window in which the server's count last matched our own. */
	private aloneIn?: number;
	/** The next turn while spreading requests over a window. */
	private paceAt = -Infinity;

	/** What a response's rate headers say; `ownInFlight` of ours are still on their way. */
	learn(report: RateReport, now: number, limited: boolean, ownInFlight: number) {
		if (!this.active && report.remaining === undefined && report.resetInMs === undefined && !limited) {
			this.limit = report.limit ?? this.limit; // a limit alone says too little to pace by
			return;
		}
		this.active = true;
		if (report.limit !== undefined && report.limit > 0) this.limit = report.limit;
		const fromServer = report.remaining === undefined ? undefined : remainingForUs(report.remaining, ownInFlight);
		const key = report.resetKey;
		// a late response from the window we already left says nothing of the new one
		if (key !== undefined && this.previousResetKey !== undefined && key <= this.previousResetKey + SAME_WINDOW_MS) return;
		const inCurrent = key !== undefined && this.resetKey !== undefined && sameWindow(key, this.resetKey);
		if (report.remaining !== undefined && inCurrent) this.leastRemaining = Math.min(this.leastRemaining ?? Infinity, report.remaining);
		if (key !== undefined && this.resetKey !== undefined) {
			if (key < this.resetKey - SAME_WINDOW_MS) return; // an answer from an older window
			if (inCurrent) {
				// nothing of ours on its way and the server's count is exactly ours: nobody else spends it
				if (ownInFlight === 0 && report.remaining === this.remaining && now >= this.sharedUntil) this.aloneIn = this.resetKey;
				if (fromServer !== undefined && (this.remaining === undefined || fromServer < this.remaining)) {
					// less left than our own use explains: someone else spends this budget too
					if (this.remaining !== undefined && report.remaining! < this.remaining) this.sharedUntil = now + SHARED_MEMORY_MS;
					this.remaining = fromServer;
				}
				this.resetAt = now + report.resetInMs!;
				return;
			}
			this.windowLengthMs = Math.min(this.windowLengthMs ?? Infinity, key - this.resetKey);
		}
		// the first response of a new window (its request counted in it, as may be those still on
		// their way); our own timer may not have noticed its reset yet
		if (!this.begunAtReset) this.beginWindow(now, ownInFlight + 1);
		this.resetKey = key;
		this.leastRemaining = report.remaining;
		// no plausible reset: no window to wait on
		this.resetAt = key === undefined ? undefined : now + report.resetInMs!;
		// never more than our share of the window, nor more than the server has left: two gates
		// that each spent all the server said was left would both take its last request
		if (fromServer !== undefined) this.remaining = this.remaining === undefined ? fromServer : Math.min(this.remaining, fromServer);
		else if (limited) this.remaining = 0;
	}

	/** After a 429 of a request this budget let out in window `windowNumber`. */
	limited(kind: 'probe' | 'go', windowNumber: number | undefined, now: number) {
		// the budget was spent when we thought some was left: someone else uses it too
		if (kind === 'go') this.sharedUntil = now + SHARED_MEMORY_MS;
		// a refused request used none of the budget: our share of the window is what got through
		// (counted, two gates that each took one too many would keep taking it every window)
		if (windowNumber === this.windowNumber && this.ownInWindow > 0) this.ownInWindow--;
		this.remaining = 0;
	}

	/** One of ours let out on `turn`. */
	letOut(turn: Turn) {
		if (this.remaining !== undefined) this.remaining--;
		this.ownInWindow++;
		if (typeof turn === 'object' && 'go' in turn && turn.nextPaceAt !== undefined) this.paceAt = turn.nextPaceAt;
	}

	/** Once the reset (and a moment, not to be counted in the old window) passed, a new window begins, counting ours in flight. */
	rollOver(now: number, ownInFlight: number) {
		if (this.resetAt === undefined || now < this.resetAt + RESET_MARGIN_MS) return;
		this.beginWindow(now, ownInFlight);
		// the key stays the last one a server named: the next response adopts the new window
		// (and corrects a length learned across a window nobody used)
		this.resetAt = nextReset(this.resetAt, now, this.windowLengthMs);
	}

	/** Whose turn it is; changes nothing (the gate calls `rollOver` before and `letOut` after). */
	decide(now: number, queued: number, ownInFlight: number, probing: boolean): Turn {
		// a window whose reset passed a moment ago: a moment more, so as not to be counted in it
		if (this.resetAt !== undefined && now >= this.resetAt) return { at: this.resetAt + RESET_MARGIN_MS };
		// bursting needs proof in this very window that nobody else spends the budget
		const alone = now >= this.sharedUntil;
		const provenAlone = alone && this.aloneIn !== undefined && this.aloneIn === this.resetKey;
		const budget = this.remaining ?? 0;
		// a server that names no resets at all: the budget goes as it comes
		if (budget >= 1 && this.resetAt === undefined && this.resetKey === undefined && alone) return { go: 'go' };
		if (budget < 1 || this.resetAt === undefined) {
			if (budget < 1 && this.remaining !== undefined && this.resetAt !== undefined) return { at: this.resetAt + RESET_MARGIN_MS };
			// when the budget resets is not known: one request at a time until a response tells
			return probing || ownInFlight > 0 ? 'wait for a response' : { go: 'probe' };
		}
		if (provenAlone && queued <= budget) return { go: 'go' };
		const turn = spreadTurn(this.paceAt, now, this.resetAt, budget);
		return turn.go ? { go: 'go', nextPaceAt: turn.nextPaceAt } : { at: turn.at };
	}

	/** A new window: our share of the limit, less `ownInFlight` of ours that may be counted in it. */
	private beginWindow(now: number, ownInFlight: number) {
		const share = shareOfWindow(this.limit, this.leastRemaining, this.ownInWindow, now < this.sharedUntil);
		this.remaining = newWindowBudget(this.limit, share, ownInFlight);
		this.ownInWindow = ownInFlight;
		this.windowNumber++;
		this.leastRemaining = undefined;
		this.aloneIn = undefined;
		this.previousResetKey = this.resetKey;
	}

	/** A window begun at its reset whose key no response has named yet: the key it left is still the last one named. */
	private get begunAtReset() {
		return this.resetKey !== undefined && this.previousResetKey === this.resetKey;
	}
}

/** Requests let out at once, without rate headers, before the first responses; one more per success. */
export const INITIAL_ALLOWANCE = 8;

/** Without rate headers, learned from 429s: a slow start until the first; then, after each reset, as many as got through the last time (a round), then a probe for one more. */
export class SlowStartBudget {
	// requests allowed on their way at once during the slow start; what one window takes, once a 429 told
	private allowance = INITIAL_ALLOWANCE;
	private learnedLimit?: number;
	/** Counts the rounds let out after each reset; a ticket carries the one that let it out. */
	round = 0;
	private releasedThisRound = 0;
	private reopenPending = false;
	/** When the latest round after a reset was let out (its planned time, so that timer lag adds up nowhere). */
	private roundStart?: number;
	/** The longest Retry-After seen, in whole seconds: windows are at most that long. */
	private windowLengthGuessMs = 1000;

	/** One of ours answered with success. */
	succeeded(kind: 'probe' | 'go', round: number) {
		if (this.learnedLimit === undefined) this.allowance++;
		// the window held one more than we thought: the next probe asks for another
		else if (kind === 'probe' && round === this.round) this.learnedLimit++;
	}

	/** After a 429 of a request of `round` that asked to wait until `reopenAt`: the next reset, at most one window after the last round began. */
	limited(kind: 'probe' | 'go', round: number, now: number, waitMs: number, reopenAt: number) {
		const tooEarly = kind === 'go' && round === this.round;
		if (this.roundStart !== undefined && !tooEarly) {
			this.windowLengthGuessMs = Math.max(this.windowLengthGuessMs, Math.ceil(waitMs / 1000) * 1000);
			reopenAt = Math.min(reopenAt, periodicReset(this.roundStart, now, this.windowLengthGuessMs));
		}
		if (this.learnedLimit === undefined) {
			// what the slow start got through is what one window takes
			this.learnedLimit = Math.max(1, this.allowance - INITIAL_ALLOWANCE);
			this.round++; // the slow start's other answers say nothing more
		} else if (tooEarly) {
			// one of the round let out after the last reset was one too many
			this.learnedLimit = Math.max(1, this.learnedLimit - 1);
		}
		this.reopenPending = true;
		return reopenAt;
	}

	/** One of ours let out. */
	letOut() {
		this.releasedThisRound++;
	}

	/** The gate is open again (since `openedAt`) after a 429: the next round begins. */
	reopen(openedAt: number) {
		if (this.learnedLimit === undefined || !this.reopenPending) return;
		this.reopenPending = false;
		this.round++;
		this.releasedThisRound = 0;
		this.roundStart = openedAt;
	}

	/** Whose turn it is once the gate is open, with `ownInFlight` of ours on their way. Changes nothing: the gate calls `reopen` before. */
	decide(ownInFlight: number, probing: boolean): Turn {
		if (this.learnedLimit === undefined) return ownInFlight < this.allowance ? { go: 'go' } : 'wait for a response';
		if (this.releasedThisRound < this.learnedLimit) return { go: 'go' };
		return probing ? 'wait for a response' : { go: 'probe' };
	}
}
