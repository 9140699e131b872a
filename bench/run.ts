/**
 * The CometChat node through n8n's engine beside another build of it (`--base`, a git ref),
 * a plain axios loop and n8n's HTTP Request node, side by side:
 *   npm run bench [-- --reps=3 --pace-reps=3 --only=cpu,floor,list,send,pace --base=main --cases=headers,noHeaders,threeWorkflows,twoProcesses,queueShape,list --clients=engine,httpRequest --profile | --no-profile]
 * Every run is measured in a fresh worker process (a clean memory peak), against a fresh
 * fake CometChat in a process of its own. Prints tables; saves bench/results/latest.json.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../test/support/engine';
import { buildBaseline } from './baseline';
import { CPU_GOAL, runErrors, summarizeCpu, type CpuResult, type CpuSide, type CpuSpec, type CpuSummary } from './cpu';
import { explainList, explainSend, nodeProperties, nodePropertyCount } from './explain';
import { minimalPropertyCount, summarizeFloor, type FloorSummary } from './floor';
import { summarize, type ProfileSummary } from './profile';
import { cpuTable, floorTable, listTable, paceRatios, paceTable, profileTables, sendTable } from './report';
import { PACE_CASES, runPaceCase, summarizePace, WHOLE_RUN_GOAL, type PaceRun, type PaceSummary } from './paceCases';
import type { PaceClient } from './pace';
import { median, summarizeList, summarizeSend, type ListSummary, type SendSummary } from './summary';
import type { Client, PaceResult, PaceSpec, RunResult, RunSpec, ServerSetup, Workload } from './types';

const WORKER = path.join(__dirname, 'worker.js');
const WORKER_TIMEOUT_MS = 180_000;
const CLIENTS: Client[] = ['engine', 'axios'];

const LIST_CASES = [
	{ users: 1_000, perPage: 100 },
	{ users: 10_000, perPage: 100 },
	{ users: 100_000, perPage: 100 },
	{ users: 100_000, perPage: 1000 },
];
const SEND_MESSAGES = 1_000;
const SEND_LATENCIES = [0, 5];
const PACE_CLIENTS: PaceClient[] = ['engine', 'httpRequest'];

type Part = 'cpu' | 'floor' | 'list' | 'send' | 'pace';

interface Flags {
	reps: number;
	paceReps: number;
	cases?: string[];
	/** Pacing clients to run (default both). */
	clients: PaceClient[];
	only: Part[];
	/** The git ref built beside this checkout for the CPU comparison. */
	base: string;
	profile: 'always' | 'never' | 'onMiss';
}

function parseFlags(argv: string[]): Flags {
	const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
	const only = (value('only')?.split(',') ?? ['cpu', 'list', 'send', 'pace']) as Part[];
	const profile = argv.includes('--profile') ? 'always' : argv.includes('--no-profile') ? 'never' : 'onMiss';
	return { reps: Number(value('reps') ?? 3), paceReps: Number(value('pace-reps') ?? 3), cases: value('cases')?.split(','), clients: (value('clients')?.split(',') ?? PACE_CLIENTS) as PaceClient[], only, base: value('base') ?? 'main', profile };
}

/** N8N_USER_FOLDER for the workers: n8n-core keeps settings there. */
const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-nodes-cometchat-bench-'));
const workerEnv = { ...process.env, N8N_USER_FOLDER: userFolder, N8N_LOG_LEVEL: 'silent' };

function runWorker(spec: RunSpec): Promise<RunResult>;
function runWorker(spec: PaceSpec): Promise<PaceResult>;
function runWorker(spec: CpuSpec): Promise<CpuResult>;
function runWorker(spec: RunSpec | PaceSpec | CpuSpec): Promise<RunResult | PaceResult | CpuResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['--expose-gc', WORKER, JSON.stringify(spec)], { env: workerEnv, stdio: ['ignore', 'pipe', 'pipe'] });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		const timer = setTimeout(() => child.kill(), WORKER_TIMEOUT_MS);
		child.on('exit', (code) => {
			clearTimeout(timer);
			const line = stdout.trim().split('\n').pop() ?? '';
			if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as RunResult | PaceResult | CpuResult);
			else reject(new Error(`worker failed (exit ${code}) for ${JSON.stringify(spec)}\n${stderr}`));
		});
	});
}

function progress(text: string): void {
	process.stderr.write(`  ${text}\n`);
}

/** Engine and axios runs alternate, so slow drift on the machine hits both alike. */
async function pairRuns(label: string, workload: Workload, server: ServerSetup, reps: number): Promise<Record<Client, RunResult[]>> {
	const runs: Record<Client, RunResult[]> = { engine: [], axios: [] };
	for (let rep = 1; rep <= reps; rep++) {
		for (const client of CLIENTS) {
			const result = await runWorker({ client, workload, server, warmup: true });
			runs[client].push(result);
			progress(`${label} ${client} #${rep}: ${Math.round(result.wallMs)} ms, ${result.requests} requests${result.error ? `, error: ${result.error}` : ''}`);
		}
	}
	return runs;
}

