// Whatever the queue-mode e2e starts registers how to stop it here; stopAll() stops it all in
// reverse order, also when the test fails, throws, or gets SIGINT/SIGTERM/SIGHUP.
import { spawn } from 'node:child_process';
import { signalGroup } from '../processGroup.mjs';

const stack = [];

/** Registers `stop` (async) under `name`; returns a function that runs it once and unregisters it. */
export function onCleanup(name, stop) {
	const entry = { name, stop, done: false };
	stack.push(entry);
	return async () => {
		if (entry.done) return;
		entry.done = true;
		stack.splice(stack.indexOf(entry), 1);
		await stop();
	};
}

/** Runs every registered stop, newest first; a failing one is reported and the rest still run. */
export async function stopAll() {
	while (stack.length > 0) {
		const entry = stack.pop();
		if (entry.done) continue;
		entry.done = true;
		try {
			await entry.stop();
		} catch (error) {
			process.stderr.write(`[cleanup] stopping ${entry.name} failed: ${error.message}\n`);
		}
	}
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
	process.once(signal, () => {
		process.stderr.write(`[cleanup] ${signal}: stopping everything started\n`);
		void stopAll().finally(() => process.exit(130));
	});
}

/**
 * Spawns a long-running server in its own process group with its output collected (bounded),
 * registered for cleanup: SIGTERM (or `stopSignal`) to its group, SIGKILL after `killAfterMs`.
 */
export function spawnServer(name, cmd, args, { env, cwd, stopSignal = 'SIGTERM', killAfterMs = 15_000 } = {}) {
	const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
	let log = '';
	const append = (d) => {
		log += d;
		if (log.length > 4_000_000) log = log.slice(-2_000_000);
	};
	child.stdout.setEncoding('utf8').on('data', append);
	child.stderr.setEncoding('utf8').on('data', append);
	const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve({ code, signal: sig })));
	const alive = () => child.exitCode === null && child.signalCode === null;
	const stop = onCleanup(name, async () => {
		if (!alive()) return;
		signalGroup(child, stopSignal);
		const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), killAfterMs);
		await exited;
		clearTimeout(timer);
	});
	child.once('error', (error) => append(`\n[spawn error] ${error.message}\n`));
	return { child, exited, alive, logs: () => log, stop };
}

export { sleep, waitFor } from '../waiting.mjs';
