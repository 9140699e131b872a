// `npm run dev` as CONTRIBUTING.md says, in two clones at once: clone a runs `npm run dev` as
// written (n8n 2.41.1), clone b `npm run dev -- --n8n 1` (1.123.81); with one version selected,
// both clones run that one. Each prints its address only once n8n answers there, on a port of
// its own; every example's nodes are known to it under the names the examples use
// (`n8n-nodes-cometchat.*`, the package installed in <user folder>/.n8n/nodes), and example 01
// imported into each dev n8n runs there (as its editor's Execute Workflow runs it); Ctrl-C
// stops each, leaving no process and nothing in the system's temporary folder.
//
// A clone here: the repository's tracked files, with node_modules and .cache/e2e (n8n) linked
// to this repository's. npm run dev builds the package in it (about a minute on 2 busy cores).
//   node test/e2e/dev.e2e.mjs [1|2|1,2]   (inside scripts/e2e/in-netns.sh)
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_DIR, assertNetworkIsolated, checker, finishChecks, n8nEnv, printChecks, runProcess, selectedInstalls } from './n8n-runner.mjs';
import { readExecutions } from './n8n-server.mjs';
import { runManually } from './sharedN8n.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const READY_LINE = /npm run dev: n8n (\S+) on (http:\/\/127\.0\.0\.1:(\d+)), data in (\S+);/;
const examples = readdirSync(path.join(REPO_DIR, 'examples'))
	.filter((f) => f.endsWith('.json'))
	.map((file) => ({ file, ...JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', file), 'utf8')) }));

/** The tracked files of this repository in `dir`, node_modules and the n8n installs linked. */
function makeClone(dir, cacheDir) {
	const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_DIR, encoding: 'utf8' }).split('\0').filter(Boolean);
	for (const file of files) {
		mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
		cpSync(path.join(REPO_DIR, file), path.join(dir, file));
	}
	symlinkSync(path.join(REPO_DIR, 'node_modules'), path.join(dir, 'node_modules'));
	mkdirSync(path.join(dir, '.cache'));
	symlinkSync(cacheDir, path.join(dir, '.cache', 'e2e'));
}

/** `npm run dev` (n8n 2, its default) or `npm run dev -- --n8n 1` in `clone`, in a process group of its own, until its address line. */
function startDev(clone, n8nVersion, tmpDir) {
	const child = spawn('npm', ['run', 'dev', ...(n8nVersion === '2' ? [] : ['--', '--n8n', n8nVersion])], { cwd: clone, env: { ...process.env, TMPDIR: tmpDir }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
	let log = '';
	const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
	const ready = new Promise((resolve, reject) => {
		let seen = false;
		const onData = (chunk) => {
			log += chunk;
			const match = READY_LINE.exec(log);
			if (!match || seen) return;
			seen = true;
			// n8n is asked at once, before anything else happens
			fetch(`${match[2]}/healthz/readiness`).then((r) => resolve({ match, answered: r.status }), reject);
		};
		child.stdout.setEncoding('utf8').on('data', onData);
		child.stderr.setEncoding('utf8').on('data', onData);
		void exited.then(({ code }) => reject(new Error(`npm run dev ended (exit ${code}) before its address line:\n${log.slice(-4000)}`)));
		setTimeout(() => reject(new Error(`no address line after 10 min:\n${log.slice(-4000)}`)), 600_000).unref();
	});
	return { child, ready, exited, log: () => log };
}

/**
 * Every node of every example whose type and version n8n does not know. n8n 1.x makes no
 * human-review tools (`…HitlTool`): example 13's review step needs n8n 2.x, as README.md says.
 */
function unknownNodes(types, major) {
	const known = new Map();
	for (const t of types) known.set(t.name, [...(known.get(t.name) ?? []), ...[t.version].flat()]); // one entry per version of a node
	const expected = (n) => major >= 2 || !n.type.endsWith('HitlTool');
	return examples.flatMap(({ file, nodes }) => nodes.filter((n) => expected(n) && !known.get(n.type)?.includes(n.typeVersion)).map((n) => `${file}: ${n.type} v${n.typeVersion}`));
}

/** The JSON file n8n writes at start, once it is there and whole: n8n writes it in pieces. */
async function readWhenWhole(file) {
	for (let waited = 0; ; waited += 500) {
		try {
			return JSON.parse(readFileSync(file, 'utf8'));
		} catch (error) {
			if (waited >= 60_000) throw new Error(`${file}: not there or not whole after 60 s (${error.message})`);
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}

/** The processes whose command line names `dir`: [pid, command line]. */
const processesUnder = (dir) =>
	execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
		.split('\n')
		.filter((line) => line.includes(dir))
		.map((line) => [Number(line.trim().split(' ')[0]), line.trim()]);

/** Example 01, unchanged, imported into a dev n8n's user folder and run there with the dev's own settings. */
async function runExample01(install, userFolder, dev, tmp, data) {
	const env = n8nEnv({
		nodeBin: install.nodeBin,
		n8nPkgDir: install.n8nPkgDir,
		userFolder,
		customDirs: [],
		encryptionKey: readFileSync(path.join(userFolder, 'encryption-key'), 'utf8').trim(),
		extraEnv: { N8N_COMMUNITY_PACKAGES_ENABLED: 'true', N8N_VERIFIED_PACKAGES_ENABLED: 'false' },
	});
	const n8n = (args) => runProcess(install.nodeBin, [install.n8nEntry, ...args], { env, cwd: tmp, timeoutMs: 180_000 });
	for (const args of [['import:credentials', `--input=${path.join(tmp, 'credentials.json')}`], ['import:workflow', `--input=${path.join(tmp, 'workflow.json')}`]]) {
		const r = await n8n(args);
		if (r.exitCode !== 0) throw new Error(`n8n ${args[0]} failed (exit ${r.exitCode}):\n${r.stdout}\n${r.stderr}`);
	}
	// run in the dev n8n itself, as its editor's Execute Workflow does (no n8n CLI to boot)
	const [run] = await runManually({ ...dev, executions: (options) => readExecutions(install, userFolder, options) }, [{ id: 'dev01', nodes: examples[0].nodes }]);
	assert.ok(run.ok, `${run.status}: ${run.error?.message ?? ''}`);
	assert.equal(run.nodeOutputs['Send alert'][0].receiver, 'ops-oncall');
}

/** The two clones at once: one per selected version (2.x first, as `npm run dev` as written), or two of the one selected. */
async function runClones(selected, checks) {
	const runs = selected.length > 1 ? [...selected].sort((a, b) => b.install.major - a.install.major) : [selected[0], selected[0]];
	const tmp = await mkdtemp(path.join(os.tmpdir(), 'n8n-e2e-dev-'));
	// the system's temporary folder, as the dev processes see it: one of their own, to see what they leave there
	const tmpDir = path.join(tmp, 'tmp');
	mkdirSync(tmpDir);
	const clones = ['a', 'b'].map((name) => path.join(tmp, name));
	const devs = [];
	const { server, credentials: data } = await startExampleServer();
	const bothTag = [...new Set(runs.map((r) => r.tag))].join(' + ');
	try {
		await writeFile(path.join(tmp, 'credentials.json'), JSON.stringify([{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data }]));
		await writeFile(path.join(tmp, 'workflow.json'), JSON.stringify([{ ...examples[0], id: 'dev01' }]));
		for (const clone of clones) makeClone(clone, runs[0].install.cacheDir);
		devs.push(...clones.map((clone, i) => startDev(clone, runs[i].n8nVersion, tmpDir)));
		const ready = await Promise.all(devs.map((dev) => dev.ready));
		checker(checks, bothTag)('each prints "n8n <version> on http://127.0.0.1:<port>" once n8n answers there, each on a port of its own', () => {
			for (const [i, { match, answered }] of ready.entries()) {
				assert.equal(match[1], runs[i].install.version);
				assert.equal(answered, 200);
				assert.equal(match[4], `.cache/dev/n8n-${runs[i].install.major}`);
			}
			assert.notEqual(ready[0].match[3], ready[1].match[3]);
		});
		await Promise.all(
			ready.map(async ({ match }, i) => {
				const { install, tag } = runs[i];
				const check = checker(checks, tag);
				// the editor's list of node types, as n8n serves it to a signed-in editor (/types/nodes.json)
				const types = await readWhenWhole(path.join(clones[i], match[4], '.cache', 'n8n', 'public', 'types', 'nodes.json'));
				check(`clone ${'ab'[i]}: every example's nodes are known (${examples.length} examples)`, () => {
					assert.ok(types.some((t) => t.name === 'n8n-nodes-cometchat.cometChat'), 'n8n-nodes-cometchat.cometChat not loaded');
					assert.deepEqual(unknownNodes(types, install.major), []);
				});
				// one import per version (with one version selected, into clone a only)
				if (i === 0 || runs[1] !== runs[0]) {
					await check(`clone ${'ab'[i]}: example 01, imported unchanged into the dev n8n, runs`, () =>
						runExample01(install, path.join(clones[i], match[4]), { baseUrl: match[2], logs: devs[i].log }, tmp, data),
					);
				}
			}),
		);

		// Ctrl-C: SIGINT to the terminal's foreground group, here npm's own group
		for (const dev of devs) process.kill(-dev.child.pid, 'SIGINT');
		const ends = await Promise.all(devs.map((dev) => dev.exited));
		// dev.mjs may still be stopping n8n (its graceful shutdown) when npm has ended
		for (let waited = 0; processesUnder(tmp).length > 0 && waited < 60_000; waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
		await checker(checks, bothTag)('Ctrl-C stops each, leaving no process and nothing in the temporary folder', async () => {
			// npm ends on the SIGINT itself, once dev.mjs has stopped n8n and tsc
			assert.deepEqual(ends, [{ code: null, signal: 'SIGINT' }, { code: null, signal: 'SIGINT' }], devs.map((dev) => dev.log().slice(-1500)).join('\n---\n'));
			for (const { match } of ready) await assert.rejects(fetch(`${match[2]}/healthz`), undefined, `${match[2]} still answers`);
			assert.deepEqual(processesUnder(tmp).map(([, line]) => line), []);
			assert.deepEqual(readdirSync(tmpDir), []);
		});
	} finally {
		// a dev still running (a check failed): Ctrl-C, then whatever of this run is left, by pid
		const signal = (pid, name) => {
			try {
				process.kill(pid, name);
			} catch {
				/* ended */
			}
		};
		for (const dev of devs) signal(-dev.child.pid, 'SIGINT');
		await Promise.race([Promise.all(devs.map((dev) => dev.exited)), new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
		for (const [pid] of processesUnder(tmp)) signal(pid, 'SIGKILL');
		await server.stop();
		await rm(tmp, { recursive: true, force: true });
	}
}

assertNetworkIsolated();
const checks = [];
const selected = selectedInstalls(checks);
const before = checks.length;
if (selected.length) await runClones(selected, checks).catch((error) => checks.push([selected.map((s) => s.tag).join(' + '), 'npm run dev in two clones at once', false, error.message.slice(0, 3000)]));
const ours = checks.slice(before);
for (const tag of new Set(ours.map(([t]) => t))) printChecks(ours, tag);
finishChecks(checks);
