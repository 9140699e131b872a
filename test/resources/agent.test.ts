import assert from 'node:assert/strict';
import type { INode } from 'n8n-workflow';
import { runWithAgUiClient, serveAgent, type AgentServer, type N8nVersion, type RunRequest } from '../support/agUi';
import type { WorkflowFile } from '../support/engine';
import { basicAuth, triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, TRIGGER_NAME, TRIGGER_TYPE } from '../support/webhook';

/**
 * Agent > Answer Agent Run, from CometChat's request to CometChat's answer: a RunAgentInput
 * POSTed by @ag-ui/client's HttpAgent to the CometChat Trigger (Listen For: Agent Runs), the
 * workflow run by n8n-core's WorkflowExecute, the answer sent with `sendResponse` and read
 * back by the client, which checks every event against the AG-UI schemas and order. A run
 * that fails gets RUN_ERROR, as n8n 1.x and 2.x would end it.
 */
describe('Agent > Answer Agent Run', () => {
	const ANSWER = 'Answer Agent Run';
	const credentials = { appId: 'APP', region: 'us', apiKey: 'rest-key-agent-1' };

	function workflow(text: string, triggerParameters: Record<string, unknown> = { source: 'agent' }): WorkflowFile {
		const trigger: INode = { id: 't', name: TRIGGER_NAME, type: TRIGGER_TYPE, typeVersion: 1, position: [0, 0], parameters: triggerParameters as never };
		const answer: INode = {
			id: 'a',
			name: ANSWER,
			type: 'n8n-nodes-cometchat.cometChat',
			typeVersion: 1,
			position: [200, 0],
			// no CometChat API credential: the node asks for none here (test/structure.test.ts)
			parameters: { resource: 'agent', operation: 'answerRun', text },
		};
		return { name: 'Agent', nodes: [trigger, answer], connections: { [TRIGGER_NAME]: { main: [[{ node: ANSWER, type: 'main', index: 0 }]] } } } as WorkflowFile;
	}

	const run = (over: Partial<RunRequest> = {}): RunRequest => ({
		threadId: 'thread-7',
		runId: 'run-42',
		messages: [
			{ id: 'm1', role: 'user', content: 'Hi' },
			{ id: 'm2', role: 'assistant', content: 'Hello! How can I help?' },
			{ id: 'm3', role: 'user', content: 'Where is order 1234?' },
		],
		tools: [{ name: 'lookupOrder', description: 'Looks an order up', parameters: { type: 'object', properties: {} } }],
		context: [{ description: 'user', value: 'cometchat-uid-1' }],
		headers: { authorization: basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD) },
		...over,
	});

	let counter = 0;
	const servers: AgentServer[] = [];
	afterEach(async () => {
		await Promise.all(servers.splice(0).map((s) => s.stop()));
	});

	async function agentAt(text: string, version: N8nVersion, triggerParameters: Record<string, unknown> = {}) {
		// Answer Within 1 s: the held response's timer runs to its end even after the answer (jest waits for it)
		const parameters = { source: 'agent', answerTimeout: 1, ...triggerParameters };
		const trigger = await triggerHarness({ workflowId: `wf-agent-${++counter}`, parameters });
		const server = await serveAgent(trigger, workflow(text, parameters), credentials, version);
		servers.push(server);
		return server;
	}

	const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

	describe.each([1, 2] as const)('Answer Agent Run, n8n %s.x', (version) => {
		test('the answer reaches CometChat as one valid AG-UI run: every event in order, the text complete', async () => {
			const server = await agentAt('={{ "You asked: " + $json.text + " (" + $json.history.length + " before, tools: " + $json.tools.map(t => t.name).join() + ")" }}', version);
			const read = await runWithAgUiClient(server.url, run());
			assert.equal(read.error, undefined, String(read.error));
			assert.equal(read.status, 200);
			assert.match(String(read.contentType), /^text\/event-stream/);
			assert.deepEqual(types(read.events), ['RUN_STARTED', 'TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_FINISHED']);
			const [started, start, , , finished] = read.events as unknown as Array<Record<string, unknown>>;
			assert.deepEqual([started.threadId, started.runId, finished.threadId, finished.runId], ['thread-7', 'run-42', 'thread-7', 'run-42']);
			assert.equal(start.role, 'assistant');
			assert.deepEqual(
				JSON.parse(JSON.stringify(read.newMessages.map((m) => [m.role, m.content]))),
				[['assistant', 'You asked: Where is order 1234? (2 before, tools: lookupOrder)']],
			);
			assert.equal(server.runs[0].status, 'success');
		});

		test('a long answer goes in several deltas and arrives whole, characters outside the BMP intact', async () => {
			const long = `${'Paket 📦 unterwegs. '.repeat(120)}Ende`;
			const server = await agentAt(`={{ ${JSON.stringify(long)} }}`, version);
			const read = await runWithAgUiClient(server.url, run());
			assert.equal(read.error, undefined, String(read.error));
			assert.ok(read.events.filter((e) => e.type === 'TEXT_MESSAGE_CONTENT').length >= 3);
			assert.equal(read.newMessages[0].content, long);
		});

		test('a workflow that fails: RUN_STARTED then RUN_ERROR, never a half stream', async () => {
			const server = await agentAt('={{ "" }}', version);
			const read = await runWithAgUiClient(server.url, run());
			assert.equal(read.status, 200);
			assert.match(String(read.contentType), /^text\/event-stream/);
			assert.deepEqual(types(read.events), ['RUN_STARTED', 'RUN_ERROR']);
			assert.match(String((read.events[1] as unknown as { message: string }).message), /did not answer the run: it failed, or it ended without/);
			assert.equal(server.runs[0].status, 'error');
			assert.match(String(server.runs[0].data.resultData.error?.message), /Text \(text\) is empty/);
		});

		test('Basic Auth refused: 401, no run; nothing echoed', async () => {
			const server = await agentAt('={{ "never" }}', version);
			// the client logs the failed run; the test reads it from the result
			const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
			const read = await runWithAgUiClient(server.url, run({ headers: { authorization: basicAuth(WEBHOOK_USER, 'wrong') } }));
			quiet.mockRestore();
			assert.equal(read.status, 401);
			assert.ok(read.error, 'the client reports the refusal');
			assert.ok(!String(read.error?.message).includes(WEBHOOK_PASSWORD));
			assert.equal(server.runs.length, 0);
		});
	});

	test('Answer Agent Run without an agent run before it fails with a clear error, and sends nothing', async () => {
		const trigger = await triggerHarness({ workflowId: `wf-agent-${++counter}`, parameters: { events: ['*'] } });
		const server = await serveAgent(trigger, workflow('={{ "hi" }}', { source: 'webhook', events: ['*'] }), credentials, 2);
		servers.push(server);
		const response = await fetch(server.url, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD) },
			body: JSON.stringify({ trigger: 'message_sent', data: { message: { id: '1', sender: 'a', receiver: 'b' } } }),
		});
		await response.text();
		await new Promise((resolve) => setTimeout(resolve, 50));
		assert.match(String(server.runs[0]?.data.resultData.error?.message), /No agent run to answer/);
	});
});
