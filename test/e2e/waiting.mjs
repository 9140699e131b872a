// Waiting in the e2e files: plain helpers with no side effects on import.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` (sync or async, truthy = ready; a throw counts as not yet) every `everyMs` until `timeoutMs`; `failIf` aborts early. */
export async function waitFor(what, probe, { timeoutMs = 60_000, everyMs = 250, failIf } = {}) {
	const until = Date.now() + timeoutMs;
	for (;;) {
		const why = failIf?.();
		if (why) throw new Error(`${what}: ${why}`);
		const value = await Promise.resolve().then(probe).catch(() => undefined);
		if (value) return value;
		if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
		await sleep(everyMs);
	}
}
