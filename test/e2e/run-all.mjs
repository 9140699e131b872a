// Runs every end-to-end file (test/e2e/*.e2e.mjs) and fails when one fails. The files whose
// main is harness.runAsMain are suites: they run together in one process on one n8n per
// version (served.mjs); every other file runs in a process of its own, one after the other.
// Arguments are passed on (e.g. `2` for n8n 2.x only). Select files with E2E_ONLY=trigger,wait
// (substrings of the file names).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = (process.env.E2E_ONLY ?? '').split(',').filter(Boolean);
const files = readdirSync(here)
	.filter((f) => f.endsWith('.e2e.mjs') && (!only.length || only.some((o) => f.includes(o))))
	.sort();
const isSuite = (file) => readFileSync(path.join(here, file), 'utf8').includes('await runAsMain(import.meta.url');
const suites = files.filter(isSuite);
const runs = [...(suites.length ? [[`served.mjs (${suites.join(', ')})`, 'served.mjs', { E2E_SUITES: suites.join(',') }]] : []), ...files.filter((f) => !isSuite(f)).map((f) => [f, f, {}])];
let failed = 0;
for (const [name, file, env] of runs) {
	const started = Date.now();
	console.log(`\n=== ${name}`);
	const { status } = spawnSync(process.execPath, [path.join(here, file), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env } });
	console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
	if (status !== 0) failed++;
}
console.log(`\ne2e runs: ${runs.length - failed} passed, ${failed} failed (${files.length} files)`);
process.exit(failed ? 1 : 0);
