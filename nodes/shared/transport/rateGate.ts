import { sleep } from 'n8n-workflow';
import type { RateReport } from './rateHeaders';

/** A turn to send: a `probe` goes alone, to learn what the server says; `round` tells the rounds after each reset apart. */
export interface Ticket {
	kind: 'probe' | 'go';
	round: number;
	/** Which of this gate's paced windows let it out (its 429 then gives that window's turn back). */
	window?: number;
}
export type Admission = { ticket: Ticket } | { resetInMs: number } | { cancelled: true };
/** How an attempt ended, as far as the gate cares. */
export type Outcome =
	/** An answer (success or error) and what its rate headers said, if anything. */
	| { answered: true; report?: RateReport }
	/** HTTP 429 that this node waits out (`waitMs`, from Retry-After or the back-off). */
	| { limited: true; waitMs: number; report?: RateReport }
	/** HTTP 429 whose reset is too far off to wait for. */
	| 'refused'
	/** No answer (network fault, timeout). */
	| undefined;

/** A monotonic clock: wall-clock jumps (NTP, a suspended laptop) move no wait. */
export type Clock = () => number;
const monotonic: Clock = () => performance.now();

/** Requests let out, without rate headers, before the first answers; one more per success. */
export const INITIAL_WINDOW = 8;
/** Sent this long after the reset a server names, so that a request is not counted in the old window. */
export const RESET_MARGIN_MS = 25;
/** How long another client seen spending the same budget keeps this gate spreading its requests. */
export const SHARED_MEMORY_MS = 60_000;
/** How far a late timer may catch up on turns it missed while requests are spread over a window. */
const CATCH_UP_MS = 60;
/** Answers whose resets differ by less than this belong to one window. */
const SAME_WINDOW_MS = 50;

interface Waiter {
	retry: boolean;
	deadline: number;
	maxWaitMs: number;
	signal?: AbortSignal;
	resolve: (admission: Admission) => void;
	onAbort?: () => void;
}

type Decision = { go: Ticket['kind'] } | { at: number; closed: boolean } | 'wait for an answer';

/**
 * Shared by every request to one CometChat app with one key (and one sender) in this
 * process; it lets requests out no faster than the server's budget allows:
 *
 * - first a single request, to learn whether the server sends rate headers;
 * - with headers (`X-Rate-Limit`, `-Remaining`, `-Reset`): never more than the window's
 *   remaining budget, spread evenly over what is left of the window, so that other
 *   clients of the same key (other n8n processes) see the budget shrink and slow down
 *   too; a queue that fits in what remains goes at once while nobody else is seen
 *   spending the budget; when the reset is not known (not sent, in the past, implausibly
 *   far: a skewed or jumped clock), one request at a time until an answer or a 429 tells;
 *   once others are seen spending it, each new window holds only the share of the last
 *   one that got through for us (what two processes each think is left, both would take);
 * - without headers: a slow start (a few requests, one more per success) until the first
 *   429; from then on, after each reset, as many requests as got through the last time,
 *   then a single probe;
 * - after a 429, nobody goes before the reset it names.
 *
 * All times are on a monotonic clock. Waiters are served in order (retries first); each is
 * refused as soon as its wait would pass its own bounds, and a cancelled one leaves at once.
 */
export class RateGate {
	private readonly queue: Waiter[] = [];
	private inFlight = 0;
	private probing = false;
	/** When the pending timer fires (n8n's `sleep`, which cannot be cancelled: a stale one just finds nothing to do). */
	private wake = Infinity;
	private answered = false;
	/** After a 429: nobody goes before this. */
	private closedUntil = -Infinity;

	// from the rate headers
	private paced = false;
	private limit?: number;
	/** Requests still allowed in the current window, our own admissions deducted. */
	private remaining?: number;
	/** End of the current window, when known. */
	private resetAt?: number;
	/** The window's reset as the server named it (wall clock), to tell answers of one window apart. */
	private windowKey?: number;
	/** The key of the window left at the last reset. */
	private pastKey?: number;
	private windowMs?: number;
	private sharedUntil = -Infinity;
	/** Our requests let out in the current window, and the least remaining budget the server reported in it. */
	private ownInWindow = 0;
	/** Numbers the windows this gate has begun; a ticket carries the one that let it out. */
	private windowSeq = 0;
	private leastReported?: number;
	/** The window in which the server's count last matched our own. */
	private aloneIn?: number;
	/** The next turn while spreading requests over a window. */
	private paceAt = -Infinity;

