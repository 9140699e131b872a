import type { Turn } from './headerBudget';
import { periodicReset } from './rateDecisions';

/** Requests let out at once, without rate headers, before the first responses; one more per success. */
export const INITIAL_ALLOWANCE = 8;

/**
 * The budget of a server that sends no rate headers, learned from its 429s: a slow start
 * (a few requests at once, one more per success) until the first 429; from then on, after
 * each reset, as many requests as got through the last time (a "round"), then a single probe
 * that asks for one more.
 */
export class SlowStartBudget {
	/** Requests allowed on their way at once during the slow start. */
	private allowance = INITIAL_ALLOWANCE;
	/** Requests one window takes, once a 429 told. */
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
	succeeded(kind: 'probe' | 'go', round: number): void {
		if (this.learnedLimit === undefined) this.allowance++;
		// the window held one more than we thought: the next probe asks for another
		else if (kind === 'probe' && round === this.round) this.learnedLimit++;
	}

	/**
	 * When the next reset comes, for a 429 (of a request of `round`) that asked to wait until
	 * `reopenAt`: no later than one window after the last round began.
	 */
	reopenAt(kind: 'probe' | 'go', round: number, now: number, waitMs: number, reopenAt: number): number {
		const tooEarly = kind === 'go' && round === this.round;
		if (this.roundStart === undefined || tooEarly) return reopenAt;
		this.windowLengthGuessMs = Math.max(this.windowLengthGuessMs, Math.ceil(waitMs / 1000) * 1000);
		return Math.min(reopenAt, periodicReset(this.roundStart, now, this.windowLengthGuessMs));
	}

	/** After a 429 of a request of `round`. */
	limited(kind: 'probe' | 'go', round: number): void {
		if (this.learnedLimit === undefined) {
			// what the slow start got through is what one window takes
			this.learnedLimit = Math.max(1, this.allowance - INITIAL_ALLOWANCE);
			this.round++; // the slow start's other answers say nothing more
		} else if (kind === 'go' && round === this.round) {
			// one of the round let out after the last reset was one too many
			this.learnedLimit = Math.max(1, this.learnedLimit - 1);
		}
		this.reopenPending = true;
	}

	/** One of ours let out. */
	letOut(): void {
		this.releasedThisRound++;
	}

	/** The gate is open again (since `openedAt`) after a 429: the next round begins. */
	reopen(openedAt: number): void {
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
