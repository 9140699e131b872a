// `scripts/e2e/in-netns.sh node bench/answers.mjs [1|2|1,2] [--rounds=8] [--at-once=20]`
// (N8N_EXPRESSION_ENGINE=legacy: n8n 2.x without its expression isolates)
// (after `node scripts/build-for-tests.mjs`): what answering CometChat costs real n8n
// (`n8n start`, SQLite, regular mode) with this package's nodes against the same workflow
// built from n8n's own nodes (bench/answerWorkflows.mjs), for four workflows: moderation,
// a bot callback answered with Send as Bot, an AG-UI agent run, a webhook event.
// Both sides run in the same n8n, in alternate batches of `at-once` requests sent together
// (ours first in one round, the peer first in the next), so whatever else loads the machine
// loads both alike. Per workflow and side: n8n's CPU time per request (utime + stime of the
// n8n process, /proc, from the batch's first request until its executions ended and n8n went
// idle), their ratio, and the answer times (client side, p50 / p95 / max over every batch).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { REPO_DIR, selectedInstalls } from '../test/e2e/n8n-runner.mjs';
import { startN8nServer } from '../test/e2e/n8n-server.mjs';
import { MOD_PASSWORD, MOD_USER, percentile } from '../test/e2e/moderationWorkflows.mjs';
import { benchCredentials, benchPairs } from './answerWorkflows.mjs';

const require = createRequire(import.meta.url);
const support = (name) => require(path.join(REPO_DIR, `build-test/test/support/${name}.js`));
const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = option('rounds', 8);
const AT_ONCE = option('at-once', 20);
const authorization = `Basic ${Buffer.from(`${MOD_USER}:${MOD_PASSWORD}`).toString('base64')}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** CPU time (ms) a process has used: utime + stime from /proc/<pid>/stat, in 100 Hz ticks. */
const cpuMs = (pid) => {
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function post(url, body) {
	const started = performance.now();
	const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
	const text = await res.text();
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json, ms: performance.now() - started };
}

/** Until n8n used at most one tick of CPU in 200 ms (its executions and the clean-up after them are done), at most 5 s. */
async function idle(pid) {
	for (let until = Date.now() + 5000; Date.now() < until; ) {
		const before = cpuMs(pid);
		await sleep(200);
		if (cpuMs(pid) - before <= 10) return;
	}
}

let sequence = 0;

/** One batch: `AT_ONCE` requests sent together to one side; its answers and n8n's CPU until its executions ended. */
async function batch(n8n, pair, side) {
	const { webhookPath, workflow } = pair[side];
	const url = n8n.webhookUrl(webhookPath);
	const before = cpuMs(n8n.process.pid);
	const first = sequence;
	sequence += AT_ONCE;
	const results = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => post(url, pair.body(first + i, side))));
	pair.executed[side] += AT_ONCE;
	await n8n.waitForExecutions(pair.executed[side], { workflowId: workflow.id, timeoutMs: 120_000 });
	await idle(n8n.process.pid);
	return { results, cpu: cpuMs(n8n.process.pid) - before };
}

const times = (results) => {
	const ms = results.map((r) => r.ms);
	return `${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 95))} / ${Math.round(Math.max(...ms))}`;
};

async function measure(n8n, pair) {
	const sides = ['ours', 'peer'];
	const total = { ours: { cpu: 0, results: [] }, peer: { cpu: 0, results: [] } };
	for (const side of sides) await batch(n8n, pair, side); // warm-up, not counted
	for (let round = 0; round < ROUNDS; round++) {
		for (const side of round % 2 ? [...sides].reverse() : sides) {
			const { results, cpu } = await batch(n8n, pair, side);
			total[side].cpu += cpu;
			total[side].results.push(...results);
		}
	}
	const row = {};
	for (const side of sides) {
		const { cpu, results } = total[side];
		row[side] = { cpuPerRequest: cpu / results.length, times: times(results), bad: results.filter((r) => !pair.answered(r)).length };
	}
	return row;
}

async function benchVersion({ n8nVersion, tag }) {
	const { server, credentials: cometChat } = await support('exampleServer').startExampleServer();
	for (const uid of ['ana', 'support-bot']) server.users.set(uid, support('fake/users').makeUser(uid, { name: uid }));
	const pairs = benchPairs(cometChat).map((pair) => ({ ...pair, executed: { ours: 0, peer: 0 } }));
	let n8n;
	try {
		n8n = await startN8nServer({
			n8nVersion,
			packageDir: REPO_DIR,
			credentials: benchCredentials(cometChat),
			workflows: pairs.flatMap((p) => [p.ours.workflow, p.peer.workflow]),
			readyTimeoutMs: 300_000,
			// n8n 2.x: 'legacy' evaluates expressions in n8n's own thread, without isolates (to see what they cost)
			env: process.env.N8N_EXPRESSION_ENGINE ? { N8N_EXPRESSION_ENGINE: process.env.N8N_EXPRESSION_ENGINE } : {},
		});
		for (const p of pairs) for (const side of ['ours', 'peer']) await n8n.waitForWebhook(p[side].webhookPath);
		console.log(`\n${tag}: regular mode, SQLite; ${ROUNDS} batches of ${AT_ONCE} requests sent at once per side, alternating; load before ${load()}`);
		const rows = [];
		for (const pair of pairs) {
			const row = await measure(n8n, pair);
			const ratio = row.ours.cpuPerRequest / row.peer.cpuPerRequest;
			rows.push({ name: pair.name, ...row, ratio });
			console.log(
				`${tag}  ${pair.name.padEnd(10)} n8n CPU per request: ours ${row.ours.cpuPerRequest.toFixed(1)} ms, peer ${row.peer.cpuPerRequest.toFixed(1)} ms, ratio ${ratio.toFixed(2)}; ` +
					`answer p50 / p95 / max at ${AT_ONCE} at once: ours ${row.ours.times} ms, peer ${row.peer.times} ms; not answered: ours ${row.ours.bad}, peer ${row.peer.bad}; load ${load()}`,
			);
		}
		if (pairs[1].sent) console.log(`${tag}  bot replies that reached the fake CometChat: ${server.requestsTo('POST', pairs[1].sent).length} (expected ${2 * (ROUNDS + 1) * AT_ONCE})`);
		return rows;
	} finally {
		if (n8n) await n8n.stop();
		await server.stop();
	}
}

const all = [];
for (const selected of selectedInstalls([])) all.push({ tag: selected.tag, rows: await benchVersion(selected) });
console.log(`\n| n8n | workflow | n8n CPU per request: ours | peer | ratio | answer p50 / p95 / max (${AT_ONCE} at once): ours | peer |`);
console.log('|---|---|---|---|---|---|---|');
for (const { tag, rows } of all) {
	for (const r of rows) console.log(`| ${tag.replace('n8n ', '')} | ${r.name} | ${r.ours.cpuPerRequest.toFixed(1)} ms | ${r.peer.cpuPerRequest.toFixed(1)} ms | ${r.ratio.toFixed(2)} | ${r.ours.times} ms | ${r.peer.times} ms |`);
}
console.log(`load average at the end: ${load()}`);
