/**
 * CometChat Trigger, Bot Callbacks, Registration: Automatic: the bot's callback set through
 * CometChat's /bots REST API with the CometChat API credential, on activation; on
 * deactivation only what this trigger set is undone; a callback someone else set is refused, never taken over.
 */
import assert from 'node:assert/strict';
import { BOTS_API_KEY, FakeBotsApi } from '../support/fake/botsApi';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';

let api: FakeBotsApi;
beforeEach(async () => {
	api = await new FakeBotsApi().start();
});
afterEach(async () => {
	await api.stop();
});

const automatic = (parameters: TriggerOptions['parameters'] = {}, extra: Partial<TriggerOptions> = {}) =>
	triggerHarness({
		parameters: { source: 'bot', botUid: 'Support-Bot', botRegistration: 'automatic', ...parameters },
		credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatApi: api.credentials() },
		...extra,
	});

const noSecrets = (text: string) => {
	for (const secret of [BOTS_API_KEY, WEBHOOK_PASSWORD]) assert.ok(!text.includes(secret), `leaked ${secret.slice(0, 4)}…`);
};

describe('CometChat Trigger: automatic bot registration', () => {
	test('activation creates the bot callback (uid lower-cased, URL, Basic Auth, group setting, enabled) with the API key', async () => {
		const trigger = await automatic();
		assert.deepEqual(await trigger.activate(), { created: true });
		assert.deepEqual(api.calls(), ['GET /v3/bots/support-bot', 'POST /v3/bots']);
		assert.deepEqual(api.requests[1].body, {
			uid: 'support-bot',
			webhookURL: trigger.webhookUrl(),
			groupChatSetting: 'mentionedMessages',
			enabled: true,
			useBasicAuth: true,
			username: WEBHOOK_USER,
			password: WEBHOOK_PASSWORD,
		});
		for (const r of api.requests) assert.equal(r.headers.apikey, BOTS_API_KEY);
		assert.deepEqual(trigger.staticData(), { botUid: 'support-bot', botUrl: trigger.webhookUrl(), botCreated: true });
		noSecrets(JSON.stringify(trigger.staticData()));
	});

	test('activation again with nothing changed only reads; a changed setting is brought in line', async () => {
		const trigger = await automatic();
		await trigger.activate();
		api.requests.length = 0;
		assert.deepEqual(await trigger.activate(), { created: false });
		assert.deepEqual(api.calls(), ['GET /v3/bots/support-bot']);
		api.bots.get('support-bot')!.enabled = false;
		assert.deepEqual(await trigger.activate(), { created: true });
		assert.equal(api.bots.get('support-bot')!.enabled, true);
		assert.equal(api.requests.at(-1)!.method, 'PUT');
		assert.equal(trigger.staticData().botCreated, true, 'still the record this trigger created');
	});

	test('deactivation deletes the bot record it created; a bot already gone counts as removed', async () => {
		const trigger = await automatic();
		await trigger.activate();
		assert.equal(await trigger.deactivate(), true);
		assert.equal(api.bots.size, 0);
		assert.deepEqual(trigger.staticData(), {});
		await trigger.activate();
		api.bots.clear();
		assert.equal(await trigger.deactivate(), true);
		assert.deepEqual(trigger.staticData(), {});
	});

	test('a bot record this trigger did not create, even one pointing at this URL or with no callback, is refused and never changed or deleted', async () => {
		for (const webhookURL of ['', 'here']) {
			const trigger = await automatic({ groupChatSetting: 'allMessages' });
			const found = { uid: 'support-bot', webhookURL: webhookURL === 'here' ? trigger.webhookUrl() : '', groupChatSetting: 'none', enabled: false, useBasicAuth: false };
			api.bots.set('support-bot', { ...found });
			await assert.rejects(trigger.activate(), /The bot support-bot already exists in CometChat \((a callback to 127\.0\.0\.1:\d+|no callback)\) and this workflow did not create it/);
			assert.deepEqual(api.calls().slice(-1), ['GET /v3/bots/support-bot']);
			assert.deepEqual(trigger.staticData(), {});
			assert.equal(await trigger.deactivate(), true);
			assert.deepEqual(api.bots.get('support-bot'), found);
		}
	});

	test("a callback someone else set is refused at activation and never changed or deleted", async () => {
		const trigger = await automatic();
		const foreign = { uid: 'support-bot', webhookURL: 'https://bots.example.invalid/hook?token=abc', groupChatSetting: 'none', enabled: true, useBasicAuth: false };
		api.bots.set('support-bot', { ...foreign });
		await assert.rejects(trigger.activate(), (error: Error) => {
			assert.match(error.message, /already exists in CometChat \(a callback to bots\.example\.invalid\) and this workflow did not create it/);
			assert.ok(!error.message.includes('token=abc'));
			return true;
		});
		assert.deepEqual(api.calls(), ['GET /v3/bots/support-bot']);
		assert.deepEqual(trigger.staticData(), {});
		assert.equal(await trigger.deactivate(), true);
		assert.deepEqual(api.bots.get('support-bot'), foreign);
	});

	test('a callback taken over by someone else after activation is left alone on deactivation', async () => {
		const trigger = await automatic();
		await trigger.activate();
		api.bots.get('support-bot')!.webhookURL = 'https://elsewhere.example.invalid/bot';
		assert.equal(await trigger.deactivate(), true);
		assert.equal(api.bots.get('support-bot')?.webhookURL, 'https://elsewhere.example.invalid/bot');
		assert.deepEqual(api.calls().slice(-1), ['GET /v3/bots/support-bot']);
	});

	test('errors name the step and show neither key nor password: unknown user, wrong key, a password CometChat refuses', async () => {
		const unknown = await automatic({ botUid: 'nobody' });
		await assert.rejects(unknown.activate(), (error: Error) => {
			assert.match(error.message, /Could not register the bot's callback: creating the bot nobody/);
			noSecrets(`${error.message} ${JSON.stringify(error)}`);
			return true;
		});
		const wrongKey = await automatic({}, { credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatApi: { ...api.credentials(), apiKey: 'wrong-key-1' } } });
		await assert.rejects(wrongKey.activate(), /reading the bot support-bot.*Check the API key/);
		const longPassword = await automatic({}, { credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: 'a'.repeat(60) }, cometChatApi: api.credentials() } });
		await assert.rejects(longPassword.activate(), /bot callback password of at most 50 characters/);
		const empty = await automatic({ botUid: ' ' });
		await assert.rejects(empty.activate(), /Bot UID is empty/);
		assert.equal(api.bots.size, 0);
	});

	test('authentication none registers without Basic Auth; manual registration calls nothing', async () => {
		const open = await automatic({ authentication: 'none' });
		await open.activate();
		assert.equal(api.bots.get('support-bot')?.useBasicAuth, false);
		api.requests.length = 0;
		const manual = await automatic({ botRegistration: 'manual' });
		assert.deepEqual(await manual.activate(), { created: false });
		assert.equal(await manual.deactivate(), true);
		assert.deepEqual(api.calls(), []);
	});
});
