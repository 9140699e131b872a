/**
 * CPU per item of 1,000 Sends whose receiver and text are mapped with `{{ $json.… }}`, as
 * users map them: this package beside another build of it (see baseline.ts), each run in
 * a worker process of its own against a fake CometChat in a further process, so the
 * worker's CPU time is the node's and n8n's work alone.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { INodeExecutionData, INodeType } from 'n8n-workflow';
import { startFakeProcess } from '../test/support/fakeServerProcess';
import { sendParams } from '../test/support/fixtures';
import { RECEIVER, TEXT } from './clients';
import { cutDescription } from './floor';
import { median } from './summary';

/** Goal: CPU per item at most this share of the base build's (`--base=b3ad7c8`: 79 operations, 137 top-level properties): fields per operation may cost at most 5 % more per item. */
export const CPU_GOAL = 1.05;
const WARM_UP = 20;

export interface CpuSpec {
	kind: 'cpu';
	/** The root of the tree whose dist/ and build-test/ run. */
	root: string;
	messages: number;
	/** Cut this checkout's node to this many top-level properties first (see floor.ts). */
	properties?: number;
}

export interface CpuResult {
	cpuMs: number;
	wallMs: number;
	items: number;
	/** Top-level properties of the node measured, when it was cut. */
	properties?: number;
	error?: string;
}

function mappedItems(count: number): INodeExecutionData[] {
	return Array.from({ length: count }, (_, n) => ({ json: { receiver: RECEIVER, text: `${TEXT} ${n}` } }));
}

/** In the worker: a warm-up, then the measured run; CPU is user + system time of this process. */
export async function measureCpu(spec: CpuSpec): Promise<CpuResult> {
	// that tree's own engine support, which loads that tree's dist/
	const engine = require(path.join(spec.root, 'build-test', 'test', 'support', 'engine.js')) as typeof import('../test/support/engine');
	const server = await startFakeProcess();
	try {
		const credentials = { appId: 'bench', region: 'us', apiKey: server.apiKey, baseUrl: server.baseUrl };
		let properties: number | undefined;
		const parameters = sendParams({ receiver: '={{ $json.receiver }}', text: '={{ $json.text }}' });
		if (spec.properties !== undefined) {
			const loader = await engine.loadPackage();
			const { description } = loader.nodeTypes.cometChat.type as INodeType;
			cutDescription(description, parameters, spec.properties);
			properties = description.properties.length;
		}
		await engine.runNode({ parameters, credentials, items: mappedItems(WARM_UP) });
		const items = mappedItems(spec.messages);
		const cpu = process.cpuUsage();
		const started = performance.now();
		const result = await engine.runNode({ parameters, credentials, items });
		const wallMs = performance.now() - started;
		const used = process.cpuUsage(cpu);
		return { cpuMs: (used.user + used.system) / 1000, wallMs, items: result.items.length, properties, error: result.error?.message };
	} finally {
		await server.stop();
	}
}

export interface CpuSide {
	label: string;
	commit: string;
	runs: CpuResult[];
}

export interface CpuSummary {
	messages: number;
	sides: Array<{ label: string; commit: string; cpuMsPerItem: number; wallMs: number; runs: number; errors: string[] }>;
	/** This package's CPU per item over the other build's. */
	ratio: number;
	goal: boolean;
}

/** What went wrong in runs meant to give `messages` items: their errors, or items missing. */
export function runErrors(runs: CpuResult[], messages: number): string[] {
	return runs.flatMap((r) => (r.error ? [r.error] : r.items === messages ? [] : [`${r.items} of ${messages} items`]));
}

export function summarizeCpu(messages: number, base: CpuSide, current: CpuSide): CpuSummary {
	const side = ({ label, commit, runs }: CpuSide) => ({
		label,
		commit,
		cpuMsPerItem: median(runs.map((r) => r.cpuMs / messages)),
		wallMs: median(runs.map((r) => r.wallMs)),
		runs: runs.length,
		errors: runErrors(runs, messages),
	});
	const sides = [side(base), side(current)];
	const ratio = sides[1].cpuMsPerItem / sides[0].cpuMsPerItem;
	return { messages, sides, ratio, goal: ratio <= CPU_GOAL };
}
