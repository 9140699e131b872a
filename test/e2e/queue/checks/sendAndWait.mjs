// Check 4: Message > Send and Wait for Response in queue mode. A webhook call starts the
// execution; a worker sends the approval card and the execution waits (status waiting). The
// person's browser opens the card's Approve link, which points at the webhook process
// (WEBHOOK_URL), and clicks the page's button; the webhook process checks the signature and
// enqueues the resume; a worker
// finishes the execution with the answer, and the next node tells support.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR } from '../../n8n-runner.mjs';
import { onCleanup, waitFor } from '../cleanup.mjs';
import { cometChatCredential } from '../workflows.mjs';

const require = createRequire(import.meta.url);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const WORKFLOW_ID = 'queueSendWait';

function workflow(credentialId) {
	const credentials = { cometChatApi: { id: credentialId, name: `CometChat ${credentialId}` } };
	const nodes = [
		{ id: 'wait-start', name: 'Start', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], webhookId: 'queue-wait-start', parameters: { httpMethod: 'POST', path: 'queue-wait-start', options: {} } },
		{
			id: 'wait-ask',
			name: 'Ask finance',
			type: 'CUSTOM.cometChat',
			typeVersion: 1,
			position: [240, 0],
			credentials,
			parameters: { resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver: '={{ $json.body.uid }}', message: 'Refund $120 for order #1042?', responseType: 'approval' },
		},
		{
			id: 'wait-tell',
			name: 'Tell support',
			type: 'CUSTOM.cometChat',
			typeVersion: 1,
			position: [480, 0],
			credentials,
			parameters: { resource: 'message', operation: 'send', receiverType: 'user', receiver: 'support-lead', category: 'message', messageType: 'text', text: '=approved: {{ $json.data.approved }}' },
		},
	];
	const connections = {
		Start: { main: [[{ node: 'Ask finance', type: 'main', index: 0 }]] },
		'Ask finance': { main: [[{ node: 'Tell support', type: 'main', index: 0 }]] },
	};
	return { id: WORKFLOW_ID, name: 'queue: send and wait', nodes, connections, settings: { executionOrder: 'v1' } };
}

export async function prepare() {
	// in this process: the check reads the card's links from the recorded request bodies
	const { FakeCometChat } = require(path.join(REPO_DIR, 'build-test/test/support/fakeCometChat.js'));
	const server = new FakeCometChat();
	await server.start();
	onCleanup('fake CometChat send-and-wait', () => server.stop());
	const credential = cometChatCredential('cc-wait', server);
	return {
		credentials: [credential],
		workflows: [workflow(credential.id)],
		async run(n8n, report) {
			await n8n.webhook.waitForWebhook('queue-wait-start');
			const start = await fetch(`${n8n.webhookBase}/webhook/queue-wait-start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid: 'finance' }) });
			report.check('Send and Wait: started through the webhook process (200)', () => assert.equal(start.status, 200));
			const waiting = await waitFor('the execution waits', async () => (await n8n.executions(WORKFLOW_ID)).find((r) => r.status === 'waiting'), { timeoutMs: 120_000 });
			const askedBy = n8n.workerStarts().get(waiting.id) ?? [];
			const card = server.requestsTo('POST', '/v3/messages').find((r) => r.body?.receiver === 'finance' && r.body?.category === 'interactive');
			const approve = card?.body.data.interactiveData.cardActions[0].action.url;
			report.check('the approval card was sent by a worker and its link points at the webhook process', () => {
				assert.equal(askedBy.length, 1, `starts: ${askedBy}`);
				assert.ok(approve?.startsWith(`${n8n.webhookBase}/webhook-waiting/${waiting.id}/`), approve);
			});
			// the link opens a page that asks for the click; its button posts the answer
			const page = await fetch(approve, { headers: { 'user-agent': BROWSER } });
			const pageText = await page.text();
			report.check('the answer link opens the page with the button, answering nothing', () => {
				assert.equal(page.status, 200);
				assert.match(pageText, /<form[^>]*method="post"/i);
			});
			const resumedAt = Date.now();
			const answer = await fetch(approve, { method: 'POST', headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
			const answerText = await answer.text();
			const rows = await n8n.waitForSettled(WORKFLOW_ID, 1, { timeoutMs: 120_000 });
			const done = rows.find((r) => r.id === waiting.id);
			const data = await n8n.executionData(waiting.id);
			const output = (node) => data?.resultData?.runData?.[node]?.at(-1)?.data?.main?.[0]?.map((i) => i.json) ?? [];
			const starts = n8n.workerStarts().get(waiting.id) ?? [];
			const told = server.requestsTo('POST', '/v3/messages').filter((r) => r.body?.receiver === 'support-lead');
			report.figure('send and wait', {
				execution: `${waiting.id}: asked on ${askedBy.join(', ')}, waited, answer POST ${answer.status} from the webhook process, resumed on ${starts.slice(1).join(', ') || '?'}, ${done?.status} ${((Date.now() - resumedAt) / 1000).toFixed(1)} s after the answer`,
				answer: JSON.stringify(output('Ask finance')[0]?.data ?? null),
				'told support': told.map((r) => r.body.data?.text).join(' | '),
			});
			report.check('the answer link is accepted by the webhook process', () => assert.equal(answer.status, 200, answerText.slice(0, 300)));
			report.check('the execution finished on a worker with { approved: true }, and the next node ran once', () => {
				assert.equal(done?.status, 'success');
				assert.equal(starts.length, 2, `worker starts: ${starts}`);
				assert.equal(output('Ask finance')[0]?.data?.approved, true);
				assert.deepEqual(told.map((r) => r.body.data?.text), ['approved: true']);
			});
		},
	};
}
