/** The pacing cases and how one is run (server here, one or two worker processes). */
import { startFakeProcess } from '../test/support/fakeServerProcess';
import type { FakeOptions } from '../test/support/fakeCometChat';
import { median } from './summary';
import type { PaceClient, PaceWork } from './pace';
import { MUID_PREFIX } from './pace';
import type { PaceResult, PaceSpec } from './types';

export interface PaceCase {
	id: string;
	label: string;
	server: FakeOptions;
	ratePerSecond: number;
	/** n8n processes, each with its own gate. */
	processes: number;
	workflows: number;
	messages?: number;
	list?: { users: number; perPage: number };
	/** Most 429s allowed, as a share of requests. */
	max429Share?: number;
	/** Most time from the first request to the last, against the time the rate allows. */
	maxRatio?: number;
}

const RATE = 50;
/** Goal: a whole run of our node at most this many times the HTTP Request node's, in every case. */
export const WHOLE_RUN_GOAL = 1.05;
const LIST_RATE = 20;

export const PACE_CASES: PaceCase[] = [
	{ id: 'headers', label: '1,000 sends, server 50 req/s with rate headers', server: { ratePerSecond: RATE }, ratePerSecond: RATE, processes: 1, workflows: 1, messages: 1000, max429Share: 0.01, maxRatio: 1.03 },
	{ id: 'noHeaders', label: 'the same, server without rate headers (Retry-After only)', server: { ratePerSecond: RATE, rateHeaders: false }, ratePerSecond: RATE, processes: 1, workflows: 1, messages: 1000, max429Share: 968 / 1968, maxRatio: 1.02 },
	{ id: 'threeWorkflows', label: '3 workflows on one key at once, 1,000 items in all', server: { ratePerSecond: RATE }, ratePerSecond: RATE, processes: 1, workflows: 3, messages: 1000, max429Share: 0.02 },
	{ id: 'twoProcesses', label: 'two n8n processes (separate gates) on one key, 1,000 in all', server: { ratePerSecond: RATE }, ratePerSecond: RATE, processes: 2, workflows: 1, messages: 1000, max429Share: 0.05 },
	{ id: 'queueShape', label: 'two processes with 5 workflows each on one key (queue mode), 1,000 in all', server: { ratePerSecond: RATE }, ratePerSecond: RATE, processes: 2, workflows: 5, messages: 1000, max429Share: 0.05 },
	{ id: 'list', label: 'List Blocked Users, 100,000 users, page 1,000, server 20 req/s', server: { ratePerSecond: LIST_RATE }, ratePerSecond: LIST_RATE, processes: 1, workflows: 1, list: { users: 100_000, perPage: 1000 }, max429Share: 0.01 },
];

export interface PaceRun {
	client: PaceClient;
	/** Server side: first request to last. */
	spanMs: number;
	wallMs: number;
	firstRequestMs: number;
	requests: number;
	rateLimited: number;
	delivered: number;
	exactlyOnce?: boolean;
	items: number;
	errors: string[];
}

type Worker = (spec: PaceSpec) => Promise<PaceResult>;

export async function runPaceCase(c: PaceCase, client: PaceClient, worker: Worker): Promise<PaceRun> {
	const server = await startFakeProcess(c.server, c.list ? { owner: c.list.users } : {});
	try {
		const share = Math.floor((c.messages ?? 0) / c.processes);
		const perSecond = Math.max(1, Math.floor(c.ratePerSecond / (c.processes * c.workflows)));
		const works: PaceWork[] = Array.from({ length: c.processes }, (_, p) =>
			c.list
				? { kind: 'paceList', uid: 'owner', perPage: c.list.perPage, peerIntervalMs: Math.ceil(1000 / c.ratePerSecond) }
				: { kind: 'paceSend', messages: p === c.processes - 1 ? c.messages! - share * p : share, workflows: c.workflows, offset: share * p, peerPerSecond: perSecond },
		);
		const target = { baseUrl: server.baseUrl, apiKey: server.apiKey };
		const results = await Promise.all(works.map((work) => worker({ client, target, work })));
		const state = await server.state();
		const muids = state.messages.map((m) => m.muid).filter((m): m is string => typeof m === 'string');
		const distinct = new Set(muids);
		const exactlyOnce = c.messages
			? muids.length === c.messages && Array.from({ length: c.messages }, (_, n) => `${MUID_PREFIX}${n}`).every((m) => distinct.has(m))
			: undefined;
		return {
			client,
			spanMs: (state.lastAt ?? 0) - (state.firstAt ?? 0),
			wallMs: Math.max(...results.map((r) => r.wallMs)),
			firstRequestMs: Math.min(...results.map((r) => r.firstRequestMs)),
			requests: state.requests,
			rateLimited: state.rateLimited,
			delivered: state.messages.length,
			exactlyOnce,
			items: results.reduce((sum, r) => sum + r.items, 0),
			errors: results.map((r) => r.error).filter((e): e is string => !!e),
		};
	} finally {
		await server.stop();
	}
}

export interface PaceSummary {
	c: PaceCase;
	client: PaceClient;
	runs: number;
	allowedMs: number;
	minRequests?: number;
	spanMs: number;
	wallMs: number;
	requests: number;
	rateLimited: number;
	share429: number;
	delivered: number;
	/** Every run delivered each message exactly once (sends), or every user (lists). */
	complete: boolean;
	goals: { share429?: boolean; ratio?: boolean; requests?: boolean };
	errors: string[];
}

export function summarizePace(c: PaceCase, client: PaceClient, runs: PaceRun[]): PaceSummary {
	const of = (pick: (r: PaceRun) => number) => median(runs.map(pick));
	const minRequests = c.list ? Math.ceil(c.list.users / c.list.perPage) : undefined;
	const allowedMs = ((c.messages ?? minRequests ?? 0) / c.ratePerSecond) * 1000;
	const spanMs = of((r) => r.spanMs);
	const requests = of((r) => r.requests);
	const rateLimited = of((r) => r.rateLimited);
	const share429 = of((r) => (r.requests ? r.rateLimited / r.requests : 0));
	const complete = runs.every((r) => (c.messages ? r.exactlyOnce === true : r.items === c.list!.users));
	return {
		c,
		client,
		runs: runs.length,
		allowedMs,
		minRequests,
		spanMs,
		wallMs: of((r) => r.wallMs),
		requests,
		rateLimited,
		share429,
		delivered: of((r) => r.delivered),
		complete,
		goals: {
			share429: c.max429Share === undefined ? undefined : share429 <= c.max429Share,
			ratio: c.maxRatio === undefined ? undefined : spanMs / allowedMs <= c.maxRatio,
			requests: minRequests === undefined ? undefined : runs.every((r) => r.requests - r.rateLimited === minRequests),
		},
		errors: runs.flatMap((r) => r.errors),
	};
}
