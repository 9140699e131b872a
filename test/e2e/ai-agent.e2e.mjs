// End-to-end in REAL n8n (1.123.x and 2.x): the CometChat node as tools of n8n's AI Agent,
// whose OpenAI Chat Model talks to an OpenAI-compatible fake model on 127.0.0.1
// (fakeModel.mjs: scripted tool calls, plain and streamed answers). Checked:
//   - example 13 as it ships, from a CometChat webhook delivery to the reply in the
//     conversation; the bot's own reply starts nothing (loop guard)
//   - failed tool calls reach the model as answers it can use (unknown user, a refused
//     parameter, a 429 that outlasts the wait), through a streaming Webhook start
//   - 2.x: human review of Block Users by a moderator in CometChat, approved and declined,
//     through the link and in the chat with each UI kit body Send and Wait accepts
//   - the CometChat API key is in nothing the model received, nor in n8n's executions or logs
//
//   scripts/e2e/in-netns.sh node test/e2e/ai-agent.e2e.mjs [1|2|1,2]
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeModel, toolAnswers } from './fakeModel.mjs';
import { credentials, runAsMain, support, withN8n } from './harness.mjs';
import { REPO_DIR, stackHead } from './n8n-runner.mjs';

const { startExampleServer } = support('exampleServer');
const { makeUser } = support('fake/users');
const events = support('cometChatEvents');

const USER = 'cometchat';
const PASSWORD = 'E2eWebhookPassw0rd4711';
const MODEL_KEY = 'sk-fake-model-key-e2e';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const REVIEWED = 'aiReviewLinks';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const basic = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
const custom = (node) => ({ ...node, type: node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.') });

/** Example 13 for this n8n: 1.x has no human review, so the guarded block tool goes with it. */
function supportAgent(major) {
	const example = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', '13-ai-support-agent.json'), 'utf8'));
	example.nodes = example.nodes.map(custom);
	if (major < 2) {
		const dropped = ['Moderator approval', 'Block the sender'];
		example.nodes = example.nodes.filter((n) => !dropped.includes(n.name));
		for (const name of dropped) delete example.connections[name];
	}
	return example;
}

/** Example 13 with the moderator answering through the link (browser) instead of the chat card. */
function reviewedByLink(example) {
	const copy = JSON.parse(JSON.stringify(example));
	copy.id = REVIEWED;
	copy.name = 'AI support agent, review by link';
	copy.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger').webhookId = 'ai-review-links';
	copy.nodes.find((n) => n.name === 'Moderator approval').parameters.answerIn = 'browser';
	return copy;
}

/** Webhook (streaming) → AI Agent with Get a user and Send a message, the model filling every parameter. */
function toolErrorsWorkflow() {
	const credentials = { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } };
	const tool = (id, name, parameters, y) => ({ id, name, type: 'CUSTOM.cometChatTool', typeVersion: 1, position: [400, y], parameters: { descriptionType: 'auto', ...parameters }, credentials });
	return {
		id: 'aiToolErrors',
		name: 'AI tool errors',
		settings: { executionOrder: 'v1' },
		nodes: [
			{ id: 'start', name: 'Start', type: 'n8n-nodes-base.webhook', typeVersion: 2.1, position: [0, 0], webhookId: 'ai-tool-errors', parameters: { httpMethod: 'POST', path: 'ai-tool-errors', responseMode: 'streaming', options: {} } },
			{ id: 'agent', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, position: [240, 0], parameters: { promptType: 'define', text: '={{ $json.body.text }}', options: { enableStreaming: true } } },
			{ id: 'model', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [200, 240], parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} }, credentials: { openAiApi: { id: 'openai-compatible', name: 'OpenAI-compatible model' } } },
			tool('get-user', 'Get a user in CometChat', { resource: 'user', operation: 'get', uid: { __rl: true, mode: 'id', value: "={{ $fromAI('uid', 'The uid of the CometChat user', 'string') }}" } }, 240),
			tool('send', 'Send a message in CometChat', { resource: 'message', operation: 'send', receiverType: 'user', receiver: "={{ $fromAI('receiver', 'The uid of the person', 'string') }}", category: 'message', messageType: 'text', text: "={{ $fromAI('text', 'The message', 'string') }}", additionalFields: {} }, 400),
		],
		connections: {
			Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
			'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
			'Get a user in CometChat': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
			'Send a message in CometChat': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
	};
}

