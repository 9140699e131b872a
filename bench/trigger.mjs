// `npm run bench -- --trigger`: how many CometChat message_sent events one n8n main process
// (`n8n start`, SQLite, regular mode) accepts (200 answered) and executes with the auto-reply
// bot (CometChat Trigger -> CometChat Send against the fake CometChat on 127.0.0.1), for 1,000
// events posted one at a time and 1,000 posted 20 at a time, with the time to answer each.
// Runs inside an empty network namespace (scripts/e2e/in-netns.sh). Not part of CI.
//
//   node bench/trigger.mjs [1|2] [--events=1000] [--concurrency=20] [--profile]
//
// --profile starts n8n with --cpu-prof and prints where its CPU time went (self time by
// function and by package), and how much of it was this package's code.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_DIR } from '../test/e2e/n8n-runner.mjs';
import { startN8nServer } from '../test/e2e/n8n-server.mjs';
import { autoReplyCredentials, autoReplyWorkflow } from '../test/e2e/trigger.e2e.mjs';

const require = createRequire(import.meta.url);
const { startExampleServer } = require(path.join(REPO_DIR, 'build-test/test/support/exampleServer.js'));
const events = require(path.join(REPO_DIR, 'build-test/test/support/cometChatEvents.js'));

const args = process.argv.slice(2);
const flag = (name, fallback) => {
	const found = args.find((a) => a.startsWith(`--${name}=`));
	return found ? Number(found.split('=')[1]) : fallback;
};
const n8nVersion = args.find((a) => /^\d$/.test(a)) ?? '1';
const COUNT = flag('events', 1000);
const CONCURRENCY = flag('concurrency', 20);
const PROFILE = args.includes('--profile');
const WARMUP = 20;
const basic = `Basic ${Buffer.from('cometchat:E2eWebhookPassw0rd4711').toString('base64')}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

async function post(url, body) {
	const started = performance.now();
	const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic }, body: JSON.stringify(body) });
	await res.arrayBuffer();
	return { status: res.status, ms: performance.now() - started };
}

/** Posts `count` distinct message_sent events, `concurrency` in flight; answer times in ms. */
async function blast(url, prefix, count, concurrency) {
	const times = [];
	const statuses = {};
	let next = 0;
	const started = performance.now();
	const worker = async () => {
		while (next < count) {
			const i = next++;
			const r = await post(url, events.messageSent(`${prefix}-${i}`, { sender: `user-${i % 50}`, receiver: 'support', text: `question ${i}` }));
			times.push(r.ms);
			statuses[r.status] = (statuses[r.status] ?? 0) + 1;
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	return { times: times.sort((a, b) => a - b), statuses, answeredInMs: performance.now() - started, startedAt: started };
}

/** Until the fake CometChat has `total` replies (one per execution) or `timeoutMs` passed; polled in-process. */
async function waitReplies(server, total, startedAt, timeoutMs = 180_000) {
	const until = performance.now() + timeoutMs;
	for (;;) {
		const replies = server.requestsTo('POST', '/v3/messages').length;
		if (replies >= total || performance.now() > until) return { ms: performance.now() - startedAt, replies };
		await new Promise((r) => setTimeout(r, 20));
	}
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** CPU time (user + system) the process has used, in ms: what it costs, whatever else runs on the machine. */
async function cpuMs(pid) {
	const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** Self time by function and by package from a V8 .cpuprofile. */
function summariseProfile(profile, windows) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	// V8 and libuv read the same monotonic clock: keep the samples taken while events were posted
	const selfMs = new Map();
	let at = profile.startTime;
	for (let i = 0; i < profile.samples.length; i++) {
		const delta = profile.timeDeltas[i] ?? 0;
		at += delta;
		if (!windows.some(([from, to]) => at >= from && at <= to)) continue;
		const id = profile.samples[i];
		selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
	}
	const where = (url) => {
		if (!url) return '(native / V8)';
		if (url.includes('n8n-nodes-cometchat')) return 'n8n-nodes-cometchat (this package)';
		const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.replace(/.*node_modules\/n8n\/node_modules\//, 'node_modules/').replace(/\\/g, '/'));
		if (m) return m[1];
		if (url.startsWith('node:')) return 'node: (Node.js core)';
		if (url.includes('/n8n/dist/') || url.includes('/n8n/node_modules/n8n/')) return 'n8n (cli)';
		return url.split('/').slice(-3).join('/');
	};
	const fn = new Map();
	const pkg = new Map();
	let total = 0;
	for (const [id, t] of selfMs) {
		const node = byId.get(id);
		const { functionName, url, lineNumber } = node.callFrame;
		const name = functionName || '(anonymous)';
		if (name === '(idle)') continue;
		total += t;
		const key = `${name}  ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
		fn.set(key, (fn.get(key) ?? 0) + t);
		const p = ['(garbage collector)', '(program)'].includes(name) ? name : where(url);
		pkg.set(p, (pkg.get(p) ?? 0) + t);
	}
	// inclusive time of this package's webhook() (receive) and of everything in the package
	const parentOf = new Map();
	for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
	// inclusive: samples with a frame of the trigger (webhook()) or of the action node on the stack
	const inclusive = { trigger: 0, action: 0 };
	for (const [id, t] of selfMs) {
		for (let cur = id; cur !== undefined; cur = parentOf.get(cur)) {
			const url = byId.get(cur).callFrame.url ?? '';
			if (!url.includes('n8n-nodes-cometchat')) continue;
			inclusive[url.includes('CometChatTrigger') ? 'trigger' : 'action'] += t;
			break;
		}
	}
	const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
	return { total, top: top(fn, 15), packages: top(pkg, 12), inclusive };
}

