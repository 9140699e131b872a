import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRIGGER_NAMES } from '../../nodes/CometChatTrigger/events';
import { webhookIdFor } from '../../nodes/CometChatTrigger/registration';
import { FakeManagementApi, MANAGEMENT_KEY, MANAGEMENT_SECRET } from '../support/fake/managementApi';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER, type TriggerOptions } from '../support/webhook';

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
		assert.match(String(authSent), /^[0-9a-f]{64}$/, 'a keyed hash of the auth sent (registrationStaticData.test.ts)');
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
