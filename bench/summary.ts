/** Medians over repeated runs, engine/axios ratios and the goals they are held to. */
import type { RunResult } from './types';

export const GOAL_RATIO = 1.1;
/** Below this, RSS growth is noise (V8 regrows its young generation, up to 32 MB, after the GC before each run): no memory ratio is judged. */
export const MEMORY_FLOOR_MB = 32;
const MB = 1024 * 1024;

export interface Medians {
	runs: number;
	wallMs: number;
	firstRequestMs: number;
	requests: number;
	rateLimited: number;
	items: number;
	/** Peak RSS during the run minus RSS before it. */
	rssDeltaMB: number;
	peakRssMB: number;
	heapDeltaMB: number;
	errors: string[];
}

export function median(values: number[]): number {
	if (!values.length) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function medians(runs: RunResult[]): Medians {
	const of = (pick: (r: RunResult) => number) => median(runs.map(pick));
	return {
		runs: runs.length,
		wallMs: of((r) => r.wallMs),
		firstRequestMs: of((r) => r.firstRequestMs),
		requests: of((r) => r.requests),
		rateLimited: of((r) => r.rateLimited),
		items: of((r) => r.items),
		rssDeltaMB: of((r) => (r.peakRssBytes - r.rssBeforeBytes) / MB),
		peakRssMB: of((r) => r.peakRssBytes / MB),
		heapDeltaMB: of((r) => (r.peakHeapBytes - r.heapBeforeBytes) / MB),
		errors: runs.map((r) => r.error).filter((e): e is string => !!e),
	};
}

export const ratio = (engine: number, baseline: number): number => (baseline > 0 ? engine / baseline : NaN);
export const meets = (value: number, goal = GOAL_RATIO): boolean => Number.isFinite(value) && value <= goal;

export interface ListSummary {
	id: string;
	users: number;
	perPage: number;
	minRequests: number;
	engine: Medians;
	axios: Medians;
	timeRatio: number;
	/** What the engine adds per request (per page) over the plain loop. */
	extraMsPerRequest: number;
	/** Engine/axios RSS growth; absent when both stay under MEMORY_FLOOR_MB. */
	memoryRatio?: number;
	/** `memory` is absent when both runs stay under MEMORY_FLOOR_MB. */
	goals: { requests: boolean; time: boolean; memory?: boolean };
}

export function summarizeList(id: string, users: number, perPage: number, engineRuns: RunResult[], axiosRuns: RunResult[]): ListSummary {
	const engine = medians(engineRuns);
	const axios = medians(axiosRuns);
	const minRequests = Math.max(1, Math.ceil(users / perPage));
	const timeRatio = ratio(engine.wallMs, axios.wallMs);
	const judged = Math.max(engine.rssDeltaMB, axios.rssDeltaMB) >= MEMORY_FLOOR_MB;
	const memoryRatio = judged ? ratio(engine.rssDeltaMB, axios.rssDeltaMB) : undefined;
	const allAt = (runs: RunResult[]) => runs.every((r) => r.requests === minRequests && r.items === users && !r.error);
	return {
		id,
		users,
		perPage,
		minRequests,
		engine,
		axios,
		timeRatio,
		extraMsPerRequest: (engine.wallMs - axios.wallMs) / minRequests,
		memoryRatio,
		goals: { requests: allAt(engineRuns) && allAt(axiosRuns), time: meets(timeRatio), memory: memoryRatio === undefined ? undefined : meets(memoryRatio) },
	};
}

export interface SendSummary {
	id: string;
	messages: number;
	latencyMs: number;
	engine: Medians;
	axios: Medians;
	timeRatio: number;
	/** What the engine adds per item over the plain loop. */
	extraMsPerItem: number;
	/** Share of the engine's wall time spent before its first request reached the server. */
	beforeFirstRequestShare: number;
	delivered: boolean;
	goals: { time: boolean };
}

export function summarizeSend(id: string, messages: number, latencyMs: number, engineRuns: RunResult[], axiosRuns: RunResult[]): SendSummary {
	const engine = medians(engineRuns);
	const axios = medians(axiosRuns);
	const timeRatio = ratio(engine.wallMs, axios.wallMs);
	const allDelivered = [...engineRuns, ...axiosRuns].every((r) => r.requests === messages && r.delivered === messages && !r.error);
	return {
		id,
		messages,
		latencyMs,
		engine,
		axios,
		timeRatio,
		extraMsPerItem: (engine.wallMs - axios.wallMs) / messages,
		beforeFirstRequestShare: engine.firstRequestMs / engine.wallMs,
		delivered: allDelivered,
		goals: { time: meets(timeRatio) },
	};
}

export interface RateSummary {
	messages: number;
	ratePerSecond: number;
	allowedMs: number;
	engine: Medians;
	timeRatio: number;
	/** Wall time after the first request against the allowed time: the pacing alone. */
	pacingRatio: number;
	delivered: number;
	distinctMuids: number;
	exactlyOnce: boolean;
	goals: { time: boolean; exactlyOnce: boolean };
}

export function summarizeRate(messages: number, ratePerSecond: number, runs: RunResult[]): RateSummary {
	const engine = medians(runs);
	const allowedMs = (messages / ratePerSecond) * 1000;
	const timeRatio = engine.wallMs / allowedMs;
	const exactlyOnce = runs.every((r) => r.exactlyOnce === true && !r.error);
	return {
		messages,
		ratePerSecond,
		allowedMs,
		engine,
		timeRatio,
		pacingRatio: (engine.wallMs - engine.firstRequestMs) / allowedMs,
		delivered: median(runs.map((r) => r.delivered)),
		distinctMuids: median(runs.map((r) => r.distinctMuids)),
		exactlyOnce,
		goals: { time: meets(timeRatio), exactlyOnce },
	};
}
