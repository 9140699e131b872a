/**
 * CometChat Trigger, the sources CometChat waits on an answer from: moderation requests (and
 * example 14), bot callbacks, agent runs, the held response they share and the webhook's
 * response mode, a describe block each.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type INode, resolveWebhookDescriptionField, type IWebhookDescription } from 'n8n-workflow';
import { CometChatTrigger } from '../../nodes/CometChatTrigger/CometChatTrigger.node';
import { runNode, repoRoot } from '../support/engine';
import { answered, moderationRequest, writeAsN8n } from '../support/moderation';
import { ResponseRecorder } from '../support/responseRecorder';
import { triggerHarness, type TriggerOptions, WEBHOOK_PASSWORD, WEBHOOK_USER, type DeliveryRequest } from '../support/webhook';
import { readExample } from '../support/examples';
import { holdRun } from '../../nodes/CometChatTrigger/sources';
import { runWithAgUiClient } from '../support/agUi';
import { holdResponse, isDecisionReply } from '../../nodes/shared/heldResponse';

describe('moderation', () => {
	let workflowCounter = 0;
	const harness = (parameters: TriggerOptions['parameters'] = {}, extra: Partial<TriggerOptions> = {}) =>
		triggerHarness({ workflowId: `wf-mod-${++workflowCounter}`, parameters: { source: 'moderation', ...parameters }, ...extra });

	afterEach(() => jest.useRealTimers());

	describe('CometChat Trigger, Listen For: Moderation Requests', () => {
		test('a Custom API request starts one execution with the message, its sender, receiver, text and context', async () => {
			const answer = await (await harness()).deliver({ body: moderationRequest('30431', 'you idiot', { key: 'ben' }) });
			assert.equal(answer.items?.length, 1);
			const item = answer.items![0].json;
			assert.equal(item.text, 'you idiot');
			// the last entry's key is the receiver's uid; the sender comes from the message
			assert.deepEqual([item.messageId, item.sender, item.receiver, item.receiverType, item.conversationId], ['30431', 'ana', 'ben', 'user', 'ben_user_ana']);
			assert.deepEqual([item.category, item.type, item.sentAt], ['message', 'text', 1747717214]);
			assert.deepEqual(item.contextMessages, [{ sender: 'ana', text: 'hi' }, { sender: 'ben', text: 'hello' }]);
			assert.equal(item.contextText, 'ana: hi\nben: hello');
			assert.deepEqual(item.message, moderationRequest('30431', 'you idiot').contextMessages[2].ben);
			// the request as sent but for the message under review, which the item holds once, as `message`
			const sent = moderationRequest('30431', 'you idiot', { key: 'ben' });
			assert.deepEqual(item.request, { ...sent, contextMessages: sent.contextMessages.slice(0, 2) });
			assert.equal(JSON.stringify(item).split('"muid"').length - 1, 1);
			// held: nothing is answered until the workflow (or the fallback) does
			assert.equal(answer.response?.sent, false);
			answer.response!.emit('close');
		});

		test('a request without context messages gives an empty context', async () => {
			const only = { contextMessages: [moderationRequest('7', 'hello').contextMessages[2]] };
			const answer = await (await harness()).deliver({ body: only });
			assert.deepEqual(answer.items![0].json.contextMessages, []);
			assert.equal(answer.items![0].json.contextText, '');
			answer.response!.emit('close');
		});

		test('Basic Auth: a wrong or missing password gets 401 and starts nothing', async () => {
			const trigger = await harness();
			const wrong = await trigger.deliver({ body: moderationRequest('1', 'hi'), auth: { user: 'cometchat', password: 'wrong' } });
			assert.equal(wrong.status, 401);
			assert.equal(wrong.items, undefined);
			const missing = await trigger.deliver({ body: moderationRequest('1', 'hi'), auth: false });
			assert.equal(missing.status, 401);
			assert.equal(missing.headers['www-authenticate'], 'Basic realm="CometChat Trigger"');
			assert.equal(missing.items, undefined);
		});

		test('a body that is no moderation request: 400, nothing started', async () => {
			const trigger = await harness();
			for (const body of [{ trigger: 'message_sent', data: {} }, { contextMessages: [{ ana: 'hi' }] }, [1]]) {
				const answer = await trigger.deliver({ body });
				assert.equal(answer.status, 400, JSON.stringify(body));
				assert.match(String((answer.body as { message: string }).message), /Not a CometChat moderation request/);
				assert.equal(answer.items, undefined);
			}
		});

		test("the workflow's Answer Moderation Request answers the held request (200, CometChat's JSON); later writes change nothing", async () => {
			const delivery = await (await harness()).deliver({ body: moderationRequest('5', 'you idiot') });
			const sent: unknown[] = [];
			await runNode({
				parameters: { resource: 'moderation', operation: 'answerRequest', isViolation: '={{ $json.text.includes("idiot") }}', confidence: 0.93, reason: 'insult' },
				credentials: {},
				items: delivery.items,
				onSendResponse: (response) => sent.push(response),
			});
			assert.equal(sent.length, 1);
			const res = delivery.response!;
			await writeAsN8n(res, sent[0] as never);
			assert.deepEqual(answered(res), { status: 200, contentType: 'application/json; charset=utf-8', json: { isMatchingCondition: true, confidence: 0.93, reason: 'insult' } });
			// n8n 1.x ends the response again when the run ends; a second answer is dropped
			await writeAsN8n(res, { body: Buffer.from('{"isMatchingCondition":false,"confidence":0}'), headers: { 'content-type': 'application/json' } });
			assert.equal(answered(res).json.isMatchingCondition, true);
		});

		test('the time budget passes first: the fallback answers (default allow, 1500 ms); the late answer changes nothing and throws nothing', async () => {
			jest.useFakeTimers();
			const delivery = await (await harness()).deliver({ body: moderationRequest('6', 'slow') });
			const res = delivery.response!;
			await jest.advanceTimersByTimeAsync(1499);
			assert.equal(res.sent, false);
			await jest.advanceTimersByTimeAsync(1);
			assert.deepEqual(answered(res), {
				status: 200,
				contentType: 'application/json; charset=utf-8',
				json: { isMatchingCondition: false, confidence: 0, reason: 'No decision from the n8n workflow within 1500 ms' },
			});
			jest.useRealTimers();
			await writeAsN8n(res, { body: Buffer.from('{"isMatchingCondition":true,"confidence":1,"reason":"late"}'), headers: { 'content-type': 'application/json' }, statusCode: 200 });
			assert.equal(answered(res).json.reason, 'No decision from the n8n workflow within 1500 ms');
		});

		test('On Timeout or Error: flag answers a violation with confidence 1; Let CometChat Decide answers 503; Time Budget is kept', async () => {
			jest.useFakeTimers();
			const flag = await (await harness({ onTimeoutOrError: 'flag', moderationOptions: { timeBudget: 800 } })).deliver({ body: moderationRequest('8', 'x') });
			await jest.advanceTimersByTimeAsync(800);
			assert.deepEqual(answered(flag.response!).json, { isMatchingCondition: true, confidence: 1, reason: 'No decision from the n8n workflow within 800 ms' });
			const fail = await (await harness({ onTimeoutOrError: 'fail' })).deliver({ body: moderationRequest('9', 'x') });
			await jest.advanceTimersByTimeAsync(1500);
			assert.equal(answered(fail.response!).status, 503);
		});

		test('a run that ends without answering (n8n ends the response, empty or with its error): the fallback at once', async () => {
			const ends = [
				(res: ResponseRecorder) => res.end(),
				(res: ResponseRecorder) => res.json({}),
				(res: ResponseRecorder) => res.status(500).json({ message: 'Error in workflow' }),
			];
			for (const end of ends) {
				const delivery = await (await harness({ onTimeoutOrError: 'flag' })).deliver({ body: moderationRequest('10', 'x') });
				end(delivery.response!);
				assert.deepEqual(answered(delivery.response!), {
					status: 200,
					contentType: 'application/json; charset=utf-8',
					json: { isMatchingCondition: true, confidence: 1, reason: 'The n8n workflow ended without a decision' },
				});
			}
		});

		test('an answer that is not a decision (from another node) is replaced by the fallback', async () => {
			const delivery = await (await harness()).deliver({ body: moderationRequest('11', 'x') });
			await writeAsN8n(delivery.response!, { body: Buffer.from('{"ok":true}'), headers: { 'content-type': 'application/json' }, statusCode: 200 });
			assert.equal(answered(delivery.response!).json.reason, 'The n8n workflow ended without a decision');
		});

		test('responseMode: onReceived for webhook events (saved workflows without Listen For too), responseNode for moderation', async () => {
			const responseMode = String(new CometChatTrigger().description.webhooks![0].responseMode);
			const cases: Array<[TriggerOptions['parameters'], string]> = [
				[{ events: ['*'] }, 'onReceived'],
				[{ source: 'webhook', events: ['*'] }, 'onReceived'],
				[{ source: 'moderation' }, 'responseNode'],
			];
			for (const [parameters, expected] of cases) {
				const { workflow, node } = await triggerHarness({ parameters });
				assert.equal(workflow.expression.getSimpleParameterValue(node, responseMode, 'webhook', {}), expected, JSON.stringify(parameters));
			}
		});
	});
});

describe('aiModerationExample', () => {
	const example = readExample(path.join(repoRoot(), 'examples', '14-ai-moderation.json'));
	const byName = (name: string) => example.nodes.find((n) => n.name === name)!;
	const isAnswer = (node: INode) => node.parameters.resource === 'moderation' && node.parameters.operation === 'answerRequest';
	const next = (name: string) =>
		((example.connections[name]?.main ?? []) as Array<Array<{ node: string }> | null>).map((branch) => (branch ?? []).map((c) => c.node));

	describe('example 14: AI moderation', () => {
		test('a sticky note says what it does and what to set up; the trigger takes moderation requests under Basic Auth', () => {
			const sticky = example.nodes.find((n) => n.type === 'n8n-nodes-base.stickyNote')!;
			assert.equal(sticky.typeVersion, 1);
			assert.match(String(sticky.parameters.content), /^## AI moderation/);
			assert.match(String(sticky.parameters.content), /Custom API/);
			const trigger = byName('Moderation request');
			assert.equal(trigger.parameters.source, 'moderation');
			assert.deepEqual(Object.keys(trigger.credentials ?? {}), ['cometChatWebhookApi']);
		});

		test('every branch answers CometChat before anything waits for a person', () => {
			const walk = (name: string, answered: boolean): void => {
				const node = byName(name);
				const done = answered || isAnswer(node);
				if (node.parameters.operation === 'sendAndWait') assert.ok(done, `${name} waits before CometChat is answered`);
				const branches = next(name);
				if (branches.length === 0) assert.ok(done, `${name} ends a branch that never answers`);
				for (const branch of branches) for (const target of branch) walk(target, done);
			};
			walk('Moderation request', false);
		});

		test("the answer nodes read the model's decision as Set leaves it", async () => {
			const sent: Array<{ body: Buffer }> = [];
			await runNode({
				parameters: byName("Answer with the model's decision").parameters,
				credentials: {},
				items: [{ json: { violation: true, confidence: 0.93, reason: 'insult' } }],
				onSendResponse: (r) => sent.push(r as { body: Buffer }),
			});
			assert.deepEqual(JSON.parse(sent[0].body.toString('utf8')), { isMatchingCondition: true, confidence: 0.93, reason: 'insult' });
		});
	});
});

/**
 * CometChat Trigger, Listen For: Bot Callbacks. Callbacks as CometChat's docs show them
 * (legacy v3 "Bots" shape, the message in `data`), through n8n-core's WebhookContext; the
 * item mapped as a workflow maps it; Basic Auth; the bot's own replies and redeliveries start nothing.
 */
