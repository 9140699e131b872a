/** Sends `signal` to the process group of `child` (spawned detached), else to the child alone. */
export function signalGroup(child, signal) {
	try {
		process.kill(-child.pid, signal);
	} catch {
		try {
			child.kill(signal);
		} catch {
			/* already gone */
		}
	}
}
