// End-to-end in REAL n8n (1.123.x and 2.x), served by the `n8n start` the suites share
// (sharedN8n.mjs): Send and Wait for Response.
// One workflow holds three starts (n8n Webhook nodes), so one import and one activation:
//   refund  -> example 09 as it ships (approval card in the browser, then "Tell support")
//   limit   -> the same with a 3-second wait limit (n8n's WaitTracker resumes it, no answer)
//   chat    -> free text answered inside CometChat (a form whose submit calls the resume URL)
// Every answer is sent to the resume URL the message carries, as the person's browser or
// CometChat UI kit would. Run through `npm run test:e2e` (inside the empty network namespace):
//   node test/e2e/wait.e2e.mjs [1|2|1,2]
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { credentials, runAsMain, support, withN8n } from './harness.mjs';
import { REPO_DIR, stackHead } from './n8n-runner.mjs';

const { startExampleServer } = support('exampleServer');
const { validateSendMessageBody } = support('openapi');

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IN_APP_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8962';
/** What chat apps and social networks send when they unfurl a link (and a scanner that sends none). */
const PREVIEWS = [
	'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
	'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
	'WhatsApp/2.23.20.0 A',
	'TelegramBot (like TwitterBot)',
	'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
	'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
	'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
	'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
	'Twitterbot/1.0',
	'',
];
const WORKFLOW_ID = 'waitE2E';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Example 09's nodes under a Webhook start, renamed with a suffix so several copies share one workflow. */
function refundFlow(suffix, y, changeAsk = () => {}) {
	const example = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', '09-refund-approval.json'), 'utf8'));
	const trigger = example.nodes.find((n) => n.type === 'n8n-nodes-base.manualTrigger');
	const rename = (name) => `${name} ${suffix}`;
	const nodes = example.nodes
		.filter((n) => n !== trigger)
		.map((n) => ({ ...n, id: `${n.id}-${suffix}`, name: rename(n.name), type: n.type.replace('n8n-nodes-cometchat.', 'CUSTOM.'), position: [n.position[0], y] }));
	changeAsk(nodes.find((n) => n.parameters.operation === 'sendAndWait'));
	const start = webhookStart(suffix, y);
	const connections = { [start.name]: { main: [[{ node: rename(example.connections[trigger.name].main[0][0].node), type: 'main', index: 0 }]] } };
	for (const [from, value] of Object.entries(example.connections)) if (from !== trigger.name) connections[rename(from)] = { main: value.main.map((out) => out.map((c) => ({ ...c, node: rename(c.node) }))) };
	return { nodes: [start, ...nodes], connections };
}

function webhookStart(suffix, y) {
	return { id: `start-${suffix}`, name: `Start ${suffix}`, type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, y], webhookId: `wait-e2e-${suffix}`, parameters: { httpMethod: 'POST', path: `wait-e2e-${suffix}`, options: {} } };
}

