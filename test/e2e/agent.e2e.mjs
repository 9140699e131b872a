// End-to-end in REAL n8n: the AG-UI agent of examples/16-agui-agent.json (CometChat Trigger
// listening for Agent Runs -> n8n's AI Agent with the OpenAI Chat Model and a CometChat tool ->
// Agent > Answer Agent Run) is activated (1.x) or published (2.x) in `n8n start`, against the
// fake CometChat and the scripted OpenAI-compatible model (fakeModel.mjs) on 127.0.0.1.
// CometChat's side is @ag-ui/client's HttpAgent: it POSTs a RunAgentInput to the production
// webhook URL and reads the answer, checking every event against the AG-UI schemas and order.
// Checked: the run answered with the tool's result, every event valid and in order, the text
// complete; a run whose model fails gets RUN_STARTED + RUN_ERROR at once; Basic Auth refused:
// 401 and no execution; no key or password in the n8n log or in the answers.
//
//   scripts/e2e/in-netns.sh node test/e2e/agent.e2e.mjs        # 1 and 2 (2 skipped if not installed)
//   scripts/e2e/in-netns.sh node test/e2e/agent.e2e.mjs 2      # only n8n 2.x
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HttpAgent } from '@ag-ui/client';
import { startFakeModel, toolAnswers } from './fakeModel.mjs';
import { REPO_DIR, checker, finishChecks, runEachVersion, stackHead } from './n8n-runner.mjs';
import { startN8nServer } from './n8n-server.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const { makeUser } = require(path.join(REPO_DIR, 'build-test/test/support/fake/users.js'));

const USER = 'cometchat';
const PASSWORD = 'E2eAgentPassw0rd0815';
const MODEL_KEY = 'sk-fake-model-key-agent-e2e';
const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function agentWorkflow() {
	const workflow = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', '16-agui-agent.json'), 'utf8'));
	for (const node of workflow.nodes) node.type = node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.');
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	return { workflow, webhookPath: `${trigger.webhookId}/webhook` };
}

/** The scripted model: look the user up with the one tool it is given, then answer with what CometChat said. */
const scenarios = {
	'who-is': [
		(body) => ({ tools: [{ name: body.tools[0].function.name, args: { uid: 'ana' } }] }),
		(body) => {
			const answer = JSON.parse(toolAnswers(body).at(-1)?.content ?? '{}');
			const user = Array.isArray(answer) ? answer[0] : answer;
			return { text: `Ana is registered as "${user.name}" and is ${user.status}. Anything else? 📦` };
		},
	],
};

/** Runs the agent at `url` as CometChat does and returns every event @ag-ui/client accepted. */
async function runAsCometChat(url, text, { authorization = basic(USER, PASSWORD), runId } = {}) {
	const read = { events: [], status: undefined };
	const agent = new HttpAgent({
		url,
		headers: authorization ? { authorization } : {},
		threadId: `thread-${runId}`,
		initialMessages: [
			{ id: 'm1', role: 'user', content: 'Hi' },
			{ id: 'm2', role: 'assistant', content: 'Hello! How can I help?' },
			{ id: 'm3', role: 'user', content: text },
		],
		fetch: async (input, init) => {
			const response = await fetch(input, init);
			read.status = response.status;
			read.contentType = response.headers.get('content-type');
			return response;
		},
	});
	const started = Date.now();
	const errorLog = console.error;
	console.error = () => {}; // the client logs a refused run; the check reads it from `error`
	try {
		const result = await agent.runAgent({ runId, tools: [], context: [] }, { onEvent: ({ event }) => void read.events.push(event) });
		read.newMessages = JSON.parse(JSON.stringify(result.newMessages));
	} catch (error) {
		read.error = error;
	} finally {
		console.error = errorLog;
	}
	read.ms = Date.now() - started;
	return read;
}

const types = (read) => read.events.map((e) => e.type);

