/** Plain-text tables for the terminal. */
import { CPU_GOAL, type CpuSummary } from './cpu';
import type { FloorSummary } from './floor';
import type { ProfileSummary } from './profile';
import type { PaceSummary } from './paceCases';
import { GOAL_RATIO, type ListSummary, type RateSummary, type SendSummary } from './summary';

type Row = string[];

export function table(header: Row, rows: Row[]): string {
	const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
	const line = (cells: Row) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
	return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const mark = (ok: boolean | undefined) => (ok === undefined ? 'n/a' : ok ? 'PASS' : 'MISS');
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const mb = (value: number) => `${value.toFixed(1)} MB`;
const x = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
const count = (value: number) => value.toLocaleString('en-US');
const goal = `<= ${GOAL_RATIO.toFixed(2)}`;

export function listTable(list: ListSummary[]): string {
	const header = ['List Blocked Users (returnAll)', 'requests/min', 'goal', 'engine', 'axios', 'time', `goal ${goal}`, 'extra/request', 'engine dRSS', 'axios dRSS', 'memory', `goal ${goal}`, 'heap growth e/a', 'peak RSS e/a'];
	const rows = list.map((s) => [
		`${count(s.users)} users, perPage ${s.perPage}`,
		`${count(s.engine.requests)}/${count(s.minRequests)}`,
		mark(s.goals.requests),
		ms(s.engine.wallMs),
		ms(s.axios.wallMs),
		x(s.timeRatio),
		mark(s.goals.time),
		`${s.extraMsPerRequest.toFixed(2)} ms`,
		mb(s.engine.rssDeltaMB),
		mb(s.axios.rssDeltaMB),
		x(s.memoryRatio),
		mark(s.goals.memory),
		`${Math.round(s.engine.heapDeltaMB)}/${Math.round(s.axios.heapDeltaMB)} MB`,
		`${Math.round(s.engine.peakRssMB)}/${Math.round(s.axios.peakRssMB)} MB`,
	]);
	return table(header, rows);
}

export function sendTable(send: SendSummary[]): string {
	const header = ['Send Message (all items at once)', 'engine', 'axios', 'time', `goal ${goal}`, '1st request e/a', 'before 1st req', 'extra/item', 'engine/item', 'delivered'];
	const rows = send.map((s) => [
		`${count(s.messages)} texts, server delay ${s.latencyMs} ms`,
		ms(s.engine.wallMs),
		ms(s.axios.wallMs),
		x(s.timeRatio),
		mark(s.goals.time),
		`${ms(s.engine.firstRequestMs)}/${ms(s.axios.firstRequestMs)}`,
		`${Math.round(s.beforeFirstRequestShare * 100)}%`,
		`${s.extraMsPerItem.toFixed(2)} ms`,
		`${(s.engine.wallMs / s.messages).toFixed(2)} ms`,
		s.delivered ? 'all' : 'MISSING',
	]);
	return table(header, rows);
}

export function rateTable(rate: RateSummary): string {
	const header = [`Send Message at ${rate.ratePerSecond} req/s`, 'engine', 'rate allows', 'ratio', `goal ${goal}`, '1st request', 'ratio after it', 'requests', '429s', 'delivered', 'unique muids', 'exactly once'];
	const row = [
		`${count(rate.messages)} texts with muids`,
		ms(rate.engine.wallMs),
		ms(rate.allowedMs),
		x(rate.timeRatio),
		mark(rate.goals.time),
		ms(rate.engine.firstRequestMs),
		x(rate.pacingRatio),
		count(rate.engine.requests),
		count(rate.engine.rateLimited),
		count(rate.delivered),
		count(rate.distinctMuids),
		mark(rate.exactlyOnce),
	];
	return table(header, [row]);
}

export function profileTables(profile: ProfileSummary, wallMs: number): string {
	const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
	const functions = table(
		['Top self time (engine, 1,000 sends)', 'self', 'share'],
		profile.functions.map((f) => [f.name, `${f.ms.toFixed(0)} ms`, pct(f.share)]),
	);
	const areas = table(['By package', 'self', 'share'], profile.areas.map((a) => [a.name, `${a.ms.toFixed(0)} ms`, pct(a.share)]));
	return `${functions}\n\n${areas}\n(busy CPU ${profile.totalMs.toFixed(0)} ms of ${ms(wallMs)} wall in the profiled run)`;
}

/** The pacing table, in Markdown (it goes into the README as it is). */
export function paceTable(rows: PaceSummary[]): string {
	const secs = (value: number) => `${(value / 1000).toFixed(2)} s`;
	const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
	const goals = (s: PaceSummary) =>
		[
			s.goals.share429 === undefined ? '' : `429 ${mark(s.goals.share429)}`,
			s.goals.ratio === undefined ? '' : `time ${mark(s.goals.ratio)}`,
			s.goals.requests === undefined ? '' : `requests ${mark(s.goals.requests)}`,
			s.complete ? '' : 'INCOMPLETE',
		]
			.filter(Boolean)
			.join(', ');
	const lines = [
		'| case | client | first to last request | vs the rate | whole run | requests | answered 429 | delivered | goals (our node) |',
		'|---|---|---|---|---|---|---|---|---|',
	];
	for (const s of rows) {
		const delivered = s.c.messages
			? `${count(s.delivered)}${s.complete ? ', each once' : ' (not all once)'}`
			: `${count(s.c.list!.users)} users${s.complete ? '' : ' (NOT all)'}; ${count(s.requests - s.rateLimited)} pages (min ${count(s.minRequests!)})`;
		lines.push(
			`| ${s.c.label} | ${s.client === 'engine' ? 'CometChat node' : 'HTTP Request node'} | ${secs(s.spanMs)} | ${x(s.spanMs / s.allowedMs)} of ${secs(s.allowedMs)} | ${secs(s.wallMs)} | ${count(s.requests)} | ${count(s.rateLimited)} (${pct(s.share429)}) | ${delivered} | ${s.client === 'engine' ? goals(s) : ''} |`,
		);
	}
	return lines.join('\n');
}

/** CPU per item of the mapped Sends, both builds side by side. */
export function cpuTable(summary: CpuSummary): string {
	const rows = summary.sides.map((s) => [
		`${s.label} (${s.commit.slice(0, 7)})`,
		`${s.cpuMsPerItem.toFixed(2)} ms`,
		ms(s.wallMs),
		String(s.runs),
		s.errors.length ? s.errors.join('; ') : '',
	]);
	const header = [`${count(summary.messages)} Sends, receiver and text mapped`, 'CPU per item', 'wall', 'runs', 'errors'];
	return `${table(header, rows)}
CPU per item, this package over the other: ${x(summary.ratio)} (goal <= ${CPU_GOAL.toFixed(2)}x: ${mark(summary.goal)})`;
}

export function floorTable(summary: FloorSummary, ref: string): string {
	const rows = [...summary.points]
		.sort((a, b) => b.properties - a.properties)
		.map((p) => [String(p.properties), `${p.cpuMsPerItem.toFixed(2)} ms`, x(p.cpuMsPerItem / summary.baseCpuMsPerItem), p.errors.length ? `left out of the fit: ${p.errors.join('; ')}` : '']);
	return `${table(['top-level properties (this checkout, cut)', 'CPU per item', `over ${ref} (${summary.baseCpuMsPerItem.toFixed(2)} ms)`, 'errors'], rows)}
Fit: ${summary.intercept.toFixed(2)} ms + ${(summary.slope * 1000).toFixed(1)} µs per property per item. This node has ${summary.full}; its parameter names need at least ${summary.minimal} (${x(summary.ratioAtMinimal)} by the fit). The goal (<= ${CPU_GOAL.toFixed(2)}x) needs at most ${summary.propertiesForGoal}.`;
}

/** Whole run (start to last item) of our node over the HTTP Request node's, per pacing case. */
export function paceRatios(rows: PaceSummary[], goal: number): string {
	const lines = rows
		.filter((s) => s.client === 'engine')
		.map((ours) => {
			const peer = rows.find((s) => s.c.id === ours.c.id && s.client === 'httpRequest');
			const ratio = peer ? ours.wallMs / peer.wallMs : undefined;
			return [ours.c.id, ms(ours.wallMs), peer ? ms(peer.wallMs) : 'n/a', x(ratio), ratio === undefined ? 'n/a' : mark(ratio <= goal)];
		});
	return table(['case', 'CometChat node', 'HTTP Request node', 'ratio', `goal <= ${goal.toFixed(2)}x`], lines);
}
