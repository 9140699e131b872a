#!/usr/bin/env node
/**
 * `npm test` runs this before jest: `npm run build` (dist/) and `tsc -p tsconfig.test.json`
 * (build-test/: tests, demo, benchmarks; it also type-checks the tests), each only when the
 * content of a file it reads, or of what it wrote, changed since its last successful build. A
 * fresh clone builds both; a second `npm test` with nothing changed builds nothing, and neither
 * does one after `npm pack` (its `npm run build` writes dist/ again, byte for byte the same).
 *
 *   node scripts/build-for-tests.mjs [--force]
 *
 * The stamps (a hash of the inputs and one of the output, per build) live in build-test/.
 * Contents, not times: a build by hand from other sources leaves an output whose hash differs,
 * so it is followed by one more build here, never by none.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = path.join(REPO_DIR, 'build-test', '.stamps');
const force = process.argv.includes('--force');

/** A hash of the names and contents of these files and folders (recursively; `skip`: names left out). */
function contentHash(entries, skip = []) {
	const hash = createHash('sha256');
	const visit = (file) => {
		if (!existsSync(file) || skip.includes(path.basename(file))) return;
		if (statSync(file).isDirectory()) {
			for (const name of readdirSync(file).sort()) if (name !== 'node_modules') visit(path.join(file, name));
			return;
		}
		hash.update(`${path.relative(REPO_DIR, file)}\0`).update(readFileSync(file)).update('\0');
	};
	for (const entry of entries) visit(path.join(REPO_DIR, entry));
	return hash.digest('hex');
}

function step(name, output, inputs, what, cmd, args) {
	const stampFile = path.join(STAMPS, `${name}.json`);
	// the output's own bookkeeping (stamps, tsc's build info) is no part of what it built
	const outputHash = () => contentHash([output], ['.stamps', '.tsbuildinfo']);
	const inputHash = contentHash(inputs);
	const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
	if (!force && existsSync(path.join(REPO_DIR, output)) && stamp.inputs === inputHash && stamp.output === outputHash()) {
		console.log(`${name}: up to date`);
		return;
	}
	console.log(`${name}: ${what} ...`);
	const started = Date.now();
	const result = spawnSync(cmd, args, { cwd: REPO_DIR, stdio: 'inherit' });
	if (result.status !== 0) process.exit(result.status ?? 1);
	mkdirSync(STAMPS, { recursive: true });
	// the inputs as they were when the build began: a file saved during it builds again next time
	writeFileSync(stampFile, JSON.stringify({ inputs: inputHash, output: outputHash() }));
	console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const packageInputs = ['credentials', 'nodes', 'icons', 'gulpfile.js', 'tsconfig.json', 'package.json', 'scripts/clean.mjs'];
step('package', 'dist', packageInputs, 'building dist/ (npm run build; 10-40 s)', 'npm', ['run', '-s', 'build']);
step('tests', 'build-test', [...packageInputs, 'test', 'bench', 'scripts', 'tsconfig.test.json'], 'compiling test/, bench/ and scripts/ into build-test/ (tsc; 10-60 s)', process.execPath, [
	path.join(REPO_DIR, 'node_modules', 'typescript', 'bin', 'tsc'),
	'-p',
	'tsconfig.test.json',
]);
