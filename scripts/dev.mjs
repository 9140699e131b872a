#!/usr/bin/env node
/**
 * `npm run dev`: n8n on http://127.0.0.1:5678 with this package installed, rebuilt on change.
 *
 *   npm run dev [-- --n8n 1|2] [-- --port 5678]
 *
 * Uses the end-to-end test's n8n (2.41.1 by default, `--n8n 1` for 1.123.81) in .cache/e2e,
 * and installs it there the first time with Node 24 (scripts/e2e/install-n8n.sh: Linux on
 * x86-64 only; elsewhere it says so and stops).
 *
 * The package is installed as n8n's Community Nodes panel installs one: in the `nodes` folder
 * of n8n's user folder (.cache/dev/n8n-<major>/.n8n/nodes, this clone's own), listed in its
 * package.json, so n8n names the nodes `n8n-nodes-cometchat.cometChat` as every example does.
 * `tsc --watch` compiles into that installed copy; n8n runs with N8N_DEV_RELOAD and reloads
 * the nodes when tsc writes them (reload the editor page to see the change). A copy, not a
 * link: n8n's reload forgets the modules under the package's folder, and a link's modules are
 * kept under the folder it points to. Beside it, `n8n-workflow` links to n8n's own copy, as
 * the peer dependency of a real install resolves to n8n's: from inside this repository
 * `require('n8n-workflow')` would find the repository's development copy. Icons and codex files
 * are copied at start: restart after changing them.
 *
 * n8n's data (owner account, workflows, credentials) stays in .cache/dev/n8n-<major> between
 * runs. n8n listens on 127.0.0.1 only, on 5678 unless that port is taken (then on a free
 * one; --port insists), with its phone-home features off. The address is printed once n8n
 * answers. Ctrl-C stops both, and nothing is left outside .cache/dev.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locateN8n, n8nEnv } from '../test/e2e/n8n-runner.mjs';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEV_DIR = path.join(REPO_DIR, '.cache', 'dev');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const n8nVersion = option('--n8n', '2');
const askedPort = option('--port', undefined);

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

/** Whether `port` is free on 127.0.0.1 (0: any free port); resolves to the port, or undefined. */
function listenOnce(port) {
	return new Promise((resolve) => {
		const server = net.createServer().once('error', () => resolve(undefined));
		server.listen(port, '127.0.0.1', () => {
			const { port: taken } = server.address();
			server.close(() => resolve(taken));
		});
	});
}

/** Whether process `pid` listens on TCP `port`: its sockets looked up in /proc/net (Linux only, as is this script). */
function listensOn(pid, port) {
	const sockets = new Set();
	const link = (fd) => {
		try {
			return readlinkSync(`/proc/${pid}/fd/${fd}`);
		} catch {
			return ''; // closed since listed
		}
	};
	try {
		for (const fd of readdirSync(`/proc/${pid}/fd`)) sockets.add(/^socket:\[(\d+)\]$/.exec(link(fd))?.[1]);
	} catch {
		return false; // ended
	}
	return ['/proc/net/tcp', '/proc/net/tcp6'].some((table) =>
		readFileSync(table, 'utf8')
			.split('\n')
			.slice(1)
			.map((line) => line.trim().split(/\s+/))
			.some((f) => f[3] === '0A' && parseInt(f[1]?.split(':')[1], 16) === port && sockets.has(f[9])),
	);
}

const install = await n8nInstall();
const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: REPO_DIR, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// the package installed as the Community Nodes panel does: <user folder>/.n8n/nodes
const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
const userFolder = path.join(DEV_DIR, `n8n-${install.major}`);
const nodesDir = path.join(userFolder, '.n8n', 'nodes');
const installed = path.join(nodesDir, 'node_modules', pkg.name);
rmSync(installed, { recursive: true, force: true });
mkdirSync(installed, { recursive: true });
cpSync(path.join(REPO_DIR, 'package.json'), path.join(installed, 'package.json'));
cpSync(path.join(REPO_DIR, 'dist'), path.join(installed, 'dist'), { recursive: true });
writeFileSync(path.join(nodesDir, 'package.json'), `${JSON.stringify({ name: 'installed-nodes', private: true, dependencies: { [pkg.name]: pkg.version } }, null, 2)}\n`);
const peer = path.join(nodesDir, 'node_modules', 'n8n-workflow');
rmSync(peer, { recursive: true, force: true });
symlinkSync(path.dirname(createRequire(path.join(install.n8nPkgDir, 'package.json')).resolve('n8n-workflow/package.json')), peer);

