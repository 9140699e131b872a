/**
 * Pacing cases: the CometChat node and n8n's HTTP Request node against a fake CometChat
 * that allows `ratePerSecond` requests a second, side by side. One fake server per run,
 * started here; one or two worker processes (n8n processes with separate gates) send to
 * it; the server's own records give the requests, 429s, deliveries and the time from the
 * first request to the last.
 */
import type { INodeExecutionData } from 'n8n-workflow';
import { runNode } from '../test/support/engine';
import { sendParams, listParams } from '../test/support/fixtures';
import type { ClientRun, Target } from './clients';
import { peerList, peerSend } from './peer';

export type PaceClient = 'engine' | 'httpRequest';

export interface PaceSendWork {
	kind: 'paceSend';
	/** Messages this process sends, split over `workflows` runs at once. */
	messages: number;
	workflows: number;
	/** Muids of this process are numbered from here. */
	offset: number;
	/** The peer's Batching: items per second for each of its workflows. */
	peerPerSecond: number;
}

export interface PaceListWork {
	kind: 'paceList';
	uid: string;
	perPage: number;
	/** The peer's interval between pages. */
	peerIntervalMs: number;
}

export type PaceWork = PaceSendWork | PaceListWork;

export const MUID_PREFIX = 'p-';

function split(total: number, parts: number): number[] {
	return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

async function engineSendFrom(target: Target, offset: number, count: number): Promise<ClientRun> {
	const items: INodeExecutionData[] = Array.from({ length: count }, (_, n) => ({ json: { n: offset + n } }));
	const result = await runNode({
		parameters: sendParams({ additionalFields: { muid: `={{ "${MUID_PREFIX}" + $json.n }}` } }),
		credentials: { appId: 'bench', region: 'us', apiKey: target.apiKey, baseUrl: target.baseUrl },
		items,
	});
	return { items: result.items.length, error: result.error?.message };
}

export async function runPace(client: PaceClient, target: Target, work: PaceWork): Promise<ClientRun> {
	if (work.kind === 'paceList') {
		if (client === 'httpRequest') return await peerList(target, { uid: work.uid, perPage: work.perPage, intervalMs: work.peerIntervalMs });
		const result = await runNode({
			parameters: listParams({ uid: work.uid, returnAll: true, options: { perPage: work.perPage } }),
			credentials: { appId: 'bench', region: 'us', apiKey: target.apiKey, baseUrl: target.baseUrl },
		});
		return { items: result.items.length, error: result.error?.message };
	}
	let offset = work.offset;
	const runs = split(work.messages, work.workflows).map((count) => {
		const from = offset;
		offset += count;
		return client === 'engine'
			? engineSendFrom(target, from, count)
			: peerSend(target, { messages: count, muidPrefix: MUID_PREFIX, offset: from, perSecond: work.peerPerSecond });
	});
	const done = await Promise.all(runs);
	const errors = done.map((d) => d.error).filter(Boolean);
	return { items: done.reduce((sum, d) => sum + d.items, 0), error: errors.length ? errors.join('; ') : undefined };
}