/** What the scripted model does, by the word the person's message starts with. */
function scenarios(fake) {
	const block = (uid) => [{ tools: [{ name: 'Block_the_sender', args: { toolParameters: { blockedUids: uid }, hitlParameters: {} } }] }, { text: 'Handled.' }];
	return {
		'order-status': [
			{ tools: [{ name: 'Read_the_conversation', args: {} }] },
			{ tools: [{ name: 'Reply', args: { reply: 'Your order #1042 left our warehouse today.' } }] },
			{ text: 'I replied in the conversation.' },
		],
		'tool-errors': [
			{ tools: [{ name: 'Get_a_user_in_CometChat', args: { uid: 'ghost' } }] },
			{ tools: [{ name: 'Send_a_message_in_CometChat', args: { receiver: 'ana', text: 'x'.repeat(11_000) } }] },
			() => {
				// CometChat's limit resets in 10 minutes, beyond the 60 s the node waits
				fake.fault({ match: (r) => r.method === 'POST' && r.path === '/v3/messages', status: 429, headers: { 'retry-after': '600' }, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });
				return { tools: [{ name: 'Send_a_message_in_CometChat', args: { receiver: 'ana', text: 'Hello' } }] };
			},
			{ text: 'Sorry, CometChat is busy; I will try later.' },
		],
		...Object.fromEntries(['link-yes', 'link-no', 'chat-yes-rn', 'chat-yes-dk', 'chat-yes-android', 'chat-no-rn', 'chat-no-dk', 'chat-no-android'].map((name) => [name, block(`troll-${name}`)])),
	};
}

/** A message the person sends in CometChat (stored by the fake as CometChat stores it), before its webhook comes. */
async function sendAs(cometChat, sender, receiver, text) {
	const res = await fetch(`${cometChat.baseUrl}/messages`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', apikey: cometChat.apiKey, onbehalfof: sender },
		body: JSON.stringify({ receiver, receiverType: 'user', category: 'message', type: 'text', data: { text } }),
	});
	assert.equal(res.status, 200);
	return (await res.json()).data;
}

/** The UI kits' bodies for a card button's apiAction, as Send and Wait accepts them. */
const KIT_BODIES = {
	rn: (id, answer) => ({ contentType: 'application/json', body: JSON.stringify({ appID: 'demo', region: 'us', trigger: 'ui_message_interacted', payload: { answer }, data: { messageId: id, interactedBy: 'moderator' } }) }),
	dk: (id, answer) => ({ contentType: 'application/json', body: JSON.stringify({ answer, CometChatData: { messageId: id, interactedBy: 'moderator' } }) }),
	android: (id, answer) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ payload: JSON.stringify({ answer }), data: JSON.stringify({ messageId: id, interactedBy: 'moderator', interactedElementId: answer }) }).toString() }),
};

