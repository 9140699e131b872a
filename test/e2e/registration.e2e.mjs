// End-to-end in REAL n8n: the CometChat Trigger's automatic registration (Registration:
// Automatic, CometChat Management API credential) against a fake Management API on 127.0.0.1
// (test/support/fake/managementApi.ts). The auto-reply bot of trigger.e2e.mjs is imported with
// registration 'automatic' and activated (1.x) or published (2.x) before `n8n start`. Checked:
// on activation n8n registered exactly one webhook for its production URL, with the CometChat
// Webhook credential's Basic Auth, enabled, subscribed to the selected events; an event POSTed
// there as CometChat sends it starts one execution whose reply reaches the fake CometChat; a
// restart on the same instance (same user folder, encryption key and port) keeps the webhook
// and changes nothing at CometChat (1.x runs checkExists, which reads the webhook by the id
// kept in static data; 2.x runs no hook for an unchanged published workflow); deactivating
// the workflow deletes it; a webhook then added by hand at the same URL makes activation fail
// with nothing at CometChat changed or deleted; no Management API key or secret and no webhook password shows up in
// the n8n logs (debug level) or the stored executions.
//
// Deactivation: 2.x's `unpublish:workflow` changes the database, and the running server's
// publication reconciler (every 10 s) takes the workflow down and runs the delete hook. 1.x's
// `update:workflow --active=false` only changes the database: the running server keeps the
// workflow, and the next `n8n start` merely leaves it inactive, so the delete hook never runs.
// On 1.x the workflow is deactivated through n8n's REST API, as the editor does (owner session).
//
// The bot's registration (source Bot, Registration: Automatic through CometChat's /bots API,
// with the CometChat API credential), in the same n8n: examples/15-support-bot-callback.json,
// imported unchanged, against the fake CometChat's /bots. Checked: activation created the bot's record
// once (POST /bots: the production URL, the webhook credential's Basic Auth, enabled, the
// example's group setting); a callback POSTed there with that Basic Auth runs the workflow and
// its Send as Bot reply reaches the fake CometChat; deactivating deletes only that record (a
// bot record made by someone else stays as it was); a record for the uid made by hand makes
// activation fail with nothing changed; no API key or password in the logs or executions.
//
//   scripts/e2e/in-netns.sh node test/e2e/registration.e2e.mjs        # 1 and 2 (2 skipped if not installed)
//   scripts/e2e/in-netns.sh node test/e2e/registration.e2e.mjs 2      # only n8n 2.x
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, runEachVersion } from './n8n-runner.mjs';
import { startN8nServer } from './n8n-server.mjs';
import { botCallback } from './bot.e2e.mjs';
import { loadExample, ownerSession, support } from './harness.mjs';
import { autoReplyCredentials, autoReplyWorkflow, basic } from './trigger.e2e.mjs';
import { sleep, waitFor } from './waiting.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const { FakeManagementApi } = require(path.join(REPO_DIR, 'build-test/test/support/fake/managementApi.js'));
const events = require(path.join(REPO_DIR, 'build-test/test/support/cometChatEvents.js'));

const MANAGEMENT_CREDENTIAL = { id: 'cometchat-mgmt', name: 'CometChat Management API' };
const EVENTS = ['message_sent', 'message_edited'];

/** The auto-reply bot with Registration: Automatic and the Management API credential on its trigger. */
function registrationWorkflow() {
	const { workflow, webhookPath } = autoReplyWorkflow();
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	trigger.parameters.registration = 'automatic';
	trigger.parameters.events = EVENTS;
	trigger.credentials.cometChatManagementApi = MANAGEMENT_CREDENTIAL;
	return { workflow, webhookPath };
}

/** Deactivates as the editor does: 1.x through the REST API (owner session), 2.x with unpublish:workflow. */
async function deactivate(n8n, workflowId, session) {
	if (n8n.major < 2) {
		const answer = await (await session())('POST', `/workflows/${workflowId}/deactivate`, {});
		assert.equal(answer.status, 200, answer.text.slice(0, 500));
	} else {
		const r = await n8n.cli(['unpublish:workflow', `--id=${workflowId}`]);
		assert.equal(r.exitCode, 0, r.stderr.slice(-500));
	}
}