async function main() {
	const { server, credentials } = await startExampleServer();
	const { workflow, webhookPath } = autoReplyWorkflow();
	const profDir = PROFILE ? await mkdtemp(path.join(os.tmpdir(), 'trigger-bench-prof-')) : undefined;
	let n8n;
	const report = [];
	const windows = [];
	try {
		n8n = await startN8nServer({
			n8nVersion,
			packageDir: REPO_DIR,
			credentials: autoReplyCredentials(credentials),
			workflows: [workflow],
			nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
			env: { N8N_LOG_LEVEL: 'warn' },
		});
		await n8n.waitForWebhook(webhookPath);
		const url = n8n.webhookUrl(webhookPath);
		console.log(`n8n ${n8n.version} (SQLite, regular mode, one main process), ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
		// warm-up (not counted)
		await blast(url, 'warm', WARMUP, 1);
		let executedBefore = WARMUP;
		await waitReplies(server, executedBefore, performance.now());
		let statusesBefore = {};
		for (const [label, concurrency] of [['one at a time', 1], [`${CONCURRENCY} at a time`, CONCURRENCY]]) {
			const from = nowMicros();
			const cpuBefore = await cpuMs(n8n.process.pid);
			const loadBefore = os.loadavg()[0];
			const run = await blast(url, `c${concurrency}`, COUNT, concurrency);
			const t0 = run.times;
			console.log(`${label}: answered ${JSON.stringify(run.statuses)} in ${(run.answeredInMs / 1000).toFixed(1)} s; median ${ms(percentile(t0, 50))}, p99 ${ms(percentile(t0, 99))}, max ${ms(t0[t0.length - 1])}`);
			const executed = await waitReplies(server, executedBefore + COUNT, run.startedAt);
			const executedMs = executed.ms;
			const done = executed.replies - executedBefore;
			const statusCounts = {};
			for (const r of await n8n.executions({ workflowId: workflow.id })) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
			const newStatuses = Object.fromEntries(Object.entries(statusCounts).map(([k, v]) => [k, v - (statusesBefore[k] ?? 0)]).filter(([, v]) => v !== 0));
			statusesBefore = statusCounts;
			const cpuPerEvent = ((await cpuMs(n8n.process.pid)) - cpuBefore) / COUNT;
			windows.push([from, nowMicros()]);
			executedBefore = executed.replies;
			const t = run.times;
			const row = {
				label,
				accepted: `${((COUNT / run.answeredInMs) * 1000).toFixed(1)}/s`,
				executed: `${((done / executedMs) * 1000).toFixed(1)}/s`,
				replies: done,
				executions: JSON.stringify(newStatuses),
				median: ms(percentile(t, 50)),
				p99: ms(percentile(t, 99)),
				max: ms(t[t.length - 1]),
				over2s: t.filter((v) => v > 2000).length,
				cpuPerEvent: `${cpuPerEvent.toFixed(1)} ms`,
				load: `${loadBefore.toFixed(1)}-${os.loadavg()[0].toFixed(1)}`,
				statuses: JSON.stringify(run.statuses),
			};
			report.push(row);
			console.log(JSON.stringify(row));
		}
		const replies = server.requestsTo('POST', '/v3/messages').length;
		const rows = await n8n.executions({ workflowId: workflow.id });
		const statuses = {};
		for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
		console.log(`\nexecutions ${JSON.stringify(statuses)}; replies that reached the fake CometChat: ${replies} (expected ${WARMUP + 2 * COUNT} of each)`);
	} finally {
		if (n8n) await n8n.stop();
		await server.stop();
	}
	console.log(`\n| ${COUNT} message_sent events | accepted (200) | executed (replies sent) | answer median | p99 | max | answers > 2 s | n8n CPU per event | executions stored | load average |`);
	console.log('|---|---|---|---|---|---|---|---|---|---|');
	for (const r of report) console.log(`| ${r.label} | ${r.accepted} | ${r.executed} (${r.replies}) | ${r.median} | ${r.p99} | ${r.max} | ${r.over2s} | ${r.cpuPerEvent} | ${r.executions} | ${r.load} |`);

	if (profDir) {
		const files = (await readdir(profDir)).filter((f) => f.endsWith('.cpuprofile'));
		const profiles = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(profDir, f), 'utf8'))));
		// the main thread's profile is the one with this package's frames (workers write their own)
		const ours = profiles.filter((p) => p.nodes.some((n) => (n.callFrame.url ?? '').includes('n8n-nodes-cometchat')));
		const main = (ours.length ? ours : profiles).sort((a, b) => b.samples.length - a.samples.length)[0];
		if (!main) console.log('\nno CPU profile was written (n8n must stop gracefully within 15 s to write it)');
		else {
			const s = summariseProfile(main, windows);
			console.log(`\nCPU profile of the n8n main process while events were posted and executed; busy ${(s.total / 1000).toFixed(1)} s (idle excluded)`);
			const share = (v) => `${(v / 1000).toFixed(2)} s (${((100 * v) / s.total).toFixed(1)} %)`;
			console.log(`this package, inclusive of what it calls: trigger webhook() ${share(s.inclusive.trigger)}; CometChat Send (its routing functions and the request they send) ${share(s.inclusive.action)}`);
			console.log('\nself time by package:');
			for (const [p, t] of s.packages) console.log(`  ${((100 * t) / s.total).toFixed(1).padStart(5)} %  ${p}`);
			console.log('\ntop functions by self time:');
			for (const [f, t] of s.top) console.log(`  ${((100 * t) / s.total).toFixed(1).padStart(5)} %  ${f}`);
		}
		await rm(profDir, { recursive: true, force: true });
	}
}

await main();