	// without rate headers
	private window = INITIAL_WINDOW;
	private learnedLimit?: number;
	private round = 0;
	private releasedThisRound = 0;
	private reopenPending = false;
	/** When the latest round after a reset was let out (its planned time, so that timer lag adds up nowhere). */
	private roundStart?: number;
	private windowGuessMs = 1000;

	constructor(private readonly clock: Clock = monotonic) {}

	/** Waits for a turn; gives up (with the time to the reset) when that is past `deadline` or `maxWaitMs` away. */
	admit(deadline: number, maxWaitMs: number, signal?: AbortSignal, retry = false): Promise<Admission> {
		if (signal?.aborted) return Promise.resolve({ cancelled: true });
		return new Promise((resolve) => {
			const waiter: Waiter = { retry, deadline, maxWaitMs, signal, resolve };
			if (signal) {
				waiter.onAbort = () => {
					const at = this.queue.indexOf(waiter);
					if (at >= 0) this.queue.splice(at, 1);
					resolve({ cancelled: true });
				};
				signal.addEventListener('abort', waiter.onAbort, { once: true });
			}
			// a retried request was let out before: it goes ahead of those not sent yet
			const at = retry ? this.queue.findIndex((w) => !w.retry) : -1;
			if (at >= 0) this.queue.splice(at, 0, waiter);
			else this.queue.push(waiter);
			// n8n starts all items' requests in one go: when pacing, decide once they are all
			// here (whether the queue fits in the budget), a timer tick later
			if (this.paced) this.wakeAt(this.clock());
			else this.pump();
		});
	}

	/** After an attempt: what the answer said moves the budget and the reset. */
	settle(ticket: Ticket, outcome: Outcome): void {
		const now = this.clock();
		this.inFlight--;
		if (ticket.kind === 'probe') this.probing = false;
		if (outcome && outcome !== 'refused') {
			this.answered = true;
			if (outcome.report) this.learn(outcome.report, now, 'limited' in outcome);
			const reset = outcome.report?.resetInMs === undefined ? undefined : now + outcome.report.resetInMs;
			if ('limited' in outcome) this.limited(outcome.waitMs, now, ticket, reset);
			else if (!this.paced) this.succeededBlind(ticket);
		}
		this.pump();
	}

	/** Queued requests (for tests and diagnostics). */
	get waiting(): number {
		return this.queue.length;
	}

	private learn(report: RateReport, now: number, limited: boolean): void {
		if (!this.paced && report.remaining === undefined && report.resetInMs === undefined && !limited) {
			this.limit = report.limit ?? this.limit; // a limit alone says too little to pace by
			return;
		}
		this.paced = true;
		if (report.limit !== undefined && report.limit > 0) this.limit = report.limit;
		// our requests still on their way may not be counted in this answer yet
		const fromServer = report.remaining === undefined ? undefined : Math.max(0, report.remaining - this.inFlight);
		const key = report.resetKey;
		// a late answer from the window we already left says nothing of the new one
		if (key !== undefined && this.pastKey !== undefined && key <= this.pastKey + SAME_WINDOW_MS) return;
		const sameWindow = key !== undefined && this.windowKey !== undefined && Math.abs(key - this.windowKey) <= SAME_WINDOW_MS;
		if (report.remaining !== undefined && sameWindow) this.leastReported = Math.min(this.leastReported ?? Infinity, report.remaining);
		if (key !== undefined && this.windowKey !== undefined) {
			if (key < this.windowKey - SAME_WINDOW_MS) return; // an answer from an older window
			if (key <= this.windowKey + SAME_WINDOW_MS) {
				// nothing of ours on its way and the server's count is exactly ours: nobody else spends it
				if (this.inFlight === 0 && report.remaining === this.remaining && now >= this.sharedUntil) this.aloneIn = this.windowKey;
				if (fromServer !== undefined && (this.remaining === undefined || fromServer < this.remaining)) {
					// less left than our own use explains: someone else spends this budget too
					if (this.remaining !== undefined && report.remaining! < this.remaining) this.sharedUntil = now + SHARED_MEMORY_MS;
					this.remaining = fromServer;
				}
				this.resetAt = now + report.resetInMs!;
				return;
			}
			this.windowMs = Math.min(this.windowMs ?? Infinity, key - this.windowKey);
		}
		// the first answer of a new window (its request counted in it, as may be those still on
		// their way); our own timer may not have noticed its reset yet
		if (!this.begunAtReset) this.beginWindow(now, this.inFlight + 1);
		this.windowKey = key;
		this.leastReported = report.remaining;
		// no usable reset (absent, in the past, implausibly far): no window to wait on
		this.resetAt = key === undefined ? undefined : now + report.resetInMs!;
		// never more than our share of the window, nor more than the server has left: two gates
		// that each spent all the server said was left would both take its last request
		if (fromServer !== undefined) this.remaining = this.remaining === undefined ? fromServer : Math.min(this.remaining, fromServer);
		else if (limited) this.remaining = 0;
	}

