import { createHash } from 'node:crypto';
import { sleep } from 'n8n-workflow';
import { closedUntilAfter429, HeaderBudget, reopenAfter429, SlowStartBudget, type Turn } from './rateBudgets';
import type { RateReport } from './rateHeaders';

/** A turn to send: a `probe` goes alone, to learn what the server says; `round` and `windowNumber` are the budgets' that let it out. */
export interface Ticket {
	kind: 'probe' | 'go';
	round: number;
	windowNumber?: number;
}
type Admission = { ticket: Ticket } | { resetInMs: number } | { cancelled: true };
/** How an attempt ended: a response; a 429 this node waits out (`waitMs`); a 429 too far off to wait for; no response at all. */
export type Outcome = { responded: true; report?: RateReport } | { limited: true; waitMs: number; report?: RateReport } | 'refused' | undefined;

interface Waiter {
	retry: boolean;
	deadline: number;
	maxWaitMs: number;
	hand(admission: Admission): void;
}

/**
 * Shared by every request to one app with one key and sender in this process: first a single
 * request, to learn whether the server sends rate headers; then `HeaderBudget` or
 * `SlowStartBudget` lets requests out. After a 429, nobody goes before its limit lifts. Times
 * are monotonic (wall-clock jumps move no wait); waiters go in order, retries first.
 */
export class RateGate {
	private readonly queue: Waiter[] = [];
	private readonly headers = new HeaderBudget();
	private readonly slowStart = new SlowStartBudget();
	private inFlight = 0;
	private probing = false;
	/** When the pending timer fires (n8n's `sleep` cannot be cancelled: a stale one just finds nothing to do). */
	private wake = Infinity;
	private responded = false;
	/** After a 429: nobody goes before this. */
	private closedUntil = -Infinity;

	/** Waits for a turn; gives up (with the time to the reset) when that is past `deadline` or `maxWaitMs` away. */
	admit(deadline: number, maxWaitMs: number, signal?: AbortSignal, retry = false): Promise<Admission> {
		if (signal?.aborted) return Promise.resolve({ cancelled: true });
		return new Promise((resolve) => {
			const onAbort = () => {
				const at = this.queue.indexOf(waiter);
				if (at >= 0) this.queue.splice(at, 1);
				resolve({ cancelled: true });
			};
			const waiter: Waiter = {
				retry,
				deadline,
				maxWaitMs,
				hand: (admission) => {
					signal?.removeEventListener('abort', onAbort);
					resolve(admission);
				},
			};
			signal?.addEventListener('abort', onAbort, { once: true });
			// a retried request was let out before: it goes ahead of those not sent yet
			const at = retry ? this.queue.findIndex((w) => !w.retry) : -1;
			if (at >= 0) this.queue.splice(at, 0, waiter);
			else this.queue.push(waiter);
			// n8n starts all items' requests in one go: when pacing, decide once they are all
			// here (whether the queue fits in the budget), a timer tick later
			if (this.headers.active) this.wakeAt(performance.now());
			else this.pump();
		});
	}

	/** After an attempt: what the response said moves the budget and the reset. */
	settle(ticket: Ticket, outcome: Outcome) {
		const now = performance.now();
		this.inFlight--;
		if (ticket.kind === 'probe') this.probing = false;
		if (outcome && outcome !== 'refused') {
			this.responded = true;
			if (outcome.report) this.headers.learn(outcome.report, now, 'limited' in outcome, this.inFlight);
			if (!('limited' in outcome)) {
				if (!this.headers.active) this.slowStart.succeeded(ticket.kind, ticket.round);
			} else {
				const { waitMs, report } = outcome;
				let reopenAt = reopenAfter429(now, waitMs, report?.resetInMs === undefined ? undefined : now + report.resetInMs);
				if (this.headers.active) this.headers.limited(ticket.kind, ticket.windowNumber, now);
				else reopenAt = this.slowStart.limited(ticket.kind, ticket.round, now, waitMs, reopenAt);
				this.closedUntil = closedUntilAfter429(this.closedUntil, now, reopenAt);
			}
		}
		this.pump();
	}

	/** Queued requests (for tests and diagnostics). */
	get waiting() {
		return this.queue.length;
	}

	/** Nothing waiting, nothing on its way, not closed after a 429: forgetting this gate loses no request and no limit. */
	idle() {
		return this.queue.length === 0 && this.inFlight === 0 && performance.now() >= this.closedUntil;
	}

	private wakeAt(at: number) {
		if (at >= this.wake) return;
		this.wake = at;
		void sleep(Math.max(0, Math.ceil(at - performance.now()))).then(() => {
			if (this.wake === at) this.wake = Infinity;
			this.pump();
		});
	}

	private pump() {
		while (this.queue.length) {
			const now = performance.now();
			// what the budgets learn from time passing, where they decide: a window's reset, a round after a 429
			if (now >= this.closedUntil && this.responded) {
				if (this.headers.active) this.headers.rollOver(now, this.inFlight);
				else this.slowStart.reopen(this.closedUntil);
			}
			// whose turn it is now
			const decision: Turn | { at: number; closed: true } =
				now < this.closedUntil ? { at: this.closedUntil, closed: true }
				: !this.responded ? (this.inFlight === 0 ? { go: 'probe' } : 'wait for a response')
				: this.headers.active ? this.headers.decide(now, this.queue.length, this.inFlight, this.probing)
				: this.slowStart.decide(this.inFlight, this.probing);
			if (decision === 'wait for a response') break;
			if ('go' in decision) {
				const waiter = this.queue.shift()!;
				this.inFlight++;
				if (decision.go === 'probe') this.probing = true;
				if (this.headers.active) this.headers.letOut(decision);
				else this.slowStart.letOut();
				waiter.hand({ ticket: { kind: decision.go, round: this.slowStart.round, windowNumber: this.headers.windowNumber } });
				continue;
			}
			// refuse whoever cannot wait that long; the others sleep until then
			const wait = decision.at - now;
			const closed = 'closed' in decision;
			for (const waiter of this.queue.filter((w) => (closed ? wait > w.maxWaitMs || decision.at > w.deadline : now >= w.deadline))) {
				this.queue.splice(this.queue.indexOf(waiter), 1);
				waiter.hand({ resetInMs: wait });
			}
			if (this.queue.length) this.wakeAt(decision.at);
			break;
		}
	}
}

/** Gates kept for keys not in use any more, at most (a key includes the sender: there can be many). */
export const MAX_IDLE_GATES = 1000;

const gates = new Map<string, RateGate>();

/** The gate's key for one API origin, key and sender: a digest, so that the gates, kept as long as the process runs, hold no API key. */
export const rateGateKey = (origin: string, apiKey: string, sender: string) =>
	createHash('sha256').update(JSON.stringify([origin, apiKey, sender])).digest('base64url');

/** The gate of a key. Past MAX_IDLE_GATES, the idle ones least recently used are forgotten; busy or closed ones are kept whatever their number. */
export function rateGateFor(key: string): RateGate {
	const gate = gates.get(key) ?? new RateGate();
	// most recently used last: the idle gates forgotten first are the ones unused longest
	if (!gates.delete(key)) {
		for (const [other, kept] of gates) {
			if (gates.size < MAX_IDLE_GATES) break;
			if (kept.idle()) gates.delete(other);
		}
	}
	gates.set(key, gate);
	return gate;
}

/** The keys of the gates kept (for tests and diagnostics). */
export const rateGateKeys = () => [...gates.keys()];
