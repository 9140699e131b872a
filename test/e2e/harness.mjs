// What the e2e files that serve webhooks in `n8n start` share: the built test helpers, the
// example workflows as n8n loads them, the credentials they name, one n8n started with them
// and stopped with everything the test started, and the file's main (each n8n version in turn).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, runEachVersion } from './n8n-runner.mjs';
import { startN8nServer } from './n8n-server.mjs';
import { sleep } from './waiting.mjs';

const require = createRequire(import.meta.url);

/** A module of the compiled test support (build-test/test/support/<name>.js). */
export const support = (name) => require(path.join(REPO_DIR, 'build-test/test/support', `${name}.js`));

/** The user CometChat sends with Basic Auth in every e2e. */
export const WEBHOOK_USER = 'cometchat';
export const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * examples/<file> as imported unchanged, with the types n8n gives a package loaded through
 * N8N_CUSTOM_EXTENSIONS (CUSTOM.<name>), and its trigger's production webhook path.
 */
export function loadExample(file) {
	const workflow = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', file), 'utf8'));
	for (const node of workflow.nodes) node.type = node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.');
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	return { workflow, webhookPath: trigger && `${trigger.webhookId}/webhook` };
}

/** The credentials the examples name, by the ids they use. */
export const credentials = {
	cometChat: (data) => ({ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data }),
	webhookAuth: (password, user = WEBHOOK_USER) => ({ id: 'cometchat-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user, password } }),
	model: (apiKey, url) => ({ id: 'openai-compatible', name: 'OpenAI-compatible model', type: 'openAiApi', data: { apiKey, url } }),
};

/**
 * Starts n8n with `credentials` and `workflows` (active, or only those of `activate`), waits for `webhookPaths`, runs
 * `body(n8n)`, prints how long it took, then stops n8n and each of `stops` (fake servers),
 * each even when another fails to stop.
 */
export async function withN8n({ n8nVersion, tag, what, credentials: creds, workflows, activate, webhookPaths = [], stops = [], env }, body) {
	const started = Date.now();
	let n8n;
	try {
		n8n = await startN8nServer({ n8nVersion, packageDir: REPO_DIR, credentials: creds, workflows, ...(env ? { env } : {}) });
		for (const webhookPath of webhookPaths) await n8n.waitForWebhook(webhookPath);
		await body(n8n);
		console.log(`[${tag}] ${what} e2e: real n8n ${n8n.version}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
	} finally {
		for (const stop of [n8n && (() => n8n.stop()), ...stops].filter(Boolean)) await stop().catch((error) => console.error(`[${tag}] cleanup: ${error.message}`));
	}
}

/**
 * The file's main when it is run itself: `runOnce(n8nVersion, tag, check)` for each selected
 * n8n in turn, then the closing count; a throw fails the check `startup`.
 */
export async function runAsMain(importMetaUrl, startup, runOnce, describe) {
	const file = new URL(importMetaUrl).pathname;
	if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(file)) return;
	const checks = [];
	await runEachVersion(checks, startup, ({ n8nVersion, tag }) => runOnce(n8nVersion, tag, checker(checks, tag, describe)));
	finishChecks(checks);
}

const OWNER = { email: 'owner@example.invalid', firstName: 'E2e', lastName: 'Owner', password: 'E2e-Owner-2026' };
const BROWSER_ID = 'e2e-editor';

/**
 * Sets up n8n's owner through the REST API and returns a fetch for /rest with the owner's
 * session. n8n 1.x adds its REST routes a moment after it answers ready: 404 until then.
 */
export async function ownerSession(baseUrl) {
	const headers = { 'content-type': 'application/json', 'browser-id': BROWSER_ID };
	const deadline = Date.now() + 60_000;
	let cookie;
	while (!cookie) {
		const res = await fetch(`${baseUrl}/rest/owner/setup`, { method: 'POST', headers, body: JSON.stringify(OWNER) });
		const text = await res.text();
		if (res.ok)
			cookie = res.headers
				.getSetCookie()
				.find((c) => c.startsWith('n8n-auth='))
				?.split(';')[0];
		if (res.ok && !cookie) throw new Error('owner setup: no n8n-auth cookie');
		if (!res.ok && (res.status !== 404 || Date.now() > deadline)) throw new Error(`owner setup: HTTP ${res.status} ${text.slice(0, 300)}`);
		if (!cookie) await sleep(1000);
	}
	return async (method, route, body) => {
		const res = await fetch(`${baseUrl}/rest${route}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
		return { status: res.status, text: await res.text() };
	};
}
