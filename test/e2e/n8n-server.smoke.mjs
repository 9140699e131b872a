// Smoke check of n8n-server.mjs with n8n's own Webhook node (no package):
//   scripts/e2e/in-netns.sh node test/e2e/n8n-server.smoke.mjs [1|2]
// (also: freePort never hands out a port twice; a port held by another server is not taken for n8n's)
import assert from 'node:assert/strict';
import { startN8nServer } from './n8n-server.mjs';

const n8nVersion = process.argv[2] ?? '1';
const workflow = {
	id: 'smokeHook1',
	name: 'smoke',
	nodes: [{ id: 'a1', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], webhookId: 'smoke-hook', parameters: { httpMethod: 'POST', path: 'smoke', options: {} } }],
	connections: {},
};
const started = Date.now();
const n8n = await startN8nServer({ n8nVersion, workflows: [workflow] });
try {
	console.log(`n8n ${n8n.version} ready in ${Date.now() - started} ms at ${n8n.baseUrl}`);
	await n8n.waitForWebhook('smoke');
	const res = await fetch(n8n.webhookUrl('smoke'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
	assert.equal(res.status, 200);
	const rows = await n8n.waitForExecutions(1, { workflowId: workflow.id });
	assert.equal(rows.length, 1);
	const [withData] = await n8n.executions({ workflowId: workflow.id, includeData: true });
	assert.equal(withData.data.resultData.runData.Webhook[0].data.main[0][0].json.body.a, 1);
	console.log('ok', rows[0].status, `${Date.now() - started} ms`);
} finally {
	await n8n.stop();
}

// A port another server holds and answers /healthz on: n8n cannot listen there and exits, and
// startN8nServer says so instead of taking the other server's 200 for n8n's (CI once lost a
// webhook process that way).
const http = await import('node:http');
const squatter = http.createServer((req, res) => res.writeHead(req.url.startsWith('/healthz') ? 200 : 404).end('{"status":"ok"}'));
const { freePort, ephemeralLow } = await import('./n8n-server.mjs');
const port = await freePort();
await new Promise((resolve) => squatter.listen(port, '127.0.0.1', resolve));
try {
	await assert.rejects(startN8nServer({ n8nVersion, port }), /exited before it was ready[\s\S]*already in use/);
	console.log(`ok a port held by another server: n8n ${n8nVersion} refused, not taken for ready`);
} finally {
	squatter.close();
}

// freePort: below the kernel's ephemeral range (outgoing connections cannot take it), never twice
const ports = await Promise.all(Array.from({ length: 1000 }, () => freePort()));
assert.equal(new Set(ports).size, ports.length, 'a port handed out twice');
assert.ok(ports.every((p) => p < ephemeralLow()), `a port in the ephemeral range (from ${ephemeralLow()})`);
console.log(`ok freePort: 1,000 ports side by side, all different, all below ${ephemeralLow()}`);
