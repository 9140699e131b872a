#!/usr/bin/env node
/**
 * `npm test` runs this before jest: `npm run build` (dist/) and `tsc -p tsconfig.test.json`
 * (build-test/: tests, demo, benchmarks; it also type-checks the tests), each only when a file
 * it reads is newer than its last successful build. A fresh clone (no dist/, no build-test/)
 * builds both; a second `npm test` with nothing changed builds nothing.
 *
 *   node scripts/build-for-tests.mjs [--force]
 *
 * The stamps live in build-test/ (never packed), which `npm run build` empties: a build made
 * by hand is followed by one more here, never by none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = path.join(REPO_DIR, 'build-test', '.stamps');
const force = process.argv.includes('--force');

/** The newest modification time among these files and folders (recursively), in ms. */
function newest(entries) {
	let latest = 0;
	const visit = (file) => {
		if (!existsSync(file)) return;
		const stat = statSync(file);
		latest = Math.max(latest, stat.mtimeMs);
		if (stat.isDirectory()) for (const name of readdirSync(file)) if (name !== 'node_modules') visit(path.join(file, name));
	};
	for (const entry of entries) visit(path.join(REPO_DIR, entry));
	return latest;
}

const stampOf = (name) => path.join(STAMPS, name);
const builtAt = (name, output) => (existsSync(stampOf(name)) && existsSync(path.join(REPO_DIR, output)) ? statSync(stampOf(name)).mtimeMs : 0);

function step(name, output, inputs, what, cmd, args) {
	const changed = newest(inputs);
	if (!force && builtAt(name, output) > changed) {
		console.log(`${name}: up to date`);
		return;
	}
	console.log(`${name}: ${what} ...`);
	const started = Date.now();
	// the stamp records when the build began: a file saved during it is newer, and builds again next time
	const result = spawnSync(cmd, args, { cwd: REPO_DIR, stdio: 'inherit' });
	if (result.status !== 0) process.exit(result.status ?? 1);
	mkdirSync(STAMPS, { recursive: true });
	writeFileSync(stampOf(name), '');
	utimesSync(stampOf(name), new Date(started), new Date(started));
	console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const packageInputs = ['credentials', 'nodes', 'icons', 'gulpfile.js', 'tsconfig.json', 'package.json', 'scripts/clean.mjs'];
step('package', 'dist', packageInputs, 'building dist/ (npm run build; 10-40 s)', 'npm', ['run', '-s', 'build']);
step('tests', 'build-test/test', [...packageInputs, 'test', 'bench', 'scripts', 'tsconfig.test.json'], 'compiling test/, bench/ and scripts/ into build-test/ (tsc; 10-60 s)', process.execPath, [
	path.join(REPO_DIR, 'node_modules', 'typescript', 'bin', 'tsc'),
	'-p',
	'tsconfig.test.json',
]);
