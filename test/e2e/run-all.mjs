// Runs every end-to-end file (test/e2e/*.e2e.mjs) one after the other, each in a process of
// its own, and fails when one fails. Arguments are passed on (e.g. `2` for n8n 2.x only).
// Select files with E2E_ONLY=trigger,wait (substrings of the file names).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = (process.env.E2E_ONLY ?? '').split(',').filter(Boolean);
const files = readdirSync(here)
	.filter((f) => f.endsWith('.e2e.mjs') && (!only.length || only.some((o) => f.includes(o))))
	.sort();
let failed = 0;
for (const file of files) {
	const started = Date.now();
	console.log(`\n=== ${file}`);
	const { status } = spawnSync(process.execPath, [path.join(here, file), ...process.argv.slice(2)], { stdio: 'inherit' });
	console.log(`=== ${file}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
	if (status !== 0) failed++;
}
console.log(`\ne2e files: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