function workflow() {
	const refund = refundFlow('refund', 0);
	const limit = refundFlow('limit', 300, (ask) => {
		ask.parameters.options = { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 0.05, resumeUnit: 'minutes' } } };
	});
	const chatStart = webhookStart('chat', 600);
	const chatAsk = {
		id: 'ask-chat',
		name: 'Ask in chat',
		type: 'CUSTOM.cometChat',
		typeVersion: 1,
		position: [240, 600],
		credentials: { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } },
		parameters: { resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver: '={{ $json.body.uid }}', message: 'Why was order #1042 late?', responseType: 'freeText', answerIn: 'chat' },
	};
	return {
		id: WORKFLOW_ID,
		name: 'Send and Wait e2e',
		nodes: [...refund.nodes, ...limit.nodes, chatStart, chatAsk],
		connections: { ...refund.connections, ...limit.connections, [chatStart.name]: { main: [[{ node: chatAsk.name, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
	};
}

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await startExampleServer();
	const webhookPaths = ['refund', 'limit', 'chat'].map((suffix) => `wait-e2e-${suffix}`);
	await withN8n({ what: 'Send and Wait', credentials: [credentials.cometChat(data)], workflows: [workflow()], webhookPaths, stops: [() => server.stop()] }, async (n8n) => {
		const ready = Date.now();
		const start = async (suffix, body = {}) => {
			await n8n.waitForWebhook(`wait-e2e-${suffix}`);
			const res = await fetch(n8n.webhookUrl(`wait-e2e-${suffix}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
			assert.equal(res.status, 200, `start ${suffix}: ${res.status} ${await res.text()}`);
		};
		const rows = async () => await n8n.executions({ workflowId: WORKFLOW_ID, includeData: true });
		const ran = (row, node) => Boolean(row.data?.resultData?.runData?.[node]);
		/** The execution that ran `node`, once its status is `status` (or any settled one). */
		/** Execution `id` once it is no longer new or running. */
		const settled = async (id, timeoutMs = 60_000) => {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const row = (await rows()).find((r) => r.id === id);
				if (row && !['new', 'running', 'unknown', 'waiting'].includes(row.status)) return row;
				if (Date.now() > until) throw new Error(`execution ${id} is still ${row?.status} after ${timeoutMs} ms`);
				await sleep(300);
			}
		};
		const execution = async (node, status, timeoutMs = 60_000) => {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const found = (await rows()).filter((r) => ran(r, node));
				const match = found.find((r) => (status ? r.status === status : !['new', 'running', 'unknown'].includes(r.status)));
				if (match) return match;
				if (Date.now() > until) throw new Error(`no execution of "${node}" with status ${status ?? 'settled'} after ${timeoutMs} ms: ${found.map((r) => r.status).join(', ')}`);
				await sleep(300);
			}
		};
		const output = (row, node) => row.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.map((i) => i.json) ?? [];
		const questions = (receiver) => server.requestsTo('POST', '/v3/messages').filter((r) => r.body?.receiver === receiver && r.body?.category === 'interactive');
		const linksOf = (request) => {
			const interactive = request.body.data.interactiveData;
			return [...(interactive.cardActions ?? []), ...(interactive.submitElement ? [interactive.submitElement] : [])].map((e) => e.action.url);
		};
		const get = async (url, agent = BROWSER) => {
			const res = await fetch(url, { headers: { 'user-agent': agent } });
			return { status: res.status, text: await res.text() };
		};

		// the wait limit first: n8n's WaitTracker looks for due executions once a minute
		await start('limit');
		await start('refund');
		const refundWaiting = await execution('Ask finance refund', 'waiting');
		// the limit's question went to finance too: take the one whose links resume "Ask finance refund"
		const question = questions('finance').find((r) => linksOf(r)[0].includes('/ask-finance-refund?'));
		const [approve, decline] = linksOf(question);

		await check('refund: the execution waits after sending the approval card', async () => {
			assert.equal(refundWaiting.status, 'waiting');
			assert.equal(question.headers.onbehalfof, 'refund-bot');
			assert.deepEqual(validateSendMessageBody(question.body), []);
			assert.equal(question.body.type, 'card');
			assert.match(approve, new RegExp(`^${n8n.baseUrl}/webhook-waiting/${refundWaiting.id}/ask-finance-refund\\?approved=true&signature=[0-9a-f]{64}$`));
			assert.match(decline, /approved=false&signature=/);
		});
		await check('a forged, an unsigned and an altered link get 401 and resume nothing', async () => {
			for (const url of [approve.replace(/signature=[0-9a-f]{6}/, 'signature=000000'), approve.replace(/&signature=.*$/, ''), `${approve}&approved=false`]) {
				const res = await get(url);
				assert.equal(res.status, 401, `${url}: ${res.status} ${res.text.slice(0, 200)}`);
			}
			assert.equal((await execution('Ask finance refund', 'waiting')).id, refundWaiting.id);
		});
		await check('link previews (Slack, Teams, WhatsApp, Telegram, iMessage, Discord, LinkedIn, Facebook, X; GET and HEAD, any user agent or none) answer nothing', async () => {
			for (const agent of PREVIEWS) {
				for (const url of [approve, decline]) {
					const res = await get(url, agent);
					assert.equal(res.status, 200, agent);
					assert.match(res.text, /<form method="post"><button type="submit">(Refund \$120|Decline)<\/button><\/form>/, agent);
					const head = await fetch(url, { method: 'HEAD', headers: { 'user-agent': agent } });
					assert.ok(head.status < 500, `HEAD ${head.status}`);
				}
			}
			assert.equal((await rows()).find((r) => r.id === refundWaiting.id).status, 'waiting');
		});
		await check("the link opens a page in an in-app browser (LinkedIn's); its button approves; the workflow finishes with { data: { approved: true } } and tells support", async () => {
			const page = await get(approve, IN_APP_BROWSER);
			assert.equal(page.status, 200);
			// example 09's question and its approve label
			assert.match(page.text, /Refund \$120 to ana for order #1042\?[^]*<form method="post"><button type="submit">Refund \$120<\/button><\/form>/);
			assert.equal((await rows()).find((r) => r.id === refundWaiting.id).status, 'waiting');
			// what the browser sends for the page's form: an empty form-encoded POST to the page's own address
			const res = await fetch(approve, { method: 'POST', headers: { 'user-agent': IN_APP_BROWSER, 'content-type': 'application/x-www-form-urlencoded', origin: n8n.baseUrl }, body: '' });
			const text = await res.text();
			assert.equal(res.status, 200, text.slice(0, 300));
			assert.match(text, /Got it, thanks/);
			const done = await settled(refundWaiting.id);
			assert.equal(done.status, 'success');
			const [answer] = output(done, 'Ask finance refund');
			assert.equal(answer.data.approved, true);
			assert.match(answer.data.respondedAt, /^\d{4}-\d\d-\d\dT/);
			assert.equal(output(done, 'Tell support refund')[0].data.text, 'Finance approved the $120 refund for order #1042.');
		});
		await check('a second answer changes nothing and says so', async () => {
			const res = await get(decline);
			assert.equal(res.status, 200);
			assert.match(res.text, /No action required/);
			const posted = await fetch(decline, { method: 'POST', headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
			assert.match(await posted.text(), /No action required/);
			const after = (await rows()).find((r) => r.id === refundWaiting.id);
			assert.equal(output(after, 'Ask finance refund')[0].data.approved, true);
			// the refund's own message to support (the limit's goes there too, once n8n's WaitTracker resumes it)
			assert.equal(server.requestsTo('POST', '/v3/messages').filter((r) => r.body?.receiver === 'support-lead' && /approved/.test(r.body?.data?.text)).length, 1);
		});

		const variants = [
			['React Native (JSON, data)', 'rn', (id) => ({ contentType: 'application/json', body: JSON.stringify({ appID: 'demo', region: 'us', trigger: 'ui_message_interacted', payload: { answer: 'submit' }, data: { messageId: id, interactedBy: 'rn', formData: { 'field-0': 'Carrier strike' } } }) })],
			['dataKey CometChatData (JSON)', 'dk', (id) => ({ contentType: 'application/json', body: JSON.stringify({ answer: 'submit', CometChatData: { messageId: id, interactedBy: 'dk', formData: { 'field-0': 'Carrier strike' } } }) })],
			['Android (form-encoded)', 'an', (id) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ payload: '{"answer":"submit"}', data: JSON.stringify({ messageId: id, interactedBy: 'an', interactedElementId: 'submit', formData: [{ elementId: 'field-0', value: 'Carrier strike' }] }) }).toString() })],
		];
		for (const [name, uid, make] of variants) {
			await check(`chat form answered by ${name}: CORS preflight, resume, output, message marked interacted`, async () => {
				const before = (await rows()).filter((r) => ran(r, 'Ask in chat')).length;
				await start('chat', { uid });
				const waitingRow = await (async () => {
					for (let i = 0; i < 200; i++) {
						const found = (await rows()).filter((r) => ran(r, 'Ask in chat'));
						if (found.length > before && found.at(-1).status === 'waiting') return found.at(-1);
						await sleep(300);
					}
					throw new Error('the chat execution never waited');
				})();
				const [form] = questions(uid);
				assert.equal(form.body.type, 'form');
				assert.deepEqual(validateSendMessageBody(form.body), []);
				const [url] = linksOf(form);
				const origin = 'https://chat.example.invalid';
				const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
				assert.ok(preflight.status >= 200 && preflight.status < 300, `preflight ${preflight.status}`);
				assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
				assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
				const messageId = String(server.messages.find((m) => m.receiver === uid).id);
				const { contentType, body } = make(messageId);
				const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, origin, 'user-agent': 'okhttp/4.12.0' }, body });
				assert.equal(res.status, 200, await res.clone().text());
				assert.deepEqual(await res.json(), { message: 'Answer recorded' });
				const row = await settled(waitingRow.id);
				assert.equal(row.status, 'success', JSON.stringify(row.data?.resultData?.error ?? row.status).slice(0, 500));
				assert.equal(output(row, 'Ask in chat')[0].data.text, 'Carrier strike');
				const marks = server.requestsTo('PATCH', `/v3/messages/${messageId}/interacted`);
				assert.deepEqual(marks.map((m) => [m.headers.onbehalfof, m.body]), [[uid, { interactions: ['submit'] }]]);
			});
		}

		await check('the wait limit passes: the execution resumes without an answer and tells support', async () => {
			const done = await execution('Tell support limit', 'success', 100_000);
			const passed = output(done, 'Ask finance limit');
			assert.equal(passed.length, 1);
			assert.equal(passed[0].data, undefined, 'no answer: the start item passes through');
			assert.deepEqual(passed[0].body, {});
			assert.equal(output(done, 'Tell support limit')[0].data.text, 'No answer from finance within a day: the refund for order #1042 is still open.');
			console.log(`[${tag}] the 3 s wait limit resumed ${Math.round((new Date(done.stoppedAt).getTime() - ready) / 1000)} s after the suite began`);
		});
		await check('the API key is in no message, page, log or execution', async () => {
			const seen = JSON.stringify([server.requests.map((r) => r.body), await rows()]) + n8n.logs();
			assert.ok(!seen.includes(server.apiKey));
			for (const r of server.requests) assert.equal(r.headers.apikey, server.apiKey);
		});
	});
}

await runAsMain(import.meta.url, 'the Send and Wait workflow runs in real n8n', runOnce, stackHead(3));
