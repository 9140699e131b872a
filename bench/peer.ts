/**
 * The peer users would pick instead: n8n's own HTTP Request node (4.2), from the
 * n8n-nodes-base that the e2e installs with n8n 1.123 (.cache/e2e/n8n), run through the
 * same engine as the CometChat node (n8n-core 2.41). Its `require('n8n-workflow')` is
 * pointed at the engine's own n8n-workflow 2.41, so that one copy of n8n's classes
 * (errors, expressions, sleep) serves both: loading it with its own 1.120 copy would mix
 * two sets of classes in one run.
 *
 * It sends the same requests with the same headers, paced the way a user would set it up
 * for a server allowing `ratePerSecond`: Batching (that many items per second; a share of
 * it when several workflows send at once) and, for lists, its Pagination with a request
 * interval. It has no 429 handling of its own (n8n's Retry On Fail would re-run every
 * item, sending messages twice), so it runs with On Error: Continue and a 429 leaves the
 * item undelivered.
 */
import Module from 'node:module';
import path from 'node:path';
import { existsSync, realpathSync } from 'node:fs';
import type { INodeParameters, IVersionedNodeType } from 'n8n-workflow';
import { repoRoot, runNode } from '../test/support/engine';
import { RECEIVER, TEXT, type ClientRun, type Target } from './clients';

export const PEER_BASE = path.join(repoRoot(), '.cache', 'e2e', 'n8n', 'node_modules', 'n8n-nodes-base');
const TYPE = 'n8n-nodes-base.httpRequest';
const VERSION = 4.2;

let peer: IVersionedNodeType | undefined;

function httpRequestNode(): IVersionedNodeType {
	if (peer) return peer;
	const file = path.join(PEER_BASE, 'dist', 'nodes', 'HttpRequest', 'HttpRequest.node.js');
	if (!existsSync(file)) throw new Error(`n8n-nodes-base not installed at ${PEER_BASE} (npm run test:e2e installs it)`);
	const ours = require.resolve('n8n-workflow');
	const base = realpathSync(PEER_BASE); // modules are known by their real paths (.cache is a symlink in worktrees)
	const loader = Module as unknown as { _resolveFilename: (request: string, parent?: { filename?: string }, ...rest: unknown[]) => string };
	const resolve = loader._resolveFilename;
	loader._resolveFilename = function (request, parent, ...rest) {
		if (request === 'n8n-workflow' && parent?.filename?.startsWith(base)) return ours;
		return resolve.call(this, request, parent, ...rest);
	};
	const { HttpRequest } = require(file) as { HttpRequest: new () => IVersionedNodeType };
	peer = new HttpRequest();
	return peer;
}

function headers(target: Target) {
	return {
		parameters: [
			{ name: 'apikey', value: target.apiKey },
			{ name: 'Accept', value: 'application/json' },
		],
	};
}

async function runPeer(parameters: INodeParameters, items: number): Promise<{ json: Record<string, unknown> }[]> {
	const result = await runNode({
		parameters,
		credentials: {},
		items: Array.from({ length: items }, (_, n) => ({ json: { n } })),
		continueOnFail: true,
		other: { type: TYPE, typeVersion: VERSION, nodeType: httpRequestNode() },
	});
	if (result.error) throw result.error;
	return result.items as { json: Record<string, unknown> }[];
}

export interface PeerSendJob {
	messages: number;
	muidPrefix: string;
	/** Items of this workflow are numbered from here. */
	offset: number;
	/** Items per second the user lets out (Batching). */
	perSecond: number;
}

/** POST /messages per item, `perSecond` items per second (Batching: batch size, 1,000 ms interval). */
export async function peerSend(target: Target, job: PeerSendJob): Promise<ClientRun> {
	const body = `={{ JSON.stringify({ receiverType: "user", receiver: "${RECEIVER}", category: "message", type: "text", muid: "${job.muidPrefix}" + ($json.n + ${job.offset}), data: { text: "${TEXT}" } }) }}`;
	const items = await runPeer(
		{
			method: 'POST',
			url: `${target.baseUrl}/messages`,
			authentication: 'none',
			sendHeaders: true,
			headerParameters: headers(target),
			sendBody: true,
			contentType: 'json',
			specifyBody: 'json',
			jsonBody: body,
			options: { batching: { batch: { batchSize: job.perSecond, batchInterval: 1000 } } },
		},
		job.messages,
	);
	const failed = items.filter((item) => item.json.error !== undefined).length;
	return { items: items.length - failed, error: failed ? `${failed} items failed (HTTP 429, not retried)` : undefined };
}

export interface PeerListJob {
	uid: string;
	perPage: number;
	/** Pause between pages (Pagination > Interval Between Requests). */
	intervalMs: number;
}

/** GET the list with the node's Pagination: `page` = page count + 1, complete at the last page. */
export async function peerList(target: Target, job: PeerListJob): Promise<ClientRun> {
	const pages = await runPeer(
		{
			method: 'GET',
			url: `${target.baseUrl}/users/${encodeURIComponent(job.uid)}/blockedusers`,
			authentication: 'none',
			sendQuery: true,
			queryParameters: { parameters: [{ name: 'perPage', value: String(job.perPage) }] },
			sendHeaders: true,
			headerParameters: headers(target),
			options: {
				pagination: {
					pagination: {
						paginationMode: 'updateAParameterInEachRequest',
						parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
						paginationCompleteWhen: 'other',
						completeExpression: '={{ $response.body.meta.pagination.current_page >= $response.body.meta.pagination.total_pages }}',
						requestInterval: job.intervalMs,
					},
				},
			},
		},
		1,
	);
	const failed = pages.filter((page) => page.json.error !== undefined).length;
	const users = pages.reduce((sum, page) => sum + (Array.isArray(page.json.data) ? page.json.data.length : 0), 0);
	return { items: users, error: failed ? `${failed} pages failed` : undefined };
}
