import assert from 'node:assert/strict';
import { TRIGGERS } from '../../nodes/CometChatTrigger/events';
import * as events from '../support/cometChatEvents';
import { basicAuth, triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';

let workflowCounter = 0;
/** A fresh workflow id per harness, so that dedupe memory never leaks between tests. */
const harness = (parameters: TriggerOptions['parameters'], extra: Partial<TriggerOptions> = {}) =>
	triggerHarness({ workflowId: `wf-${++workflowCounter}`, parameters: { events: ['*'], ...parameters }, ...extra });

describe('CometChat Trigger webhook: every event family', () => {
	test('each family starts one execution whose item is the event as CometChat sent it', async () => {
		const trigger = await harness({});
		for (const event of events.everyFamily()) {
			const answer = await trigger.deliver({ body: event });
			assert.equal(answer.status, 200, event.trigger);
			assert.deepEqual(answer.body, { message: 'Workflow was started' });
			assert.equal(answer.items?.length, 1, event.trigger);
			assert.deepEqual(answer.items![0].json, event);
		}
	});

	test('the event list holds every documented v2 trigger once, chat events first, plus *', () => {
		const names = TRIGGERS.map((t) => t.value);
		assert.equal(new Set(names).size, names.length);
		assert.deepEqual(names.slice(0, 3), ['message_sent', 'message_edited', 'message_deleted']);
		for (const t of ['message_reaction_added', 'user_blocked', 'group_member_joined', 'group_owner_transferred', 'moderation_engine_blocked', 'call_unanswered', 'transcription_generated', 'after_push_notification_clicked']) {
			assert.ok(names.includes(t), t);
		}
		assert.equal(names.length, 52);
	});
});

describe('CometChat Trigger webhook: Basic Auth', () => {
	const event = events.messageSent('100');

	test('missing Authorization: 401 with WWW-Authenticate, no execution', async () => {
		const answer = await (await harness({})).deliver({ body: event, auth: false });
		assert.equal(answer.status, 401);
		assert.equal(answer.headers['www-authenticate'], 'Basic realm="CometChat Trigger"');
		assert.equal(answer.items, undefined);
	});

	test('wrong password, wrong user, other scheme, garbage: 401, no execution, the password is not echoed', async () => {
		const trigger = await harness({});
		const tries = [
			{ auth: { user: WEBHOOK_USER, password: 'wrong' } },
			{ auth: { user: 'someone', password: WEBHOOK_PASSWORD } },
			{ auth: { user: WEBHOOK_USER, password: `${WEBHOOK_PASSWORD}x` } },
			{ auth: false as const, headers: { authorization: `Bearer ${WEBHOOK_PASSWORD}` } },
			{ auth: false as const, headers: { authorization: 'Basic %%%' } },
			{ auth: false as const, headers: { authorization: 'Basic ' } },
		];
		for (const t of tries) {
			const answer = await trigger.deliver({ body: event, ...t });
			assert.equal(answer.status, 401, JSON.stringify(t));
			assert.equal(answer.items, undefined);
			assert.ok(!JSON.stringify(answer).includes(WEBHOOK_PASSWORD));
		}
	});

	test('right user and password: accepted; the output does not contain the password', async () => {
		const answer = await (await harness({})).deliver({ body: event, headers: { authorization: basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD) } });
		assert.equal(answer.status, 200);
		assert.equal(answer.items?.length, 1);
		assert.ok(!JSON.stringify(answer.items).includes(WEBHOOK_PASSWORD));
	});

	test('authentication none: no header needed', async () => {
		const answer = await (await harness({ authentication: 'none' }, { credentials: {} })).deliver({ body: event, auth: false });
		assert.equal(answer.status, 200);
		assert.equal(answer.items?.length, 1);
	});

	test('basicAuth without a credential: 500, no execution', async () => {
		const answer = await (await harness({}, { credentials: {} })).deliver({ body: event });
		assert.equal(answer.status, 500);
		assert.equal(answer.items, undefined);
	});

	test('the comparison takes the same path whatever the length of the guess (both sides hashed)', async () => {
		const { basicAuthRefusal } = await import('../../nodes/CometChatTrigger/receive');
		const header = (p: string) => basicAuth('u', p);
		assert.equal(basicAuthRefusal(header('pw'), 'u', 'pw'), undefined);
		for (const guess of ['', 'p', 'pw'.repeat(1000)]) assert.equal(basicAuthRefusal(header(guess), 'u', 'pw'), 'Authorization failed');
	});
});

