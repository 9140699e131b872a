// End-to-end in REAL n8n (1.123.x and 2.x): Message > Send of three orders where n8n fails
// the third (its text names a node the workflow does not have), with Retry On Fail (2 tries),
// without and with Batching: the execution fails and sends nothing on any try; the same
// workflow fixed sends each message once. RoutingNode's item loop is what the node relies on
// (nodes/shared/runCheckpoint.ts); this runs the loop of each n8n install. The six runs go
// one after the other in the n8n the suites share, each to a receiver of its own.
//   node test/e2e/failedRun.e2e.mjs [1|2|1,2]   (inside scripts/e2e/in-netns.sh)
import assert from 'node:assert/strict';
import { runAsMain, runWorkflows, support } from './harness.mjs';

const { startExampleServer } = support('exampleServer');

const TEXT = "={{ 'order ' + ($json.order ?? $('Orders').item.json.id) + ' shipped' }}";
const SHIPPED = ['order A-1 shipped', 'order A-2 shipped', 'order A-3 shipped'];

/** Manual Trigger, three orders (the third without its order when `broken`), Send with Retry On Fail to `receiver`. */
function workflow(id, broken, receiver, requestOptions) {
	const orders = broken ? '[{"order":"A-1"},{"order":"A-2"},{}]' : '[{"order":"A-1"},{"order":"A-2"},{"order":"A-3"}]';
	const nodes = [
		{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{ id: 'list', name: 'List', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [200, 0], parameters: { assignments: { assignments: [{ id: 'orders', name: 'orders', value: `={{ ${orders} }}`, type: 'array' }] }, options: {} } },
		{ id: 'split', name: 'Each order', type: 'n8n-nodes-base.splitOut', typeVersion: 1, position: [400, 0], parameters: { fieldToSplitOut: 'orders', options: {} } },
		{
			id: 'send',
			name: 'Send',
			type: 'CUSTOM.cometChat',
			typeVersion: 1,
			position: [600, 0],
			retryOnFail: true,
			maxTries: 2,
			waitBetweenTries: 100,
			credentials: { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } },
			parameters: { resource: 'message', operation: 'send', receiverType: 'user', receiver, category: 'message', messageType: 'text', text: TEXT, requestOptions },
		},
	];
	const connections = {
		Start: { main: [[{ node: 'List', type: 'main', index: 0 }]] },
		List: { main: [[{ node: 'Each order', type: 'main', index: 0 }]] },
		'Each order': { main: [[{ node: 'Send', type: 'main', index: 0 }]] },
	};
	return { id, name: id, nodes, connections, active: false, settings: { executionOrder: 'v1' } };
}

const variants = [
	['without Batching', {}],
	['Batching 1 per 150 ms', { batching: { batch: { batchSize: 1, batchInterval: 150 } } }],
	['Batching 2 per 150 ms', { batching: { batch: { batchSize: 2, batchInterval: 150 } } }],
];

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await startExampleServer();
	const credentials = [{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data }];
	for (const i of variants.keys()) for (const receiver of [`failed-${i}`, `fixed-${i}`]) server.knownUsers.add(receiver);
	const runs = variants.flatMap(([, requestOptions], i) => [workflow(`failedrun${i}`, true, `failed-${i}`, requestOptions), workflow(`fixedrun${i}`, false, `fixed-${i}`, requestOptions)]);
	let results;
	try {
		results = await runWorkflows({ what: 'a run n8n fails', credentials, workflows: runs });
	} finally {
		await server.stop();
	}
	// each run sends to a receiver of its own
	const sent = (receiver) => server.requestsTo('POST', '/v3/messages').filter((r) => r.body.receiver === receiver).map((r) => r.body.data.text);
	for (const [i, [what]] of variants.entries()) {
		const [failed, fixed] = results.slice(2 * i, 2 * i + 2);
		const afterFailure = sent(`failed-${i}`);
		const afterFix = sent(`fixed-${i}`);
		check(`${what}: the run n8n fails on the third order fails on both tries and sends nothing`, () => {
			assert.ok(!failed.ok, 'the execution should fail');
			assert.match(JSON.stringify(failed.error ?? ''), /Referenced node doesn't exist/);
			assert.deepEqual(afterFailure, []);
		});
		check(`${what}: the fixed run sends each message once`, () => {
			assert.ok(fixed.ok, `${fixed.status}: ${fixed.error?.message}`);
			// without Batching n8n sends the items' requests at once: in any order
			assert.deepEqual([...afterFix].sort(), SHIPPED);
		});
	}
}

await runAsMain(import.meta.url, 'runs a failing Send with Retry On Fail', runOnce);
