/**
 * CometChat Trigger, Listen For: Agent Runs (AG-UI): the RunAgentInput as an item an AI
 * Agent maps; what is refused; and the guard that keeps CometChat's side well-formed when
 * the workflow answers late or not at all (read with @ag-ui/client's HttpAgent).
 */
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdRun } from '../../nodes/CometChatTrigger/sources';
import { runWithAgUiClient } from '../support/agUi';
import { ResponseRecorder } from '../support/responseRecorder';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type DeliveryRequest } from '../support/webhook';

/** Delivers a run and ends the held response, as n8n would after the run. */
async function deliverRun(request: DeliveryRequest) {
	const response = new ResponseRecorder();
	const trigger = await agent();
	try {
		return await trigger.deliver({ ...request, response });
	} finally {
		response.end();
	}
}

let counter = 0;
const agent = (parameters: Record<string, unknown> = {}) =>
	triggerHarness({ workflowId: `wf-agent-trigger-${++counter}`, parameters: { source: 'agent', answerTimeout: 1, ...parameters } });

const input = {
	threadId: 'thread-1',
	runId: 'run-1',
	state: { plan: 'pro' },
	messages: [
		{ id: 'm0', role: 'system', content: 'Be brief.' },
		{ id: 'm1', role: 'user', content: 'Hi' },
		{ id: 'm2', role: 'assistant', content: 'Hello!' },
		{ id: 'm3', role: 'user', content: [{ type: 'text', text: 'Where is' }, { type: 'binary', mimeType: 'image/png', url: 'https://x.invalid/a.png' }, { type: 'text', text: 'my order?' }] },
	],
	tools: [{ name: 'lookupOrder', description: 'Looks an order up', parameters: { type: 'object' } }],
	context: [{ description: 'user', value: 'cometchat-uid-1' }],
	forwardedProps: { source: 'cometchat' },
};

describe('CometChat Trigger, Agent Runs: the item', () => {
	test('the last user message as chatInput and text, the thread as sessionId, history, tools and context as sent', async () => {
		const answer = await deliverRun({ body: input });
		assert.equal(answer.items?.length, 1);
		assert.deepEqual(answer.items![0].json, {
			chatInput: 'Where is\nmy order?',
			text: 'Where is\nmy order?',
			sessionId: 'thread-1',
			threadId: 'thread-1',
			runId: 'run-1',
			history: [
				{ role: 'system', text: 'Be brief.' },
				{ role: 'user', text: 'Hi' },
				{ role: 'assistant', text: 'Hello!' },
			],
			tools: input.tools,
			context: input.context,
			state: input.state,
			forwardedProps: input.forwardedProps,
			messages: input.messages,
		});
	});

	test('no user message: empty text, the whole conversation as history', async () => {
		const answer = await deliverRun({ body: { threadId: 't', runId: 'r', messages: [{ id: 'a', role: 'assistant', content: 'Hi' }] } });
		assert.deepEqual([answer.items![0].json.text, answer.items![0].json.history, answer.items![0].json.tools], ['', [{ role: 'assistant', text: 'Hi' }], []]);
	});

	test('not a run: 400 naming what is missing, no execution; Basic Auth refused: 401', async () => {
		const trigger = await agent();
		for (const [body, why] of [
			[{ runId: 'r', messages: [] }, /"threadId" is missing/],
			[{ threadId: 't', runId: '', messages: [] }, /"runId" is missing/],
			[{ threadId: 't', runId: 'r', messages: 'hi' }, /"messages" must be a list/],
			[[], /JSON object/],
		] as const) {
			const answer = await trigger.deliver({ body });
			assert.equal(answer.status, 400);
			assert.match(String((answer.body as { message: string }).message), why);
			assert.equal(answer.items, undefined);
		}
		const refused = await trigger.deliver({ body: input, auth: { user: WEBHOOK_USER, password: 'nope' } });
		assert.equal(refused.status, 401);
		assert.ok(!JSON.stringify(refused).includes(WEBHOOK_PASSWORD));
	});
});

