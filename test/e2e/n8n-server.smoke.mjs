// Smoke check of n8n-server.mjs with n8n's own Webhook node (no package):
//   scripts/e2e/in-netns.sh node test/e2e/n8n-server.smoke.mjs [1|2]
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
