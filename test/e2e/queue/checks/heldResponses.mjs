// Check 5: the requests the CometChat Trigger holds until the workflow answers (responseMode
// responseNode; nodes/shared/heldResponse.ts), in queue mode. The webhook process runs the
// trigger's webhook(), holds CometChat's request and enqueues the run; a worker runs the
// workflow, and its answer (Answer Moderation Request, Answer Agent Run) travels back through
// Redis to the webhook process, which writes it to the held request. Checked:
// - Custom API moderation (moderationWorkflows.mjs): the workflow's decision (violation and
//   clean) comes back as CometChat reads it, from a run on a worker, times printed; a run that
//   fails gets the fallback it chose (flag) within CometChat's 2 s;
// - an AG-UI run of examples/16-agui-agent.json (AI Agent, scripted model, CometChat tool),
//   read by @ag-ui/client as CometChat reads it: every event valid and in order, the text
//   complete, the run executed on a worker;
// - 20 moderation requests sent at once: their answer times (p50, p95, max) printed, a figure
//   for docs/scaling.md, not a check (they depend on the machine's load).
import assert from 'node:assert/strict';
import { loadavg } from 'node:os';
import { assertAnsweredRun, runAsCometChat } from '../../agUiClient.mjs';
import { AGENT_ANSWER, agentScenarios, startAgentCometChat } from '../../agent.e2e.mjs';
import { startFakeModel } from '../../fakeModel.mjs';
import { WEBHOOK_USER, basic, credentials, loadExample } from '../../harness.mjs';
import { askMany, askModeration, failingWorkflow, moderationCredentials, moderationRequest, rulesWorkflow, summary } from '../../moderationWorkflows.mjs';
import { onCleanup } from '../cleanup.mjs';

const LIMIT_MS = 2000;
const BURST = 20;
const AGENT_PASSWORD = 'E2eQueueAgentPassw0rd77';
const MODEL_KEY = 'sk-fake-model-key-queue-agent';

/** Example 16 with credentials of its own (the trigger burst imports credentials under the examples' ids). */
function agentWorkflow() {
	const { workflow, webhookPath } = loadExample('16-agui-agent.json');
	const ids = { 'cometchat-demo': 'q-agent-cometchat', 'cometchat-webhook-auth': 'q-agent-auth' };
	for (const node of workflow.nodes) for (const ref of Object.values(node.credentials ?? {})) ref.id = ids[ref.id] ?? ref.id;
	return { workflow, webhookPath, ids };
}

export async function prepare() {
	const { server, data } = await startAgentCometChat();
	onCleanup('fake CometChat agent', () => server.stop());
	const model = await startFakeModel({ scenarios: agentScenarios });
	onCleanup('fake model', () => model.stop());
	const rules = rulesWorkflow();
	const failing = failingWorkflow();
	const agent = agentWorkflow();
	const own = (credential, id) => ({ ...credential, id });
	return {
		credentials: [
			...moderationCredentials(),
			own(credentials.cometChat(data), agent.ids['cometchat-demo']),
			own(credentials.webhookAuth(AGENT_PASSWORD), agent.ids['cometchat-webhook-auth']),
			credentials.model(MODEL_KEY, model.baseUrl),
		],
		workflows: [rules.workflow, failing.workflow, agent.workflow],
		async run(n8n, report) {
			for (const { webhookPath } of [rules, failing, agent]) await n8n.webhook.waitForWebhook(webhookPath);
			const urlOf = ({ webhookPath }) => `${n8n.webhookBase}/webhook/${webhookPath}`;
			const onWorker = async (workflowId, count) => {
				const rows = await n8n.waitForSettled(workflowId, count, { timeoutMs: 120_000 });
				const starts = n8n.workerStarts();
				return rows.map((r) => ({ id: r.id, status: r.status, mode: r.mode, workers: starts.get(r.id) ?? [] }));
			};

			const bad = await askModeration(urlOf(rules), moderationRequest(1, 'You IDIOT'));
			const fine = await askModeration(urlOf(rules), moderationRequest(2, 'see you tomorrow'));
			const ruled = await onWorker(rules.workflow.id, 2);
			report.check("moderation: the workflow's decision (violation, clean) comes back from a worker as CometChat reads it", () => {
				assert.deepEqual([bad.status, fine.status], [200, 200]);
				assert.match(bad.contentType, /^application\/json/);
				assert.deepEqual(bad.json, { isMatchingCondition: true, confidence: 0.97, reason: 'insult' });
				assert.deepEqual(fine.json, { isMatchingCondition: false, confidence: 0.99, reason: '' });
				assert.deepEqual(
					ruled.map((r) => [r.status, r.workers.length]),
					[
						['success', 1],
						['success', 1],
					],
				);
			});

			const fallback = await askModeration(urlOf(failing), moderationRequest(3, 'hello'));
			const failed = await onWorker(failing.workflow.id, 1);
			report.check('moderation: a run that fails on a worker gets its fallback (flag) within 2 s', () => {
				assert.equal(fallback.status, 200);
				assert.deepEqual([fallback.json?.isMatchingCondition, fallback.json?.confidence, typeof fallback.json?.reason], [true, 1, 'string']);
				assert.ok(fallback.ms < LIMIT_MS, `${Math.round(fallback.ms)} ms`);
				assert.deepEqual(
					failed.map((r) => [r.status, r.workers.length]),
					[['error', 1]],
				);
			});

			const run = await runAsCometChat(urlOf(agent), 'who-is ana?', { runId: 'queue-run-1', authorization: basic(WEBHOOK_USER, AGENT_PASSWORD) });
			const agentRuns = await onWorker(agent.workflow.id, 1);
			// CometChat's requests arriving together: the webhook process holds them, the workers run them
			const burst = await askMany(urlOf(rules), { total: BURST, concurrency: BURST });
			const times = summary(burst);
			const fallbacks = burst.filter((r) => /^No decision|ended without/.test(r.json?.reason ?? '')).length;
			report.figure('held responses', {
				[`moderation, ${BURST} requests at once (p50 / p95 / max)`]: `${times.p50} / ${times.p95} / ${times.max} ms, ${fallbacks} fallbacks, ${burst.filter((r) => r.status !== 200).length} not 200; load ${loadavg()[0].toFixed(1)}`,
				'moderation decision (violation)': `${Math.round(bad.ms)} ms`,
				'moderation decision (clean)': `${Math.round(fine.ms)} ms`,
				'moderation fallback (failed run)': `${Math.round(fallback.ms)} ms: ${fallback.json?.reason}`,
				'agent run (AI Agent + tool)': `${run.ms} ms, ${run.events.length} events`,
				executions: [...ruled, ...failed, ...agentRuns].map((r) => `${r.id} ${r.status} on ${r.workers.join('+') || '?'}`).join(', '),
			});
			report.check('agent: @ag-ui/client reads one valid run from a worker: every event in order, the text complete, the tool used', () => {
				assertAnsweredRun(run, { runId: 'queue-run-1', text: AGENT_ANSWER });
				assert.equal(server.requestsTo('GET', '/v3/users/ana').length, 1, 'the CometChat tool ran');
				assert.deepEqual(
					agentRuns.map((r) => [r.status, r.workers.length]),
					[['success', 1]],
				);
			});
		},
	};
}