/** Activates through the REST API as the editor does; returns n8n's answer. */
async function activate(workflowId, session) {
	const rest = await session();
	const stored = await rest('GET', `/workflows/${workflowId}`);
	assert.equal(stored.status, 200, stored.text.slice(0, 300));
	const { versionId } = JSON.parse(stored.text).data;
	return rest('POST', `/workflows/${workflowId}/activate`, { versionId });
}

/**
 * A failed activation: 1.x runs the trigger's hooks in the request and answers with the error
 * (the editor shows it); 2.x publishes, activates in the background and logs that the trigger failed.
 */
async function expectActivationFailed(n8n, answer, trigger, named) {
	if (n8n.major < 2) {
		assert.ok(answer.status >= 400, `activation answered ${answer.status}: ${answer.text.slice(0, 300)}`);
		assert.match(answer.text, named);
		return;
	}
	assert.equal(answer.status, 200, answer.text.slice(0, 300));
	const failed = (log) => log.split('\n').some((line) => line.includes('some triggers failed to activate') && line.includes(trigger.id));
	await waitFor('n8n reporting the trigger failed to activate', () => failed(n8n.logs()), { timeoutMs: 30_000 });
}

/** Which of `secrets` ({what: value}) show up in the logs or the executions, by name. */
function leaks(secrets, logs, executions) {
	return Object.entries(secrets).flatMap(([what, secret]) => [
		...(logs.some((log) => log.includes(secret)) ? [`${what} in the logs`] : []),
		...(executions.includes(secret) ? [`${what} in the executions`] : []),
	]);
}

