// One `n8n start` per n8n version for every suite of this process: the e2e files that serve
// webhooks or run workflows by hand register with runAsMain (harness.mjs) instead of starting
// n8n each. Per version: each suite's runOnce starts its fakes and asks for n8n (withN8n:
// credentials, workflows, webhooks, what to stop); once every suite has asked, n8n is started
// ONCE with all their credentials and workflows (one import each), the workflows to serve are
// activated through the REST API as the editor does, and the suites' bodies run one after the
// other against it (a suite that asks to run `beside` them, the editor check, runs meanwhile).
// The two versions run side by side. Boots were most of the e2e's time: a CLI command or a
// start costs about as long as a suite's checks.
//
// Suites share the n8n but nothing else: each keeps its own fakes, and its credential ids are
// prefixed with the suite's number (the examples all name `cometchat-demo`, each suite with
// its own fake's address; n8n.credentialId(id) gives the id in n8n). Workflow ids and webhook
// paths must differ between suites. A suite's n8n.logs() is what n8n logged while starting
// and during the suite's own body.
import { AsyncLocalStorage } from 'node:async_hooks';
import { REPO_DIR, checker, finishChecks, nodeOutputs, printChecks, selectedInstalls } from './n8n-runner.mjs';
import { startN8nServer } from './n8n-server.mjs';
import { createTurns } from './turns.mjs';
import { sleep, waitFor } from './waiting.mjs';

const current = new AsyncLocalStorage();

const deferred = () => {
	let resolve;
	let reject;
	const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
	return { promise, resolve, reject };
};

/**
 * Called from a suite's runOnce: registers what the suite needs from n8n and resolves once the
 * runner has run `body(n8n)` with them (and stopped the suite's `stops`). Once per suite and version.
 */
export function withSharedN8n(request, body) {
	const slot = current.getStore();
	if (!slot) throw new Error('withN8n outside a suite: run the file itself or through test/e2e/served.mjs');
	if (slot.request) throw new Error(`${slot.suite.file}: asks for n8n a second time (one withN8n per suite and version)`);
	slot.request = { ...request, body };
	slot.asked.resolve();
	return slot.finished.promise;
}

// A suite that times n8n's answers (moderation: CometChat's 2 s) runs `alone`: the other
// version starts no suite while it runs, and it starts once the other's current suite (or
// start of n8n) ended.
const takeTurn = createTurns();

/** Credential ids of suite `index` with its prefix, in its credentials and its workflows' nodes. */
function namespaced(index, { credentials = [], workflows = [] }) {
	const ids = new Map(credentials.map((c) => [c.id, `s${index}-${c.id}`]));
	const copy = (value) => JSON.parse(JSON.stringify(value));
	const renamed = copy(workflows);
	for (const node of renamed.flatMap((w) => w.nodes))
		for (const ref of Object.values(node.credentials ?? {})) if (ids.has(ref.id)) ref.id = ids.get(ref.id);
	return { credentials: copy(credentials).map((c) => ({ ...c, id: ids.get(c.id) })), workflows: renamed, credentialId: (id) => ids.get(id) ?? id };
}

function assertDistinct(what, values) {
	const seen = new Set();
	for (const value of values) {
		if (seen.has(value)) throw new Error(`two suites use the ${what} ${value}`);
		seen.add(value);
	}
}