describe('CometChat Trigger webhook: malformed bodies', () => {
	test('not a JSON object: 400, no execution', async () => {
		const trigger = await harness({});
		for (const body of [[], [events.messageSent()], 'text', 42, null, {}, { trigger: 'message_sent' }, { trigger: 'message_sent', data: [] }, { trigger: 7, data: {} }]) {
			const answer = await trigger.deliver({ body, raw: JSON.stringify(body) });
			assert.equal(answer.status, 400, JSON.stringify(body));
			assert.equal(answer.items, undefined);
			assert.equal(typeof (answer.body as { message: string }).message, 'string');
		}
	});

	test('over 1 MiB: 400, no execution', async () => {
		const event = events.messageSent('big', { text: 'x'.repeat(1024 * 1024) });
		const answer = await (await harness({})).deliver({ body: event });
		assert.equal(answer.status, 400);
		assert.match((answer.body as { message: string }).message, /too large/);
		assert.equal(answer.items, undefined);
	});

	test('auth is checked before the body: a bad body without auth gets 401', async () => {
		const answer = await (await harness({})).deliver({ body: [], auth: false });
		assert.equal(answer.status, 401);
	});
});

describe('CometChat Trigger webhook: event selection and filters', () => {
	test('an event that is not selected: 200, no execution', async () => {
		const trigger = await harness({ events: ['message_sent'] });
		const answer = await trigger.deliver({ body: events.reactionAdded() });
		assert.equal(answer.status, 200);
		assert.deepEqual(answer.body, { message: 'Event ignored: message_reaction_added is not selected' });
		assert.equal(answer.items, undefined);
		assert.equal((await trigger.deliver({ body: events.messageSent() })).items?.length, 1);
	});

	test('app_system is ignored by default: the bot does not answer its own replies', async () => {
		const trigger = await harness({});
		const answer = await trigger.deliver({ body: events.messageSent('200', { sender: 'app_system' }) });
		assert.equal(answer.status, 200);
		assert.equal(answer.items, undefined);
		assert.match((answer.body as { message: string }).message, /app_system is ignored/);
	});

	test('ignoreSenders replaces the default; reactions and block events are matched by who acted', async () => {
		const trigger = await harness({ options: { ignoreSenders: 'support-bot, u2' } });
		assert.equal((await trigger.deliver({ body: events.messageSent('201', { sender: 'support-bot' }) })).items, undefined);
		assert.equal((await trigger.deliver({ body: events.reactionAdded() })).items, undefined, 'reaction by u2');
		assert.equal((await trigger.deliver({ body: events.messageSent('202', { sender: 'app_system' }) })).items?.length, 1, 'app_system no longer ignored');
		assert.equal((await trigger.deliver({ body: events.userBlocked() })).items?.length, 1, 'blocked by u1');
	});

	test('onlyConversationsWith: sender, receiver, group, members', async () => {
		const trigger = await harness({ options: { onlyConversationsWith: 'g1,support-bot' } });
		assert.equal((await trigger.deliver({ body: events.messageSent('300', { receiver: 'support-bot' }) })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.messageSent('301', { sender: 'support-bot', receiver: 'u9' }) })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.messageSent('302', { receiver: 'g1', receiverType: 'group' }) })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.groupMemberJoined() })).items?.length, 1);
		const other = await trigger.deliver({ body: events.messageSent('303', { receiver: 'u9' }) });
		assert.equal(other.status, 200);
		assert.equal(other.items, undefined);
		assert.equal((await trigger.deliver({ body: events.userBlocked() })).items, undefined);
	});

	test('categories and types filter messages; events without a message pass', async () => {
		const trigger = await harness({ options: { categories: ['message'], types: 'text, image' } });
		assert.equal((await trigger.deliver({ body: events.messageSent('400') })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.messageSent('401', { type: 'image' }) })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.messageSent('402', { type: 'video' }) })).items, undefined);
		assert.equal((await trigger.deliver({ body: events.messageSent('403', { category: 'custom', type: 'text' }) })).items, undefined);
		assert.equal((await trigger.deliver({ body: events.messageEdited() })).items, undefined, 'an edit is an action message');
		assert.equal((await trigger.deliver({ body: events.reactionAdded() })).items?.length, 1);
	});
});