async function runOnce(n8nVersion, tag, check) {
	const major = Number(n8nVersion);
	const { server, credentials: data } = await startExampleServer();
	for (const uid of ['ana', 'support-bot', 'moderator']) server.users.set(uid, makeUser(uid, { name: uid }));
	const model = await startFakeModel({ scenarios: scenarios(server) });
	const agent = supportAgent(major);
	const workflows = [agent, toolErrorsWorkflow(), ...(major >= 2 ? [reviewedByLink(agent)] : [])];
	const stops = [() => model.stop(), () => server.stop()];
	await withN8n({ what: 'AI agent', credentials: [credentials.cometChat(data), credentials.webhookAuth(PASSWORD, USER), credentials.model(MODEL_KEY, model.baseUrl)], workflows, stops }, async (n8n) => {
		const rows = async (workflowId) => await n8n.executions({ workflowId, includeData: true });
		const settled = async (workflowId, count, timeoutMs = 60_000) => {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const all = await rows(workflowId);
				if (all.length >= count && all.slice(0, count).every((r) => !['new', 'running', 'unknown'].includes(r.status))) return all;
				if (Date.now() > until) throw new Error(`${workflowId}: ${all.length} executions (${all.map((r) => r.status)}) after ${timeoutMs} ms, wanted ${count} settled`);
				await sleep(300);
			}
		};
		const deliver = async (trigger, event) => {
			const webhookPath = `${trigger}/webhook`;
			await n8n.waitForWebhook(webhookPath);
			const res = await fetch(n8n.webhookUrl(webhookPath), { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic }, body: JSON.stringify(event) });
			assert.equal(res.status, 200, `delivery: ${res.status} ${await res.text()}`);
		};
		const agentTrigger = agent.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger').webhookId;
		const lastRequest = (name) => model.conversation(name).at(-1);

		// example 13 from a webhook delivery to the reply
		const question = await sendAs(data, 'ana', 'support-bot', 'order-status: where is my order #1042?');
		await deliver(agentTrigger, events.messageSent(String(question.id), { sender: 'ana', receiver: 'support-bot', text: question.data.text }));
		const [orderRun] = await settled(agent.id, 1);
		await check('example 13: a message to the bot reads the conversation and replies in it as the bot', async () => {
			assert.equal(orderRun.status, 'success', JSON.stringify(orderRun.data?.resultData?.error ?? '').slice(0, 800));
			const reads = server.requestsTo('GET', '/v3/users/ana/messages');
			assert.equal(reads.length, 1);
			assert.equal(reads[0].headers.onbehalfof, 'support-bot');
			const replies = server.requestsTo('POST', '/v3/messages').filter((r) => r.body.receiver === 'ana');
			assert.equal(replies.length, 1);
			assert.equal(replies[0].headers.onbehalfof, 'support-bot');
			assert.deepEqual([replies[0].body.receiverType, replies[0].body.category, replies[0].body.type, replies[0].body.data.text], ['user', 'message', 'text', 'Your order #1042 left our warehouse today.']);
			const answers = toolAnswers(lastRequest('order-status'));
			assert.deepEqual(answers.map((a) => a.name), ['Read_the_conversation', 'Reply']);
			const conversation = JSON.parse(answers[0].content);
			assert.deepEqual(conversation.map((m) => [m.sender, m.receiver, m.data.text]), [['ana', 'support-bot', 'order-status: where is my order #1042?']]);
			const [sent] = JSON.parse(answers[1].content);
			assert.equal(sent.data.text, 'Your order #1042 left our warehouse today.');
			assert.equal(sent.sender, 'support-bot');
			assert.equal(orderRun.data.resultData.runData['AI Agent'][0].data.main[0][0].json.output, 'I replied in the conversation.');
			const first = model.conversation('order-status')[0];
			assert.ok(model.conversation('order-status').every((body) => !body.stream), 'plain answers: the trigger does not stream');
			assert.deepEqual(first.tools.map((t) => t.function.name).sort(), (major >= 2 ? ['Block_the_sender', 'Read_the_conversation', 'Reply'] : ['Read_the_conversation', 'Reply']));
		});
		await check("example 13: the bot's own reply, delivered back by CometChat, starts nothing (loop guard)", async () => {
			const reply = server.messages.find((m) => m.receiver === 'ana' && m.sender === 'support-bot');
			await deliver(agentTrigger, events.messageSent(String(reply.id), { sender: 'support-bot', receiver: 'ana', text: reply.data.text }));
			await sleep(2000);
			assert.equal((await rows(agent.id)).length, 1);
		});

		// failed tool calls as answers, the model streamed
		const res = await fetch(n8n.webhookUrl('ai-tool-errors'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'tool-errors: look up ghost, then greet ana' }) });
		const streamed = await res.text();
		await check('tool errors: an unknown user, a refused parameter and a 429 beyond the wait reach the model as answers it can read; the agent goes on', async () => {
			const [run] = await settled('aiToolErrors', 1);
			const conversation = model.conversation('tool-errors');
			// n8n streams the agent's answer (begin … end); with tool calls it closes the stream after the
			// first model turn, so the final text is read from the execution
			assert.equal(res.status, 200);
			assert.match(streamed, /^\{"type":"begin"/);
			assert.equal(run.data.resultData.runData['AI Agent'][0].data.main[0][0].json.output, 'Sorry, CometChat is busy; I will try later.');
			assert.equal(conversation.length, 4);
			assert.ok(conversation.every((body) => body.stream === true), 'the model was asked to stream');
			const answers = toolAnswers(conversation.at(-1)).map((a) => ({ name: a.name, answer: JSON.parse(a.content)[0] }));
			assert.deepEqual(answers[0], { name: 'Get_a_user_in_CometChat', answer: { error: 'The user with uid ghost does not exist.', code: 'ERR_UID_NOT_FOUND', httpCode: '404', hint: 'The user with uid ghost does not exist. (ERR_UID_NOT_FOUND). Error code: ERR_UID_NOT_FOUND' } });
			assert.match(answers[1].answer.error, /^Message Data \(text, attachments, additionalFields\.metadata\) is too large: the data object is 11011 bytes; CometChat accepts at most 10240 bytes/);
			assert.match(answers[2].answer.error, /^CometChat rate limit reached; it resets at .* \(in 600 s\), longer than the 60 s this node waits at a time$/);
			assert.equal(answers[2].answer.code, 'ERR_TOO_MANY_REQUESTS');
			assert.match(answers[2].answer.hint, /Spread the work out/);
			assert.equal(server.requestsTo('POST', '/v3/messages').filter((r) => r.body.data?.text?.startsWith('xxx')).length, 0, 'the refused message was not sent');
			assert.equal(run.status, 'success');
		});

		if (major >= 2) await humanReview({ server, agentId: agent.id, agentTrigger, deliver, settled, rows, check, lastRequest });

		await check('the CometChat API key is in nothing the model received, nor in executions or logs; the model key only in its header', async () => {
			const seen = JSON.stringify(model.requests.map((r) => r.body)) + JSON.stringify(await rows()) + n8n.logs();
			assert.ok(!seen.includes(server.apiKey));
			assert.ok(!seen.includes(MODEL_KEY));
			assert.ok(model.requests.every((r) => r.headers.authorization === `Bearer ${MODEL_KEY}`));
		});
	});
}

