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
import { autoReplyCredentials, autoReplyWorkflow, basic } from './trigger.e2e.mjs';
import { sleep, waitFor } from './waiting.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const { FakeManagementApi } = require(path.join(REPO_DIR, 'build-test/test/support/fake/managementApi.js'));
const events = require(path.join(REPO_DIR, 'build-test/test/support/cometChatEvents.js'));

const MANAGEMENT_CREDENTIAL = { id: 'cometchat-mgmt', name: 'CometChat Management API' };
const EVENTS = ['message_sent', 'message_edited'];
const OWNER = { email: 'owner@example.invalid', firstName: 'E2e', lastName: 'Owner', password: 'E2e-Owner-2026' };
const BROWSER_ID = 'registration-e2e';

/** The auto-reply bot with Registration: Automatic and the Management API credential on its trigger. */
function registrationWorkflow() {
	const { workflow, webhookPath } = autoReplyWorkflow();
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	trigger.parameters.registration = 'automatic';
	trigger.parameters.events = EVENTS;
	trigger.credentials.cometChatManagementApi = MANAGEMENT_CREDENTIAL;
	return { workflow, webhookPath };
}

/**
 * Sets up n8n's owner through the REST API and returns a fetch for /rest with the owner's
 * session. n8n 1.x adds its REST routes a moment after it answers ready: 404 until then.
 */
