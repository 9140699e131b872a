#!/usr/bin/env node
/**
 * `npm run dev`: n8n on http://127.0.0.1:5678 with this package loaded, rebuilt on change.
 *
 *   npm run dev [-- --n8n 1|2] [-- --port 5678]
 *
 * Uses the end-to-end test's n8n (2.41.1 by default, `--n8n 1` for 1.123.81) in .cache/e2e,
 * and installs it there the first time with Node 24 (scripts/e2e/install-n8n.sh: Linux on
 * x86-64 only; elsewhere it says so and stops). The package
 * is compiled by `tsc --watch` straight into a copy in the system's temporary folder, not
 * linked and not inside this repository: from here it would load the repository's development
 * copy of n8n-workflow instead of n8n's own, as a real install never does. n8n runs with
 * N8N_DEV_RELOAD, so it reloads the nodes when tsc writes them; reload the editor page to see
 * the change. Icons and codex files are copied at start: restart after changing them.
 *
 * n8n's data (owner account, workflows, credentials) stays in .cache/dev/n8n-<major> between
 * runs. n8n listens on 127.0.0.1 only, with its phone-home features off. Ctrl-C stops both.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locateN8n, n8nEnv } from '../test/e2e/n8n-runner.mjs';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEV_DIR = path.join(REPO_DIR, '.cache', 'dev');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const n8nVersion = option('--n8n', '2');
const port = option('--port', '5678');

if (process.platform !== 'linux' || process.arch !== 'x64') {
	console.error(
		`npm run dev installs Node 24 and n8n for Linux on x86-64 only, and this is ${process.platform} on ${process.arch}.\n` +
			'Run your own n8n instead and load a build of the package into it as README.md says (Install a local build).',
	);
	process.exit(1);
}
if (!['1', '2'].includes(n8nVersion)) {
	console.error(`npm run dev: --n8n ${n8nVersion}: expected 1 (n8n 1.123.81) or 2 (n8n 2.41.1)`);
	process.exit(1);
}

/** The n8n to run; installed first (with Node 24) when missing, saying how long that takes. */
async function n8nInstall() {
	try {
		return locateN8n(n8nVersion);
	} catch {
		// not installed yet: the one step a fresh clone needs
	}
	console.log(`npm run dev: installing Node 24 and n8n ${n8nVersion === '1' ? '1.123.81' : '2.41.1'} into .cache/e2e, once (about 5-10 minutes and 3 GB; it needs the npm registry)`);
	const started = Date.now();
	const ticker = setInterval(() => console.log(`npm run dev: still installing n8n, ${Math.round((Date.now() - started) / 60_000)} min so far`), 60_000);
	const status = await new Promise((resolve) => {
		const child = spawn('bash', [path.join(REPO_DIR, 'scripts', 'e2e', 'install-n8n.sh'), ...(n8nVersion === '1' ? [] : [n8nVersion])], { cwd: REPO_DIR, stdio: 'inherit' });
		child.on('exit', (code) => resolve(code ?? 1));
	});
	clearInterval(ticker);
	if (status !== 0) {
		console.error(`npm run dev: installing n8n failed (exit ${status}); the lines above say why. Run it again to retry.`);
		process.exit(1);
	}
	console.log(`npm run dev: n8n installed in ${Math.round((Date.now() - started) / 1000)} s`);
	return locateN8n(n8nVersion);
}

const install = await n8nInstall();
const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: REPO_DIR, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// the package as n8n sees it: package.json and dist/, no node_modules beside it. n8n's hot
// reload watches the packages under <custom folder>/node_modules, as in ~/.n8n/custom.
const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
// outside the repository: from inside it, require('n8n-workflow') would find its node_modules
const customDir = path.join(os.tmpdir(), `${pkg.name}-dev`);
const staged = path.join(customDir, 'node_modules', pkg.name);
rmSync(staged, { recursive: true, force: true });
mkdirSync(staged, { recursive: true });
cpSync(path.join(REPO_DIR, 'package.json'), path.join(staged, 'package.json'));
cpSync(path.join(REPO_DIR, 'dist'), path.join(staged, 'dist'), { recursive: true });

const userFolder = path.join(DEV_DIR, `n8n-${install.major}`);
mkdirSync(userFolder, { recursive: true });
const keyFile = path.join(userFolder, 'encryption-key');
if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(24).toString('hex'));
const env = n8nEnv({
	nodeBin: install.nodeBin,
	n8nPkgDir: install.n8nPkgDir,
	userFolder,
	customDirs: [customDir],
	encryptionKey: readFileSync(keyFile, 'utf8').trim(),
	extraEnv: {
		N8N_PORT: port,
		N8N_PROTOCOL: 'http',
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_DEV_RELOAD: 'true',
		...(install.major >= 2 ? { N8N_DISABLED_MODULES: 'mcp-registry' } : {}),
	},
});

const children = [];
const start = (cmd, cmdArgs, options) => {
	const child = spawn(cmd, cmdArgs, { stdio: 'inherit', detached: true, ...options });
	children.push(child);
	return child;
};
const tsc = path.join(REPO_DIR, 'node_modules', '.bin', 'tsc');
start(tsc, ['-p', 'tsconfig.json', '--watch', '--preserveWatchOutput', '--outDir', path.join(staged, 'dist')], { cwd: REPO_DIR });
const n8n = start(install.nodeBin, [install.n8nEntry, 'start'], { cwd: userFolder, env });
console.log(`npm run dev: n8n ${install.version} on http://127.0.0.1:${port}, data in ${path.relative(REPO_DIR, userFolder)}; Ctrl-C stops`);

let stopping = false;
function stop(code) {
	if (stopping) return;
	stopping = true;
	for (const child of children) {
		try {
			process.kill(-child.pid, 'SIGTERM'); // the process group this script started
		} catch {
			/* already gone */
		}
	}
	setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(child === n8n ? (code ?? 1) : 1));
