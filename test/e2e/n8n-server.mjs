// Starts REAL n8n as a server (`n8n start`) for end-to-end tests that need live webhooks:
// triggers, Send and Wait resumes, queue mode. Plain ESM, Node built-ins only.
//
//   import { startN8nServer } from './n8n-server.mjs';
//   const n8n = await startN8nServer({
//     n8nVersion: '1' | '2',             // install under .cache/e2e (see n8n-runner.mjs locateN8n)
//     packageDir: REPO_DIR,              // built community package, loaded via N8N_CUSTOM_EXTENSIONS
//     credentials: [{ id, name, type, data }],   // plain data; the CLI import encrypts it
//     workflows: [{ id, name, nodes, connections, ... }], // ids <= 16 chars; node types CUSTOM.<name>
//     activate: ['wfId'],                // default: every workflow; 1.x update:workflow --active=true, 2.x publish:workflow
//     env: { ... },                      // extra env for every n8n process (e.g. EXECUTIONS_MODE=queue ...)
//     command: 'start',                  // or 'webhook' / 'worker' (queue mode); setup (import, activate) runs first
//     setup: true,                       // false: skip import/activation (e.g. a second process on the same userFolder)
//     userFolder, encryptionKey,         // share them between processes of one instance (queue mode)
//     port,                              // default: a free port on 127.0.0.1
//     nodeArgs: ['--cpu-prof', ...],     // extra Node flags for the server process only
//     readyTimeoutMs: 180000, allowNetwork: false, keepTemp: false,
//   });
//   n8n.baseUrl                     // http://127.0.0.1:<port>
//   n8n.webhookUrl('abc/path')      // <baseUrl>/webhook/abc/path  (production URL)
//   await n8n.waitForWebhook('abc/path', 'POST')   // until the production webhook is registered
//   await n8n.executions({ workflowId, includeData })  // rows from sqlite: {id, workflowId, status, mode, finished, startedAt, stoppedAt, data?}
//   await n8n.waitForExecutions(count, { workflowId, timeoutMs, settled: true })  // until >= count executions (finished, if settled)
//   await n8n.cli(['list:workflow'])  // another CLI command on the same instance -> {exitCode, stdout, stderr}
//   n8n.logs()                      // stdout+stderr of the server so far (bounded)
//   n8n.logsSince(n8n.logMark())    // what it logged since the mark
//   await n8n.stop()                // SIGTERM, then SIGKILL after 15 s; removes the temp folder (unless keepTemp)
//
// Executions are read straight from n8n's sqlite database (DB_TYPE sqlite, WAL) with Node 24's
// node:sqlite in a short child process, so no owner/API key is needed. With DB_TYPE=postgresdb
// (queue mode) pass `executionsReader` yourself or read Postgres directly.
//
// NETWORK: run the calling process inside scripts/e2e/in-netns.sh (empty network namespace);
// startN8nServer refuses otherwise unless allowNetwork / N8N_E2E_ALLOW_NETWORK=1. n8n listens on
// 127.0.0.1 only, with phone-home off (see n8nEnv in n8n-runner.mjs; 2.x adds
// N8N_DISABLED_MODULES=mcp-registry). Whatever this starts, stop() ends: always call it in a finally.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signalGroup } from './processGroup.mjs';
import { EXIT_GUARD, assertNetworkIsolated, locateN8n, n8nEnv, runProcess, stagePackage } from './n8n-runner.mjs';

const LOG_LIMIT = 4 * 1024 * 1024;

// Ports handed out by this process: a port is closed again between freePort() and the server
// that takes it (n8n starts many seconds later), so it must not be handed out a second time.
const handedOut = new Set();

/**
 * Where the kernel's ephemeral range starts: outgoing connections (to Postgres, Redis...) and
 * listen(0) take local ports from it, so a port we pick there can be taken before n8n listens.
 */
export function ephemeralLow() {
	try {
		const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
		if (low > 0) return low;
	} catch {
		/* not Linux: the IANA range */
	}
	return 49_152;
}

const EPHEMERAL_LOW = ephemeralLow();
// where freePort() picks: below the ephemeral range, or anywhere for an odd kernel range
const PORT_RANGE = EPHEMERAL_LOW > 12_000 ? [10_000, EPHEMERAL_LOW] : [EPHEMERAL_LOW, 65_536];