/** Activates a workflow as the editor does (1.x and 2.x: POST /workflows/:id/activate with its versionId). */
async function activate(rest, id) {
	const stored = await rest('GET', `/workflows/${id}`);
	if (stored.status !== 200) throw new Error(`GET /workflows/${id}: HTTP ${stored.status} ${stored.text.slice(0, 300)}`);
	const answer = await rest('POST', `/workflows/${id}/activate`, { versionId: JSON.parse(stored.text).data.versionId });
	if (answer.status !== 200) throw new Error(`activating ${id}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
}

async function runVersion(suites, n8nVersion, tag, checks) {
	const slots = suites.map((suite, index) => {
		const slot = { suite, index, asked: deferred(), finished: deferred() };
		const check = checker(checks, tag, suite.describe);
		slot.ended = current.run(slot, () => Promise.resolve().then(() => suite.runOnce(n8nVersion, tag, check))).then(
			() => undefined,
			(error) => checks.push([tag, `${suite.file}: ${suite.startup}`, false, (suite.describe?.(error) ?? error.message).slice(0, 3000)]),
		);
		return slot;
	});
	await Promise.all(slots.map((slot) => Promise.race([slot.asked.promise, slot.ended])));
	// alone last: it then waits for the other version's current suite at most once, near the end
	const asking = slots.filter((slot) => slot.request).sort((a, b) => Number(a.request.alone ?? false) - Number(b.request.alone ?? false));
	let n8n;
	let parts;
	// starting n8n is a busy turn too: a suite that runs alone does not run during the other's start
	const startTurn = await takeTurn(false);
	try {
		parts = asking.map((slot) => namespaced(slot.index, slot.request));
		const workflows = parts.flatMap((p) => p.workflows);
		assertDistinct('workflow id', workflows.map((w) => w.id));
		assertDistinct('webhook path', asking.flatMap((slot) => slot.request.webhookPaths ?? []));
		const began = Date.now();
		n8n = await startN8nServer({ n8nVersion, packageDir: REPO_DIR, credentials: parts.flatMap((p) => p.credentials), workflows, activate: [] });
		const rest = await ownerSession(n8n.baseUrl);
		const served = asking.flatMap((slot) => slot.request.activate ?? slot.request.workflows.map((w) => w.id));
		for (const id of served) await activate(rest, id);
		console.log(`[${tag}] one n8n ${n8n.version} for ${asking.length} suites: ${workflows.length} workflows imported, ${served.length} activated, ${Math.round((Date.now() - began) / 1000)} s`);
	} catch (error) {
		startTurn();
		for (const slot of asking) slot.finished.reject(error);
		await n8n?.stop();
		// the suites' own servers and folders, as after a suite's body
		for (const slot of asking) for (const stop of slot.request.stops ?? []) await stop().catch((e) => console.error(`[${tag}] cleanup: ${e.message}`));
		await Promise.all(slots.map((slot) => slot.ended));
		return;
	}
	startTurn();
	// what n8n logged while starting (activations included), then each suite's own part
	const startLog = n8n.logs();
	const runBody = async (slot, i) => {
		const { body, webhookPaths = [], stops = [], what, alone = false } = slot.request;
		const done = await takeTurn(alone);
		const started = Date.now();
		const mark = n8n.logMark();
		try {
			for (const webhookPath of webhookPaths) await n8n.waitForWebhook(webhookPath);
			await body({ ...n8n, logs: () => `${startLog}${n8n.logsSince(mark)}`, credentialId: parts[i].credentialId });
			slot.finished.resolve();
		} catch (error) {
			slot.finished.reject(error);
		} finally {
			for (const stop of stops) await stop().catch((error) => console.error(`[${tag}] cleanup: ${error.message}`));
		}
		await slot.ended;
		done();
		console.log(`[${tag}] ${slot.suite.file} (${what}): ${Math.round((Date.now() - started) / 1000)} s`);
	};
	try {
		// a suite `beside` the others (the editor check: chromium busy, n8n mostly idle) runs while
		// they run one after the other; as a shared turn, it ends before a suite that runs alone begins
		const beside = asking.flatMap((slot, i) => (slot.request.beside ? [runBody(slot, i)] : []));
		for (const [i, slot] of asking.entries()) if (!slot.request.beside) await runBody(slot, i);
		await Promise.all(beside);
	} finally {
		await n8n.stop();
	}
	await Promise.all(slots.map((slot) => slot.ended));
}

/**
 * Runs `suites` ({file, startup, runOnce, describe}) on each selected n8n version, one n8n
 * each, the versions at once (n8n is one busy thread, so two use both of 2 cores, and one's
 * waits, e.g. for its wait tracker, overlap the other's work), then the closing count.
 */
export async function runSuites(suites) {
	const checks = [];
	const selected = selectedInstalls(checks);
	await Promise.all(
		selected.map(({ n8nVersion, tag }) =>
			runVersion(suites, n8nVersion, tag, checks).catch((error) => checks.push([tag, 'one n8n for the suites', false, error.message.slice(0, 3000)])),
		),
	);
	for (const { tag } of selected) printChecks(checks, tag);
	finishChecks(checks);
	// a fake a failed suite left open must not keep run-all waiting
	process.exit(process.exitCode ?? 0);
}

/**
 * Runs each of `workflows` (a Manual Trigger each) in the shared n8n as the editor's Execute
 * Workflow button does, one after the other, and returns what each run stored:
 * {workflowId, ok, status, output: {data}, nodeOutputs, error?, seen: the n8n log and the run's data}.
 */
export async function runManually(n8n, workflows) {
	const rest = await ownerSession(n8n.baseUrl);
	const results = [];
	for (const { id, nodes } of workflows) {
		const trigger = nodes.find((n) => n.type === 'n8n-nodes-base.manualTrigger');
		const stored = await rest('GET', `/workflows/${id}`);
		const answer = await rest('POST', `/workflows/${id}/run`, { workflowData: JSON.parse(stored.text).data, triggerToStartFrom: { name: trigger.name } });
		if (answer.status !== 200) throw new Error(`running ${id}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
		const executionId = String(JSON.parse(answer.text).data.executionId);
		const ours = (rows) => rows.find((r) => String(r.id) === executionId);
		await waitFor(`execution ${executionId} of ${id} finished`, async () => !['new', 'running', 'unknown'].includes(ours(await n8n.executions({ workflowId: id }))?.status ?? 'new'), { timeoutMs: 180_000, everyMs: 200 });
		const row = ours(await n8n.executions({ workflowId: id, includeData: true }));
		const error = row.data?.resultData?.error;
		const output = { data: row.data };
		results.push({ workflowId: id, ok: row.status === 'success' && !error, status: row.status, output, nodeOutputs: nodeOutputs(output), ...(error ? { error } : {}), seen: `${n8n.logs()}\n${JSON.stringify(row.data)}` });
	}
	return results;
}

