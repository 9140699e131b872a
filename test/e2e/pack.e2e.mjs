// README.md's `npm pack` (its `prepack` runs `npm run build`, which writes dist/ again), then
// what `npm test` runs first, scripts/build-for-tests.mjs: it finds nothing to rebuild, as the
// sources did not change. Before, the pack's build emptied build-test/ and the next `npm test`
// rebuilt everything (27.7 s against 4.5 s).
// It writes this repository's dist/, which the other files read: run-all runs it alone.
//   node test/e2e/pack.e2e.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, printChecks } from './n8n-runner.mjs';

const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
const tarball = path.join(REPO_DIR, `${pkg.name}-${pkg.version}.tgz`);
const run = (cmd, args) => {
	const started = Date.now();
	const r = spawnSync(cmd, args, { cwd: REPO_DIR, encoding: 'utf8' });
	if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
	return { output: r.stdout, seconds: (Date.now() - started) / 1000 };
};
const tag = 'npm pack';
const checks = [];
const check = checker(checks, tag);
try {
	run(process.execPath, ['scripts/build-for-tests.mjs']); // whatever a change asks for, before
	const pack = run('npm', ['pack']);
	const after = run(process.execPath, ['scripts/build-for-tests.mjs']);
	check(`after npm pack (${pack.seconds.toFixed(1)} s, its build included), build-for-tests rebuilds nothing (${after.seconds.toFixed(1)} s)`, () => {
		assert.match(pack.output, new RegExp(`^${path.basename(tarball).replace(/\./g, '\\.')}$`, 'm'));
		assert.equal(after.output, 'package: up to date\ntests: up to date\n');
	});
} catch (error) {
	checks.push([tag, 'npm pack, then build-for-tests', false, error.message]);
} finally {
	rmSync(tarball, { force: true });
}
printChecks(checks, tag);
finishChecks(checks);
