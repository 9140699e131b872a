import assert from 'node:assert/strict';
import { CometChatTrigger } from '../../nodes/CometChatTrigger/CometChatTrigger.node';
import { runNode } from '../support/engine';
import { answered, moderationRequest, writeAsN8n } from '../support/moderation';
import type { ResponseRecorder } from '../support/responseRecorder';
import { triggerHarness, type TriggerOptions } from '../support/webhook';

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
