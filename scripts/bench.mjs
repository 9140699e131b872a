#!/usr/bin/env node
/**
 * `npm run bench`: figures, not tests (docs/benchmarks.md explains them).
 *
 *   npm run bench [-- --only=pace ...]        the CometChat node through n8n's engine (bench/run.ts)
 *   npm run bench -- --trigger [1|2] [...]    the CometChat Trigger in real n8n (bench/trigger.mjs),
 *                                             inside an empty network namespace (root)
 *
 * Builds the package and the benchmarks first; every other argument goes to the benchmark.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const trigger = args.includes('--trigger');
const passOn = args.filter((a) => a !== '--trigger');

function step(cmd, cmdArgs) {
	const { status } = spawnSync(cmd, cmdArgs, { cwd: REPO_DIR, stdio: 'inherit' });
	if (status !== 0) process.exit(status ?? 1);
}

step('npm', ['run', '-s', 'build']);
step('npx', ['tsc', '-p', 'tsconfig.test.json']);
if (trigger) step('bash', ['scripts/e2e/in-netns.sh', 'node', 'bench/trigger.mjs', ...passOn]);
else step('node', ['build-test/bench/run.js', ...passOn]);