async function runOnce(n8nVersion, tag, checks) {
	const check = checker(checks, tag, stackHead(4));
	const { server, credentials: data } = await startExampleServer();
	server.users.set('ana', makeUser('ana', { name: 'Ana Lima', status: 'online' }));
	const model = await startFakeModel({ scenarios });
	const { workflow, webhookPath } = agentWorkflow();
	const started = Date.now();
	let n8n;
	try {
		n8n = await startN8nServer({
			n8nVersion,
			packageDir: REPO_DIR,
			credentials: [
				{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data },
				{ id: 'cometchat-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user: USER, password: PASSWORD } },
				{ id: 'openai-compatible', name: 'OpenAI-compatible model', type: 'openAiApi', data: { apiKey: MODEL_KEY, url: model.baseUrl } },
			],
			workflows: [workflow],
		});
		await n8n.waitForWebhook(webhookPath);
		const url = n8n.webhookUrl(webhookPath);
		console.log(`[${tag}] n8n ready in ${Math.round((Date.now() - started) / 1000)} s`);

		const answered = await runAsCometChat(url, 'who-is ana?', { runId: 'run-1' });
		await check('a run is answered as one valid AG-UI run: every event in order, the text complete, the tool used', async () => {
			assert.equal(answered.error, undefined, String(answered.error?.stack ?? ''));
			assert.equal(answered.status, 200);
			assert.match(String(answered.contentType), /^text\/event-stream/);
			assert.deepEqual(types(answered), ['RUN_STARTED', 'TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_FINISHED']);
			assert.deepEqual([answered.events[0].threadId, answered.events[0].runId, answered.events[4].runId], ['thread-run-1', 'run-1', 'run-1']);
			assert.deepEqual(answered.newMessages.map((m) => [m.role, m.content]), [['assistant', 'Ana is registered as "Ana Lima" and is online. Anything else? 📦']]);
			assert.equal(server.requestsTo('GET', '/v3/users/ana').length, 1, 'the CometChat tool ran');
			const asked = model.conversation('who-is')[0];
			assert.ok(JSON.stringify(asked.messages).includes('assistant: Hello! How can I help?'), 'the history reached the model');
			console.log(`[${tag}] answered in ${answered.ms} ms`);
		});

		const failing = await runAsCometChat(url, 'nothing the model knows', { runId: 'run-2' });
		await check('a run whose workflow fails: RUN_STARTED + RUN_ERROR at once (not at Answer Within), status 200', async () => {
			assert.equal(failing.status, 200);
			assert.match(String(failing.contentType), /^text\/event-stream/);
			assert.deepEqual(types(failing), ['RUN_STARTED', 'RUN_ERROR']);
			assert.match(failing.events[1].message, /did not answer the run: it failed/);
			assert.ok(failing.ms < 30_000, `${failing.ms} ms`);
			console.log(`[${tag}] failure answered in ${failing.ms} ms`);
		});

		const refused = await runAsCometChat(url, 'who-is ana?', { runId: 'run-3', authorization: basic(USER, 'wrong') });
		await check('Basic Auth refused: 401, the client reports it, no execution', async () => {
			assert.equal(refused.status, 401);
			assert.ok(refused.error);
			const rows = await n8n.waitForExecutions(2, { workflowId: workflow.id, timeoutMs: 60_000 });
			assert.equal(rows.length, 2);
			assert.deepEqual(rows.map((r) => r.status).sort(), ['error', 'success']);
		});

		await check('no key or password in the n8n log or in any answer', async () => {
			const seen = `${n8n.logs()}\n${JSON.stringify([answered, failing, refused.events, String(refused.error)])}`;
			for (const secret of [PASSWORD, MODEL_KEY, String(data.apiKey)]) assert.ok(!seen.includes(secret), `leaked ${secret.slice(0, 4)}…`);
		});
		console.log(`[${tag}] agent e2e: real n8n ${n8n.version}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
	} finally {
		if (n8n) await n8n.stop();
		await model.stop();
		await server.stop();
	}
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
	const checks = [];
	await runEachVersion(checks, 'n8n starts with the AG-UI agent active', ({ n8nVersion, tag }) => runOnce(n8nVersion, tag, checks));
	finishChecks(checks);
}
