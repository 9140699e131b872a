// The package in n8n queue mode: Debian's Postgres and Redis on 127.0.0.1, real
// n8n (1.123.x and 2.x) as main + `n8n webhook` + two `n8n worker`s, the fake CometChat in
// processes of its own; checks print their figures. Run through `npm run test:e2e:queue`
// (installs what is missing, then runs this inside an empty network namespace):
//   node test/e2e/queue-mode.mjs          # both n8n installs (2.x skipped if not installed)
//   node test/e2e/queue-mode.mjs 2        # only n8n 2.x
// Sizes (defaults = the figures of docs/scaling.md): QUEUE_E2E_EVENTS=1000 QUEUE_E2E_CONCURRENCY=20
// QUEUE_E2E_SEND_EXECUTIONS=10 QUEUE_E2E_SEND_ITEMS=100; QUEUE_E2E_ONLY=trigger,rate,wait,held,kill selects checks.
import os from 'node:os';
import { freePort } from './n8n-server.mjs';
import { REPO_DIR, n8nInstalls, assertNetworkIsolated } from './n8n-runner.mjs';
import { stopAll } from './queue/cleanup.mjs';
import { createReport } from './queue/report.mjs';
import { startPostgres, startRedis } from './queue/services.mjs';
import { startQueueTopology } from './queue/topology.mjs';
import { createTurns } from './turns.mjs';
import * as triggerBurst from './queue/checks/triggerBurst.mjs';
import * as rateLimitedSend from './queue/checks/rateLimitedSend.mjs';
import * as sendAndWait from './queue/checks/sendAndWait.mjs';
import * as workerKill from './queue/checks/workerKill.mjs';
import * as heldResponses from './queue/checks/heldResponses.mjs';

const int = (name, fallback) => Number.parseInt(process.env[name] ?? '', 10) || fallback;
const sizes = {
	events: int('QUEUE_E2E_EVENTS', 1000),
	concurrency: int('QUEUE_E2E_CONCURRENCY', 20),
	executions: int('QUEUE_E2E_SEND_EXECUTIONS', 10),
	size: int('QUEUE_E2E_SEND_ITEMS', 100),
};
const only = (process.env.QUEUE_E2E_ONLY ?? '').split(',').filter(Boolean);
// [name, prepare, alone]: the versions start and run the trigger burst and Send and Wait side
// by side; a check that is timed (held answers: CometChat's 2 s) or needs workers that renew
// their job locks in time (rate, kill: a starved worker's job stalls) runs alone: the other
// version runs no check (nor start-up) meanwhile (turns.mjs)
const CHECKS = [
	['trigger', () => triggerBurst.prepare(sizes)],
	['rate', () => rateLimitedSend.prepare(sizes), true],
	['wait', () => sendAndWait.prepare()],
	['held', () => heldResponses.prepare(), true],
	// last: it leaves one worker
	['kill', () => workerKill.prepare(sizes), true],
];
const takeTurn = createTurns();

// Settings for every process. The worker lock is shorter than n8n's 60 s so a killed worker's
// jobs are noticed in seconds (lock 30 s, renewed every 10 s, stalled check every 10 s);
// each process gets a Postgres pool as large as a worker's concurrency (10): with n8n's
// default of 2, a busy machine made 2.41 workers fail executions with "timeout exceeded when
// trying to connect".
const QUEUE_SETTINGS = {
	QUEUE_WORKER_LOCK_DURATION: '30000',
	QUEUE_WORKER_LOCK_RENEW_TIME: '10000',
	QUEUE_WORKER_STALLED_INTERVAL: '10000',
	DB_POSTGRESDB_POOL_SIZE: '10',
	// n8n waits 20 s for a connection; on a machine loaded far beyond its cores that ran out
	DB_POSTGRESDB_CONNECTION_TIMEOUT: '60000',
};

async function runVersion({ n8nVersion, install }, services, index) {
	const report = createReport(`n8n ${install.version} queue`);
	const started = Date.now();
	const prepared = [];
	for (const [name, prepare, alone = false] of CHECKS.filter(([name]) => !only.length || only.includes(name))) prepared.push({ name, alone, ...(await prepare()) });
	const startTurn = await takeTurn(false);
	const n8n = await startQueueTopology({
		n8nVersion,
		...services,
		database: `n8n_${index}`,
		redisDb: index,
		packageDir: REPO_DIR,
		credentials: prepared.flatMap((c) => c.credentials),
		workflows: prepared.flatMap((c) => c.workflows),
		env: QUEUE_SETTINGS,
	}).finally(startTurn);
	try {
		report.figure('topology', {
			processes: n8n.processes.map((p) => `${p.name} (${p.process.pid})`).join(', '),
			'start-up': `database migrated and workflows imported after ${(n8n.timings.imported / 1000).toFixed(1)} s, main ready after ${(n8n.timings.main / 1000).toFixed(1)} s, all four after ${(n8n.timings.all / 1000).toFixed(1)} s`,
		});
		for (const check of prepared) {
			const done = await takeTurn(check.alone);
			const t = Date.now();
			try {
				await check.run(n8n, report);
			} catch (error) {
				report.check(`${check.name} ran to the end`, () => {
					throw error;
				});
			} finally {
				done();
			}
			console.log(`        [${report.tag}: ${check.name}: ${((Date.now() - t) / 1000).toFixed(1)} s; machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores]`);
		}
	} finally {
		await n8n.stop();
		for (const check of prepared) await check.stop?.();
	}
	console.log(`[${report.tag}] ${((Date.now() - started) / 1000).toFixed(0)} s`);
	return report;
}

const arg = process.argv[2] ?? process.env.N8N_E2E_N8N;
const wanted = arg ? arg.split(',').map((v) => v.trim()) : ['1', '2'];
const reports = [];
let failure;
const began = Date.now();
try {
	assertNetworkIsolated();
	const postgres = await startPostgres({ port: await freePort() });
	const redis = await startRedis({ port: await freePort() });
	console.log(`services: PostgreSQL ${postgres.version}, Redis ${redis.version} on 127.0.0.1`);
	// the versions side by side, each with a database and a Redis database of its own: most of
	// a check's time is n8n starting or waiting (rate limits, locks, the wait tracker)
	const runs = n8nInstalls()
		.filter((i) => wanted.includes(i.n8nVersion))
		.map((entry, i) => {
			if (entry.install) return runVersion(entry, { postgres, redis }, i + 1);
			if (arg) failure = new Error(entry.missing);
			console.log(`[n8n ${entry.n8nVersion}.x] ${arg ? 'FAILED' : 'SKIPPED'}: not installed`);
			return undefined;
		});
	// every version's report is kept; the first failure is then thrown
	const settled = await Promise.allSettled(runs.filter(Boolean));
	reports.push(...settled.filter((s) => s.status === 'fulfilled').map((s) => s.value));
	const rejected = settled.find((s) => s.status === 'rejected');
	if (rejected) throw rejected.reason;
} catch (error) {
	failure = error;
	console.log(`FAILED: ${error.stack ?? error}`);
} finally {
	await stopAll();
}
const all = reports.flatMap((r) => r.checks);
const passed = all.filter((c) => c.ok).length;
const pending = all.filter((c) => c.pending).length;
console.log(`queue e2e: ${((Date.now() - began) / 1000).toFixed(0)} s`);
// pending checks (a dependency missing) count as skipped in the plain closing line CI reads
console.log(`${passed} passed, ${all.length - passed - pending} failed, ${pending} skipped`);
process.exitCode = !failure && passed === all.length && all.length > 0 ? 0 : 1;