async function ownerSession(baseUrl) {
	const headers = { 'content-type': 'application/json', 'browser-id': BROWSER_ID };
	const deadline = Date.now() + 60_000;
	let cookie;
	while (!cookie) {
		const res = await fetch(`${baseUrl}/rest/owner/setup`, { method: 'POST', headers, body: JSON.stringify(OWNER) });
		const text = await res.text();
		if (res.ok) cookie = res.headers.getSetCookie().find((c) => c.startsWith('n8n-auth='))?.split(';')[0];
		if (res.ok && !cookie) throw new Error('owner setup: no n8n-auth cookie');
		if (!res.ok && (res.status !== 404 || Date.now() > deadline)) throw new Error(`owner setup: HTTP ${res.status} ${text.slice(0, 300)}`);
		if (!cookie) await sleep(1000);
	}
	return async (method, route, body) => {
		const res = await fetch(`${baseUrl}/rest${route}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
		return { status: res.status, text: await res.text() };
	};
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
		const credentials = [...autoReplyCredentials(data), { ...MANAGEMENT_CREDENTIAL, type: 'cometChatManagementApi', data: api.credentials() }];
		const webhookAuth = credentials.find((c) => c.type === 'cometChatWebhookApi').data;
		const secrets = { 'Management API key': api.credentials().apiKey, 'Management API secret': api.credentials().secret, 'webhook password': webhookAuth.password };
		// debug: the logs to search for secrets hold what n8n logs of each request and activation
		const options = { n8nVersion, packageDir: REPO_DIR, userFolder, encryptionKey: randomBytes(24).toString('hex'), env: { N8N_LOG_LEVEL: 'debug' } };
		n8n = await startN8nServer({ ...options, credentials, workflows: [workflow] });
		version = n8n.version;
		await n8n.waitForWebhook(webhookPath);
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

		// 1.x activates every active workflow on start and runs checkExists; 2.x's publication
		// service keeps an unchanged published workflow's webhooks and runs no hook on start
		await check('a restart on the same instance keeps its webhook: still one, no new POST, no listing; 1.x reads it by the stored id (checkExists)', async () => {
			const { id } = onlyHook();
			const before = api.requests.length;
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
			if (n8n.major < 2) {
				const rest = await session();
				const answer = await rest('POST', `/workflows/${workflow.id}/deactivate`, {});
				assert.equal(answer.status, 200, answer.text.slice(0, 500));
			} else {
				const r = await n8n.cli(['unpublish:workflow', `--id=${workflow.id}`]);
				assert.equal(r.exitCode, 0, r.stderr.slice(-500));
			}
			await waitFor('the DELETE of the webhook', () => api.webhooks.size === 0, { timeoutMs: 30_000 });
			assert.deepEqual(api.requests.slice(before).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`), [`DELETE ${hookPath(id)}`]);
			// n8n drops its route for the URL right after the hook
			await waitFor('the webhook URL answering 404', async () => (await post(events.messageSent('reg-3'))).status === 404, { timeoutMs: 10_000 });
		});

		await check('a webhook added by hand at the same URL: activating (REST API, as the editor does) fails (1.x answers with its name and id; 2.x reports the trigger failed); nothing at CometChat changed or deleted', async () => {
			const byHand = { id: 'addedbyhand', name: 'Added by hand', webhookURL: url, useBasicAuth: false, enabled: true, retryOnFailure: false, triggers: ['message_sent'], createdAt: 1, updatedAt: 1 };
			api.webhooks.set(byHand.id, { ...byHand, triggers: [...byHand.triggers] });
			const before = api.requests.length;
			const rest = await session();
			const stored = await rest('GET', `/workflows/${workflow.id}`);
			assert.equal(stored.status, 200, stored.text.slice(0, 300));
			const { versionId } = JSON.parse(stored.text).data;
			const answer = await rest('POST', `/workflows/${workflow.id}/activate`, { versionId });
			const named = /the webhook \\?"Added by hand\\?" \(id addedbyhand\) already delivers to .*, and this trigger did not create it/;
			if (n8n.major < 2) {
				// 1.x runs the trigger's hooks in the request: the editor shows the error
				assert.ok(answer.status >= 400, `activation answered ${answer.status}: ${answer.text.slice(0, 300)}`);
				assert.match(answer.text, named);
			} else {
				// 2.x publishes, then activates in the background: the trigger's create (which
				// listed the webhooks and found the one added by hand) fails, and n8n reports it
				assert.equal(answer.status, 200, answer.text.slice(0, 300));
				const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
				const failed = (log) => log.split('\n').some((line) => line.includes('some triggers failed to activate') && line.includes(trigger.id));
				await waitFor('n8n reporting the trigger failed to activate', () => failed(n8n.logs()), { timeoutMs: 30_000 });
				assert.ok(api.requests.slice(before).some((r) => r.method === 'GET' && r.path === `/apps/${api.credentials().appId}/webhooks`), 'the webhooks were listed');
			}
			assert.deepEqual(api.requests.slice(before).filter((r) => r.method !== 'GET'), [], 'only reads');
			assert.deepEqual(api.webhooks.get(byHand.id), byHand);
			assert.equal(api.webhooks.size, 1);
		});

		await check('no Management API key or secret and no webhook password in the n8n logs or the stored executions', async () => {
			const executions = JSON.stringify(await n8n.executions({ workflowId: workflow.id, includeData: true }));
			const last = n8n;
			n8n = undefined;
			await last.stop();
			logs.push(last.logs());
			assert.ok(executions.includes('reply-reg-1'), 'the executions were not read');
			assert.ok(logs.length === 2 && logs.every((log) => log.includes('Received webhook')), 'the logs of both n8n processes were not read');
			const found = Object.entries(secrets).flatMap(([what, secret]) => [
				...(logs.some((log) => log.includes(secret)) ? [`${what} in the logs`] : []),
				...(executions.includes(secret) ? [`${what} in the executions`] : []),
			]);
			assert.deepEqual(found, []);
		});
		console.log(`[${tag}] registration e2e: real n8n ${version}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
	} finally {
		// each stopped even when another fails to stop
		const stops = [n8n && (() => n8n.stop()), api && (() => api.stop()), server && (() => server.stop()), userFolder && (() => rm(userFolder, { recursive: true, force: true }))];
		for (const stop of stops.filter(Boolean)) await stop().catch((error) => console.error(`[${tag}] cleanup: ${error.message}`));
	}
}

const checks = [];
await runEachVersion(checks, 'n8n starts with the auto-reply bot registering its webhook', ({ n8nVersion, tag }) => runOnce(n8nVersion, tag, checks));
finishChecks(checks);
