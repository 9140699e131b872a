/**
 * The two clients compared: the CometChat node run through n8n's real engine, and a plain
 * axios loop that makes the same requests (same URLs, query, headers and JSON bodies, and
 * like n8n's requests no keep-alive: `Connection: close`).
 */
import { Agent } from 'node:http';
import axios, { type AxiosRequestConfig } from 'axios';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { runNode } from '../test/support/engine';
import { listParams, sendParams } from '../test/support/fixtures';

export interface Target {
	baseUrl: string;
	apiKey: string;
}

export interface ListJob {
	uid: string;
	perPage: number;
}

export interface SendJob {
	messages: number;
	/** Prefix of each item's muid (`<prefix><n>`); no muid when absent. */
	muidPrefix?: string;
}

export interface ClientRun {
	items: number;
	error?: string;
}

export const RECEIVER = 'cometchat-uid-1';
export const TEXT = 'Hello';
const DEFAULT_PAGE_SIZE = 100;

function credentialsFor(target: Target) {
	return { appId: 'bench', region: 'us', apiKey: target.apiKey, baseUrl: target.baseUrl };
}

function numberedItems(count: number): INodeExecutionData[] {
	return Array.from({ length: count }, (_, n) => ({ json: { n } }));
}

async function runEngine(target: Target, parameters: INodeParameters, items?: INodeExecutionData[]): Promise<ClientRun> {
	const result = await runNode({ parameters, credentials: credentialsFor(target), items });
	return { items: result.items.length, error: result.error?.message };
}

export async function engineList(target: Target, job: ListJob): Promise<ClientRun> {
	const options = job.perPage === DEFAULT_PAGE_SIZE ? {} : { perPage: job.perPage };
	return await runEngine(target, listParams({ uid: job.uid, returnAll: true, options }));
}

export async function engineSend(target: Target, job: SendJob): Promise<ClientRun> {
	const additionalFields = job.muidPrefix ? { muid: `={{ "${job.muidPrefix}" + $json.n }}` } : {};
	return await runEngine(target, sendParams({ receiver: RECEIVER, text: TEXT, additionalFields }), numberedItems(job.messages));
}

/** The headers n8n sends for this node (requestDefaults, the credential, n8n's user agent). */
function axiosConfig(target: Target): AxiosRequestConfig {
	return {
		baseURL: target.baseUrl,
		headers: { Accept: 'application/json', 'Content-Type': 'application/json', apikey: target.apiKey, 'User-Agent': 'n8n' },
		httpAgent: new Agent({ keepAlive: false }),
	};
}

interface ListPage {
	data: unknown[];
	meta?: { pagination?: { total_pages?: number } };
}

/** Reads every page in turn and stops at the last one, as the node does. */
export async function axiosList(target: Target, job: ListJob): Promise<ClientRun> {
	const config = axiosConfig(target);
	const url = `/users/${encodeURIComponent(job.uid)}/blockedusers`;
	const users: unknown[] = [];
	for (let page = 1; ; page++) {
		const { data: body } = await axios.get<ListPage>(url, { ...config, params: { page, perPage: job.perPage } });
		for (const user of body.data) users.push(user);
		const totalPages = Number(body.meta?.pagination?.total_pages);
		const isLast = Number.isFinite(totalPages) ? page >= totalPages : body.data.length < job.perPage;
		if (body.data.length === 0 || isLast) break;
	}
	return { items: users.length };
}

/** Fires every message at once, as RoutingNode does (Promise.allSettled over all items). */
export async function axiosSend(target: Target, job: SendJob): Promise<ClientRun> {
	const config = axiosConfig(target);
	const bodyFor = (n: number) => ({
		receiverType: 'user',
		receiver: RECEIVER,
		category: 'message',
		type: 'text',
		...(job.muidPrefix ? { muid: `${job.muidPrefix}${n}` } : {}),
		data: { text: TEXT },
	});
	const settled = await Promise.allSettled(
		Array.from({ length: job.messages }, async (_, n) => (await axios.post('/messages', bodyFor(n), config)).data as unknown),
	);
	const failed = settled.filter((s) => s.status === 'rejected').length;
	return { items: settled.length - failed, error: failed ? `${failed} requests failed` : undefined };
}
