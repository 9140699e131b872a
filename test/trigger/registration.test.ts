/**
 * CometChat Trigger, registration: the webhook's (Registration: Automatic, against the fake
 * Management API), what it keeps in the workflow's static data, and the bot's (against the
 * fake CometChat's /bots), a describe block each with its own fakes.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { TRIGGER_NAMES } from '../../nodes/CometChatTrigger/events';
import { webhookIdFor, fingerprint } from '../../nodes/CometChatTrigger/registration';
import { FakeManagementApi, MANAGEMENT_KEY, MANAGEMENT_SECRET } from '../support/fake/managementApi';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';
import { FakeBotsApi, BOTS_API_KEY } from '../support/fake/botsApi';

describe('registration', () => {
	let api: FakeManagementApi;
	beforeEach(async () => {
		api = await new FakeManagementApi().start();
	});
	afterEach(async () => {
		await api.stop();
	});

	const automatic = (parameters: TriggerOptions['parameters'] = {}, extra: Partial<TriggerOptions> = {}) =>
		triggerHarness({
			parameters: { events: ['message_sent', 'message_reaction_added'], registration: 'automatic', ...parameters },
			credentials: {
				cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD },
				cometChatManagementApi: api.credentials(),
			},
			...extra,
		});

	const assertNoSecretsIn = (text: string) => {
		for (const secret of [MANAGEMENT_KEY, MANAGEMENT_SECRET, WEBHOOK_PASSWORD]) assert.ok(!text.includes(secret), `leaked ${secret.slice(0, 4)}…`);
	};

	describe('CometChat Trigger: automatic registration', () => {
		test('activation creates the webhook with Basic Auth, then its triggers; ids kept in static data', async () => {
			const trigger = await automatic();
			assert.deepEqual(await trigger.activate(), { created: true });
			const url = trigger.webhookUrl();
			const id = webhookIdFor(url);
			assert.match(id, /^[A-Za-z0-9]{1,50}$/);
			const hook = api.webhooks.get(id)!;
			assert.deepEqual(
				{ url: hook.webhookURL, useBasicAuth: hook.useBasicAuth, username: hook.username, password: hook.password, enabled: hook.enabled, retry: hook.retryOnFailure, triggers: hook.triggers, name: hook.name },
				{ url, useBasicAuth: true, username: WEBHOOK_USER, password: WEBHOOK_PASSWORD, enabled: true, retry: true, triggers: ['message_sent', 'message_reaction_added'], name: 'n8n Auto-reply bot' },
			);
			const { authSent, ...kept } = trigger.staticData();
			assert.deepEqual(kept, { webhookId: id, webhookUrl: url });
			assert.match(String(authSent), /^[0-9a-f]{64}$/, 'a keyed hash of the auth sent (the registrationStaticData block)');
			assertNoSecretsIn(JSON.stringify(trigger.staticData()));
			assert.deepEqual(api.requests.map((r) => `${r.method} ${r.path}`), ['GET /apps/APP/webhooks', 'POST /apps/APP/webhooks', `POST /apps/APP/webhooks/${id}/triggers`]);
			for (const r of api.requests) {
				assert.equal(r.headers['x-webhook-version'], '2');
				assert.equal(r.headers.key, MANAGEMENT_KEY);
			}
		});

		test('events * registers every documented trigger', async () => {
			const trigger = await automatic({ events: ['*'] });
			await trigger.activate();
			assert.deepEqual(api.webhooks.get(webhookIdFor(trigger.webhookUrl()))!.triggers, [...TRIGGER_NAMES]);
		});

		test('authentication none registers without Basic Auth', async () => {
			const trigger = await automatic({ authentication: 'none' });
			await trigger.activate();
			assert.equal(api.webhooks.get(webhookIdFor(trigger.webhookUrl()))!.useBasicAuth, false);
		});

		test('deactivation deletes the webhook and clears static data; a webhook already gone counts as removed', async () => {
			const trigger = await automatic();
			await trigger.activate();
			assert.equal(await trigger.deactivate(), true);
			assert.equal(api.webhooks.size, 0);
			assert.deepEqual(trigger.staticData(), {});
			await trigger.activate();
			api.webhooks.clear();
			assert.equal(await trigger.deactivate(), true);
			assert.deepEqual(trigger.staticData(), {});
		});

		test('a webhook at the URL that this trigger did not create is left alone: activation fails naming it, nothing created, changed or deleted', async () => {
			const trigger = await automatic();
			const url = trigger.webhookUrl();
			const byHand = { id: 'dashboardhook', name: 'made by hand', webhookURL: url, useBasicAuth: false, enabled: false, retryOnFailure: false, triggers: ['message_sent', 'user_blocked'], createdAt: 1, updatedAt: 1 };
			api.webhooks.set('dashboardhook', { ...byHand, triggers: [...byHand.triggers] });
			api.webhooks.set('otherhook', { id: 'otherhook', name: 'other', webhookURL: 'https://example.invalid/x', useBasicAuth: false, enabled: true, retryOnFailure: false, triggers: ['message_sent'], createdAt: 1, updatedAt: 1 });
			// nothing kept in static data: checkExists says no, and create finds a webhook it did not make
			await assert.rejects(trigger.activate(), (error: Error) => {
				assert.equal(
					error.message,
					`Could not register the CometChat webhook: the webhook "made by hand" (id dashboardhook) already delivers to ${url}, and this trigger did not create it`,
				);
				assert.match(String((error as { description?: string }).description), /Delete the existing webhook in the CometChat dashboard and activate again, or choose Registration: Manual/);
				return true;
			});
			assert.deepEqual(api.webhooks.get('dashboardhook'), byHand, 'untouched');
			assert.equal(api.webhooks.size, 2);
			assert.deepEqual(api.requests.map((r) => r.method), ['GET'], 'only read');
			assert.deepEqual(trigger.staticData(), {});
			// deactivation deletes nothing it did not create
			api.requests.length = 0;
			assert.equal(await trigger.deactivate(), true);
			assert.equal(api.requests.length, 0);
			assert.equal(api.webhooks.size, 2);
		});

		test('a webhook at the URL with the id this trigger would choose, not in its static data, is not taken over either', async () => {
			const trigger = await automatic();
			const url = trigger.webhookUrl();
			const id = webhookIdFor(url);
			api.webhooks.set(id, { id, name: 'n8n Auto-reply bot', webhookURL: url, useBasicAuth: false, enabled: true, retryOnFailure: true, triggers: ['message_sent'], createdAt: 1, updatedAt: 1 });
			await assert.rejects(trigger.activate(), new RegExp(`the webhook "n8n Auto-reply bot" \\(id ${id}\\) already delivers to`));
			assert.deepEqual(api.requests.map((r) => r.method), ['GET']);
		});

		test('its own webhook (static data) is adopted and brought in line; another one added at the same URL stops activation', async () => {
			const trigger = await automatic();
			await trigger.activate();
			const url = trigger.webhookUrl();
			const id = webhookIdFor(url);
			api.webhooks.get(id)!.triggers = ['message_sent'];
			api.requests.length = 0;
			assert.deepEqual(await trigger.activate(), { created: true });
			assert.deepEqual([...api.webhooks.get(id)!.triggers].sort(), ['message_reaction_added', 'message_sent']);
			assert.equal(api.requests.filter((r) => r.method === 'POST' && r.path === '/apps/APP/webhooks').length, 0, 'adopted, not created');
			api.webhooks.get(id)!.enabled = false;
			api.webhooks.set('twin', { id: 'twin', name: '', webhookURL: url, useBasicAuth: false, enabled: true, retryOnFailure: true, triggers: [], createdAt: 1, updatedAt: 1 });
			await assert.rejects(trigger.activate(), /the webhook \(id twin\) already delivers to/);
			assert.equal(trigger.staticData().webhookId, id, 'its own is still its own');
			await trigger.deactivate();
			assert.deepEqual([...api.webhooks.keys()], ['twin']);
		});

		test('activating twice (n8n restart) finds its own webhook: still one', async () => {
			const trigger = await automatic();
			await trigger.activate();
			assert.deepEqual(await trigger.activate(), { created: false });
			assert.equal(api.webhooks.size, 1);
		});

		test('checkExists only reads: the stored id by GET, a 404 meaning no; then create registers again', async () => {
			const trigger = await automatic();
			await trigger.activate();
			const id = webhookIdFor(trigger.webhookUrl());
			api.requests.length = 0;
			assert.deepEqual(await trigger.activate(), { created: false }, 'registered as wanted');
			assert.deepEqual(api.requests.map((r) => `${r.method} ${r.path}`), [`GET /apps/APP/webhooks/${id}`, `GET /apps/APP/webhooks/${id}/triggers`]);
			api.webhooks.clear(); // deleted in the dashboard
			api.requests.length = 0;
			assert.deepEqual(await trigger.activate(), { created: true });
			assert.equal(api.requests[0].path, `/apps/APP/webhooks/${id}`);
			assert.equal(api.requests[0].method, 'GET');
			assert.equal(api.webhooks.size, 1);
			assert.deepEqual({ ...trigger.staticData(), authSent: undefined }, { webhookId: id, webhookUrl: trigger.webhookUrl(), authSent: undefined });
		});

		test('a changed webhook password is sent again: checkExists says no, create updates the webhook', async () => {
			const credentials = { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials() };
			const trigger = await automatic({}, { credentials });
			await trigger.activate();
			const hook = api.webhooks.get(webhookIdFor(trigger.webhookUrl()))!;
			assert.deepEqual(await trigger.activate(), { created: false }, 'nothing changed');
			credentials.cometChatWebhookApi.password = 'N3wPassword42';
			api.requests.length = 0;
			assert.deepEqual(await trigger.activate(), { created: true });
			assert.equal(hook.password, 'N3wPassword42');
			assert.equal(api.requests.filter((r) => r.method === 'PUT' && r.path === `/apps/APP/webhooks/${hook.id}`).length, 1);
			assert.equal(api.webhooks.size, 1);
			assert.deepEqual(await trigger.activate(), { created: false }, 'in line again');
		});

		test('a webhook registered otherwise than wanted (triggers, auth, disabled) is brought in line by create, not duplicated', async () => {
			const trigger = await automatic();
			await trigger.activate();
			const hook = api.webhooks.get(webhookIdFor(trigger.webhookUrl()))!;
			for (const change of [() => (hook.triggers = ['message_sent']), () => (hook.useBasicAuth = false), () => (hook.enabled = false)]) {
				change();
				api.requests.length = 0;
				assert.deepEqual(await trigger.activate(), { created: true });
				assert.equal(api.requests.filter((r) => r.method === 'GET' && r.path === `/apps/APP/webhooks/${hook.id}`).length, 1, 'checkExists read it');
				assert.deepEqual(
					{ triggers: [...hook.triggers].sort(), useBasicAuth: hook.useBasicAuth, enabled: hook.enabled },
					{ triggers: ['message_reaction_added', 'message_sent'], useBasicAuth: true, enabled: true },
				);
				assert.equal(api.webhooks.size, 1);
			}
		});

		test('a refused trigger rolls back: the webhook created is deleted, the error says why, static data stays empty', async () => {
			api.refusedTriggers.add('message_reaction_added');
			const trigger = await automatic();
			const error = await trigger.activate().then(() => undefined, (e: Error) => e);
			assert.ok(error);
			assert.match(error.message, /subscribing to the triggers: CometChat refused the triggers message_reaction_added \(Trigger message_reaction_added is not available on this plan\.\)\. The webhook created a moment ago was deleted again\./);
			assert.equal(api.webhooks.size, 0);
			assert.deepEqual(trigger.staticData(), {});
			assert.deepEqual(api.writes().map((r) => r.method), ['POST', 'POST', 'DELETE']);
			assertNoSecretsIn(`${error.message} ${(error as { description?: string }).description ?? ''}`);
		});

		test('a failing triggers call (500) rolls back too', async () => {
			api.fault({ match: (r) => r.path.endsWith('/triggers'), status: 500, body: { error: { message: 'Internal error.' } } });
			const trigger = await automatic();
			await assert.rejects(trigger.activate(), /subscribing to the triggers: .*500: Internal error\..*deleted again/);
			assert.equal(api.webhooks.size, 0);
		});

		test('if the rollback fails as well, the error names the webhook to delete by hand', async () => {
			api.fault({ match: (r) => r.path.endsWith('/triggers'), status: 500, body: { error: { message: 'Internal error.' } } });
			api.fault({ match: (r) => r.method === 'DELETE', status: 503, body: { error: { message: 'Unavailable.' } } });
			const trigger = await automatic();
			await assert.rejects(trigger.activate(), /Deleting the webhook n8n[0-9a-f]+ created a moment ago failed too .*delete it in the CometChat dashboard/);
		});

		test('wrong key or secret: the error says to check them, nothing is created, no secret in it', async () => {
			const trigger = await triggerHarness({
				parameters: { events: ['message_sent'], registration: 'automatic' },
				credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials({ secret: 'wrong-secret' }) },
			});
			const error = await trigger.activate().then(() => undefined, (e: Error) => e);
			assert.match(String(error?.message), /listing webhooks: HTTP 401: Invalid key or secret\. Check the Management API key, secret and App ID\./);
			assert.equal(api.webhooks.size, 0);
			assertNoSecretsIn(String(error?.message));
		});

		test('an error that echoes the request (webhook password, key, secret) shows none of them', async () => {
			api.fault({
				match: (r) => r.method === 'POST' && r.path.endsWith('/webhooks'),
				status: 400,
				body: { error: { message: `Bad webhook: password ${WEBHOOK_PASSWORD} key ${MANAGEMENT_KEY} secret ${MANAGEMENT_SECRET}` } },
			});
			const trigger = await automatic();
			const error = await trigger.activate().then(() => undefined, (e: Error) => e);
			const text = `${error?.message} ${(error as { description?: string } | undefined)?.description ?? ''}`;
			assert.match(text, /Bad webhook: password \[redacted\] key \[redacted\] secret \[redacted\]/);
			assertNoSecretsIn(text);
			assert.equal(api.webhooks.size, 0);
		});

		test('a CometChat Webhook password CometChat would refuse is refused before anything is sent', async () => {
			const trigger = await triggerHarness({
				parameters: { events: ['message_sent'], registration: 'automatic' },
				credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: 'with spaces and !' }, cometChatManagementApi: api.credentials() },
			});
			await assert.rejects(trigger.activate(), /only letters and digits/);
			assert.equal(api.writes().length, 0);
		});

		test('plain http to a non-loopback host is refused; redirects are not followed', async () => {
			const insecure = await triggerHarness({
				parameters: { events: ['message_sent'], registration: 'automatic' },
				credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials({ baseUrl: 'http://apimgmt.cometchat.invalid' }) },
			});
			await assert.rejects(insecure.activate(), /must use https:\/\//);

			const elsewhere: string[] = [];
			const other = createServer((req, res) => {
				elsewhere.push(String(req.headers.secret));
				res.end('{}');
			});
			await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
			const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
			try {
				api.fault({ match: () => true, status: 302, headers: { location: `${otherUrl}/steal` } });
				const trigger = await automatic();
				await assert.rejects(trigger.activate(), /redirect \(HTTP 302\) to http:\/\/127\.0\.0\.1:\d+; redirects are not followed/);
				assert.deepEqual(elsewhere, []);
			} finally {
				await new Promise<void>((r) => other.close(() => r()));
			}
		});

		test('manual registration calls nothing', async () => {
			const trigger = await triggerHarness({ parameters: { events: ['message_sent'] }, credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials() } });
			assert.deepEqual(await trigger.activate(), { created: false });
			assert.equal(await trigger.deactivate(), true);
			assert.equal(api.requests.length, 0);
		});
	});

	describe('CometChat Trigger: n8n moved to another address', () => {
		test('the webhook registered for the old URL is deleted and one for the new URL created', async () => {
			const old = await triggerHarness({
				parameters: { events: ['message_sent'], registration: 'automatic' },
				credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials() },
			});
			await old.activate();
			const staticData = { [`node:${old.node.name}`]: { ...old.staticData(), webhookUrl: 'https://old.example.invalid/webhook/x/webhook' } };
			api.webhooks.get(webhookIdFor(old.webhookUrl()))!.webhookURL = 'https://old.example.invalid/webhook/x/webhook';
			const moved = await triggerHarness({
				parameters: { events: ['message_sent'], registration: 'automatic' },
				credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials() },
				staticData,
			});
			assert.deepEqual(await moved.activate(), { created: true });
			assert.deepEqual([...api.webhooks.values()].map((h) => h.webhookURL), [moved.webhookUrl()]);
		});
	});
});

/**
 * What Registration: Automatic keeps in the workflow's static data, which anyone who can read
 * or export the workflow sees: nothing a search over the Basic Auth password alone could
 * match. The webhook keeps an HMAC under the Management API credential's key and secret; the
 * bot keeps no trace of the password (CometChat's answer repeats it). Static data written by
 * earlier versions (an unkeyed SHA-256) still works: the next activation updates the
 * registration and replaces it.
 */
describe('registrationStaticData', () => {
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
});

/**
 * CometChat Trigger, Bot Callbacks, Registration: Automatic: the bot's callback set through
 * CometChat's /bots REST API with the CometChat API credential, on activation; on
 * deactivation only what this trigger set is undone; a callback someone else set is refused, never taken over.
 */
describe('botRegistration', () => {
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
});
