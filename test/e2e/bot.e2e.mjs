// End-to-end in REAL n8n: a bot built as a workflow. The CometChat Trigger listens for the bot
// callbacks of support-bot (Basic Auth) and a CometChat node replies in the conversation as
// the bot (Message > Send On Behalf Of support-bot; examples/15-support-bot-callback.json does
// the same with Send as Bot). Callbacks are POSTed as CometChat's docs show them
// ({trigger: "after_message", data: <message>, bot}). Checked: each callback starts one
// execution whose reply reaches the fake CometChat; the bot's own reply, a redelivery and a
// wrong password start none; the password appears nowhere in the n8n log.
//
//   scripts/e2e/in-netns.sh node test/e2e/bot.e2e.mjs        # 1 and 2 (2 skipped if not installed)
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, runEachVersion } from './n8n-runner.mjs';
import { startN8nServer } from './n8n-server.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const { makeUser } = require(path.join(REPO_DIR, 'build-test/test/support/fake/users.js'));

const USER = 'cometchat';
const PASSWORD = 'E2eBotPassw0rd2718';
const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const WEBHOOK_ID = 'b07e2e00-1c2d-4e5f-8a9b-support-bot-e2e';

function botWorkflow() {
	const webhookAuth = { cometChatWebhookApi: { id: 'cometchat-webhook-auth', name: 'CometChat webhook auth' } };
	const api = { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } };
	return {
		id: 'e2ebotcallback1',
		name: 'e2e: support bot on the callback',
		active: true,
		settings: { executionOrder: 'v1' },
		connections: { 'Message to the bot': { main: [[{ node: 'Reply', type: 'main', index: 0 }]] } },
		nodes: [
			{ id: 't', name: 'Message to the bot', type: 'CUSTOM.cometChatTrigger', typeVersion: 1, position: [0, 0], webhookId: WEBHOOK_ID, parameters: { source: 'bot', botUid: 'support-bot' }, credentials: webhookAuth },
			{
				id: 'r',
				name: 'Reply',
				type: 'CUSTOM.cometChat',
				typeVersion: 1,
				position: [240, 0],
				parameters: {
					resource: 'message',
					operation: 'send',
					receiverType: '={{ $json.replyToType }}',
					receiver: '={{ $json.replyTo }}',
					onBehalfOf: 'support-bot',
					category: 'message',
					messageType: 'text',
					text: '=You wrote: {{ $json.text }}',
					additionalFields: { muid: '=bot-reply-{{ $json.messageId }}' },
				},
				credentials: api,
			},
		],
	};
}

const callback = (id, sender, text, over = {}) => ({
	trigger: 'after_message',
	data: { id, conversationId: `${sender}_user_support-bot`, sender, receiverType: 'user', receiver: 'support-bot', category: 'message', type: 'text', data: { text }, sentAt: 1767225600, ...over },
	appId: 'APP',
	chatAPIVersion: '3.0',
	region: 'us',
	bot: 'support-bot',
});

async function runOnce(n8nVersion, tag, checks) {
	const check = checker(checks, tag);
	const { server, credentials: data } = await startExampleServer();
	for (const uid of ['ana', 'bo', 'support-bot']) server.users.set(uid, makeUser(uid, { name: uid }));
	const workflow = botWorkflow();
	const started = Date.now();
	let n8n;
	try {
		n8n = await startN8nServer({
			n8nVersion,
			packageDir: REPO_DIR,
			credentials: [
				{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data },
				{ id: 'cometchat-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user: USER, password: PASSWORD } },
			],
			workflows: [workflow],
		});
		const webhookPath = `${WEBHOOK_ID}/webhook`;
		await n8n.waitForWebhook(webhookPath);
		const post = async (body, authorization = basic(USER, PASSWORD)) => {
			const res = await fetch(n8n.webhookUrl(webhookPath), { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });
			return { status: res.status, text: await res.text() };
		};
		const replies = () => server.requestsTo('POST', '/v3/messages');

		await check('two callbacks: 200 at once; each starts one execution whose reply reaches CometChat as the bot', async () => {
			assert.equal((await post(callback('b-1', 'ana', 'where is my order?'))).status, 200);
			assert.equal((await post(callback('b-2', 'bo', 'hello', { receiverType: 'group', receiver: 'support-group' }))).status, 200);
			const rows = await n8n.waitForExecutions(2, { workflowId: workflow.id, timeoutMs: 60_000 });
			assert.deepEqual(rows.map((r) => r.status), ['success', 'success']);
			const sent = replies().map((r) => ({ onBehalfOf: r.headers.onbehalfof, muid: r.body.muid, to: `${r.body.receiverType}:${r.body.receiver}`, text: r.body.data.text }));
			sent.sort((a, b) => a.muid.localeCompare(b.muid));
			assert.deepEqual(sent, [
				{ onBehalfOf: 'support-bot', muid: 'bot-reply-b-1', to: 'user:ana', text: 'You wrote: where is my order?' },
				{ onBehalfOf: 'support-bot', muid: 'bot-reply-b-2', to: 'group:support-group', text: 'You wrote: hello' },
			]);
		});
		await check("the bot's own reply, a redelivery and a wrong password start nothing", async () => {
			const own = await post(callback('b-3', 'support-bot', 'You wrote: where is my order?', { receiver: 'ana' }));
			assert.deepEqual([own.status, own.text.includes("the bot's own message")], [200, true]);
			const again = await post(callback('b-1', 'ana', 'where is my order?'));
			assert.deepEqual([again.status, again.text.includes('Duplicate delivery ignored')], [200, true]);
			assert.equal((await post(callback('b-4', 'ana', 'x'), basic(USER, 'wrong'))).status, 401);
			await sleep(1500);
			assert.equal((await n8n.executions({ workflowId: workflow.id })).length, 2);
			assert.equal(replies().length, 2);
		});
		await check('the webhook password and the API key appear nowhere in the n8n log', async () => {
			for (const secret of [PASSWORD, String(data.apiKey)]) assert.ok(!n8n.logs().includes(secret));
		});
		console.log(`[${tag}] bot e2e: real n8n ${n8n.version}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
	} finally {
		if (n8n) await n8n.stop();
		await server.stop();
	}
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
	const checks = [];
	await runEachVersion(checks, 'n8n starts with the bot workflow active', ({ n8nVersion, tag }) => runOnce(n8nVersion, tag, checks));
	finishChecks(checks);
}
