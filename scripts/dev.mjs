#!/usr/bin/env node
/**
 * `npm run dev`: n8n on http://127.0.0.1:5678 with this package loaded, rebuilt on change.
 *
 *   npm run dev [-- --n8n 1|2] [-- --port 5678]
 *
 * Uses the end-to-end test's n8n (2.41.1 by default, `--n8n 1` for 1.123.81; installed into
 * .cache/e2e by `npm run test:e2e`, or `bash scripts/e2e/install-all.sh` alone). The package
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

const install = locateN8n(n8nVersion);
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
