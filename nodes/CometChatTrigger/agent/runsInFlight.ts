/** The runs each trigger holds open now, by workflow and node: in this process, as the sockets are. */
const held = new Map<string, number>();

/**
 * Counts a run in until its response closes (answered, timed out, or the caller left);
 * false, counting nothing, when `max` runs are already held.
 */
export function admitRun(trigger: string, max: number, res: { once(event: 'close', listener: () => void): unknown }): boolean {
	const now = held.get(trigger) ?? 0;
	if (now >= max) return false;
	held.set(trigger, now + 1);
	res.once('close', () => {
		const left = (held.get(trigger) ?? 1) - 1;
		if (left > 0) held.set(trigger, left);
		else held.delete(trigger);
	});
	return true;
}