/**
 * CPU per item of 1,000 mapped Sends: the base build and this checkout, alternating in
 * fresh workers so that drift on the (shared) machine hits both alike; medians over `reps`.
 */
async function benchCpu(reps: number, ref: string): Promise<CpuSummary> {
	const baseline = buildBaseline(ref, progress);
	const base: CpuSide = { label: ref, commit: baseline.commit, runs: [] };
	const current: CpuSide = { label: 'this checkout', commit: execSync('git rev-parse HEAD', { cwd: repoRoot(), encoding: 'utf8' }).trim(), runs: [] };
	for (let rep = 1; rep <= reps; rep++) {
		for (const [side, root] of [[base, baseline.root], [current, repoRoot()]] as const) {
			const result = await runWorker({ kind: 'cpu', root, messages: SEND_MESSAGES });
			side.runs.push(result);
			progress(`cpu ${side.label} #${rep}: ${(result.cpuMs / SEND_MESSAGES).toFixed(2)} ms CPU per item, ${Math.round(result.wallMs)} ms wall, load ${loadavg()[0].toFixed(1)}${result.error ? `, error: ${result.error}` : ''}`);
		}
	}
	return summarizeCpu(SEND_MESSAGES, base, current);
}

/**
 * CPU per item against the number of top-level properties (floor.ts): the base build, then
 * this checkout whole, cut to the fewest properties its parameter names allow, to half of
 * that, and to what Send shows; alternating, medians over `reps`.
 */
async function benchFloor(reps: number, ref: string): Promise<FloorSummary> {
	const baseline = buildBaseline(ref, progress);
	const full = nodePropertyCount();
	const minimal = minimalPropertyCount(nodeProperties());
	const counts = [full, minimal, Math.round(minimal / 2), 0];
	const base: number[] = [];
	const byCount = new Map<number, CpuResult[]>();
	for (let rep = 1; rep <= reps; rep++) {
		const result = await runWorker({ kind: 'cpu', root: baseline.root, messages: SEND_MESSAGES });
		base.push(result.cpuMs / SEND_MESSAGES);
		progress(`floor ${ref} #${rep}: ${(result.cpuMs / SEND_MESSAGES).toFixed(2)} ms CPU per item`);
		for (const count of counts) {
			const cut = await runWorker({ kind: 'cpu', root: repoRoot(), messages: SEND_MESSAGES, properties: count });
			byCount.set(count, [...(byCount.get(count) ?? []), cut]);
			progress(`floor ${cut.properties} properties #${rep}: ${(cut.cpuMs / SEND_MESSAGES).toFixed(2)} ms CPU per item, load ${loadavg()[0].toFixed(1)}${cut.error ? `, error: ${cut.error}` : ''}`);
		}
	}
	const points = [...byCount.values()].map((runs) => ({
		properties: runs[0].properties ?? 0,
		cpuMsPerItem: median(runs.map((r) => r.cpuMs / SEND_MESSAGES)),
		errors: runErrors(runs, SEND_MESSAGES),
	}));
	return summarizeFloor(median(base), points, full, minimal, CPU_GOAL);
}

async function benchList(reps: number): Promise<ListSummary[]> {
	const summaries: ListSummary[] = [];
	for (const { users, perPage } of LIST_CASES) {
		const id = `list-${users}-per${perPage}`;
		const runs = await pairRuns(id, { kind: 'list', users, perPage }, {}, reps);
		summaries.push(summarizeList(id, users, perPage, runs.engine, runs.axios));
	}
	return summaries;
}

async function benchSend(reps: number): Promise<SendSummary[]> {
	const summaries: SendSummary[] = [];
	for (const latencyMs of SEND_LATENCIES) {
		const id = `send-${SEND_MESSAGES}-delay${latencyMs}ms`;
		const runs = await pairRuns(id, { kind: 'send', messages: SEND_MESSAGES, muid: false }, { latencyMs }, reps);
		summaries.push(summarizeSend(id, SEND_MESSAGES, latencyMs, runs.engine, runs.axios));
	}
	return summaries;
}

/**
 * Pacing: each case with our node and with n8n's HTTP Request node, alternating, so that
 * drift on the (shared) machine hits both alike; medians over `reps`.
 */
