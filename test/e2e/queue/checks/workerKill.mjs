// Check 3: a worker SIGKILLed in the middle of a rate-limited Send batch. Reports what n8n
// does with the executions that worker was running (their final status, whether another
// worker ran them again) and what reached CometChat: messages lost, and messages sent twice,
// split by cause. The node itself must never send a message twice: a message answered 200
// is not sent again, and after a 5xx, a dropped connection or a timeout POST /messages is
// not retried. A second copy can only come from n8n running an execution again.
import assert from 'node:assert/strict';
import { signalGroup } from '../../processGroup.mjs';
import { sleep, waitFor } from '../cleanup.mjs';
import { startFake } from '../fake.mjs';
import { countBy, postAll, seconds } from '../load.mjs';
import { batchBody, cometChatCredential, sendBatchWorkflow } from '../workflows.mjs';

const RATE = 50;

/** Execution ids a worker's log says it started and did not finish. */
function runningOn(worker) {
	const log = worker.logs();
	const started = [...log.matchAll(/Worker started execution (\d+)/g)].map((m) => m[1]);
	const finished = new Set([...log.matchAll(/Worker finished execution (\d+)/g)].map((m) => m[1]));
	return started.filter((id) => !finished.has(id));
}

export async function prepare({ executions, size }) {
	const fake = await startFake('worker-kill', { ratePerSecond: RATE });
	const workflow = sendBatchWorkflow({ id: 'queueKillSend', pathName: 'queue-kill-send', credentialId: 'cc-kill' });
	const total = executions * size;
	return {
		credentials: [cometChatCredential('cc-kill', fake)],
		workflows: [workflow],
		async run(n8n, report, { settleTimeoutMs = 120_000 } = {}) {
			const [victim, survivor] = n8n.workers;
			const url = `${n8n.webhookBase}/webhook/queue-kill-send`;
			await n8n.webhook.waitForWebhook('queue-kill-send');
			const answers = await postAll(url, Array.from({ length: executions }, (_, b) => batchBody(b, size)), { concurrency: executions });
			report.check('all webhook calls accepted before the kill', () => assert.deepEqual(countBy(answers, 'status'), { 200: executions }));

			// mid-run: a quarter of the messages out, and the victim busy
			await waitFor('a quarter of the messages delivered', async () => (await fake.state()).messages.length >= total / 4 && runningOn(victim).length > 0, { timeoutMs: 120_000 });
			const killedRunning = runningOn(victim);
			const deliveredAtKill = (await fake.state()).messages.length;
			const killedAt = Date.now();
			signalGroup(victim.process, 'SIGKILL');
			await victim.exited;

			// wait for every execution to settle, or give up and report what stays unsettled
			let rows;
			let settledAfter;
			try {
				rows = await n8n.waitForSettled(workflow.id, executions, { timeoutMs: settleTimeoutMs });
				settledAfter = seconds(Date.now() - killedAt);
			} catch {
				rows = await n8n.executions(workflow.id);
				settledAfter = `not all within ${seconds(settleTimeoutMs)}`;
			}
			// let in-flight sends land before counting
			let last = -1;
			for (let state = await fake.state(); state.requests !== last; state = await fake.state()) {
				last = state.requests;
				await sleep(2000);
			}
			const state = await fake.state();
			const starts = n8n.workerStarts();

			// muid = b<batch>-<i>@<executionId>
			const byItem = new Map();
			for (const m of state.messages) {
				const [item, executionId] = String(m.muid).split('@');
				byItem.set(item, [...(byItem.get(item) ?? []), executionId]);
			}
			const lost = total - byItem.size;
			const twice = [...byItem].filter(([, ids]) => ids.length > 1);
			const sameExecution = twice.filter(([, ids]) => new Set(ids).size < ids.length);
			const rerunSends = sameExecution.filter(([, ids]) => ids.every((id) => (starts.get(id) ?? []).length > 1));
			const nodeRetries = sameExecution.length - rerunSends.length;
			const otherExecution = twice.length - sameExecution.length;
			const killedRows = rows.filter((r) => killedRunning.includes(r.id));
			const errors = await n8n.errors(rows);

			report.figure('worker SIGKILLed mid-run', {
				'killed': `${victim.name} after ${deliveredAtKill}/${total} messages, running executions ${killedRunning.join(', ')}`,
				'those executions now': killedRows.map((r) => `${r.id}: ${r.status}${(starts.get(r.id) ?? []).length > 1 ? ` (started again on ${starts.get(r.id).slice(1).join(', ')})` : ''}`).join('; '),
				'all executions': `${JSON.stringify(countBy(rows, 'status'))}, settled ${settledAfter} after the kill`,
				'survivor ran': `${survivor.name}: ${[...starts].filter(([, w]) => w.includes(survivor.name)).length} executions`,
				'messages': `${byItem.size}/${total} delivered (${lost} lost), ${twice.length} sent more than once: ${rerunSends.length} by n8n running an execution again, ${otherExecution} by another execution, ${nodeRetries} by the node's own retries`,
				'requests': `${state.requests} (${state.rateLimited} answered 429)`,
				...(Object.keys(errors).length ? { 'errors': Object.entries(errors).map(([id, m]) => `${id}: ${m}`).join('; ').slice(0, 1500) } : {}),
			});
			report.check("no message sent twice by the node's own retries", () => assert.equal(nodeRetries, 0, JSON.stringify(sameExecution.slice(0, 5))));
			report.check('executions the dead worker did not hold all succeeded', () => {
				const others = rows.filter((r) => !killedRunning.includes(r.id));
				assert.deepEqual(countBy(others, 'status'), { success: others.length });
			});
		},
	};
}
