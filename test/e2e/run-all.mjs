// Runs every end-to-end file (test/e2e/*.e2e.mjs) and fails when one fails. The files whose
// main is harness.runAsMain are suites: they run together in one process on one n8n per
// version (served.mjs). Every other file runs in a process of its own: once the suites are
// done, the ones that say they `run alone` (pack.e2e.mjs rebuilds dist/, which the others read)
// one after the other, then the rest side by side (much of their time is waiting: n8n's
// publication reconciler, restarts, `npm run dev`'s build), each one's output printed whole
// as it ends.
// Arguments are passed on (e.g. `2` for n8n 2.x only). Select files with E2E_ONLY=trigger,wait
// (substrings of the file names), and the groups with E2E_GROUPS=served,alone or
// E2E_GROUPS=together (CI runs the second beside queue mode).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = (process.env.E2E_ONLY ?? '').split(',').filter(Boolean);
const GROUPS = ['served', 'alone', 'together'];
const groups = (process.env.E2E_GROUPS || GROUPS.join(',')).split(',');
const unknown = groups.filter((g) => !GROUPS.includes(g));
if (unknown.length) {
	console.error(`E2E_GROUPS: ${unknown.join(', ')} is not one of ${GROUPS.join(', ')}`);
	process.exit(1);
}
const files = readdirSync(here)
	.filter((f) => f.endsWith('.e2e.mjs') && (!only.length || only.some((o) => f.includes(o))))
	.sort();
const isSuite = (file) => readFileSync(path.join(here, file), 'utf8').includes('await runAsMain(import.meta.url');
const runsAlone = (file) => readFileSync(path.join(here, file), 'utf8').includes('run-all runs it alone');
const suites = groups.includes('served') ? files.filter(isSuite) : [];
const alone = groups.includes('alone') ? files.filter((f) => !isSuite(f) && runsAlone(f)) : [];
const together = groups.includes('together') ? files.filter((f) => !isSuite(f) && !runsAlone(f)) : [];

/** Runs one file; `live`: its output as it comes, else kept and printed whole when it ends. Resolves true when it passed. */
function run(name, file, env, live) {
	const started = Date.now();
	if (live) console.log(`\n=== ${name}`);
	const child = spawn(process.execPath, [path.join(here, file), ...process.argv.slice(2)], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
	const output = [];
	if (!live) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
	return new Promise((resolve) =>
		child.on('close', (status) => {
			const passed = status === 0;
			if (!live) process.stdout.write(`\n=== ${name}\n${Buffer.concat(output).toString('utf8')}`);
			console.log(`=== ${name}: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
			resolve(passed);
		}),
	);
}

const results = [];
if (suites.length) results.push(await run(`served.mjs (${suites.join(', ')})`, 'served.mjs', { E2E_SUITES: suites.join(',') }, true));
for (const f of alone) results.push(await run(f, f, {}, true));
results.push(...(await Promise.all(together.map((f) => run(f, f, {}, together.length === 1)))));
const failed = results.filter((passed) => !passed).length;
const ran = suites.length + alone.length + together.length;
console.log(`\ne2e runs: ${results.length - failed} passed, ${failed} failed (${ran} files)`);
// a selection that ran nothing passed nothing
process.exit(failed || !ran ? 1 : 0);
