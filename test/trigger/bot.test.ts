/**
 * CometChat Trigger, Listen For: Bot Callbacks. Callbacks as CometChat's docs show them
 * (legacy v3 "Bots" shape, the message in `data`), through n8n-core's WebhookContext; the
 * item mapped as a workflow maps it; Basic Auth; the bot's own replies and redeliveries start nothing.
 */
import assert from 'node:assert/strict';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';

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