const keyFile = path.join(userFolder, 'encryption-key');
if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(24).toString('hex'));
const encryptionKey = readFileSync(keyFile, 'utf8').trim();
const envFor = async (port) =>
	n8nEnv({
		nodeBin: install.nodeBin,
		n8nPkgDir: install.n8nPkgDir,
		userFolder,
		customDirs: [],
		encryptionKey,
		extraEnv: {
			N8N_PORT: String(port),
			N8N_PROTOCOL: 'http',
			WEBHOOK_URL: `http://127.0.0.1:${port}/`,
			N8N_DEV_RELOAD: 'true',
			// loads <user folder>/.n8n/nodes as every n8n does; no list of verified nodes from n8n.io
			N8N_COMMUNITY_PACKAGES_ENABLED: 'true',
			N8N_VERIFIED_PACKAGES_ENABLED: 'false',
			// n8n 2.x's task broker would take 5679, which a second clone's dev wants too
			N8N_RUNNERS_BROKER_PORT: String(await listenOnce(0)),
			...(install.major >= 2 ? { N8N_DISABLED_MODULES: 'mcp-registry' } : {}),
		},
	});

// Ctrl-C (or n8n or tsc ending): SIGTERM to what this script started, SIGKILL after 20 s, and
// exit once all of it has ended
const groups = [];
const running = new Set();
let stopping = false;
let exitCode = 0;
const signalAll = (signal) => {
	for (const pid of groups) {
		try {
			process.kill(-pid, signal); // a process group this script started
		} catch {
			/* already gone */
		}
	}
};
function stop(code) {
	if (stopping) return;
	stopping = true;
	exitCode = code;
	signalAll('SIGTERM');
	setTimeout(() => signalAll('SIGKILL'), 20_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
function start(cmd, cmdArgs, options, onExit) {
	const child = spawn(cmd, cmdArgs, { stdio: 'inherit', detached: true, ...options });
	groups.push(child.pid);
	running.add(child);
	child.on('exit', async (code) => {
		running.delete(child);
		await onExit(code);
		if (!stopping || running.size > 0) return;
		signalAll('SIGKILL'); // whatever of theirs outlived them
		process.exit(exitCode);
	});
	return child.pid;
}

const tsc = path.join(REPO_DIR, 'node_modules', '.bin', 'tsc');
start(tsc, ['-p', 'tsconfig.json', '--watch', '--preserveWatchOutput', '--outDir', path.join(installed, 'dist')], { cwd: REPO_DIR }, () => stop(1));
let port = askedPort ?? (await listenOnce(5678)) ?? (await listenOnce(0));
let answered = false;
let retried = false;
let n8nPid;
async function startN8n() {
	n8nPid = start(install.nodeBin, [install.n8nEntry, 'start'], { cwd: userFolder, env: await envFor(port) }, async (code) => {
		// the port was free when looked at and taken before n8n listened (another clone's dev): once more on a free one
		if (!answered && !stopping && !askedPort && !retried && (await listenOnce(port)) === undefined) {
			retried = true;
			port = await listenOnce(0);
			console.log(`npm run dev: the port was taken meanwhile; starting n8n again, on ${port}`);
			return startN8n();
		}
		stop(code ?? 1);
	});
}
await startN8n();

// the address once this n8n (not another clone's) listens on it and answers, not before
while (!stopping) {
	const baseUrl = `http://127.0.0.1:${port}`;
	answered = listensOn(n8nPid, Number(port)) && await fetch(`${baseUrl}/healthz/readiness`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
	if (answered) {
		console.log(`npm run dev: n8n ${install.version} on ${baseUrl}, data in ${path.relative(REPO_DIR, userFolder)}; Ctrl-C stops`);
		break;
	}
	await new Promise((resolve) => setTimeout(resolve, 500));
}