async function runOnce(n8nVersion, tag, checks) {
	const check = checker(checks, tag);
	const started = Date.now();
	const { workflow, webhookPath } = registrationWorkflow();
	const logs = [];
	let server;
	let api;
	let userFolder;
	let n8n;
	let version = '';
	try {
		const example = await startExampleServer();
		server = example.server;
		const data = example.credentials;
		api = await new FakeManagementApi().start();
		userFolder = await mkdtemp(path.join(os.tmpdir(), 'n8n-registration-'));
		// example 15's bot, registered through the fake CometChat's /bots, in the same n8n (its checks: botChecks)
		const bot = botPart(server);
		const credentials = [...autoReplyCredentials(data), { ...MANAGEMENT_CREDENTIAL, type: 'cometChatManagementApi', data: api.credentials() }];
		const webhookAuth = credentials.find((c) => c.type === 'cometChatWebhookApi').data;
		const secrets = { 'Management API key': api.credentials().apiKey, 'Management API secret': api.credentials().secret, 'webhook password': webhookAuth.password, 'REST API key': String(data.apiKey) };
		// debug: the logs to search for secrets hold what n8n logs of each request and activation
		const options = { n8nVersion, packageDir: REPO_DIR, userFolder, encryptionKey: randomBytes(24).toString('hex'), env: { N8N_LOG_LEVEL: 'debug' } };
		n8n = await startN8nServer({ ...options, credentials, workflows: [workflow, bot.workflow] });
		version = n8n.version;
		await n8n.waitForWebhook(webhookPath);
		await n8n.waitForWebhook(bot.webhookPath);
		const url = n8n.webhookUrl(webhookPath);
		const hookPath = (id) => `/apps/${api.credentials().appId}/webhooks/${id}`;
		const onlyHook = () => {
			assert.equal(api.webhooks.size, 1, `webhooks at the fake: ${[...api.webhooks.keys()].join(', ') || 'none'}`);
			return [...api.webhooks.values()][0];
		};
		// n8n sets its owner up once: one session for every REST call
		let rest;
		const session = async () => (rest ??= await ownerSession(n8n.baseUrl));
		const creates = () => api.requests.filter((r) => r.method === 'POST' && r.path === `/apps/${api.credentials().appId}/webhooks`);
		const replies = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body);
		const post = async (body) => {
			const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic(webhookAuth.user, webhookAuth.password) }, body: JSON.stringify(body) });
			return { status: res.status, text: await res.text() };
		};

		await check('activation registered exactly one webhook: the production URL, Basic Auth of the webhook credential, enabled, the selected events', async () => {
			await waitFor('a webhook with triggers at the fake', () => api.webhooks.size > 0 && [...api.webhooks.values()].every((h) => h.triggers.length > 0), { timeoutMs: 30_000 });
			const hook = onlyHook();
			assert.equal(creates().length, 1);
			assert.equal(hook.webhookURL, url);
			assert.deepEqual([hook.useBasicAuth, hook.username], [true, webhookAuth.user]);
			// compared without printing it: a failure message must not show the password
			assert.ok(hook.password === webhookAuth.password, "the registered password is not the webhook credential's");
			assert.equal(hook.enabled, true);
			assert.deepEqual([...hook.triggers].sort(), [...EVENTS].sort());
		});

		await check('an event POSTed to the registered URL with its Basic Auth starts one execution whose reply reaches CometChat', async () => {
			const hook = onlyHook();
			const res = await fetch(hook.webhookURL, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization: basic(hook.username, hook.password) },
				body: JSON.stringify(events.messageSent('reg-1', { sender: 'ana', receiver: 'support', text: 'registered?' })),
			});
			assert.equal(res.status, 200, await res.text());
			const rows = await n8n.waitForExecutions(1, { workflowId: workflow.id });
			assert.deepEqual(rows.map((r) => r.status), ['success']);
			assert.deepEqual(replies().map((b) => [b.muid, b.receiver]), [['reply-reg-1', 'ana']]);
		});

		await bot.checkActivated(check, n8n, webhookAuth);

		// 1.x activates every active workflow on start and runs checkExists; 2.x's publication
		// service keeps an unchanged published workflow's webhooks and runs no hook on start
		await check('a restart on the same instance keeps its webhook: still one, no new POST, no listing; 1.x reads it by the stored id (checkExists)', async () => {
			const { id } = onlyHook();
			const before = api.requests.length;
			const botBefore = bot.requestCount();
			const first = n8n;
			n8n = undefined;
			await first.stop();
			// read after stop: its shutdown output is searched too
			logs.push(first.logs());
			n8n = await startN8nServer({ ...options, setup: false, port: Number(new URL(url).port) });
			await n8n.waitForWebhook(webhookPath);
			const seen = () => api.requests.slice(before).map((r) => `${r.method} ${r.path}`);
			const reads = [`GET ${hookPath(id)}`, `GET ${hookPath(id)}/triggers`];
			if (n8n.major < 2) {
				await waitFor('the GET of the webhook and its triggers', () => reads.every((r) => seen().includes(r)), { timeoutMs: 30_000 }).catch((error) => {
					throw new Error(`${error.message}; requests since the restart: ${seen().join(', ') || 'none'}`);
				});
			}
			// 1.x: a create would follow the reads at once; 2.x: its reconciliation runs on start
			await sleep(n8n.major < 2 ? 1000 : 3000);
			assert.deepEqual(seen().filter((r) => !reads.includes(r)), [], 'requests other than reading the webhook by its id');
			// the bot's trigger, restarted too (1.x: its checkExists reads the record), changes nothing at CometChat
			assert.deepEqual(bot.changesSince(botBefore), [], "changes to the bot's record");
			assert.equal(onlyHook().id, id);
			assert.equal(creates().length, 1);
		});

		await check('after the restart an event still starts one execution with a reply', async () => {
			assert.equal((await post(events.messageSent('reg-2', { sender: 'bo', receiver: 'support', text: 'still there?' }))).status, 200);
			const rows = await n8n.waitForExecutions(2, { workflowId: workflow.id });
			assert.deepEqual(rows.map((r) => r.status), ['success', 'success']);
			assert.deepEqual(replies().map((b) => b.muid), ['reply-reg-1', 'reply-reg-2']);
		});

		await check('deactivating the workflow (1.x: REST API with the owner session; 2.x: unpublish:workflow) deletes the webhook at CometChat; its URL answers 404', async () => {
			const { id } = onlyHook();
			const before = api.requests.length;
			await deactivate(n8n, workflow.id, session);
			await waitFor('the DELETE of the webhook', () => api.webhooks.size === 0, { timeoutMs: 30_000 });
			assert.deepEqual(api.requests.slice(before).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`), [`DELETE ${hookPath(id)}`]);
			// n8n drops its route for the URL right after the hook
			await waitFor('the webhook URL answering 404', async () => (await post(events.messageSent('reg-3'))).status === 404, { timeoutMs: 10_000 });
		});

		await check('a webhook added by hand at the same URL: activating (REST API, as the editor does) fails (1.x answers with its name and id; 2.x reports the trigger failed); nothing at CometChat changed or deleted', async () => {
			const byHand = { id: 'addedbyhand', name: 'Added by hand', webhookURL: url, useBasicAuth: false, enabled: true, retryOnFailure: false, triggers: ['message_sent'], createdAt: 1, updatedAt: 1 };
			api.webhooks.set(byHand.id, { ...byHand, triggers: [...byHand.triggers] });
			const before = api.requests.length;
			const answer = await activate(workflow.id, session);
			const named = /the webhook \\?"Added by hand\\?" \(id addedbyhand\) already delivers to .*, and this trigger did not create it/;
			await expectActivationFailed(n8n, answer, workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger'), named);
			// 2.x: the trigger's create listed the webhooks and found the one added by hand
			if (n8n.major >= 2) assert.ok(api.requests.slice(before).some((r) => r.method === 'GET' && r.path === `/apps/${api.credentials().appId}/webhooks`), 'the webhooks were listed');
			assert.deepEqual(api.requests.slice(before).filter((r) => r.method !== 'GET'), [], 'only reads');
			assert.deepEqual(api.webhooks.get(byHand.id), byHand);
			assert.equal(api.webhooks.size, 1);
		});

		await bot.checkDeactivated(check, n8n, session);

		await check('no Management API key or secret, no REST API key and no webhook password in the n8n logs (debug level) or the stored executions', async () => {
			const executions = JSON.stringify([await n8n.executions({ workflowId: workflow.id, includeData: true }), await n8n.executions({ workflowId: bot.workflow.id, includeData: true })]);
			const last = n8n;
			n8n = undefined;
			await last.stop();
			logs.push(last.logs());
			assert.ok(executions.includes('reply-reg-1') && executions.includes('bot-reply-reg-bot-1'), 'the executions were not read');
			assert.ok(logs.length === 2 && logs.every((log) => log.includes('Received webhook')), 'the logs of both n8n processes were not read');
			assert.deepEqual(leaks(secrets, logs, executions), []);
		});
		console.log(`[${tag}] registration e2e: real n8n ${version}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
	} finally {
		// each stopped even when another fails to stop
		const stops = [n8n && (() => n8n.stop()), api && (() => api.stop()), server && (() => server.stop()), userFolder && (() => rm(userFolder, { recursive: true, force: true }))];
		for (const stop of stops.filter(Boolean)) await stop().catch((error) => console.error(`[${tag}] cleanup: ${error.message}`));
	}
}

/**
 * Example 15 (source Bot, Registration: Automatic through CometChat's /bots) in the same n8n as
 * the webhook's registration, with its credentials, against `server` (the fake CometChat).
 */
function botPart(server) {
	const { workflow, webhookPath } = loadExample('15-support-bot-callback.json');
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	server.users.set('customer-ana', support('fake/users').makeUser('customer-ana', { name: 'Ana Lima' }));
	// a bot someone else set up in the same app: never touched
	const foreign = { uid: 'other-bot', webhookURL: 'https://bots.example.invalid/other', groupChatSetting: 'allMessages', enabled: true, useBasicAuth: false };
	server.knownUsers.add('other-bot');
	server.botRecords.bots.set('other-bot', { ...foreign });
	const botRequests = () => server.requests.filter((r) => /^\/v3\/bots(\/[^/]+)?$/.test(r.path)).map((r) => `${r.method} ${r.path}`);
	const changes = (from) => botRequests().slice(from).filter((r) => !r.startsWith('GET'));
	const bot = () => server.botRecords.bots.get('support-bot');
	return {
		workflow,
		webhookPath,
		requestCount: () => botRequests().length,
		changesSince: changes,
		async checkActivated(check, n8n, webhookAuth) {
			const url = n8n.webhookUrl(webhookPath);
			await check("bot: activation created the bot's record once: the production URL, the webhook credential's Basic Auth, enabled, Mentions", async () => {
				await waitFor("the bot's record at the fake", () => bot(), { timeoutMs: 30_000 });
				assert.deepEqual(changes(0), ['POST /v3/bots']);
				const { password: sent, ...record } = bot();
				assert.deepEqual(record, { uid: 'support-bot', webhookURL: url, groupChatSetting: 'mentionedMessages', enabled: true, useBasicAuth: true, username: webhookAuth.user });
				// compared without printing it: a failure message must not show the password
				assert.ok(sent === webhookAuth.password, "the registered password is not the webhook credential's");
			});

			await check('bot: a callback to the registered URL with its Basic Auth runs example 15; its Send as Bot reply reaches CometChat', async () => {
				const { webhookURL, username, password: secret } = bot();
				const callback = botCallback('reg-bot-1', 'customer-ana', 'Where is my parcel?');
				callback.data.data.entities = { sender: { entity: { uid: 'customer-ana', name: 'Ana Lima' }, entityType: 'user' } };
				const res = await fetch(webhookURL, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic(username, secret) }, body: JSON.stringify(callback) });
				assert.equal(res.status, 200, await res.text());
				const rows = await n8n.waitForExecutions(1, { workflowId: workflow.id });
				assert.deepEqual(rows.map((r) => r.status), ['success']);
				const replies = server.requestsTo('POST', '/v3/bots/support-bot/messages').map((r) => [r.body.receiverType, r.body.receiver, r.body.muid, r.body.data.text]);
				assert.deepEqual(replies, [['user', 'customer-ana', 'bot-reply-reg-bot-1', 'Hi Ana Lima, please send me your order number and I will look it up.']]);
			});
		},
		async checkDeactivated(check, n8n, session) {
			const url = n8n.webhookUrl(webhookPath);
			await check("bot: deactivating deletes the bot's record it created, and only it; the URL answers 404", async () => {
				const before = botRequests().length;
				await deactivate(n8n, workflow.id, session);
				await waitFor("the DELETE of the bot's record", () => !bot(), { timeoutMs: 30_000 });
				assert.deepEqual(changes(before), ['DELETE /v3/bots/support-bot']);
				assert.deepEqual(server.botRecords.bots.get('other-bot'), foreign);
				await waitFor('the callback URL answering 404', async () => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status === 404, { timeoutMs: 10_000 });
			});

			await check('bot: a record for support-bot made by hand: activating fails, naming it; nothing at CometChat changed or deleted', async () => {
				const byHand = { uid: 'support-bot', webhookURL: 'https://elsewhere.example.invalid/bot', groupChatSetting: 'none', enabled: true, useBasicAuth: false };
				server.botRecords.bots.set('support-bot', { ...byHand });
				const before = botRequests().length;
				const answer = await activate(workflow.id, session);
				await expectActivationFailed(n8n, answer, trigger, /The bot support-bot already exists in CometChat \(a callback to elsewhere\.example\.invalid\) and this workflow did not create it/);
				assert.ok(botRequests().slice(before).includes('GET /v3/bots/support-bot'), "the trigger read the bot's record");
				assert.deepEqual(changes(before), [], 'only reads');
				assert.deepEqual(bot(), byHand);
				assert.deepEqual(server.botRecords.bots.get('other-bot'), foreign);
			});
		},
	};
}

const checks = [];
await runEachVersion(checks, 'n8n starts with the auto-reply bot registering its webhook', ({ n8nVersion, tag }) => runOnce(n8nVersion, tag, checks));
finishChecks(checks);