/** n8n 2.x: Block the sender behind Moderator approval, each way a moderator can answer. */
async function humanReview({ server, agentId, agentTrigger, deliver, settled, rows, check, lastRequest }) {
	const cases = [
		{ scenario: 'link-yes', workflow: REVIEWED, trigger: 'ai-review-links', approve: true },
		{ scenario: 'link-no', workflow: REVIEWED, trigger: 'ai-review-links', approve: false },
		{ scenario: 'chat-yes-rn', workflow: agentId, trigger: agentTrigger, approve: true, kit: 'rn' },
		{ scenario: 'chat-yes-dk', workflow: agentId, trigger: agentTrigger, approve: true, kit: 'dk' },
		{ scenario: 'chat-yes-android', workflow: agentId, trigger: agentTrigger, approve: true, kit: 'android' },
		{ scenario: 'chat-no-rn', workflow: agentId, trigger: agentTrigger, approve: false, kit: 'rn' },
		{ scenario: 'chat-no-dk', workflow: agentId, trigger: agentTrigger, approve: false, kit: 'dk' },
		{ scenario: 'chat-no-android', workflow: agentId, trigger: agentTrigger, approve: false, kit: 'android' },
	];
	for (const c of cases) {
		const troll = `troll-${c.scenario}`;
		const how = c.kit ? `in the chat (${c.kit} body)` : 'through the link';
		await check(`human review ${c.approve ? 'approved' : 'declined'} ${how}: ${c.approve ? 'the block is sent and the model gets CometChat\'s answer' : 'nothing is sent and the model is told'}`, async () => {
			server.users.set(troll, makeUser(troll, { name: troll }));
			const before = (await rows(c.workflow)).length;
			await deliver(c.trigger, events.messageSent(`e2e-${c.scenario}`, { sender: troll, receiver: 'support-bot', text: `${c.scenario}: you are all useless idiots` }));
			// answered only once n8n stored the execution as waiting (earlier it answers 409)
			const waiting = await (async () => {
				for (let i = 0; i < 200; i++) {
					const found = (await rows(c.workflow)).slice(before);
					if (found[0]?.status === 'waiting') return found[0];
					if (found[0] && !['new', 'running', 'unknown'].includes(found[0].status)) throw new Error(`execution ${found[0].id} is ${found[0].status}: ${JSON.stringify(found[0].data?.resultData?.error ?? '').slice(0, 600)}`);
					await sleep(300);
				}
				throw new Error('the execution never waited for the moderator');
			})();
			const question = server.requestsTo('POST', '/v3/messages').find((r) => r.body.receiver === 'moderator' && JSON.stringify(r.body.data).includes(troll));
			assert.ok(question, 'the moderator was asked in CometChat');
			assert.equal(question.headers.onbehalfof, 'support-bot');
			assert.equal(question.body.type, 'card');
			const [approveButton, declineButton] = question.body.data.interactiveData.cardActions;
			assert.equal(approveButton.action.actionType, c.kit ? 'apiAction' : 'urlNavigation');
			const url = (c.approve ? approveButton : declineButton).action.url;
			let answer;
			if (c.kit) {
				const messageId = String(server.messages.find((m) => m.receiver === 'moderator' && JSON.stringify(m.data).includes(troll)).id);
				const { contentType, body } = KIT_BODIES[c.kit](messageId, c.approve ? 'approve' : 'decline');
				answer = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, origin: 'https://chat.example.invalid', 'user-agent': 'okhttp/4.12.0' }, body });
			} else {
				// the link opens a page that asks for the click; its button posts back to the link
				const page = await fetch(url, { headers: { 'user-agent': BROWSER } });
				assert.match(await page.text(), /<form method="post"><button type="submit">/);
				answer = await fetch(url, { method: 'POST', headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
			}
			assert.equal(answer.status, 200, await answer.clone().text());
			const done = (await settled(c.workflow, before + 1)).find((r) => r.id === waiting.id);
			assert.equal(done.status, 'success', JSON.stringify(done.data?.resultData?.error ?? '').slice(0, 600));
			const blocks = server.requestsTo('POST', '/v3/users/support-bot/blockedusers').filter((r) => r.body.blockedUids?.includes(troll));
			const [toolAnswer] = toolAnswers(lastRequest(c.scenario));
			assert.equal(toolAnswer.name, 'Block_the_sender');
			if (c.approve) {
				assert.equal(blocks.length, 1);
				assert.deepEqual(blocks[0].body, { blockedUids: [troll] });
				assert.ok(toolAnswer.content.includes(troll), toolAnswer.content.slice(0, 300));
				assert.ok(!/rejected/i.test(toolAnswer.content));
			} else {
				assert.equal(blocks.length, 0);
				assert.match(toolAnswer.content, /rejected the tool call/);
			}
			if (c.kit) {
				const marks = server.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/interacted') && r.headers.onbehalfof === 'moderator');
				assert.ok(marks.some((m) => m.body.interactions?.[0] === (c.approve ? 'approve' : 'decline')), 'the card is marked answered');
			}
		});
	}
}

await runAsMain(import.meta.url, 'the AI agent workflows run in real n8n', runOnce, stackHead(4));
