/** Self time from a V8 .cpuprofile, by function and by package. */
import { readFileSync } from 'node:fs';

interface CallFrame {
	functionName: string;
	url: string;
	lineNumber: number;
}

interface ProfileNode {
	id: number;
	callFrame: CallFrame;
}

interface CpuProfile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

export interface SelfTime {
	name: string;
	ms: number;
	share: number;
}

export interface ProfileSummary {
	totalMs: number;
	functions: SelfTime[];
	areas: SelfTime[];
}

/** Where a script lives, in words: an npm package, this package's node, Node itself, V8. */
export function areaOf(url: string, functionName: string): string {
	if (!url) return functionName.startsWith('(') ? functionName : '(native)';
	if (url.startsWith('node:')) return 'node: core';
	const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
	if (modules) return modules[1];
	if (url.includes('/dist/')) return 'n8n-nodes-cometchat (dist)';
	if (url.includes('/build-test/')) return 'bench + test support';
	return url;
}

function shortUrl(url: string): string {
	const modules = url.lastIndexOf('node_modules/');
	if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
	for (const root of ['/dist/', '/build-test/']) {
		const at = url.indexOf(root);
		if (at >= 0) return url.slice(at + 1);
	}
	return url.replace(/^file:\/\//, '');
}

function functionKey({ functionName, url, lineNumber }: CallFrame): string {
	const name = functionName || '(anonymous)';
	return url ? `${name}  ${shortUrl(url)}:${lineNumber + 1}` : name;
}

function ranked(totals: Map<string, number>, totalMs: number, top: number): SelfTime[] {
	return [...totals]
		.sort((a, b) => b[1] - a[1])
		.slice(0, top)
		.map(([name, ms]) => ({ name, ms, share: totalMs ? ms / totalMs : 0 }));
}

function add(totals: Map<string, number>, key: string, ms: number): void {
	totals.set(key, (totals.get(key) ?? 0) + ms);
}

/** Each sample is charged the interval up to the next sample (DevTools does the same). */
export function summarize(file: string, top = 10): ProfileSummary {
	const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
	const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
	const byFunction = new Map<string, number>();
	const byArea = new Map<string, number>();
	let totalMs = 0;
	profile.samples.forEach((id, i) => {
		const frame = frames.get(id);
		const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
		if (!frame || frame.functionName === '(idle)') return;
		totalMs += ms;
		add(byFunction, functionKey(frame), ms);
		add(byArea, areaOf(frame.url, frame.functionName), ms);
	});
	return { totalMs, functions: ranked(byFunction, totalMs, top), areas: ranked(byArea, totalMs, top) };
}
