import * as workflow from 'n8n-workflow';

type AbortableSleep = (ms: number, signal: AbortSignal) => Promise<void>;

// n8n-workflow 1.x exports `sleepWithAbort`; 2.x's `sleep` takes the signal itself (and has
// no `sleepWithAbort`). Either clears its timer when the signal aborts, which a community
// node may not do itself (n8n's lint bars clearTimeout).
const library = workflow as unknown as { sleepWithAbort?: AbortableSleep; sleep: AbortableSleep };
const sleepUntilAborted: AbortableSleep = library.sleepWithAbort ?? library.sleep;

/** Waits `ms`; true when the time passed, false when `signal` aborted first (its timer then gone). */
export async function waited(ms: number, signal: AbortSignal): Promise<boolean> {
	if (signal.aborted) return false;
	// either sleep rejects only when the signal aborts
	return await sleepUntilAborted(ms, signal).then(
		() => true,
		() => false,
	);
}

/** Waits `ms`, or less when the execution is cancelled: then nothing more is sent. */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
	await waited(ms, signal ?? new AbortController().signal);
}
