/**
 * What Registration: Automatic keeps in the workflow's static data, which anyone who can read
 * or export the workflow sees: nothing a search over the Basic Auth password alone could
 * match. The webhook keeps an HMAC under the Management API credential's key and secret; the
 * bot keeps no trace of the password (CometChat's answer repeats it). Static data written by
 * earlier versions (an unkeyed SHA-256) still works: the next activation updates the
 * registration and replaces it.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { fingerprint, webhookIdFor } from '../../nodes/CometChatTrigger/registration';
import { FakeBotsApi } from '../support/fake/botsApi';
import { FakeManagementApi } from '../support/fake/managementApi';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';

let management: FakeManagementApi;
let bots: FakeBotsApi;
beforeEach(async () => {
	[management, bots] = await Promise.all([new FakeManagementApi().start(), new FakeBotsApi().start()]);
});
afterEach(async () => {
	await Promise.all([management.stop(), bots.stop()]);
});

/** What an offline search over the password alone would compute: the SHA-256 earlier versions kept. */
const unkeyedHash = (settings: object) => createHash('sha256').update(JSON.stringify(settings)).digest('hex');
const basicAuth = (password: string) => ({ useBasicAuth: true, username: WEBHOOK_USER, password });

const harness = (parameters: TriggerOptions['parameters'], extra: Partial<TriggerOptions> = {}) =>
	triggerHarness({
		parameters,
		credentials: {
			cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD },
			cometChatManagementApi: management.credentials(),
			cometChatApi: bots.credentials(),
		},
		...extra,
	});
const webhookTrigger = (extra: Partial<TriggerOptions> = {}) => harness({ events: ['message_sent'], registration: 'automatic' }, extra);
const botTrigger = (extra: Partial<TriggerOptions> = {}) => harness({ source: 'bot', botUid: 'support-bot', botRegistration: 'automatic' }, extra);

describe('the webhook registration keeps a keyed hash of the Basic Auth settings', () => {
	test('not the SHA-256 of the settings; the same settings under another key give another value', async () => {
		const trigger = await webhookTrigger();
		await trigger.activate();
		const { authSent } = trigger.staticData();
		assert.match(String(authSent), /^[0-9a-f]{64}$/);
		assert.notEqual(authSent, unkeyedHash(basicAuth(WEBHOOK_PASSWORD)));
		assert.ok(!JSON.stringify(trigger.staticData()).includes(WEBHOOK_PASSWORD));
		const settings = basicAuth(WEBHOOK_PASSWORD);
		assert.notEqual(fingerprint('one key', settings), fingerprint('another key', settings));
		assert.notEqual(fingerprint('one key', settings), fingerprint('one key', basicAuth('0ther')));
	});

	test('static data of an earlier version (an unkeyed hash): activation updates the webhook and replaces the hash', async () => {
		const trigger = await webhookTrigger();
		await trigger.activate();
		const id = webhookIdFor(trigger.webhookUrl());
		const legacy = unkeyedHash(basicAuth(WEBHOOK_PASSWORD));
		trigger.staticData().authSent = legacy;
		management.requests.length = 0;
		assert.deepEqual(await trigger.activate(), { created: true });
		assert.equal(management.requests.filter((r) => r.method === 'PUT' && r.path === `/apps/APP/webhooks/${id}`).length, 1);
		assert.equal(management.webhooks.size, 1);
		assert.notEqual(trigger.staticData().authSent, legacy);
		assert.deepEqual(await trigger.activate(), { created: false }, 'in line again');
	});
});

describe('the bot registration keeps nothing of the password', () => {
	test('static data holds the uid, the URL and whether this trigger created the record, nothing else', async () => {
		const trigger = await botTrigger();
		await trigger.activate();
		assert.deepEqual(trigger.staticData(), { botUid: 'support-bot', botUrl: trigger.webhookUrl(), botCreated: true });
	});

	test('a changed password is told from the bot record and sent again', async () => {
		const credentials = { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatApi: bots.credentials() };
		const trigger = await botTrigger({ credentials });
		await trigger.activate();
		assert.deepEqual(await trigger.activate(), { created: false }, 'nothing changed');
		credentials.cometChatWebhookApi.password = 'N3wPassword42';
		assert.deepEqual(await trigger.activate(), { created: true });
		assert.equal(bots.bots.get('support-bot')!.password, 'N3wPassword42');
		assert.equal(bots.requests.at(-1)!.method, 'PUT');
		assert.deepEqual(await trigger.activate(), { created: false }, 'in line again');
	});

	test('static data of an earlier version (botSent): activation updates the bot and drops it', async () => {
		const trigger = await botTrigger();
		await trigger.activate();
		trigger.staticData().botSent = unkeyedHash({ webhookURL: trigger.webhookUrl() });
		assert.deepEqual(await trigger.activate(), { created: true });
		assert.equal(bots.requests.at(-1)!.method, 'PUT');
		assert.deepEqual(trigger.staticData(), { botUid: 'support-bot', botUrl: trigger.webhookUrl(), botCreated: true });
		assert.deepEqual(await trigger.activate(), { created: false });
	});
});
