// Check 1: the auto-reply bot (examples/08: CometChat Trigger -> Send) active in queue mode.
// `events` message_sent deliveries are POSTed to the webhook process, `concurrency` at a
// time, as CometChat delivers them (Basic Auth, JSON). The webhook process runs the
// trigger's webhook() and enqueues; the workers run the Send. Checked: exactly one execution
// per event, spread over both workers, each reply delivered once. The webhook process's answer
// times against CometChat's 2 s are printed, not asserted (timings are figures, not tests:
// they depend on the machine and its load, which is printed beside them).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR } from '../../n8n-runner.mjs';
import { autoReplyCredentials, autoReplyWorkflow } from '../../trigger.e2e.mjs';
import { sleep } from '../cleanup.mjs';
import { startFake } from '../fake.mjs';
import { answerTimes, countBy, duplicates, postAll, seconds } from '../load.mjs';

const require = createRequire(import.meta.url);
const COMETCHAT_TIMEOUT_MS = 2000;

export async function prepare({ events, concurrency }) {
	const fake = await startFake('trigger');
	const { workflow, webhookPath } = autoReplyWorkflow();
	const [apiCredential, authCredential] = autoReplyCredentials({ appId: 'demo', region: 'us', apiKey: fake.apiKey, baseUrl: fake.baseUrl });
	return {
		credentials: [apiCredential, authCredential],
		workflows: [workflow],
		async run(n8n, report) {
			const { messageSent } = require(path.join(REPO_DIR, 'build-test/test/support/cometChatEvents.js'));
			await n8n.webhook.waitForWebhook(webhookPath);
			const url = `${n8n.webhookBase}/webhook/${webhookPath}`;
			const { user, password } = authCredential.data;
			const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
			const ids = Array.from({ length: events }, (_, i) => `q-${i + 1}`);
			const bodies = ids.map((id, i) => messageSent(id, { sender: `customer-${i % 50}`, receiver: 'support', text: `question ${id}` }));
			const started = Date.now();
			// the answer times are figures: on a machine loaded far beyond its cores the webhook
			// process took 30 s to answer, and a client giving up then left events without an execution
			const answers = await postAll(url, bodies, { concurrency, headers: { authorization }, timeoutMs: 120_000 });
			const postedIn = Date.now() - started;
			const rows = await n8n.waitForSettled(workflow.id, events, { timeoutMs: Math.max(300_000, events * 600) });
			const executedIn = Date.now() - started;
			await sleep(2000); // anything extra would show up now
			const after = await n8n.executions(workflow.id);
			const state = await fake.state();
			const replies = state.messages.map((m) => m.muid);
			const twice = duplicates(replies);
			const lost = ids.filter((id) => !replies.includes(`reply-${id}`));
			const starts = n8n.workerStarts();
			const split = countBy(after, (r) => (starts.get(r.id) ?? ['?']).join('+'));
			const times = answerTimes(answers);
			const over = answers.filter((a) => a.ms > COMETCHAT_TIMEOUT_MS).length;

			report.figure(`trigger: ${events} message_sent events, ${concurrency} at a time`, {
				answers: JSON.stringify(countBy(answers, 'status')),
				'webhook answer times': `median ${Math.round(times.median)} ms, p99 ${Math.round(times.p99)} ms, max ${Math.round(times.max)} ms (CometChat waits 2,000 ms; ${over} over)`,
				executions: `${after.length} (${JSON.stringify(countBy(after, 'status'))})`,
				'executions per worker': JSON.stringify(split),
				replies: `${replies.length} delivered, ${lost.length} lost, ${twice.size} duplicated`,
				throughput: `posted in ${seconds(postedIn)} (${((events / postedIn) * 1000).toFixed(0)} events/s), all executed after ${seconds(executedIn)}`,
			});
			report.check(`${events} events answered 200`, () => assert.deepEqual(countBy(answers, 'status'), { 200: events }));
			report.check(`exactly ${events} executions, all successful`, () => {
				assert.equal(after.length, events);
				assert.deepEqual(countBy(after, 'status'), { success: events }, JSON.stringify(rows.filter((r) => r.status !== 'success').slice(0, 3)));
			});
			report.check('executions spread over both workers', () => assert.ok(Object.keys(split).length === 2 && !split['?'], JSON.stringify(split)));
			report.check('each reply delivered once (0 lost, 0 duplicated)', () => {
				assert.deepEqual(lost.slice(0, 10), []);
				assert.deepEqual([...twice].slice(0, 10), []);
				assert.equal(replies.length, events);
			});
		},
	};
}
