#!/usr/bin/env node
/**
 * `npm run test:e2e` and `npm run test:e2e:queue`: the end-to-end tests in real n8n.
 *
 *   npm run test:e2e [-- 1|2] [-- --no-build]
 *   npm run test:e2e:queue [-- 1|2] [-- --no-build]      (this script with --queue)
 *
 * Builds the package and the test helpers (unless --no-build: CI runs them on the build its
 * `npm test` made), installs Node 24 and n8n 1.123.81 and 2.41.1 into .cache/e2e when they
 * are missing (scripts/e2e/install-all.sh), then runs the tests inside an empty network
 * namespace (scripts/e2e/in-netns.sh; root): test/e2e/run-all.mjs, or with --queue
 * test/e2e/queue-mode.mjs after installing Postgres and Redis with apt when missing.
 * A bare `1` or `2` picks one n8n version; without it both run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const passOn = args.filter((a) => !a.startsWith('--'));

function step(cmd, cmdArgs, env = {}) {
	const { status } = spawnSync(cmd, cmdArgs, { cwd: REPO_DIR, stdio: 'inherit', env: { ...process.env, ...env } });
	if (status !== 0) process.exit(status ?? 1);
}

if (!flags.has('--no-build')) {
	step('npm', ['run', '-s', 'build']);
	step('npx', ['tsc', '-p', 'tsconfig.test.json']);
}
step('bash', ['scripts/e2e/install-all.sh']);
if (flags.has('--queue')) {
	step('bash', ['scripts/e2e/install-queue-services.sh']);
	step('bash', ['scripts/e2e/in-netns.sh', 'node', 'test/e2e/queue-mode.mjs', ...passOn]);
} else {
	step('bash', ['scripts/e2e/in-netns.sh', 'node', 'test/e2e/run-all.mjs', ...passOn]);
}
