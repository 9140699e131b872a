import {
	newWindowBudget,
	nextReset,
	remainingForUs,
	RESET_MARGIN_MS,
	SAME_WINDOW_MS,
	sameWindow,
	shareOfWindow,
	spreadTurn,
} from './rateDecisions';
import type { RateReport } from './rateHeaders';

/** How long another client seen spending the same budget keeps this gate spreading its requests. */
const SHARED_MEMORY_MS = 60_000;

/**
 * What a budget tells the gate: let one out (a `probe` goes alone; `nextPaceAt` is the turn
 * after it while requests are spread over a window), wait until `at`, or wait for a response.
 */
export type Turn = { go: 'probe' | 'go'; nextPaceAt?: number } | { at: number } | 'wait for a response';

/**
 * The budget of a server that sends rate headers (`X-Rate-Limit`, `-Remaining`, `-Reset`):
 * never more than the window's remaining budget, spread evenly over what is left of the
 * window, so that other clients of the same key (other n8n processes) see the budget
 * shrink and slow down too. A queue that fits in what remains goes at once while nobody
 * else is seen spending the budget. When the reset is not known (not sent, or not
 * plausible), one request at a time until a response or a 429 tells. Once others are seen
 * spending it, each new window holds only the share of the last one that got through for
 * us (what two processes each think is left, both would take).
 *
 * A "window" here is always the server's rate-limit window: the requests counted until one
 * reset. Each is told apart by its reset key, the reset as the server named it.
 */
export class HeaderBudget {
	/** Whether the server's responses carry enough to pace by; until then the slow start decides. */
	active = false;
	private limit?: number;
	/** Requests still allowed for us in the current window, our own admissions deducted. */
	private remaining?: number;
	/** End of the current window (monotonic clock), when known. */
	private resetAt?: number;
	/** The current window's reset key. */
	private resetKey?: number;
	/** The reset key of the window left at the last reset. */
	private previousResetKey?: number;
	/** The shortest distance seen between two windows' resets. */
	private windowLengthMs?: number;
	/** Until when others are taken to spend the same budget. */
	private sharedUntil = -Infinity;
	/** Our requests let out in the current window. */
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
	learn(report: RateReport, now: number, limited: boolean, ownInFlight: number): void {
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
	limited(kind: 'probe' | 'go', windowNumber: number | undefined, now: number): void {
		// the budget was spent when we thought some was left: someone else uses it too
		if (kind === 'go') this.sharedUntil = now + SHARED_MEMORY_MS;
		// a refused request used none of the budget: our share of the window is what got through
		// (counted, two gates that each took one too many would keep taking it every window)
		if (windowNumber === this.windowNumber && this.ownInWindow > 0) this.ownInWindow--;
		this.remaining = 0;
	}

	/** One of ours let out on `turn`. */
	letOut(turn: Turn): void {
		if (this.remaining !== undefined) this.remaining--;
		this.ownInWindow++;
		if (typeof turn === 'object' && 'go' in turn && turn.nextPaceAt !== undefined) this.paceAt = turn.nextPaceAt;
	}

	/**
	 * The server's window moves on by itself: once its reset (and a moment after it, so as
	 * not to be counted in the old window) has passed, a new window begins, in which ours
	 * still on their way (`ownInFlight`) may be counted.
	 */
	rollOver(now: number, ownInFlight: number): void {
		if (this.resetAt === undefined || now < this.resetAt + RESET_MARGIN_MS) return;
		this.beginWindow(now, ownInFlight);
		// the key stays the last one a server named: the next response adopts the new window
		// (and corrects a length learned across a window nobody used)
		this.resetAt = nextReset(this.resetAt, now, this.windowLengthMs);
	}

	/**
	 * Whose turn it is, with `queued` waiting, `ownInFlight` of ours on their way, a probe
	 * among them or not. Changes nothing: the gate calls `rollOver` before and `letOut` after.
	 */
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
	private beginWindow(now: number, ownInFlight: number): void {
		const share = shareOfWindow(this.limit, this.leastRemaining, this.ownInWindow, now < this.sharedUntil);
		this.remaining = newWindowBudget(this.limit, share, ownInFlight);
		this.ownInWindow = ownInFlight;
		this.windowNumber++;
		this.leastRemaining = undefined;
		this.aloneIn = undefined;
		this.previousResetKey = this.resetKey;
	}

	/** A window begun at its reset whose key no response has named yet: the key it left is still the last one named. */
	private get begunAtReset(): boolean {
		return this.resetKey !== undefined && this.previousResetKey === this.resetKey;
	}
}