export const OWNER = { email: 'owner@example.invalid', firstName: 'E2e', lastName: 'Owner', password: 'E2e-Owner-2026' };
const BROWSER_ID = 'e2e-editor';
const sessions = new Map();

/**
 * A fetch for /rest with the owner's session, n8n's owner set up through the REST API on first
 * use (one per n8n: suites sharing it share the session). n8n 1.x adds its REST routes a
 * moment after it answers ready: 404 until then; on a busy machine its database can answer
 * "not ready" (503), or it drops the connection, a moment longer.
 */
export function ownerSession(baseUrl) {
	if (!sessions.has(baseUrl)) sessions.set(baseUrl, setUpOwner(baseUrl).catch((error) => (sessions.delete(baseUrl), Promise.reject(error))));
	return sessions.get(baseUrl);
}

async function setUpOwner(baseUrl) {
	const headers = { 'content-type': 'application/json', 'browser-id': BROWSER_ID };
	const deadline = Date.now() + 60_000;
	let cookie;
	while (!cookie) {
		// n8n 1.x starting under load can also drop the connection (ECONNRESET)
		const res = await fetch(`${baseUrl}/rest/owner/setup`, { method: 'POST', headers, body: JSON.stringify(OWNER) }).catch((error) => {
			if (Date.now() > deadline) throw new Error(`owner setup: ${error.message} (${error.cause?.code ?? error.cause?.message})`);
			return undefined;
		});
		if (!res) {
			await sleep(1000);
			continue;
		}
		const text = await res.text();
		if (res.ok)
			cookie = res.headers
				.getSetCookie()
				.find((c) => c.startsWith('n8n-auth='))
				?.split(';')[0];
		if (res.ok && !cookie) throw new Error('owner setup: no n8n-auth cookie');
		if (!res.ok && (![404, 503].includes(res.status) || Date.now() > deadline)) throw new Error(`owner setup: HTTP ${res.status} ${text.slice(0, 300)}`);
		if (!cookie) await sleep(1000);
	}
	return async (method, route, body) => {
		const res = await fetch(`${baseUrl}/rest${route}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
		return { status: res.status, text: await res.text() };
	};
}