	/**
	 * A new window holds the whole limit, or, when others spend the same budget, the share of
	 * the last window that we took; `ownSoFar` of ours may already be counted in it. At least
	 * one goes, so that requests that never come back cannot hold the queue forever.
	 */
	private beginWindow(now: number, ownSoFar: number): void {
		this.remaining = this.limit === undefined ? undefined : Math.max(1, Math.floor(this.limit * this.share(now)) - ownSoFar);
		this.ownInWindow = ownSoFar;
		this.windowSeq++;
		this.leastReported = undefined;
		this.aloneIn = undefined;
		this.pastKey = this.windowKey;
	}

	/** A window begun at its reset whose key no answer has named yet: the key it left is still the last one named. */
	private get begunAtReset(): boolean {
		return this.windowKey !== undefined && this.pastKey === this.windowKey;
	}

	private limited(waitMs: number, now: number, ticket: Ticket, reset?: number): void {
		// Retry-After is rounded up to whole seconds, so each answer bounds the reset from
		// above: while the gate is closed, the earliest bound is the best estimate.
		// waitMs is at least Retry-After and reaches the named reset when that is later; the
		// reset is exact, so go a moment after it
		let candidate = reset === undefined ? now + waitMs : Math.max(now + waitMs, reset + RESET_MARGIN_MS);
		const tooEarly = ticket.kind === 'go' && ticket.round === this.round;
		if (!this.paced && this.roundStart !== undefined && !tooEarly) {
			// Without headers the windows are fixed, at most as long as the longest Retry-After:
			// the next reset comes one window after the last round began (it went out after a
			// reset). Waiting from each 429 instead would drift a little later every window.
			this.windowGuessMs = Math.max(this.windowGuessMs, Math.ceil(waitMs / 1000) * 1000);
			const periodic = this.roundStart + Math.ceil((now - this.roundStart) / this.windowGuessMs) * this.windowGuessMs;
			candidate = Math.min(candidate, periodic);
		}
		this.closedUntil = now >= this.closedUntil ? candidate : Math.min(this.closedUntil, candidate);
		if (this.paced) {
			// the budget was spent when we thought some was left: someone else uses it too
			if (ticket.kind === 'go') this.sharedUntil = now + SHARED_MEMORY_MS;
			// a refused request used none of the budget: our share of the window is what got through
			// (counted, two gates that each took one too many would keep taking it every window)
			if (ticket.window === this.windowSeq && this.ownInWindow > 0) this.ownInWindow--;
			this.remaining = 0;
			return;
		}
		if (this.learnedLimit === undefined) {
			// what the slow start got through is what one window takes
			this.learnedLimit = Math.max(1, this.window - INITIAL_WINDOW);
			this.round++; // the slow start's other answers say nothing more
		} else if (ticket.kind === 'go' && ticket.round === this.round) {
			// one of the round let out after the last reset was one too many
			this.learnedLimit = Math.max(1, this.learnedLimit - 1);
		}
		this.reopenPending = true;
	}

	private succeededBlind(ticket: Ticket): void {
		if (this.learnedLimit === undefined) this.window++;
		// the window held one more than we thought: the next probe asks for another
		else if (ticket.kind === 'probe' && ticket.round === this.round) this.learnedLimit++;
	}

	private decide(now: number): Decision {
		if (now < this.closedUntil) return { at: this.closedUntil, closed: true };
		if (!this.answered) return this.inFlight === 0 ? { go: 'probe' } : 'wait for an answer';
		return this.paced ? this.decidePaced(now) : this.decideBlind();
	}

