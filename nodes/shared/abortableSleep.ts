import * as workflow from 'n8n-workflow';

type AbortableSleep = (ms: number, signal: AbortSignal) => Promise<void>;

// n8n 1.x's n8n-workflow exports `sleepWithAbort`; 2.x's `sleep` takes the signal itself.
// Either clears its timer when the signal aborts (community nodes may not call clearTimeout).
const library = workflow as unknown as { sleepWithAbort?: AbortableSleep; sleep: AbortableSleep };
const sleepUntilAborted: AbortableSleep = library.sleepWithAbort ?? library.sleep;

/** Waits `ms`; true when the time passed, false when `signal` aborted first (and its timer is gone). */
export async function waited(ms: number, signal: AbortSignal): Promise<boolean> {
	if (signal.aborted) return false;
	// either sleep rejects only when the signal aborts
	return await sleepUntilAborted(ms, signal).then(
		() => true,
		() => false,
	);
}
