// The package installed into REAL n8n as README.md's "Install a local build" says: the packed
// tarball installed with npm into <n8n user folder>/.n8n/nodes (the folder n8n's Community
// Nodes panel installs into), n8n started on that user folder with nothing else pointing at the
// package, and example 01 imported unchanged (node types `n8n-nodes-cometchat.*`, as a user
// imports it) and executed against the fake CometChat.
//
// `npm pack --ignore-scripts` packs the dist/ this run was built with (the README's plain
// `npm pack` builds it first: its `prepack` is `npm run build`, which would rewrite dist/ under
// the other e2e files; pack.e2e.mjs runs it). npm install runs offline, inside the empty network
// namespace: `--legacy-peer-deps` keeps npm from fetching n8n-workflow, the peer dependency
// n8n itself provides.
//   node test/e2e/install.e2e.mjs [1|2|1,2]   (inside scripts/e2e/in-netns.sh)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
	EXIT_GUARD,
	REPO_DIR,
	assertNetworkIsolated,
	checker,
	finishChecks,
	n8nEnv,
	nodeOutputs,
	parseExecuteOutput,
	runEachVersion,
	runProcess,
} from './n8n-runner.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));

/** Runs a command to its end; throws with its output when it fails. */
function must(cmd, args, options) {
	const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
	if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
	return r.stdout;
}

async function runOnce(install, tag, checks) {
	const check = checker(checks, tag);
	const tmp = await mkdtemp(path.join(os.tmpdir(), 'n8n-e2e-install-'));
	const { server, credentials: data } = await startExampleServer();
	try {
		// 1. npm pack
		const packed = JSON.parse(must('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: REPO_DIR }).replace(/^[^[]*/, ''));
		const tarball = path.join(tmp, packed[0].filename);
		// 2. into ~/.n8n/nodes as the README says (npm makes the folder), from where npm pack wrote
		// the tarball, with HOME and N8N_USER_FOLDER the temporary folder
		const home = path.join(tmp, 'home');
		const nodesDir = path.join(home, '.n8n', 'nodes');
		must('npm', ['install', '--prefix', nodesDir, '--legacy-peer-deps', '--no-audit', '--no-fund', `./${path.basename(tarball)}`], { cwd: tmp, env: { ...process.env, HOME: home } });
		check('the tarball installs into ~/.n8n/nodes offline, with no dependency beside it', () => {
			const manifest = JSON.parse(readFileSync(path.join(nodesDir, 'package.json'), 'utf8'));
			assert.deepEqual(Object.keys(manifest.dependencies), [pkg.name]);
			assert.ok(existsSync(path.join(nodesDir, 'node_modules', pkg.name, 'dist', 'nodes', 'CometChat', 'CometChat.node.js')));
			assert.equal(existsSync(path.join(nodesDir, 'node_modules', 'n8n-workflow')), false, 'n8n-workflow is n8n\'s own');
		});

		// 3. n8n on that user folder: community packages on (n8n's default), no custom extensions
		const env = n8nEnv({
			nodeBin: install.nodeBin,
			n8nPkgDir: install.n8nPkgDir,
			userFolder: home,
			customDirs: [],
			encryptionKey: randomBytes(24).toString('hex'),
			extraEnv: { N8N_COMMUNITY_PACKAGES_ENABLED: 'true' },
		});
		const n8n = (args) => runProcess(install.nodeBin, ['--require', EXIT_GUARD, install.n8nEntry, ...args], { env, cwd: tmp, timeoutMs: 180_000 });
		const example = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', '01-alert-to-user.json'), 'utf8'));
		const credentialsFile = path.join(tmp, 'credentials.json');
		await writeFile(credentialsFile, JSON.stringify([{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data }]));
		const workflowFile = path.join(tmp, 'workflow.json');
		await writeFile(workflowFile, JSON.stringify([{ ...example, id: 'install01' }]));
		for (const [what, args] of [
			['import:credentials', ['import:credentials', `--input=${credentialsFile}`]],
			['import:workflow', ['import:workflow', `--input=${workflowFile}`]],
		]) {
			const r = await n8n(args);
			if (r.exitCode !== 0) throw new Error(`n8n ${what} failed (exit ${r.exitCode}):\n${r.stdout}\n${r.stderr}`);
		}
		const r = await n8n(['execute', '--id=install01', '--rawOutput']);
		const run = parseExecuteOutput(r.stdout);
		check(`example 01, imported unchanged, runs in n8n ${install.version}`, () => {
			assert.ok(run && !run.data.resultData.error && r.exitCode === 0, `exit ${r.exitCode}: ${run?.data?.resultData?.error?.message ?? r.stderr.slice(0, 1500)}`);
			const [message] = nodeOutputs(run)['Send alert'];
			assert.equal(message.sender, 'monitoring-bot');
			assert.equal(message.receiver, 'ops-oncall');
			assert.equal(server.messages.filter((m) => m.muid === 'alert-db-1-disk').length, 1);
		});
	} finally {
		await server.stop();
		await rm(tmp, { recursive: true, force: true });
	}
}

assertNetworkIsolated();
const checks = [];
await runEachVersion(checks, 'installs the packed package into ~/.n8n/nodes', ({ install, tag }) => runOnce(install, tag, checks));
finishChecks(checks);
