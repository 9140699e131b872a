// End-to-end in REAL n8n: a bot built as a workflow. The CometChat Trigger listens for the bot
// callbacks of support-bot (Basic Auth, Registration: Manual) and a CometChat node replies in
// the conversation with Message > Send as Bot (POST /bots/{uid}/messages), as
// examples/15-support-bot-callback.json does (registration.e2e.mjs runs that example as
// imported, with its automatic registration). Callbacks are POSTed as CometChat's docs show
// them ({trigger: "after_message", data: <message>, bot}). Checked: each callback starts one
// execution whose reply reaches the fake CometChat from the bot; the bot's own reply, a
// redelivery and a wrong password start none; the password appears nowhere in the n8n log.
//
//   scripts/e2e/in-netns.sh node test/e2e/bot.e2e.mjs        # 1 and 2 (2 skipped if not installed)
import assert from 'node:assert/strict';
import { WEBHOOK_USER, basic, credentials, runAsMain, support, withN8n } from './harness.mjs';
import { sleep } from './waiting.mjs';

const PASSWORD = 'E2eBotPassw0rd2718';
const WEBHOOK_ID = 'b07e2e00-1c2d-4e5f-8a9b-support-bot-e2e';
const BOT_MESSAGES = '/v3/bots/support-bot/messages';

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
			{
				id: 't',
				name: 'Message to the bot',
				type: 'CUSTOM.cometChatTrigger',
				typeVersion: 1,
				position: [0, 0],
				webhookId: WEBHOOK_ID,
				parameters: { source: 'bot', botUid: 'support-bot' },
				credentials: webhookAuth,
			},
			{
				id: 'r',
				name: 'Reply',
				type: 'CUSTOM.cometChat',
				typeVersion: 1,
				position: [240, 0],
				parameters: {
					resource: 'message',
					operation: 'sendAsBot',
					botUid: { __rl: true, mode: 'id', value: 'support-bot' },
					receiverType: '={{ $json.replyToType }}',
					receiver: '={{ $json.replyTo }}',
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

/** A bot callback as CometChat's docs show it. */
export const botCallback = (id, sender, text, over = {}) => ({
	trigger: 'after_message',
	data: { id, conversationId: `${sender}_user_support-bot`, sender, receiverType: 'user', receiver: 'support-bot', category: 'message', type: 'text', data: { text }, sentAt: 1767225600, ...over },
	appId: 'APP',
	chatAPIVersion: '3.0',
	region: 'us',
	bot: 'support-bot',
});

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await support('exampleServer').startExampleServer();
	for (const uid of ['ana', 'bo', 'support-bot']) server.users.set(uid, support('fake/users').makeUser(uid, { name: uid }));
	const workflow = botWorkflow();
	const webhookPath = `${WEBHOOK_ID}/webhook`;
	await withN8n(
		{ what: 'bot', credentials: [credentials.cometChat(data), credentials.webhookAuth(PASSWORD)], workflows: [workflow], webhookPaths: [webhookPath], stops: [() => server.stop()] },
		async (n8n) => {
			const post = async (body, authorization = basic(WEBHOOK_USER, PASSWORD)) => {
				const res = await fetch(n8n.webhookUrl(webhookPath), { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });
				return { status: res.status, text: await res.text() };
			};
			const replies = () => server.requestsTo('POST', BOT_MESSAGES);

			await check('two callbacks: 200 at once; each starts one execution whose reply goes out through Send as Bot (POST /bots/support-bot/messages)', async () => {
				assert.equal((await post(botCallback('b-1', 'ana', 'where is my order?'))).status, 200);
				assert.equal((await post(botCallback('b-2', 'bo', 'hello', { receiverType: 'group', receiver: 'support-group' }))).status, 200);
				const rows = await n8n.waitForExecutions(2, { workflowId: workflow.id, timeoutMs: 60_000 });
				assert.deepEqual(
					rows.map((r) => r.status),
					['success', 'success'],
				);
				const sent = replies().map((r) => ({ onBehalfOf: r.headers.onbehalfof, muid: r.body.muid, to: `${r.body.receiverType}:${r.body.receiver}`, text: r.body.data.text }));
				sent.sort((a, b) => a.muid.localeCompare(b.muid));
				assert.deepEqual(sent, [
					{ onBehalfOf: undefined, muid: 'bot-reply-b-1', to: 'user:ana', text: 'You wrote: where is my order?' },
					{ onBehalfOf: undefined, muid: 'bot-reply-b-2', to: 'group:support-group', text: 'You wrote: hello' },
				]);
				assert.equal(server.requestsTo('POST', '/v3/messages').length, 0, 'no reply through Message > Send');
				assert.deepEqual(
					server.messages.filter((m) => String(m.muid).startsWith('bot-reply-')).map((m) => m.sender),
					['support-bot', 'support-bot'],
				);
			});
			await check("the bot's own reply, a redelivery and a wrong password start nothing", async () => {
				const own = await post(botCallback('b-3', 'support-bot', 'You wrote: where is my order?', { receiver: 'ana' }));
				assert.deepEqual([own.status, own.text.includes("the bot's own message")], [200, true]);
				const again = await post(botCallback('b-1', 'ana', 'where is my order?'));
				assert.deepEqual([again.status, again.text.includes('Duplicate delivery ignored')], [200, true]);
				assert.equal((await post(botCallback('b-4', 'ana', 'x'), basic(WEBHOOK_USER, 'wrong'))).status, 401);
				await sleep(1500);
				assert.equal((await n8n.executions({ workflowId: workflow.id })).length, 2);
				assert.equal(replies().length, 2);
			});
			await check('the webhook password and the API key appear nowhere in the n8n log', async () => {
				for (const secret of [PASSWORD, String(data.apiKey)]) assert.ok(!n8n.logs().includes(secret));
			});
		},
	);
}

await runAsMain(import.meta.url, 'n8n starts with the bot workflow active', runOnce);
