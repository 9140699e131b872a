import { sleep } from 'n8n-workflow';

const SLICE_MS = 200;

/**
 * Waits `ms`, in short slices so that a cancelled execution stops waiting (and sends
 * nothing more) within a fifth of a second. n8n 1.x and 2.x export different abortable
 * sleeps; plain `sleep` exists in both. Measured on the monotonic clock, which no wall-clock
 * jump moves.
 */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
	const until = performance.now() + ms;
	for (let left = ms; left > 0 && !signal?.aborted; left = until - performance.now()) {
		await sleep(Math.min(left, SLICE_MS));
	}
}
