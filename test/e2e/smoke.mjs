// Smoke test for the real-n8n e2e machinery.
//
//   scripts/e2e/install-n8n.sh                      # once, with network
//   scripts/e2e/in-netns.sh node test/e2e/smoke.mjs # no network
//
// Starts a tiny HTTP server on 127.0.0.1 (random port) and runs workflows in
// real n8n: Manual Trigger -> built-in HTTP Request node (plain, with an
// imported header-auth credential, and one that must fail on HTTP 500).
// If the repo's dist/ holds a built package, also checks that n8n loads it
// through N8N_CUSTOM_EXTENSIONS (node type CUSTOM.cometChat is recognized).

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REPO_DIR, runInRealN8n } from './n8n-runner.mjs';

const requests = [];
const server = http.createServer((req, res) => {
	let body = '';
	req.on('data', (d) => (body += d));
	req.on('end', () => {
		requests.push({ method: req.method, url: req.url, headers: req.headers, body });
		if (req.url.startsWith('/fail')) {
			res.writeHead(500, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ message: 'boom' }));
			return;
		}
		if (req.url.startsWith('/v3/users/')) {
			// minimal fake CometChat: GET /v3/users/{uid}/blockedusers
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ data: [{ uid: 'blocked-1', name: 'Blocked One' }], meta: { pagination: { total: 1, count: 1, per_page: 100, current_page: 1, total_pages: 1 } } }));
			return;
		}
		if (req.url.startsWith('/secret') && req.headers['x-api-key'] !== 's3cret') {
			res.writeHead(401, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ message: 'no key' }));
			return;
		}
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(JSON.stringify({ greeting: 'hi', method: req.method, url: req.url }));
	});
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const trigger = {
	id: 't1',
	name: 'Start',
	type: 'n8n-nodes-base.manualTrigger',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
const wf = (id, name, second) => ({
	id,
	name,
	nodes: [trigger, { id: 'n2', position: [220, 0], ...second }],
	connections: { Start: { main: [[{ node: second.name, type: 'main', index: 0 }]] } },
});
const httpNode = (url, extra = {}) => ({
	name: 'HTTP Request',
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	parameters: { url, options: {}, ...extra },
});

const workflows = [
	wf('smokePlain000001', 'smoke plain GET', httpNode(`${base}/hello?x=1`)),
	wf(
		'smokeAuth0000001',
		'smoke header auth',
		{
			...httpNode(`${base}/secret`, { authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }),
			credentials: { httpHeaderAuth: { id: 'smokeCred0000001', name: 'Smoke header auth' } },
		},
	),
	wf('smokeFail0000001', 'smoke HTTP 500', httpNode(`${base}/fail`)),
];
const credentials = [
	{
		id: 'smokeCred0000001',
		name: 'Smoke header auth',
		type: 'httpHeaderAuth',
		data: { name: 'x-api-key', value: 's3cret' },
	},
];

const started = Date.now();
let results;
let customResult;
let customError;
try {
	results = await runInRealN8n({ credentials, workflows, timeoutMs: 180_000 });

	// Optional: our own package, if built (SMOKE_SKIP_CUSTOM=1 to skip).
	const distNode = path.join(REPO_DIR, 'dist', 'nodes', 'CometChat', 'CometChat.node.js');
	const distCred = path.join(REPO_DIR, 'dist', 'credentials', 'CometChatApi.credentials.js');
	const pkg = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
	if (process.env.SMOKE_SKIP_CUSTOM !== '1' && existsSync(distNode) && existsSync(distCred) && pkg.n8n) {
		try {
			[customResult] = await runInRealN8n({
				packageDir: REPO_DIR,
				credentials: [
					{
						id: 'smokeCcCred00001',
						name: 'Smoke CometChat',
						type: 'cometChatApi',
						data: { appId: 'app', region: 'us', apiKey: 'key', baseUrl: `${base}/v3` },
					},
				],
				workflows: [
					wf('smokeCustom00001', 'smoke custom node loads', {
						name: 'CometChat',
						type: 'CUSTOM.cometChat',
						typeVersion: 1,
						// A node-specific parameter set; if it drifts, the check below still
						// tells "recognized" (node error) from "unrecognized node type".
						parameters: { resource: 'blockedUser', operation: 'getAll', uid: 'u1', returnAll: true },
						credentials: { cometChatApi: { id: 'smokeCcCred00001', name: 'Smoke CometChat' } },
					}),
				],
			});
		} catch (error) {
			customError = error; // e.g. the package fails to load: every n8n command fails
		}
	}
} finally {
	server.close();
}
const byId = Object.fromEntries(results.map((r) => [r.workflowId, r]));
const dump = (r) => `exit=${r.exitCode}\n--- stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`;

const plain = byId.smokePlain000001;
assert.ok(plain.ok, `plain GET failed:\n${dump(plain)}`);
assert.deepEqual(plain.nodeOutputs['HTTP Request'], [{ greeting: 'hi', method: 'GET', url: '/hello?x=1' }]);
assert.equal(plain.output.status, 'success');

const auth = byId.smokeAuth0000001;
assert.ok(auth.ok, `header-auth GET failed:\n${dump(auth)}`);
assert.equal(auth.nodeOutputs['HTTP Request'][0].greeting, 'hi');
assert.ok(requests.some((r) => r.url === '/secret' && r.headers['x-api-key'] === 's3cret'), 'credential header not sent');

const fail = byId.smokeFail0000001;
assert.equal(fail.ok, false, 'HTTP 500 workflow should fail');
assert.notEqual(fail.exitCode, 0);
assert.equal(typeof fail.output, 'object', `no run JSON parsed from failed execution:\n${dump(fail)}`);
assert.equal(fail.output.data.resultData.lastNodeExecuted, 'HTTP Request');
assert.ok(fail.error, 'error missing on failed run');

console.log(`smoke: built-in HTTP Request node OK in real n8n (${results.length} workflows; total incl. custom check ${Date.now() - started} ms)`);
console.log(`smoke: failed run error message: ${fail.error.message}`);

if (customError) {
	console.log(`smoke: custom package could NOT be loaded by n8n:\n${customError.message}`);
	process.exitCode = 1;
} else if (customResult) {
	const custom = customResult;
	const text = `${custom.stdout}\n${custom.stderr}\n${JSON.stringify(custom.error ?? {})}`;
	const unrecognized = /Unrecognized node type|is not known|Unrecognized credential type/i.test(text);
	console.log(
		`smoke: CUSTOM.cometChat ${unrecognized ? 'NOT recognized' : 'recognized'} by n8n; ok=${custom.ok}, ` +
			`error=${custom.error?.message ?? '-'}, output=${JSON.stringify(custom.nodeOutputs ?? null)}`,
	);
	if (process.env.SMOKE_VERBOSE === '1') console.log(dump(custom));
	const hit = requests.find((r) => r.url.startsWith('/v3/users/u1/blockedusers'));
	console.log(`smoke: CUSTOM.cometChat request seen by fake server: ${hit ? `${hit.method} ${hit.url} apikey=${hit.headers.apikey ?? '-'}` : 'none'}`);
	assert.ok(!unrecognized, `n8n did not load the custom package:\n${dump(custom)}`);
} else {
	console.log('smoke: dist/ not built (or SMOKE_SKIP_CUSTOM=1): custom package check skipped');
}
