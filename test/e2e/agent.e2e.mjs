// End-to-end in REAL n8n: the AG-UI agent of examples/16-agui-agent.json (CometChat Trigger
// listening for Agent Runs -> n8n's AI Agent with the OpenAI Chat Model and a CometChat tool ->
// Agent > Answer Agent Run) is activated (1.x) or published (2.x) in `n8n start`, against the
// fake CometChat and the scripted OpenAI-compatible model (fakeModel.mjs) on 127.0.0.1.
// CometChat's side is @ag-ui/client's HttpAgent (agUiClient.mjs): it POSTs a RunAgentInput to
// the production webhook URL and reads the answer, checking every event against the AG-UI
// schemas and order. Checked: the run answered with the tool's result, every event valid and
// in order, the text complete; a run whose model fails gets RUN_STARTED + RUN_ERROR at once;
// Basic Auth refused: 401 and no execution; no key or password in the n8n log or in the answers.
//
//   scripts/e2e/in-netns.sh node test/e2e/agent.e2e.mjs        # 1 and 2 (2 skipped if not installed)
//   scripts/e2e/in-netns.sh node test/e2e/agent.e2e.mjs 2      # only n8n 2.x
import assert from 'node:assert/strict';
import { assertAnsweredRun, eventTypes, runAsCometChat } from './agUiClient.mjs';
import { startFakeModel, toolAnswers } from './fakeModel.mjs';
import { WEBHOOK_USER, basic, credentials, loadExample, runAsMain, support, withN8n } from './harness.mjs';
import { stackHead } from './n8n-runner.mjs';

const PASSWORD = 'E2eAgentPassw0rd0815';
const MODEL_KEY = 'sk-fake-model-key-agent-e2e';

/** The scripted model: look the user up with the one tool it is given, then answer with what CometChat said. */
export const agentScenarios = {
	'who-is': [
		(body) => ({ tools: [{ name: body.tools[0].function.name, args: { uid: 'ana' } }] }),
		(body) => {
			const answer = JSON.parse(toolAnswers(body).at(-1)?.content ?? '{}');
			const user = Array.isArray(answer) ? answer[0] : answer;
			return { text: `Ana is registered as "${user.name}" and is ${user.status}. Anything else? 📦` };
		},
	],
};
export const AGENT_ANSWER = 'Ana is registered as "Ana Lima" and is online. Anything else? 📦';

/** The fake CometChat the agent's tool reads (ana, online). */
export async function startAgentCometChat() {
	const { server, credentials: data } = await support('exampleServer').startExampleServer();
	server.users.set('ana', support('fake/users').makeUser('ana', { name: 'Ana Lima', status: 'online' }));
	return { server, data };
}

async function runOnce(n8nVersion, tag, check) {
	const { server, data } = await startAgentCometChat();
	const model = await startFakeModel({ scenarios: agentScenarios });
	const { workflow, webhookPath } = loadExample('16-agui-agent.json');
	const auth = basic(WEBHOOK_USER, PASSWORD);
	await withN8n(
		{
			what: 'agent',
			credentials: [credentials.cometChat(data), credentials.webhookAuth(PASSWORD), credentials.model(MODEL_KEY, model.baseUrl)],
			workflows: [workflow],
			webhookPaths: [webhookPath],
			stops: [() => model.stop(), () => server.stop()],
		},
		async (n8n) => {
			const url = n8n.webhookUrl(webhookPath);
			const answered = await runAsCometChat(url, 'who-is ana?', { runId: 'run-1', authorization: auth });
			await check('a run is answered as one valid AG-UI run: every event in order, the text complete, the tool used', async () => {
				assertAnsweredRun(answered, { runId: 'run-1', text: AGENT_ANSWER });
				assert.equal(server.requestsTo('GET', '/v3/users/ana').length, 1, 'the CometChat tool ran');
				const asked = model.conversation('who-is')[0];
				assert.ok(JSON.stringify(asked.messages).includes('assistant: Hello! How can I help?'), 'the history reached the model');
				console.log(`[${tag}] answered in ${answered.ms} ms`);
			});

			const failing = await runAsCometChat(url, 'nothing the model knows', { runId: 'run-2', authorization: auth });
			await check('a run whose workflow fails: RUN_STARTED + RUN_ERROR at once (not at Answer Within), status 200', async () => {
				assert.equal(failing.status, 200);
				assert.match(String(failing.contentType), /^text\/event-stream/);
				assert.deepEqual(eventTypes(failing), ['RUN_STARTED', 'RUN_ERROR']);
				assert.match(failing.events[1].message, /did not answer the run: it failed/);
				assert.ok(failing.ms < 30_000, `${failing.ms} ms`);
				console.log(`[${tag}] failure answered in ${failing.ms} ms`);
			});

			const refused = await runAsCometChat(url, 'who-is ana?', { runId: 'run-3', authorization: basic(WEBHOOK_USER, 'wrong') });
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
		},
	);
}

await runAsMain(import.meta.url, 'n8n starts with the AG-UI agent active', runOnce, stackHead(4));
