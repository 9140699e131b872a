// End-to-end in REAL n8n: the auto-reply bot (examples/08-auto-reply-bot.json, CometChat
// Trigger -> CometChat Send) is imported and activated (1.x) or published (2.x) in `n8n start`,
// and events are POSTed to its production webhook URL on 127.0.0.1 as CometChat sends them
// (Basic Auth, JSON). Checked: each accepted event started exactly one execution whose reply
// reached the fake CometChat; a wrong or missing password, the bot's own reply (sender
// app_system) and a redelivery started none; bad bodies get 400 (422 from n8n for bad JSON),
// a body nested about 1 MiB deep 400 too.
//
//   scripts/e2e/in-netns.sh node test/e2e/trigger.e2e.mjs        # 1 and 2 (2 skipped if not installed)
//   scripts/e2e/in-netns.sh node test/e2e/trigger.e2e.mjs 2      # only n8n 2.x
import assert from 'node:assert/strict';
import { WEBHOOK_USER, basic, credentials, loadExample, runAsMain, support, withN8n } from './harness.mjs';
import { sleep } from './waiting.mjs';

const events = support('cometChatEvents');
const USER = WEBHOOK_USER;
const PASSWORD = 'E2eWebhookPassw0rd4711';
export { basic };

export const autoReplyWorkflow = () => loadExample('08-auto-reply-bot.json');
export const autoReplyCredentials = (cometChatData) => [credentials.cometChat(cometChatData), credentials.webhookAuth(PASSWORD)];

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await support('exampleServer').startExampleServer();
	const { workflow, webhookPath } = autoReplyWorkflow();
	await withN8n(
		{ what: 'trigger', credentials: autoReplyCredentials(data), workflows: [workflow], webhookPaths: [webhookPath], stops: [() => server.stop()] },
		async (n8n) => {
			const url = n8n.webhookUrl(webhookPath);
			const post = async (body, { authorization = basic(USER, PASSWORD), raw } = {}) => {
				const res = await fetch(url, {
					method: 'POST',
					headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
					body: raw ?? JSON.stringify(body),
				});
				return { status: res.status, headers: res.headers, text: await res.text() };
			};
			const replies = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body);
			const executions = () => n8n.executions({ workflowId: workflow.id });

			const questions = [
				events.messageSent('e2e-1', { sender: 'ana', receiver: 'support', text: 'first question' }),
				events.messageSent('e2e-2', { sender: 'bo', receiver: 'support', text: 'second question' }),
				events.messageSent('e2e-3', { sender: 'cy', receiver: 'support-group', receiverType: 'group', text: 'third question' }),
			];
			await check('three messages: 200 each', async () => {
				for (const q of questions) assert.equal((await post(q)).status, 200);
			});
			await check('each started exactly one successful execution whose reply reached CometChat', async () => {
				const rows = await n8n.waitForExecutions(3, { workflowId: workflow.id, timeoutMs: 60_000 });
				assert.equal(rows.length, 3);
				assert.deepEqual(rows.map((r) => r.status), ['success', 'success', 'success']);
				const sent = replies();
				assert.deepEqual(sent.map((b) => b.muid).sort(), ['reply-e2e-1', 'reply-e2e-2', 'reply-e2e-3']);
				const third = sent.find((b) => b.muid === 'reply-e2e-3');
				assert.deepEqual([third.receiverType, third.receiver], ['group', 'support-group']);
				assert.equal(sent.find((b) => b.muid === 'reply-e2e-1').data.text, 'Thanks for your message, we will get back to you soon. You wrote: "first question"');
			});
			await check('the execution data holds the simplified event and the reply', async () => {
				const [first] = await n8n.executions({ workflowId: workflow.id, includeData: true });
				const runData = first.data.resultData.runData;
				assert.equal(runData['New message'][0].data.main[0][0].json.trigger, 'message_sent');
				assert.equal(runData['Send reply'][0].data.main[0][0].json.sender, 'app_system');
			});
			await check('wrong password: 401 with WWW-Authenticate; missing auth: 401; no execution', async () => {
				const wrong = await post(events.messageSent('e2e-4'), { authorization: basic(USER, 'wrong') });
				assert.equal(wrong.status, 401);
				assert.equal(wrong.headers.get('www-authenticate'), 'Basic realm="CometChat Trigger"');
				assert.equal((await post(events.messageSent('e2e-5'), { authorization: '' })).status, 401);
			});
			await check("the bot's own reply (message_sent from app_system) starts nothing", async () => {
				const reply = replies().find((b) => b.muid === 'reply-e2e-1');
				const echo = events.messageSent('e2e-echo-1', { sender: 'app_system', receiver: reply.receiver, text: reply.data.text });
				const answer = await post(echo);
				assert.equal(answer.status, 200);
				assert.match(answer.text, /app_system is ignored/);
			});
			await check('a redelivery (CometChat retry) starts nothing', async () => {
				const answer = await post(questions[0]);
				assert.equal(answer.status, 200);
				assert.match(answer.text, /Duplicate delivery ignored/);
			});
			await check('a body that is not a JSON object: 400; JSON n8n cannot parse: 422', async () => {
				assert.equal((await post([1, 2])).status, 400);
				assert.equal((await post(undefined, { raw: '{"trigger":' })).status, 422);
			});
			await check('a selected event whose body nests about 1 MiB of [ (n8n parses it): 400, not 500', async () => {
				const deep = `${'['.repeat(520_000)}${']'.repeat(520_000)}`;
				const answer = await post(undefined, { raw: `{"trigger":"message_sent","data":{"message":{"id":"e2e-deep","metadata":${deep}}}}` });
				assert.deepEqual([answer.status, answer.text], [400, '{"message":"Body nested too deep: more than 64 levels"}']);
			});
			await check('after all that, still exactly 3 executions and 3 replies', async () => {
				await sleep(1500);
				assert.equal((await executions()).length, 3);
				assert.equal(replies().length, 3);
			});
			await check('the webhook password appears nowhere in the n8n log', async () => {
				assert.ok(!n8n.logs().includes(PASSWORD));
			});
		},
	);
}

await runAsMain(import.meta.url, 'n8n starts with the auto-reply bot active', runOnce);
