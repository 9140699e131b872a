// n8n in queue mode, as an operator runs it on one machine: a main process (production
// webhooks off), an `n8n webhook` process that takes webhook calls and enqueues them, and
// `n8n worker` processes that execute; all share Postgres, a Redis queue and one
// N8N_ENCRYPTION_KEY, and each has the package staged for itself (N8N_CUSTOM_EXTENSIONS, as
// the e2e loads it). Executions are read from Postgres; which worker ran which execution,
// from the workers' own log lines ("Worker started execution <id>").
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { freePort, startN8nServer } from '../n8n-server.mjs';
import { locateN8n } from '../n8n-runner.mjs';
import { onCleanup, sleep } from './cleanup.mjs';
import { importAll } from './importAll.mjs';

/**
 * @param {object} o
 * @param {'1'|'2'} o.n8nVersion
 * @param {object} o.postgres     startPostgres() handle
 * @param {object} o.redis        startRedis() handle
 * @param {string} o.database     a fresh database for this instance
 * @param {number} o.redisDb      a Redis database index of its own
 * @param {string} o.packageDir   the built package
 * @param {object[]} o.credentials
 * @param {object[]} o.workflows
 * @param {number} [o.workers]    default 2
 * @param {Record<string,string>} [o.env] extra env for every process
 */
export async function startQueueTopology({ n8nVersion, postgres, redis, database, redisDb, packageDir, credentials, workflows, workers = 2, env = {} }) {
	const install = locateN8n(n8nVersion);
	await postgres.createDatabase(database);
	const webhookPort = await freePort();
	const webhookUrl = `http://127.0.0.1:${webhookPort}/`;
	const shared = {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: redis.host,
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		QUEUE_BULL_REDIS_DB: String(redisDb),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: postgres.host,
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: 'unused-trust-auth',
		// every process builds resume and webhook URLs from this: the webhook process's
		WEBHOOK_URL: webhookUrl,
		// production webhooks only on the webhook process
		N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
		...env,
	};
	const encryptionKey = randomBytes(24).toString('hex');
	const common = { n8nVersion, packageDir, encryptionKey, readyTimeoutMs: 180_000 };
	const started = Date.now();
	const processes = [];
	const track = (name, handle) => {
		handle.name = name;
		processes.push(handle);
		onCleanup(`n8n ${name}`, () => handle.stop());
		return handle;
	};

	// the CLI migrates the database and imports everything, active; then the four processes
	// side by side: main registers the webhooks, which the checks wait for on the webhook process
	await importAll({ n8nVersion, packageDir, encryptionKey, credentials, workflows, execute: (sql) => postgres.execute(database, sql), env: { ...shared, ...(install.major >= 2 ? { N8N_DISABLED_MODULES: 'mcp-registry' } : {}) } });
	const timings = { imported: Date.now() - started };
	const [main, webhook, ...workerHandles] = await Promise.all([
		startN8nServer({ ...common, setup: false, env: shared }).then((h) => {
			timings.main = Date.now() - started;
			return track('main', h);
		}),
		startN8nServer({ ...common, command: 'webhook', setup: false, port: webhookPort, env: shared }).then((h) => track('webhook', h)),
		...Array.from({ length: workers }, (_, i) =>
			startN8nServer({ ...common, command: 'worker', setup: false, env: shared }).then((h) => track(`worker-${i + 1}`, h)),
		),
	]);
	timings.all = Date.now() - started;

	const query = (sql) => postgres.query(database, sql);
	const flatted = createRequire(`${install.n8nPkgDir}/`)('flatted');

	return {
		version: install.version,
		major: install.major,
		main,
		webhook,
		workers: workerHandles,
		processes,
		timings,
		webhookBase: webhookUrl.replace(/\/$/, ''),
		query,
		/** Executions of `workflowId` (all when omitted), oldest first. */
		async executions(workflowId) {
			const where = workflowId ? `WHERE "workflowId" = '${workflowId.replace(/'/g, "''")}'` : '';
			return query(`SELECT id::text AS id, "workflowId", status, mode, finished, "retryOf", "startedAt", "stoppedAt", "waitTill" FROM execution_entity ${where} ORDER BY id`);
		},
		/** An execution's run data (n8n stores it flatted-serialised). */
		async executionData(id) {
			const [row] = await query(`SELECT data FROM execution_data WHERE "executionId" = ${Number(id)}`);
			return row ? flatted.parse(row.data) : undefined;
		},
		/** The error message of each errored execution among `rows` (id -> message). */
		async errors(rows) {
			const out = {};
			for (const row of rows.filter((r) => r.status === 'error' || r.status === 'crashed')) {
				const data = await this.executionData(row.id);
				const error = data?.resultData?.error;
				out[row.id] = error ? `${error.message}${error.description ? ` (${error.description})` : ''}` : '(no error stored)';
			}
			return out;
		},
		/** Polls until `count` executions of `workflowId` are settled (not new/running/waiting). */
		async waitForSettled(workflowId, count, { timeoutMs = 300_000, settled = ['success', 'error', 'crashed', 'canceled'] } = {}) {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const rows = await this.executions(workflowId);
				const done = rows.filter((r) => settled.includes(r.status));
				if (done.length >= count) return rows;
				if (Date.now() > until) {
					const by = rows.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
					throw new Error(`${done.length}/${count} executions of ${workflowId} settled after ${timeoutMs} ms: ${JSON.stringify(by)}`);
				}
				await sleep(500);
			}
		},
		/** executionId -> names of the workers whose log says they started it (more than one: re-run). */
		workerStarts() {
			const starts = new Map();
			for (const worker of workerHandles) {
				for (const m of worker.logs().matchAll(/Worker started execution (\d+)/g)) {
					starts.set(m[1], [...(starts.get(m[1]) ?? []), worker.name]);
				}
			}
			return starts;
		},
		async stop() {
			// workers and webhook first, main last (reverse start order)
			for (const handle of [...processes].reverse()) await handle.stop();
		},
	};
}
