/** What the orchestrator (run.ts) and the measuring worker (worker.ts) exchange. */
import type { Target } from './clients';
import type { PaceClient, PaceWork } from './pace';

export type Client = 'engine' | 'axios';

export interface ListWorkload {
	kind: 'list';
	/** Blocked users the server holds for the listed uid. */
	users: number;
	/** Page size the client asks for. */
	perPage: number;
}

export interface SendWorkload {
	kind: 'send';
	messages: number;
	/** Give every item its own muid (`b-<n>`) so that deliveries can be checked. */
	muid: boolean;
}

export type Workload = ListWorkload | SendWorkload;

export interface ServerSetup {
	/** Requests per second the fake allows before answering 429. */
	ratePerSecond?: number;
	/** Delay before every answer, in ms. */
	latencyMs?: number;
}

/** One measured run, handed to the worker as JSON on its command line. */
export interface RunSpec {
	client: Client;
	workload: Workload;
	server: ServerSetup;
	/** Warm the client and the server up (JIT) with a tiny run of the same kind first. */
	warmup: boolean;
	/** Record a CPU profile of the measured run into this file. */
	profileFile?: string;
}

/** What the worker prints (one JSON line) after a run. */
export interface RunResult {
	client: Client;
	/** Wall time of the measured run. */
	wallMs: number;
	/** Time from the start of the run to the client's first HTTP request (node:http's request.start). */
	firstRequestMs: number;
	/** Requests the server received during the measured run (429s included). */
	requests: number;
	/** Requests the server answered with 429. */
	rateLimited: number;
	/** Items the client returned (list: users; send: messages). */
	items: number;
	/** Messages the server stored during the run, and how many distinct muids among them. */
	delivered: number;
	distinctMuids: number;
	/** Every expected muid delivered exactly once (send with muids only). */
	exactlyOnce?: boolean;
	/** Resident set size right before the run (after loading and a GC), in bytes. */
	rssBeforeBytes: number;
	/** Highest RSS of the worker during the run (sampled, or getrusage maxrss when the run set it), in bytes. */
	peakRssBytes: number;
	/** Highest heapUsed sampled every 5 ms during the run, in bytes. */
	peakHeapBytes: number;
	heapBeforeBytes: number;
	error?: string;
}

/** A pacing run: one n8n process's part of a case, against the orchestrator's server. */
export interface PaceSpec {
	client: PaceClient;
	target: Target;
	work: PaceWork;
}

export interface PaceResult {
	wallMs: number;
	firstRequestMs: number;
	/** Items the client returned without an error (list: users). */
	items: number;
	error?: string;
}
