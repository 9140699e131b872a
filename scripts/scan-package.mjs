#!/usr/bin/env node
/**
 * n8n's community-package scan, offline: packs the package as `npm publish` would, extracts
 * the tarball into a temporary folder and runs the rules of @n8n/scan-community-package on
 * it with the scanner's own exported analysis (`analyzePackage`), the way its CLI does after
 * the provenance check: compiled `.js` and package.json of the tarball, and the node and
 * credential sources of the checkout. Its registry, provenance and GitHub fetches are not
 * used (they need a published version). Also checks that the tarball holds what n8n loads.
 *
 *   node scripts/scan-package.mjs [package folder] [--ignore-scripts]
 *
 * Without --ignore-scripts `npm pack` runs `prepack` (the build); with it the current dist/
 * is packed as it is. Exit code 1 on any violation.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ignoreScripts = args.includes('--ignore-scripts');
const packageDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? repoDir);

function fail(message) {
	console.error(`scan-package: ${message}`);
	process.exit(1);
}

/** The scanner, loaded from this repository's devDependencies; its temporary folder is removed on exit. */
async function loadScanner() {
	// eslint-plugin-n8n-nodes-base renames every file it checks to Test.node.ts under NODE_ENV=test (as jest sets)
	delete process.env.NODE_ENV;
	const require = createRequire(path.join(repoDir, 'package.json'));
	const scannerDir = path.dirname(require.resolve('@n8n/scan-community-package/package.json'));
	const scannerRequire = createRequire(path.join(scannerDir, 'package.json'));
	scannerRequire('tmp').setGracefulCleanup();
	const { version } = JSON.parse(fs.readFileSync(path.join(scannerDir, 'package.json'), 'utf8'));
	const scanner = await import(pathToFileURL(path.join(scannerDir, 'scanner', 'scanner.mjs')).href);
	// the same file selection analyzePackage makes, to say how many files each leg covers
	const glob = scannerRequire('fast-glob');
	const count = (dir, patterns) => glob.sync(patterns, { cwd: dir, ignore: ['node_modules/**', '**/package-lock.json'] }).length;
	return { version, count, dir: scannerDir, ...scanner };
}

function pack(workDir) {
	const npmArgs = ['pack', '--json', '--pack-destination', workDir, ...(ignoreScripts ? ['--ignore-scripts'] : [])];
	const result = spawnSync('npm', npmArgs, { cwd: packageDir, encoding: 'utf8' });
	if (result.status !== 0) fail(`npm pack failed in ${packageDir}:\n${result.stderr}`);
	const [info] = JSON.parse(result.stdout.slice(result.stdout.indexOf('[')));
	const extracted = path.join(workDir, 'package');
	const tar = spawnSync('tar', ['-xzf', path.join(workDir, info.filename), '-C', workDir], { encoding: 'utf8' });
	if (tar.status !== 0) fail(`tar could not extract ${info.filename}: ${tar.stderr}`);
	return { info, extracted };
}

/** What n8n loads must be in the tarball; what is not needed must not. */
function packageProblems(info, extracted) {
	const files = info.files.map((f) => f.path);
	const manifest = JSON.parse(fs.readFileSync(path.join(extracted, 'package.json'), 'utf8'));
	const problems = [];
	if (!files.some((f) => f.startsWith('dist/'))) problems.push('the tarball holds no dist/ (nothing was built)');
	for (const entry of [...(manifest.n8n?.nodes ?? []), ...(manifest.n8n?.credentials ?? [])]) {
		if (!files.includes(entry)) problems.push(`package.json n8n entry ${entry} is not in the tarball`);
	}
	if (manifest.main && !files.includes(manifest.main.replace(/^\.\//, ''))) problems.push(`"main" names ${manifest.main}, which is not in the tarball`);
	const maps = files.filter((f) => f.endsWith('.map'));
	if (maps.length) problems.push(`${maps.length} source maps pointing at sources that are not shipped, e.g. ${maps[0]}`);
	return problems;
}

/**
 * The scanner's analysis (its rules, no inline configuration, no exceptions):
 * `analyzePackage` itself only says passed or failed, this lists the findings.
 */
async function analyze(scanner, dir, patterns) {
	const scannerRequire = createRequire(path.join(scanner.dir, 'package.json'));
	const { ESLint } = scannerRequire('eslint');
	const glob = scannerRequire('fast-glob');
	const eslint = new ESLint({ cwd: dir, allowInlineConfig: false, overrideConfigFile: true, overrideConfig: await scanner.buildScanConfig() });
	const files = glob.sync(patterns, { cwd: dir, absolute: true, ignore: ['node_modules/**', '**/package-lock.json'] });
	const results = await eslint.lintFiles(files);
	const failed = results.filter((r) => r.errorCount > 0);
	if (!failed.length) return { passed: true };
	const formatter = await eslint.loadFormatter('stylish');
	return { passed: false, message: 'ESLint violations found', details: await formatter.format(failed) };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-package-'));
try {
	const scanner = await loadScanner();
	const { info, extracted } = pack(workDir);
	const distFiles = info.files.filter((f) => f.path.startsWith('dist/')).length;
	console.log(`scan-package: ${info.filename}: ${info.entryCount} files (${distFiles} under dist/), ${(info.size / 1000).toFixed(1)} kB packed, ${(info.unpackedSize / 1000).toFixed(1)} kB unpacked`);

	const problems = packageProblems(info, extracted);
	for (const p of problems) console.log(`  package: ${p}`);

	// As the scanner's CLI does after provenance: the shipped artifact and the source it was built from.
	const legs = [
		{ name: 'tarball (compiled .js, package.json)', dir: extracted, patterns: ['**/*.js', 'package.json'] },
		{ name: 'source (package.json, nodes/, credentials/)', dir: packageDir, patterns: scanner.SOURCE_FILE_PATTERNS },
	];
	let violations = 0;
	for (const leg of legs) {
		const files = scanner.count(leg.dir, leg.patterns);
		const result = files ? await analyze(scanner, leg.dir, leg.patterns) : { passed: false, message: 'no files to analyze' };
		console.log(`  n8n scanner rules (@n8n/scan-community-package ${scanner.version}), ${leg.name}, ${files} files: ${result.passed ? 'passed' : `FAILED: ${result.message}`}`);
		if (!result.passed) {
			violations++;
			if (result.details) console.log(result.details.trimEnd().replaceAll(workDir, '<tarball>'));
		}
	}
	if (problems.length || violations) {
		console.log('scan-package: FAILED');
		process.exitCode = 1;
	} else {
		console.log('scan-package: passed');
	}
} finally {
	fs.rmSync(workDir, { recursive: true, force: true });
}