describe('CometChat Trigger webhook: redeliveries', () => {
	test('a redelivered message_sent (same webhook, trigger, message id) starts nothing', async () => {
		const trigger = await harness({});
		const first = await trigger.deliver({ body: events.messageSent('500') });
		assert.equal(first.items?.length, 1);
		for (let retry = 0; retry < 2; retry++) {
			const again = await trigger.deliver({ body: events.messageSent('500', { text: 'changed bytes, same id' }) });
			assert.equal(again.status, 200);
			assert.deepEqual(again.body, { message: 'Duplicate delivery ignored' });
			assert.equal(again.items, undefined);
		}
		assert.equal((await trigger.deliver({ body: events.messageSent('501') })).items?.length, 1, 'another message');
	});

	test('every family: the second identical delivery starts nothing', async () => {
		const trigger = await harness({});
		for (const event of events.everyFamily()) {
			assert.equal((await trigger.deliver({ body: event })).items?.length, 1, event.trigger);
			assert.equal((await trigger.deliver({ body: event })).items, undefined, `${event.trigger} again`);
		}
	});

	test('same message id under another trigger or webhook is a different event', async () => {
		const trigger = await harness({});
		const sent = events.messageSent('600');
		assert.equal((await trigger.deliver({ body: sent })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: { ...sent, webhook: 'other' } })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: { ...sent, trigger: 'user_mentioned' } })).items?.length, 1);
	});

	test('a rejected delivery (401) is not remembered: the retry with auth starts the execution', async () => {
		const trigger = await harness({});
		assert.equal((await trigger.deliver({ body: events.messageSent('700'), auth: false })).status, 401);
		assert.equal((await trigger.deliver({ body: events.messageSent('700') })).items?.length, 1);
	});

	test('two trigger nodes (workflows) each get the event once', async () => {
		const a = await harness({});
		const b = await harness({});
		assert.equal((await a.deliver({ body: events.messageSent('800') })).items?.length, 1);
		assert.equal((await b.deliver({ body: events.messageSent('800') })).items?.length, 1);
	});

	test('memory is bounded and keys expire after the TTL', async () => {
		const { SeenKeys, DEDUPE_TTL_MS } = await import('../../nodes/CometChatTrigger/receive');
		const seen = new SeenKeys(1000, 100);
		for (let i = 0; i < 1000; i++) assert.ok(seen.firstTime(`k${i}`, 0));
		assert.equal(seen.size, 100);
		assert.equal(seen.firstTime('k999', 500), false);
		assert.equal(seen.firstTime('k999', 1500), true, 'expired');
		assert.ok(DEDUPE_TTL_MS >= 40_000 + 20_000, 'covers the retries at +10 s and +30 s with room');
	});
});

