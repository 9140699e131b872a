// Custom API Call in REAL n8n: n8n's HTTP Request node with Authentication "Predefined
// Credential Type" and the CometChat API credential, for an endpoint the CometChat node does
// not wrap (GET /roles/{role}/permissions), against the fake CometChat on 127.0.0.1. The
// credential sends the API key; a URL over plain http:// to any other host is refused before
// anything is sent. Runs on every installed n8n (1.123.x and 2.x), in the n8n the suites share
// (sharedN8n.mjs); `npm run test:e2e` runs it.
import assert from 'node:assert/strict';
import { runAsMain, runWorkflows, support } from './harness.mjs';

const { startExampleServer } = support('exampleServer');
const { validateRequest } = support('openapiRequests');

const CREDENTIAL = { id: 'cometchat-demo', name: 'CometChat account' };

/** Manual Trigger → HTTP Request (GET url) with the CometChat API credential. */
function httpWorkflow(id, name, url) {
	return {
		id,
		name,
		nodes: [
			{ id: 'a1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'a2',
				name: 'Role permissions',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				parameters: { url, authentication: 'predefinedCredentialType', nodeCredentialType: 'cometChatApi', options: {} },
				credentials: { cometChatApi: CREDENTIAL },
			},
		],
		connections: { Start: { main: [[{ node: 'Role permissions', type: 'main', index: 0 }]] } },
	};
}

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await startExampleServer();
	const workflows = [
		httpWorkflow('customApiCall1', 'Custom API Call: role permissions', `${data.baseUrl}/roles/default/permissions`),
		httpWorkflow('customApiCall2', 'Custom API Call over plain http', 'http://cometchat.invalid/v3/roles/default/permissions'),
	];
	let results;
	try {
		results = await runWorkflows({ what: 'Custom API Call', credentials: [{ ...CREDENTIAL, type: 'cometChatApi', data }], workflows });
	} finally {
		await server.stop();
	}
	const [permissions, plainHttp] = results;
	check(`the HTTP Request node with the CometChat credential runs in ${tag}`, () => assert.ok(permissions.ok, `${permissions.status}: ${permissions.error?.message}`),
	);
	check('it sent GET /v3/roles/default/permissions once, with the apikey header, as the OpenAPI describes it', () => {
		assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), ['GET /v3/roles/default/permissions']);
		const [request] = server.requests;
		assert.equal(request.headers.apikey, server.apiKey);
		assert.deepEqual(validateRequest(request), []);
	});
	check("its output is CometChat's answer", () => {
		const [item] = permissions.nodeOutputs['Role permissions'];
		assert.deepEqual(item.data.map((p) => p.id), ['createGroup', 'sendMessage']);
	});
	check('a plain http:// URL to another host is refused by the credential, nothing sent', () => {
		assert.equal(plainHttp.ok, false);
		assert.match(JSON.stringify(plainHttp.error), /only over https:\/\//);
	});
	check('the API key appears nowhere in the n8n log or the runs', () => {
		for (const r of results) assert.ok(!r.seen.includes(server.apiKey));
	});
}

await runAsMain(import.meta.url, 'Custom API Call with the CometChat credential', runOnce);