function canListen(port) {
	return new Promise((resolve) => {
		const server = net.createServer();
		server.unref();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/**
 * A TCP port on 127.0.0.1 that is free now, below the ephemeral range (see above) and not
 * handed out before by this process. It is closed again before it is returned.
 */
export async function freePort() {
	const [from, to] = PORT_RANGE;
	for (let attempt = 0; attempt < 200; attempt++) {
		const port = from + Math.floor(Math.random() * (to - from));
		if (handedOut.has(port)) continue;
		handedOut.add(port); // before the await: calls side by side must not pick the same port
		if (await canListen(port)) return port;
	}
	throw new Error(`no free port found between ${from} and ${to}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Runs in Node 24 (node:sqlite); prints JSON rows. Data is flatted-serialised by n8n.
const READ_EXECUTIONS = `
const { DatabaseSync } = require('node:sqlite');
const [dbFile, workflowId, includeData, n8nPkgDir] = process.argv.slice(1);
const db = new DatabaseSync(dbFile, { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
const where = workflowId ? ' WHERE e.workflowId = ?' : '';
const sql = 'SELECT e.id, e.workflowId, e.status, e.mode, e.finished, e.startedAt, e.stoppedAt' +
  (includeData === '1' ? ', d.data' : '') + ' FROM execution_entity e' +
  (includeData === '1' ? ' LEFT JOIN execution_data d ON d.executionId = e.id' : '') + where + ' ORDER BY e.id';
const rows = db.prepare(sql).all(...(workflowId ? [workflowId] : []));
if (includeData === '1') {
  const { parse } = require(require.resolve('flatted', { paths: [n8nPkgDir] }));
  for (const row of rows) if (row.data) row.data = parse(row.data);
}
process.stdout.write(JSON.stringify(rows));
`;

/**
 * The executions in the sqlite database of the n8n with `userFolder` (see executions() above),
 * read by `install`'s Node 24.
 */
export async function readExecutions(install, userFolder, { workflowId, includeData = false } = {}) {
	const dbFile = path.join(userFolder, '.n8n', 'database.sqlite');
	const r = await runProcess(
		install.nodeBin,
		['--no-warnings', '-e', READ_EXECUTIONS, dbFile, workflowId ?? '', includeData ? '1' : '0', install.n8nPkgDir],
		{ env: { PATH: `${path.dirname(install.nodeBin)}:/usr/bin:/bin` }, cwd: userFolder, timeoutMs: 60_000 },
	);
	if (r.exitCode !== 0) throw new Error(`reading executions from ${dbFile} failed: ${r.stderr}`);
	return JSON.parse(r.stdout || '[]');
}

/**
 * Starts n8n (see the top of this file for the options and the returned handle).
 * @returns {Promise<N8nServer>}
 */
export async function startN8nServer({
	n8nVersion = process.env.N8N_E2E_N8N || '1',
	packageDir,
	credentials = [],
	workflows = [],
	activate,
	env: extraEnv = {},
	command = 'start',
	setup = true,
	userFolder: givenUserFolder,
	encryptionKey = randomBytes(24).toString('hex'),
	port,
	nodeArgs = [],
	readyTimeoutMs = 180_000, // the e2e files with n8n of their own start theirs side by side (run-all.mjs)
	cliTimeoutMs = 180_000,
	allowNetwork = process.env.N8N_E2E_ALLOW_NETWORK === '1',
	keepTemp = process.env.N8N_E2E_KEEP_TEMP === '1',
	exitGuard = process.env.N8N_E2E_NO_EXIT_GUARD !== '1',
} = {}) {
	if (!allowNetwork) assertNetworkIsolated();
	const install = locateN8n(n8nVersion);
	for (const wf of workflows) {
		// n8n 1.123 saves static data (a trigger's registration) only for ids of at most 16 characters
		if (typeof wf.id !== 'string' || wf.id.length === 0 || wf.id.length > 16) {
			throw new Error(`workflow "${wf.name}": id must be a string of 1..16 chars`);
		}
	}
	const tmp = await mkdtemp(path.join(os.tmpdir(), 'n8n-server-'));
	let child;
	const stopped = { done: false };
	const cleanup = async () => {
		if (child && child.exitCode === null && child.signalCode === null) await stopChild(child);
		if (keepTemp) process.stderr.write(`[n8n-server] kept ${tmp}\n`);
		else await rm(tmp, { recursive: true, force: true });
	};
	try {
		const userFolder = givenUserFolder ?? path.join(tmp, 'user');
		await mkdir(userFolder, { recursive: true });
		const customDirs = [];
		if (packageDir) customDirs.push((await stagePackage(path.resolve(packageDir), path.join(tmp, 'custom-extensions'))).dir);
		const serverPort = port ?? (await freePort());
		const env = n8nEnv({
			nodeBin: install.nodeBin,
			n8nPkgDir: install.n8nPkgDir,
			userFolder,
			customDirs,
			encryptionKey,
			extraEnv: {
				N8N_PORT: String(serverPort),
				N8N_PROTOCOL: 'http',
				WEBHOOK_URL: `http://127.0.0.1:${serverPort}/`,
				N8N_RUNNERS_BROKER_PORT: String(await freePort()), // several n8n processes on one machine
				N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '10',
				EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'all',
				...(install.major >= 2 ? { N8N_DISABLED_MODULES: 'mcp-registry' } : {}),
				...extraEnv,
			},
		});
		const guard = exitGuard ? ['--require', EXIT_GUARD] : [];
		const cli = async (args, { timeoutMs = cliTimeoutMs } = {}) =>
			runProcess(install.nodeBin, [...guard, install.n8nEntry, ...args], { env, cwd: tmp, timeoutMs });
		const must = async (what, args) => {
			const r = await cli(args);
			if (r.exitCode !== 0) throw new Error(`n8n ${what} failed (exit ${r.exitCode}${r.timedOut ? ', timed out' : ''}):\n${r.stdout}\n${r.stderr}`);
			return r;
		};

		if (setup) {
			if (credentials.length > 0) {
				const file = path.join(tmp, 'credentials.json');
				await writeFile(file, JSON.stringify(credentials, null, 2));
				await must('import:credentials', ['import:credentials', `--input=${file}`]);
			}
			if (workflows.length > 0) {
				const file = path.join(tmp, 'workflows.json');
				await writeFile(file, JSON.stringify(workflows.map((wf) => ({ active: false, settings: {}, ...wf })), null, 2));
				await must('import:workflow', ['import:workflow', `--input=${file}`]);
			}
			for (const id of activate ?? workflows.map((wf) => wf.id)) {
				if (install.major >= 2) await must(`publish:workflow ${id}`, ['publish:workflow', `--id=${id}`]);
				else await must(`update:workflow ${id}`, ['update:workflow', `--id=${id}`, '--active=true']);
			}
		}

		let log = '';
		let dropped = 0; // characters cut from the log's start
		const append = (d) => {
			log += d;
			if (log.length > LOG_LIMIT) {
				dropped += log.length - LOG_LIMIT / 2;
				log = log.slice(-LOG_LIMIT / 2);
			}
		};
		child = spawn(install.nodeBin, [...guard, ...nodeArgs, install.n8nEntry, command], {
			env,
			cwd: tmp,
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true, // own process group: stop() signals only what we started
		});
		child.stdout.setEncoding('utf8').on('data', append);
		child.stderr.setEncoding('utf8').on('data', append);
		const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

		const baseUrl = `http://127.0.0.1:${serverPort}`;
		const webhookUrl = (p) => `${baseUrl}/webhook/${String(p).replace(/^\//, '')}`;

		// Ready: /healthz answers (main and webhook processes serve it; workers with QUEUE_HEALTH_CHECK_ACTIVE).
		const deadline = Date.now() + readyTimeoutMs;
		const healthPath = command === 'start' ? '/healthz/readiness' : '/healthz';
		const readyLine = new RegExp(`n8n ready on \\S+, port ${serverPort}\\b`);
		for (;;) {
			if (child.exitCode !== null || child.signalCode !== null) throw new Error(`n8n ${command} exited before it was ready:\n${log.slice(-5000)}`);
			if (Date.now() > deadline) throw new Error(`n8n ${command} not ready after ${readyTimeoutMs} ms:\n${log.slice(-5000)}`);
			if (command === 'worker') {
				if (/n8n worker is now ready/i.test(log)) break;
			} else {
				try {
					// its own "ready" line too: a 200 alone may come from another process on the port
					const res = await fetch(baseUrl + healthPath, { signal: AbortSignal.timeout(2000) });
					if (res.status === 200 && readyLine.test(log)) break;
				} catch {
					/* not listening yet */
				}
			}
			await sleep(250);
		}

		/** @type {N8nServer} */
		const handle = {
			version: install.version,
			major: install.major,
			port: serverPort,
			baseUrl,
			userFolder,
			tmp,
			encryptionKey,
			env,
			process: child,
			webhookUrl,
			logs: () => log,
			/** Where the log is now, for logsSince. */
			logMark: () => dropped + log.length,
			/** What the server logged since `mark` (what is left of it). */
			logsSince: (mark) => log.slice(Math.max(0, mark - dropped)),
			cli,
			/** Waits until n8n routes `method` requests on /webhook/<path> (OPTIONS probe: 204 once registered). */
			async waitForWebhook(webhookPath, method = 'POST', { timeoutMs = 60_000 } = {}) {
				const until = Date.now() + timeoutMs;
				for (;;) {
					const res = await fetch(webhookUrl(webhookPath), {
						method: 'OPTIONS',
						headers: { origin: baseUrl, 'access-control-request-method': method },
					}).catch(() => undefined);
					if (res && res.status >= 200 && res.status < 300) return;
					if (Date.now() > until) throw new Error(`webhook ${webhookPath} not registered after ${timeoutMs} ms (last ${res?.status}):\n${log.slice(-3000)}`);
					await sleep(250);
				}
			},
			executions: (options) => readExecutions(install, userFolder, options),
			async waitForExecutions(count, { workflowId, timeoutMs = 60_000, settled = true } = {}) {
				const until = Date.now() + timeoutMs;
				for (;;) {
					const rows = await handle.executions({ workflowId });
					const done = settled ? rows.filter((e) => !['new', 'running', 'unknown'].includes(e.status)) : rows;
					if (done.length >= count) return rows;
					if (Date.now() > until) throw new Error(`${done.length}/${count} executions after ${timeoutMs} ms (${rows.length} in total)`);
					await sleep(300);
				}
			},
			exited,
			async stop() {
				if (stopped.done) return;
				stopped.done = true;
				await cleanup();
			},
		};
		return handle;
	} catch (error) {
		await cleanup();
		throw error;
	}
}

/** SIGTERM to the child's own process group, SIGKILL after 15 s. */
async function stopChild(child) {
	const gone = new Promise((resolve) => child.once('exit', resolve));
	const signal = (sig) => signalGroup(child, sig);
	signal('SIGTERM');
	const timer = setTimeout(() => signal('SIGKILL'), 15_000);
	await gone;
	clearTimeout(timer);
}

/**
 * @typedef {object} N8nServer
 * @property {string} version
 * @property {number} major
 * @property {number} port
 * @property {string} baseUrl
 * @property {string} userFolder
 * @property {string} tmp
 * @property {string} encryptionKey
 * @property {Record<string,string>} env
 * @property {import('node:child_process').ChildProcess} process
 * @property {(path: string) => string} webhookUrl
 * @property {() => string} logs
 * @property {() => number} logMark
 * @property {(mark: number) => string} logsSince
 * @property {(args: string[], opts?: {timeoutMs?: number}) => Promise<{exitCode:number|null, stdout:string, stderr:string, timedOut:boolean}>} cli
 * @property {(path: string, method?: string, opts?: {timeoutMs?: number}) => Promise<void>} waitForWebhook
 * @property {(opts?: {workflowId?: string, includeData?: boolean}) => Promise<object[]>} executions
 * @property {(count: number, opts?: {workflowId?: string, timeoutMs?: number, settled?: boolean}) => Promise<object[]>} waitForExecutions
 * @property {Promise<{code:number|null, signal:string|null}>} exited
 * @property {() => Promise<void>} stop
 */