/** A server whose handler guards the response, then does what `behave` says n8n does. */
async function guarded(timeoutSeconds: number, behave: (res: ServerResponse) => void) {
	const errors: Error[] = [];
	const server = createServer((req, res) => {
		req.resume();
		req.on('end', () => {
			holdRun(res, { threadId: 'thread-1', runId: 'run-1' }, timeoutSeconds);
			try {
				behave(res);
			} catch (error) {
				errors.push(error as Error);
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
	return { url, errors, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const runInput = { threadId: 'thread-1', runId: 'run-1', messages: [{ id: 'm1', role: 'user' as const, content: 'Hi' }] };
const typesOf = (events: Array<{ type: string }>) => events.map((e) => e.type);

describe('CometChat Trigger, Agent Runs: the held response', () => {
	test('no answer in time: RUN_STARTED + RUN_ERROR at the deadline; n8n answering later changes nothing and throws nothing', async () => {
		let late: (() => void) | undefined;
		const server = await guarded(0.05, (res) => {
			late = () => {
				res.statusCode = 500;
				res.setHeader('content-type', 'application/json');
				res.end('{"message":"Error in workflow"}');
			};
		});
		const started = Date.now();
		const read = await runWithAgUiClient(server.url, runInput);
		const took = Date.now() - started;
		assert.deepEqual(typesOf(read.events), ['RUN_STARTED', 'RUN_ERROR']);
		assert.match(String((read.events[1] as unknown as { message: string }).message), /did not answer the run within 0.05 s/);
		// at the deadline, not when n8n answers (never, here); loose: a loaded machine took 1.8 s
		assert.ok(took < 5000, `${took} ms`);
		late!();
		assert.deepEqual(server.errors, []);
		await server.stop();
	});

	test("an event stream n8n sends on the workflow's behalf goes through untouched", async () => {
		const body = 'data: {"type":"RUN_STARTED","threadId":"thread-1","runId":"run-1"}\n\ndata: {"type":"RUN_FINISHED","threadId":"thread-1","runId":"run-1"}\n\n';
		const server = await guarded(1, (res) => {
			res.statusCode = 200;
			res.setHeader('content-type', 'text/event-stream; charset=utf-8');
			res.setHeader('content-length', String(Buffer.byteLength(body)));
			res.end(body);
			res.end();
		});
		const read = await runWithAgUiClient(server.url, runInput);
		assert.equal(read.error, undefined);
		assert.deepEqual(typesOf(read.events), ['RUN_STARTED', 'RUN_FINISHED']);
		await server.stop();
	});

	test("anything else (n8n 1.x's empty 200 JSON, 2.x's 500) becomes RUN_ERROR with status 200", async () => {
		for (const [status, body] of [
			[200, ''],
			[500, '{"message":"Error in workflow"}'],
		] as const) {
			const server = await guarded(1, (res) => {
				res.statusCode = status;
				res.setHeader('content-type', 'application/json; charset=utf-8');
				res.setHeader('content-length', String(body.length));
				res.end(body);
			});
			const read = await runWithAgUiClient(server.url, runInput);
			assert.equal(read.status, 200);
			assert.deepEqual(typesOf(read.events), ['RUN_STARTED', 'RUN_ERROR'], `${status}`);
			await server.stop();
		}
	});
});

describe('CometChat Trigger, Agent Runs: what a run may hold', () => {
	afterEach(() => jest.useRealTimers());

	const eventStream = Buffer.from('data: {"type":"RUN_STARTED","threadId":"thread-1","runId":"run-1"}\n\ndata: {"type":"RUN_FINISHED","threadId":"thread-1","runId":"run-1"}\n\n');

	test('once the answer is sent no timer is left pending', async () => {
		jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
		const res = new ResponseRecorder();
		holdRun(res, { threadId: 'thread-1', runId: 'run-1' }, 60);
		assert.equal(jest.getTimerCount(), 1);
		res.setHeader('content-type', 'text/event-stream');
		res.end(eventStream);
		await Promise.resolve();
		assert.equal(jest.getTimerCount(), 0);
		assert.equal(res.body, eventStream);
	});

	test('Answer Within is at most 290 s, whatever a saved workflow holds: AG-UI clients stop waiting at 300 s', async () => {
		jest.useFakeTimers();
		const response = new ResponseRecorder();
		await (await agent({ answerTimeout: 3600 })).deliver({ body: input, response });
		await jest.advanceTimersByTimeAsync(289_000);
		assert.equal(response.sent, false);
		await jest.advanceTimersByTimeAsync(1_000);
		assert.match(String(response.body), /"type":"RUN_ERROR".*within 290 s/);
	});

	test('past Max Concurrent Runs a run gets 429 with Retry-After and starts nothing; a finished run makes room', async () => {
		const trigger = await agent({ maxConcurrentRuns: 2, answerTimeout: 60 });
		const held = [new ResponseRecorder(), new ResponseRecorder()];
		for (const response of held) assert.equal((await trigger.deliver({ body: input, response })).items?.length, 1);
		const refused = await trigger.deliver({ body: input });
		assert.equal(refused.status, 429);
		assert.equal(refused.headers['retry-after'], '5');
		assert.match(String((refused.body as { message: string }).message), /Too many runs at once: this agent already holds 2 \(Max Concurrent Runs\)/);
		assert.equal(refused.items, undefined);
		// another trigger counts its own runs
		assert.equal((await deliverRun({ body: input })).items?.length, 1);
		held[0].setHeader('content-type', 'text/event-stream');
		held[0].end(eventStream);
		await new Promise((resolve) => process.nextTick(resolve));
		const admitted = new ResponseRecorder();
		assert.equal((await trigger.deliver({ body: input, response: admitted })).items?.length, 1);
		for (const response of [held[1], admitted]) response.end();
	});

	test('a saved Max Concurrent Runs under 1 still holds one run', async () => {
		const trigger = await agent({ maxConcurrentRuns: 0.5, answerTimeout: 60 });
		const held = new ResponseRecorder();
		assert.equal((await trigger.deliver({ body: input, response: held })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: input })).status, 429);
		held.end();
	});
});
