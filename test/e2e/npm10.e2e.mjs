// `npm install` with npm 10 (what Node 22 ships) stops at once on devEngines (npm 11.16 or
// newer), before it installs anything: no other package's install script gets to fail first.
// Run on a copy of package.json and package-lock.json, offline (npm 10 from .cache/e2e/npm10,
// which scripts/e2e/install-all.sh installs).
//   node test/e2e/npm10.e2e.mjs   (inside scripts/e2e/in-netns.sh)
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, printChecks, runProcess } from './n8n-runner.mjs';

const cacheDir = process.env.N8N_E2E_CACHE || path.join(REPO_DIR, '.cache', 'e2e');
const npmCli = path.join(cacheDir, 'npm10', 'node_modules', 'npm', 'bin', 'npm-cli.js');
const npmVersion = JSON.parse(readFileSync(path.join(cacheDir, 'npm10', 'node_modules', 'npm', 'package.json'), 'utf8')).version;
const required = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8')).devEngines.packageManager.version;
const tag = `npm ${npmVersion}`;
const checks = [];
const check = checker(checks, tag);
const tmp = await mkdtemp(path.join(os.tmpdir(), 'npm10-e2e-'));
try {
	for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(REPO_DIR, file), path.join(tmp, file));
	const started = Date.now();
	const r = await runProcess(process.execPath, [npmCli, 'install', '--offline', '--no-audit', '--no-fund'], {
		env: { PATH: process.env.PATH, HOME: process.env.HOME },
		cwd: tmp,
		timeoutMs: 120_000,
	});
	const seconds = (Date.now() - started) / 1000;
	const errors = r.stderr.split('\n').filter((line) => line.startsWith('npm error '));
	check(`npm install stops (exit 1, ${seconds.toFixed(1)} s) naming the npm needed, ${required}, before installing anything`, () => {
		assert.equal(r.exitCode, 1, r.stderr);
		assert.ok(errors.some((line) => line.includes(`Invalid semver version "${required}" does not match "${npmVersion}" for "packageManager"`)), r.stderr);
		assert.equal(existsSync(path.join(tmp, 'node_modules')), false, 'nothing is installed');
		assert.ok(!/preinstall|only-allow/.test(r.stderr + r.stdout), 'no package script ran');
		assert.ok(seconds < 30, `${seconds} s`);
	});
} finally {
	await rm(tmp, { recursive: true, force: true });
}
printChecks(checks, tag);
finishChecks(checks);
