// `node bench/moderation.mjs [1|2] [--requests=100] [--concurrency=10]` (inside
// scripts/e2e/in-netns.sh): how fast real n8n (`n8n start`, SQLite, regular mode) answers
// CometChat's Custom API moderation requests, `concurrency` at a time, with
// - rules: CometChat Trigger (Listen For: Moderation Requests) → IF → Answer Moderation Request;
// - model: the trigger → Basic LLM Chain + OpenAI Chat Model (the scripted model on 127.0.0.1,
//   answering at once) → Answer Moderation Request.
// Prints p50 / p95 / max answer times (client side: from sending the request to the whole
// answer), how many answers were the fallback, and the machine's load average, which the
// figures depend on (2 cores). CometChat's limit is 2000 ms; the goal is p95 ≤ 1000 ms.
// Also the n8n process's CPU time per request (user + system, /proc): a figure the load of
// other processes does not change, from which the answer time on an idle machine follows
// (regular mode runs the executions in n8n's one main thread: the last of 10 requests that
// arrive together is answered after about 10 × the CPU time per request).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { REPO_DIR, selectedInstalls } from '../test/e2e/n8n-runner.mjs';
import { startN8nServer } from '../test/e2e/n8n-server.mjs';
import { startFakeModel } from '../test/e2e/fakeModel.mjs';
import { askMany, modelScenarios, modelWorkflow, moderationCredentials, rulesWorkflow, summary } from '../test/e2e/moderationWorkflows.mjs';

const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const requests = option('requests', 100);
const concurrency = option('concurrency', 10);

/** CPU time (ms) a process has used: utime + stime from /proc/<pid>/stat, in 100 Hz ticks. */
function cpuMs(pid) {
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

const line = (tag, what, results, cpuPerRequest) => {
	const s = summary(results);
	const fallbacks = results.filter((r) => /^No decision|ended without/.test(r.json?.reason ?? '')).length;
	const bad = results.filter((r) => r.status !== 200 || typeof r.json?.isMatchingCondition !== 'boolean').length;
	console.log(
		`${tag}  ${what.padEnd(6)} ${concurrency} concurrent, ${s.n} requests: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms, ` +
			`${fallbacks} fallbacks, ${bad} not a decision; n8n CPU ${cpuPerRequest.toFixed(1)} ms per request; load ${loadavg().map((l) => l.toFixed(1)).join('/')}`,
	);
};

for (const { n8nVersion, tag } of selectedInstalls([])) {
	const model = await startFakeModel({ scenarios: modelScenarios });
	const rules = rulesWorkflow();
	const decided = modelWorkflow();
	let n8n;
	try {
		n8n = await startN8nServer({ n8nVersion, packageDir: REPO_DIR, credentials: moderationCredentials(model.baseUrl), workflows: [rules.workflow, decided.workflow] });
		for (const { webhookPath } of [rules, decided]) await n8n.waitForWebhook(webhookPath);
		for (const [what, workflow, text] of [
			['rules', rules, undefined],
			['model', decided, () => 'fast-model you idiot'],
		]) {
			const url = n8n.webhookUrl(workflow.webhookPath);
			await askMany(url, { total: concurrency, concurrency, text }); // warm-up
			const before = cpuMs(n8n.process.pid);
			const results = await askMany(url, { total: requests, concurrency, text });
			line(tag, what, results, (cpuMs(n8n.process.pid) - before) / requests);
		}
	} finally {
		if (n8n) await n8n.stop();
		await model.stop();
	}
}
