/**
 * Measures one run in a process of its own, so that its memory peak is its own:
 *   node --expose-gc build-test/bench/worker.js '<RunSpec, PaceSpec or CpuSpec JSON>'
 * The fake CometChat runs in a further child process. A warm-up (when asked) warms both
 * the client and that server with a tiny run of the same kind (its own uid and muids);
 * server counts are taken as differences around the measured run.
 * Prints one line of JSON: a RunResult.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { startFakeProcess, type ServerProcess } from '../test/support/fakeServerProcess';
import { loadPackage } from '../test/support/engine';
import { axiosList, axiosSend, engineList, engineSend, type ClientRun, type Target } from './clients';
import type { Client, PaceResult, PaceSpec, RunResult, RunSpec, Workload } from './types';
import { runPace } from './pace';
import { measureCpu, type CpuSpec } from './cpu';

const OWNER = 'owner';
const WARM_UID = 'warm';
const MUID_PREFIX = 'b-';
const WARM_UP = { users: 10, perPage: 5, messages: 10 };

type ServerState = Awaited<ReturnType<ServerProcess['state']>>;

function runWorkload(client: Client, target: Target, workload: Workload, uid = OWNER, muidPrefix = MUID_PREFIX): Promise<ClientRun> {
	if (workload.kind === 'list') {
		const job = { uid, perPage: workload.perPage };
		return client === 'engine' ? engineList(target, job) : axiosList(target, job);
	}
	const job = { messages: workload.messages, muidPrefix: workload.muid ? muidPrefix : undefined };
	return client === 'engine' ? engineSend(target, job) : axiosSend(target, job);
}

async function warmUp(client: Client, target: Target, workload: Workload): Promise<void> {
	const small: Workload = workload.kind === 'list' ? { ...workload, perPage: WARM_UP.perPage } : { ...workload, messages: WARM_UP.messages };
	await runWorkload(client, target, small, WARM_UID, 'warm-');
}

/** When the client started its first HTTP request (node:http, which axios and n8n use). */
function firstRequestClock(): () => number | undefined {
	const channel = 'http.client.request.start';
	let first: number | undefined;
	const listener = () => (first ??= performance.now());
	subscribe(channel, listener);
	return () => {
		unsubscribe(channel, listener);
		return first;
	};
}

function collectGarbage(): void {
	const gc = (globalThis as { gc?: () => void }).gc;
	if (gc) {
		gc();
		gc();
	}
}

interface MemoryPeaks {
	rss: number;
	heap: number;
}

const maxRssBytes = () => process.resourceUsage().maxRSS * 1024;

/**
 * Samples RSS and heapUsed every 5 ms while the run lasts (the event loop permitting).
 * Synchronous stretches hide from the sampler but not from getrusage's maxrss: when the
 * run set a new process peak, that peak is the run's.
 */
function memorySampler(): () => MemoryPeaks {
	const maxBefore = maxRssBytes();
	const peaks: MemoryPeaks = { rss: 0, heap: 0 };
	const sample = () => {
		const { rss, heapUsed } = process.memoryUsage();
		peaks.rss = Math.max(peaks.rss, rss);
		peaks.heap = Math.max(peaks.heap, heapUsed);
	};
	sample();
	const timer = setInterval(sample, 5);
	return () => {
		clearInterval(timer);
		sample();
		const maxAfter = maxRssBytes();
		return { rss: maxAfter > maxBefore ? maxAfter : peaks.rss, heap: peaks.heap };
	};
}

function post<T>(session: Session, method: string): Promise<T> {
	return new Promise((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result as T))));
}

/** Starts V8's CPU profiler for just the measured run; the stopper writes a .cpuprofile. */
async function startProfiler(file: string): Promise<() => Promise<void>> {
	const session = new Session();
	session.connect();
	await post(session, 'Profiler.enable');
	await post(session, 'Profiler.start');
	return async () => {
		const { profile } = await post<{ profile: unknown }>(session, 'Profiler.stop');
		writeFileSync(file, JSON.stringify(profile));
		session.disconnect();
	};
}

function deliveries(messages: ServerState['messages'], spec: RunSpec) {
	const muids = messages.map((m) => m.muid).filter((m): m is string => typeof m === 'string');
	const distinct = new Set(muids);
	const { workload } = spec;
	const exactlyOnce =
		workload.kind === 'send' && workload.muid
			? muids.length === workload.messages &&
				distinct.size === workload.messages &&
				Array.from({ length: workload.messages }, (_, n) => `${MUID_PREFIX}${n}`).every((m) => distinct.has(m))
			: undefined;
	return { delivered: messages.length, distinctMuids: distinct.size, exactlyOnce };
}

async function measure(spec: RunSpec): Promise<RunResult> {
	const blocked: Record<string, number> = spec.workload.kind === 'list' ? { [OWNER]: spec.workload.users, [WARM_UID]: WARM_UP.users } : {};
	const server = await startFakeProcess(spec.server, blocked);
	try {
		if (spec.client === 'engine') await loadPackage();
		if (spec.warmup) await warmUp(spec.client, server, spec.workload);
		const before = await server.state();
		collectGarbage();
		const rssBeforeBytes = process.memoryUsage().rss;
		const heapBeforeBytes = process.memoryUsage().heapUsed;
		const stopProfiler = spec.profileFile ? await startProfiler(spec.profileFile) : undefined;
		const stopSampler = memorySampler();
		const stopClock = firstRequestClock();
		const started = performance.now();
		const run = await runWorkload(spec.client, server, spec.workload);
		const wallMs = performance.now() - started;
		const firstRequestAt = stopClock();
		const peaks = stopSampler();
		await stopProfiler?.();
		const after = await server.state();
		return {
			client: spec.client,
			wallMs,
			firstRequestMs: (firstRequestAt ?? started) - started,
			requests: after.requests - before.requests,
			rateLimited: after.rateLimited - before.rateLimited,
			items: run.items,
			...deliveries(after.messages.slice(before.messages.length), spec),
			rssBeforeBytes,
			peakRssBytes: peaks.rss,
			peakHeapBytes: peaks.heap,
			heapBeforeBytes,
			error: run.error,
		};
	} finally {
		await server.stop();
	}
}

/** A pacing run against a server the orchestrator started (it reads the server's records). */
async function measurePace(spec: PaceSpec): Promise<PaceResult> {
	await loadPackage();
	const stopClock = firstRequestClock();
	const started = performance.now();
	const run = await runPace(spec.client, spec.target, spec.work);
	const wallMs = performance.now() - started;
	const firstRequestAt = stopClock();
	return { wallMs, firstRequestMs: (firstRequestAt ?? started) - started, items: run.items, error: run.error };
}

if (require.main === module) {
	const parsed = JSON.parse(process.argv[2] ?? '{}') as RunSpec | PaceSpec | CpuSpec;
	const result = 'kind' in parsed ? measureCpu(parsed) : 'work' in parsed ? measurePace(parsed) : measure(parsed);
	result.then(
		(result) => {
			process.stdout.write(`${JSON.stringify(result)}\n`);
			process.exit(0);
		},
		(error: Error) => {
			process.stderr.write(`${error.stack ?? String(error)}\n`);
			process.exit(1);
		},
	);
}