describe('bot', () => {
	let workflowCounter = 0;
	const bot = (parameters: TriggerOptions['parameters'] = {}, extra: Partial<TriggerOptions> = {}) =>
		triggerHarness({ workflowId: `wf-bot-${++workflowCounter}`, parameters: { source: 'bot', botUid: 'support-bot', ...parameters }, ...extra });

	/** A message as CometChat's bot callback carries it. */
	function message(over: Record<string, unknown> = {}) {
		return {
			id: '4711',
			conversationId: 'cometchat-uid-1_user_support-bot',
			sender: 'cometchat-uid-1',
			receiverType: 'user',
			receiver: 'support-bot',
			category: 'message',
			type: 'text',
			data: {
				text: 'Where is my order 1234?',
				entities: {
					sender: { entity: { uid: 'cometchat-uid-1', name: 'Andrew Joseph' }, entityType: 'user' },
					receiver: { entity: { uid: 'support-bot', name: 'Support' }, entityType: 'user' },
				},
			},
			sentAt: 1767225600,
			...over,
		};
	}

	const callback = (msg: Record<string, unknown> = message()) => ({
		trigger: 'after_message',
		data: msg,
		appId: 'APP',
		origin: { platform: 'REST', language: 'en', resource: '' },
		chatAPIVersion: '3.0',
		region: 'us',
		bot: 'support-bot',
	});

	describe('CometChat Trigger, Bot Callbacks: the item', () => {
		test('a one-to-one message: 200 at once, one item with text, sender, where to reply, the message id', async () => {
			const answer = await (await bot()).deliver({ body: callback() });
			assert.equal(answer.status, 200);
			assert.deepEqual(answer.body, { message: 'Workflow was started' });
			const { message: full, ...item } = answer.items![0].json;
			assert.deepEqual(item, {
				text: 'Where is my order 1234?',
				messageId: '4711',
				sender: 'cometchat-uid-1',
				senderName: 'Andrew Joseph',
				receiver: 'support-bot',
				receiverType: 'user',
				replyTo: 'cometchat-uid-1',
				replyToType: 'user',
				type: 'text',
				category: 'message',
				conversationId: 'cometchat-uid-1_user_support-bot',
				sentAt: 1767225600,
				bot: 'support-bot',
			});
			assert.deepEqual(full, message());
		});

		test('a group message in a thread: the reply goes to the group, the parent message id is kept', async () => {
			const msg = message({ id: 4712, receiverType: 'group', receiver: 'group-support', parentId: '4700' });
			const { json } = (await (await bot()).deliver({ body: callback(msg) })).items![0];
			assert.equal(json.messageId, '4712');
			assert.equal(json.group, 'group-support');
			assert.deepEqual([json.replyTo, json.replyToType, json.parentMessageId], ['group-support', 'group', '4700']);
		});

		test('the message under data.message or message (shapes the current docs leave open) is read too', async () => {
			const trigger = await bot();
			for (const body of [{ trigger: 'after_message', data: { message: message({ id: '1' }) } }, { message: message({ id: '2' }) }]) {
				const answer = await trigger.deliver({ body });
				assert.equal(answer.items?.[0].json.text, 'Where is my order 1234?', JSON.stringify(body).slice(0, 60));
			}
		});

		test('not a callback: 400, no execution', async () => {
			const trigger = await bot();
			for (const body of [[], { trigger: 'after_message', data: {} }, { data: { text: 'hi' } }]) {
				const answer = await trigger.deliver({ body });
				assert.equal(answer.status, 400, JSON.stringify(body));
				assert.equal(answer.items, undefined);
			}
		});
	});

	describe('CometChat Trigger, Bot Callbacks: Basic Auth, loop guard, dedupe', () => {
		test('no or wrong Basic Auth: 401, no execution, nothing echoed', async () => {
			const trigger = await bot();
			for (const auth of [false as const, { user: WEBHOOK_USER, password: 'wrong' }]) {
				const answer = await trigger.deliver({ body: callback(), auth });
				assert.equal(answer.status, 401);
				assert.equal(answer.headers['www-authenticate'], 'Basic realm="CometChat Trigger"');
				assert.equal(answer.items, undefined);
				assert.ok(!JSON.stringify(answer).includes(WEBHOOK_PASSWORD));
			}
		});

		test("the bot's own messages start nothing: sender is the Bot UID (any case) or the callback's bot", async () => {
			const trigger = await bot({ botUid: 'Support-Bot' });
			for (const sender of ['support-bot', 'Support-Bot', { uid: 'support-bot' }]) {
				const answer = await trigger.deliver({ body: callback(message({ id: `m-${JSON.stringify(sender)}`, sender, receiver: 'cometchat-uid-1' })) });
				assert.equal(answer.status, 200);
				assert.deepEqual(answer.body, { message: "Callback ignored: the bot's own message" });
				assert.equal(answer.items, undefined);
			}
			const other = await bot({ botUid: 'helper' });
			const answer = await other.deliver({ body: callback(message({ id: 'm-x', sender: 'support-bot' })) });
			assert.equal(answer.items, undefined, 'the bot named by the callback is the bot');
		});

		test('a redelivered message starts one execution; in "Listen for test event" every delivery counts', async () => {
			const trigger = await bot();
			assert.equal((await trigger.deliver({ body: callback() })).items?.length, 1);
			const again = await trigger.deliver({ body: callback() });
			assert.deepEqual([again.status, again.body, again.items], [200, { message: 'Duplicate delivery ignored' }, undefined]);
			const test = await bot({}, { mode: 'manual' });
			assert.equal((await test.deliver({ body: callback() })).items?.length, 1);
			assert.equal((await test.deliver({ body: callback() })).items?.length, 1);
		});

		test('the webhook source stays the default: a saved trigger without source takes webhook events', async () => {
			const trigger = await triggerHarness({ workflowId: 'wf-bot-default', parameters: { events: ['*'] } });
			const answer = await trigger.deliver({ body: callback() });
			assert.deepEqual(answer.items?.[0].json, callback(), 'the event as sent, no bot item');
		});
	});
});