	private decidePaced(now: number): Decision {
		if (this.resetAt !== undefined && now >= this.resetAt) {
			// a moment after the reset, so as not to be counted in the old window
			if (now < this.resetAt + RESET_MARGIN_MS) return { at: this.resetAt + RESET_MARGIN_MS, closed: false };
			// ours still on their way may be counted in the new window
			this.beginWindow(now, this.inFlight);
			// the key stays the last one a server named: the next answer adopts the new window
			// (and corrects a length learned across a window nobody used)
			if (this.windowMs !== undefined) this.resetAt += Math.ceil((now - this.resetAt + 1) / this.windowMs) * this.windowMs;
			else this.resetAt = undefined;
		}
		// bursting needs proof in this very window that nobody else spends the budget
		const alone = now >= this.sharedUntil;
		const provenAlone = alone && this.aloneIn !== undefined && this.aloneIn === this.windowKey;
		const budget = this.remaining ?? 0;
		// a server that names no resets at all: the budget goes as it comes
		if (budget >= 1 && this.resetAt === undefined && this.windowKey === undefined && alone) return { go: 'go' };
		if (budget < 1 || this.resetAt === undefined) {
			if (budget < 1 && this.remaining !== undefined && this.resetAt !== undefined) {
				return { at: this.resetAt + RESET_MARGIN_MS, closed: false };
			}
			// when the budget resets is not known: one request at a time until an answer tells
			return this.probing || this.inFlight > 0 ? 'wait for an answer' : { go: 'probe' };
		}
		if (provenAlone && this.queue.length <= budget) return { go: 'go' };
		// spread what is left of the window over what is left of its time; a late timer
		// (a busy machine) catches up on the turns it missed, up to CATCH_UP_MS of them
		// (not the turns of a time nobody was waiting: pacing that starts afresh starts now)
		const next = this.paceAt >= now - CATCH_UP_MS ? this.paceAt : now;
		if (now < next) return { at: next, closed: false };
		this.paceAt = next + (this.resetAt - now) / budget;
		return { go: 'go' };
	}

	/** Our part of what the last window's clients spent, when others were seen spending it too. */
	private share(now: number): number {
		if (now >= this.sharedUntil || this.limit === undefined || this.leastReported === undefined) return 1;
		const spent = this.limit - this.leastReported;
		return spent > 0 ? Math.min(1, Math.max(0.1, this.ownInWindow / spent)) : 1;
	}

	private decideBlind(): Decision {
		if (this.learnedLimit === undefined) return this.inFlight < this.window ? { go: 'go' } : 'wait for an answer';
		if (this.reopenPending) {
			this.reopenPending = false;
			this.round++;
			this.releasedThisRound = 0;
			this.roundStart = this.closedUntil;
		}
		if (this.releasedThisRound < this.learnedLimit) return { go: 'go' };
		return this.probing ? 'wait for an answer' : { go: 'probe' };
	}

	private wakeAt(at: number): void {
		if (at >= this.wake) return;
		this.wake = at;
		void sleep(Math.max(0, Math.ceil(at - this.clock()))).then(() => {
			if (this.wake === at) this.wake = Infinity;
			this.pump();
		});
	}

	private pump(): void {
		while (this.queue.length) {
			const now = this.clock();
			const decision = this.decide(now);
			if (decision === 'wait for an answer') break;
			if ('go' in decision) {
				const waiter = this.queue.shift()!;
				this.inFlight++;
				if (decision.go === 'probe') this.probing = true;
				if (this.remaining !== undefined) this.remaining--;
				this.ownInWindow++;
				this.releasedThisRound++;
				this.hand(waiter, { ticket: { kind: decision.go, round: this.round, window: this.windowSeq } });
				continue;
			}
			// refuse whoever cannot wait that long; the others sleep until then
			const wait = decision.at - now;
			for (const waiter of [...this.queue]) {
				const tooLong = decision.closed ? wait > waiter.maxWaitMs || decision.at > waiter.deadline : now >= waiter.deadline;
				if (tooLong) {
					this.queue.splice(this.queue.indexOf(waiter), 1);
					this.hand(waiter, { resetInMs: wait });
				}
			}
			if (this.queue.length) this.wakeAt(decision.at);
			break;
		}
	}

	private hand(waiter: Waiter, admission: Admission): void {
		if (waiter.onAbort) waiter.signal!.removeEventListener('abort', waiter.onAbort);
		waiter.resolve(admission);
	}
}

const gates = new Map<string, RateGate>();

export function rateGateFor(key: string): RateGate {
	let gate = gates.get(key);
	if (!gate) {
		if (gates.size >= 1000) gates.clear();
		gate = new RateGate();
		gates.set(key, gate);
	}
	return gate;
}