async function benchPace(reps: number, only: string[] | undefined, clients: PaceClient[]): Promise<PaceSummary[]> {
	const cases = PACE_CASES.filter((c) => !only || only.includes(c.id));
	const runs = new Map<string, PaceRun[]>();
	for (let rep = 1; rep <= reps; rep++) {
		for (const c of cases) {
			for (const client of clients) {
				let run: PaceRun;
				try {
					run = await runPaceCase(c, client, (spec) => runWorker(spec));
				} catch (error) {
					// one client that cannot run (the HTTP Request node not installed) leaves the others' figures
					progress(`pace ${c.id} ${client} #${rep}: not run: ${String((error as Error).message).split('\n')[0]}`);
					continue;
				}
				runs.set(`${c.id}|${client}`, [...(runs.get(`${c.id}|${client}`) ?? []), run]);
				progress(`pace ${c.id} ${client} #${rep}: ${(run.wallMs / 1000).toFixed(2)} s whole run, ${(run.spanMs / 1000).toFixed(2)} s first to last, ${run.requests} requests, ${run.rateLimited} answered 429, load ${loadavg()[0].toFixed(1)}${run.errors.length ? `, ${run.errors.join('; ')}` : ''}`);
			}
		}
	}
	return cases.flatMap((c) => clients.flatMap((client) => (runs.has(`${c.id}|${client}`) ? [summarizePace(c, client, runs.get(`${c.id}|${client}`)!)] : [])));
}

interface ProfileRun {
	file: string;
	wallMs: number;
	summary: ProfileSummary;
}

/** One engine run of the 1,000 sends under V8's CPU profiler (the measured run only). */
async function profileSend(): Promise<ProfileRun> {
	const file = path.join(tmpdir(), `cometchat-bench-send-${process.pid}.cpuprofile`);
	const result = await runWorker({ client: 'engine', workload: { kind: 'send', messages: SEND_MESSAGES, muid: false }, server: {}, warmup: true, profileFile: file });
	return { file, wallMs: result.wallMs, summary: summarize(file) };
}

function writeResults(results: object): string {
	const dir = path.join(repoRoot(), 'bench', 'results');
	mkdirSync(dir, { recursive: true });
	const file = path.join(dir, 'latest.json');
	writeFileSync(`${file}.tmp`, `${JSON.stringify(results, null, '\t')}\n`);
	renameSync(`${file}.tmp`, file);
	return file;
}

async function main(): Promise<void> {
	const flags = parseFlags(process.argv.slice(2));
	const started = Date.now();
	const loadBefore = loadavg();
	process.stderr.write(`bench: ${flags.reps} runs per variant (median), ${flags.paceReps} per pacing case; Node ${process.version}, ${cpus().length} CPUs, load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}\n`);
	const cpu = flags.only.includes('cpu') ? await benchCpu(flags.reps, flags.base) : undefined;
	const floor = flags.only.includes('floor') ? await benchFloor(flags.reps, flags.base) : undefined;
	const list = flags.only.includes('list') ? await benchList(flags.reps) : [];
	const send = flags.only.includes('send') ? await benchSend(flags.reps) : [];
	const pace = flags.only.includes('pace') ? await benchPace(flags.paceReps, flags.cases, flags.clients) : [];
	const loadAfter = loadavg();
	const sendMissed = send.some((s) => !s.goals.time);
	const wantProfile = flags.profile === 'always' || (flags.profile === 'onMiss' && sendMissed);
	const profile = wantProfile ? await profileSend() : undefined;

	const sections: string[] = [];
	if (cpu) sections.push(cpuTable(cpu));
	if (floor) sections.push(floorTable(floor, flags.base));
	if (list.length) sections.push(listTable(list));
	if (send.length) sections.push(sendTable(send));
	if (pace.length) sections.push(`${paceTable(pace)}\n\nWhole run, CometChat node over HTTP Request node:\n${paceRatios(pace, WHOLE_RUN_GOAL)}`);
	sections.push(`(machine load average before/after: ${loadBefore.map((l) => l.toFixed(1)).join(' ')} / ${loadAfter.map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs)`);
	const notes = [...explainList(list), ...explainSend(send, nodePropertyCount())];
	if (notes.length) sections.push(`Where the time goes:\n${notes.join('\n')}`);
	if (profile) sections.push(`${profileTables(profile.summary, profile.wallMs)}\nprofile: ${profile.file}`);
	const file = writeResults({
		generatedAt: new Date().toISOString(),
		environment: { node: process.version, platform: `${process.platform} ${process.arch}`, cpus: cpus().length, cpuModel: cpus()[0]?.model, loadBefore, loadAfter },
		settings: { ...flags, baseline: 'axios, same URLs/query/headers/bodies, Connection: close like n8n', memory: 'peak RSS during the run minus RSS before it (fresh worker process per run)' },
		cpu,
		floor,
		list,
		send,
		pace: pace.map(({ c, ...rest }) => ({ case: c.id, ...rest })),
		profile: profile && { file: profile.file, wallMs: profile.wallMs, ...profile.summary },
		totalSeconds: (Date.now() - started) / 1000,
	});
	console.log(`\n${sections.join('\n\n')}\n\nSaved ${path.relative(process.cwd(), file)} (bench took ${Math.round((Date.now() - started) / 1000)} s)`);
}

main()
	.catch((error: Error) => {
		console.error(error);
		process.exitCode = 1;
	})
	.finally(() => rmSync(userFolder, { recursive: true, force: true }));