/**
 * CometChat Trigger, Listen For: Agent Runs (AG-UI): the RunAgentInput as an item an AI
 * Agent maps; what is refused; and the guard that keeps CometChat's side well-formed when
 * the workflow answers late or not at all (read with @ag-ui/client's HttpAgent).
 */
describe('agent', () => {
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
});

/**
 * holdResponse on a real Node HTTP response (what Express hands n8n's webhook server) on
 * 127.0.0.1: one answer goes out, and everything written after it is dropped without a
 * throw or an 'error' event.
 */
describe('heldResponse', () => {
	const fallback = () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"isMatchingCondition":false,"confidence":0,"reason":"fallback"}' });
	const decision = Buffer.from('{"isMatchingCondition":true,"confidence":0.9,"reason":"insult"}');

	async function serve(handle: (res: ServerResponse) => void) {
		const errors: Error[] = [];
		const server = createServer((_req, res) => {
			res.on('error', (e) => errors.push(e));
			handle(res);
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as { port: number };
		try {
			const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
			const text = await answer.text();
			await new Promise((r) => setTimeout(r, 20));
			return { status: answer.status, text, errors };
		} finally {
			await new Promise<void>((resolve) => server.close(() => resolve()));
		}
	}

	/** n8n's late answer: the Buffer path of setupResponseNodePromise, then its res.end() on the next tick. */
	function lateN8nAnswer(res: ServerResponse) {
		res.statusCode = 200;
		res.setHeaders(new Map([['content-type', 'application/json']]));
		res.setHeader('Content-Security-Policy', 'sandbox');
		res.end(decision);
		process.nextTick(() => res.end());
	}

	test('the budget passes: the fallback goes out; the late answer is dropped without throwing', async () => {
		let thrown: unknown;
		const result = await serve((res) => {
			holdResponse(res, { budgetMs: 30, fallback, accepts: isDecisionReply });
			setTimeout(() => {
				try {
					lateN8nAnswer(res);
				} catch (error) {
					thrown = error;
				}
			}, 60);
		});
		await new Promise((r) => setTimeout(r, 60));
		assert.equal(thrown, undefined);
		assert.deepEqual(result, { status: 200, text: fallback().body, errors: [] });
	});

	test("the workflow's decision in time goes out as is", async () => {
		const result = await serve((res) => {
			holdResponse(res, { budgetMs: 1000, fallback, accepts: isDecisionReply });
			lateN8nAnswer(res);
		});
		assert.deepEqual(result, { status: 200, text: decision.toString('utf8'), errors: [] });
	});

	test('an ended run (n8n ends the response with its error) gets the fallback at once', async () => {
		const result = await serve((res) => {
			holdResponse(res, { budgetMs: 1000, fallback, accepts: isDecisionReply });
			res.statusCode = 500;
			res.setHeader('content-type', 'application/json');
			res.end('{"message":"Error in workflow"}');
		});
		assert.deepEqual(result, { status: 200, text: fallback().body, errors: [] });
	});

	describe('what the hold changes and keeps', () => {
		afterEach(() => jest.useRealTimers());

		test('it replaces end, write, setHeader and setHeaders of this response, nothing else', () => {
			const res = new ResponseRecorder();
			holdResponse(res, { budgetMs: 0, fallback, accepts: isDecisionReply });
			const replaced = Object.getOwnPropertyNames(res).filter((name) => typeof (res as unknown as Record<string, unknown>)[name] === 'function');
			assert.deepEqual(replaced.sort(), ['end', 'setHeader', 'setHeaders', 'write']);
			assert.equal(new ResponseRecorder().end, ResponseRecorder.prototype.end, 'other responses keep their own');
		});

		for (const [how, finish] of [
			['the reply', (res: ResponseRecorder) => res.end(decision)],
			['the caller leaving', (res: ResponseRecorder) => res.emit('close')],
		] as const) {
			test(`the budget's wait (60 s) stops within a fifth of a second of ${how}`, async () => {
				jest.useFakeTimers();
				const res = new ResponseRecorder();
				holdResponse(res, { budgetMs: 60_000, fallback, accepts: isDecisionReply });
				assert.equal(jest.getTimerCount(), 1, 'the budget runs');
				finish(res);
				await jest.advanceTimersByTimeAsync(200);
				assert.equal(jest.getTimerCount(), 0);
			});
		}
	});
});

describe('responseMode', () => {
	const [webhook] = new CometChatTrigger().description.webhooks as IWebhookDescription[];
	const triggerNode = (source: string): INode => ({ id: 't', name: 'CometChat Trigger', type: 'CUSTOM.cometChatTrigger', typeVersion: 1, position: [0, 0], parameters: { source } });

	describe('CometChat Trigger: the webhook answers at once or holds the request, without an expression per request', () => {
		// n8n 2.x resolves a field declared with webhookDescriptionFields natively; anything else costs
		// an expression evaluation per request (webhooks/webhook-execution-context.js)
		test.each([
			['moderation', 'responseNode'],
			['agent', 'responseNode'],
			['webhook', 'onReceived'],
			['bot', 'onReceived'],
		])('source %s: %s, resolved natively', (source, mode) => {
			assert.deepEqual(resolveWebhookDescriptionField(triggerNode(source), webhook, 'responseMode'), { resolved: true, value: mode });
		});

		test('n8n 1.x reads the same choice from the template: it calls the same self-contained function with $parameter', () => {
			assert.match(String(webhook.responseMode), /^=\{\{\(.*\)\(\$parameter\)\}\}$/s);
			const body = String(webhook.responseMode).slice(3, -2).replace(/\(\$parameter\)$/, '');
			const choose = new Function(`return ${body}`)() as (parameters: object) => string;
			assert.deepEqual(['moderation', 'agent', 'webhook', 'bot'].map((source) => choose({ source })), ['responseNode', 'responseNode', 'onReceived', 'onReceived']);
		});
	});
});
