import { pause } from './pause';

export type Ticket = 'free' | 'paced' | 'probe';
export type Admission = { ticket: Ticket } | { resetInMs: number } | { cancelled: true };
/** How an attempt ended, as far as the gate cares. */
export type Outcome = { waitMs: number; limit?: number } | 'refused' | undefined;

/**
 * Shared by every request to one CometChat app with one key (and one sender): once a 429
 * says when the limit resets, nobody sends before then, and after it only as many
 * requests as the `X-Rate-Limit` header allows go out, then a single probe finds the next
 * reset. Without it, a batch of items would retry all at once, and most of the retries
 * would be answered 429 again: wasted requests, and minutes of extra work.
 */
export class RateGate {
	private resumeAt = 0;
	private limit?: number;
	private released = 0;
	private probe?: Promise<void>;
	private endProbe?: () => void;

	/** Waits for a turn; gives up (with the time to the reset) when that is past `deadline` or `maxWaitMs` away. */
	async admit(deadline: number, maxWaitMs: number, signal?: AbortSignal): Promise<Admission> {
		for (;;) {
			if (signal?.aborted) return { cancelled: true };
			const now = Date.now();
			if (now < this.resumeAt) {
				const resetInMs = this.resumeAt - now;
				if (resetInMs > maxWaitMs || this.resumeAt > deadline) return { resetInMs };
				await pause(resetInMs, signal);
				continue;
			}
			if (this.limit === undefined) return { ticket: 'free' };
			if (this.released < this.limit) {
				this.released++;
				return { ticket: 'paced' };
			}
			if (!this.probe) {
				this.probe = new Promise((resolve) => (this.endProbe = resolve));
				return { ticket: 'probe' };
			}
			await this.probe;
		}
	}

	/**
	 * After an attempt: a 429 moves the reset; a probe's answer lets the others on. A 429
	 * too far off to wait for ('refused') says nothing about this window: it stays used.
	 */
	settle(ticket: Ticket, outcome?: Outcome): void {
		const limited = typeof outcome === 'object' ? outcome : undefined;
		if (limited) {
			// Retry-After is rounded up to whole seconds, so each answer bounds the reset from
			// above: while the gate is closed, the earliest bound is the best estimate.
			const now = Date.now();
			const candidate = now + limited.waitMs;
			this.resumeAt = now >= this.resumeAt ? candidate : Math.min(this.resumeAt, candidate);
			this.released = 0;
			if (limited.limit && limited.limit > 0) this.limit = limited.limit;
		} else if (ticket === 'probe' && outcome !== 'refused') {
			// the window had room after all: release another round
			this.released = 0;
		}
		if (ticket === 'probe') {
			this.probe = undefined;
			this.endProbe?.();
		}
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