describe('CometChat Trigger webhook: simplify', () => {
	const simplified = async (event: events.CometChatEventBody) => {
		const answer = await (await harness({ options: { simplify: true } })).deliver({ body: event });
		return answer.items![0].json;
	};

	test('message_sent: the message on top with trigger and text', async () => {
		const item = await simplified(events.messageSent('900', { text: 'hi there' }));
		assert.equal(item.trigger, 'message_sent');
		assert.equal(item.id, '900');
		assert.equal(item.sender, 'u1');
		assert.equal(item.receiver, 'u2');
		assert.equal(item.text, 'hi there');
		assert.equal(item.appId, undefined);
	});

	test('message_edited and message_deleted: the target message resolved', async () => {
		const edited = await simplified(events.messageEdited());
		assert.deepEqual(
			{ trigger: edited.trigger, messageId: edited.messageId, text: (edited.data as { text: string }).text, action: edited.action, actionMessageId: edited.actionMessageId, by: edited.by },
			{ trigger: 'message_edited', messageId: '41', text: 'hello again', action: 'edited', actionMessageId: '42', by: 'u1' },
		);
		const deleted = await simplified(events.messageDeleted());
		assert.equal(deleted.messageId, '41');
		assert.equal(deleted.deletedBy, 'u1');
		assert.equal(deleted.actionMessageId, '43');
	});

	test('reaction, group members, blocked users', async () => {
		const reaction = await simplified(events.reactionAdded());
		assert.deepEqual(reaction, { trigger: 'message_reaction_added', id: '9', messageId: '41', reaction: '👍', uid: 'u2', reactedAt: 1700000400, reactedBy: { uid: 'u2', name: 'Ben' } });
		const joined = await simplified(events.groupMemberJoined());
		assert.equal(joined.trigger, 'group_member_joined');
		assert.equal((joined.group as { guid: string }).guid, 'g1');
		assert.deepEqual((joined.members as Array<{ uid: string }>).map((m) => m.uid), ['u2']);
		const blocked = await simplified(events.userBlocked());
		assert.deepEqual(blocked, { trigger: 'user_blocked', users: [{ uid: 'u2', name: 'Ben' }], by: { uid: 'u1', name: 'Ana' } });
	});
});

describe('CometChat Trigger webhook: test mode (Listen for test event)', () => {
	test('the test URL accepts the event, checks auth, and takes the same sample again', async () => {
		const trigger = await harness({}, { mode: 'manual' });
		assert.match(trigger.webhookUrl('test'), /\/webhook-test\//);
		assert.equal((await trigger.deliver({ body: events.messageSent('1000'), auth: false })).status, 401);
		assert.equal((await trigger.deliver({ body: events.messageSent('1000') })).items?.length, 1);
		assert.equal((await trigger.deliver({ body: events.messageSent('1000') })).items?.length, 1, 'no dedupe while testing');
	});
});

describe('CometChat Trigger: the built node', () => {
	test('contract names: type, group, one POST webhook named default, credentials, codex', async () => {
		const { loadPackage } = await import('../support/engine');
		const loader = await loadPackage();
		const { description } = loader.nodeTypes.cometChatTrigger.type as unknown as { description: Record<string, unknown> & { webhooks: Array<Record<string, unknown>>; credentials: Array<{ name: string }>; codex?: { categories?: string[] } } };
		assert.deepEqual([description.name, description.displayName, description.version, description.group], ['cometChatTrigger', 'CometChat Trigger', 1, ['trigger']]);
		assert.deepEqual(description.webhooks.map((w) => [w.name, w.httpMethod]), [['default', 'POST']]);
		assert.deepEqual(description.credentials.map((c) => c.name), ['cometChatWebhookApi', 'cometChatManagementApi', 'cometChatApi']);
		assert.deepEqual(description.codex?.categories, ['Communication']);
		assert.equal(loader.credentialTypes.cometChatWebhookApi.type.displayName, 'CometChat Webhook API');
		assert.equal(loader.credentialTypes.cometChatManagementApi.type.displayName, 'CometChat Management API');
	});
});
