/**
 * CometChat's side of an AG-UI run, read with the protocol's own client (`@ag-ui/client`'s
 * HttpAgent: it POSTs a RunAgentInput, parses the Server-Sent Events, checks every event
 * against the protocol's schemas and order), and an n8n stand-in on 127.0.0.1 that holds the
 * request as n8n's responseNode mode does (packages/cli/src/webhooks/webhook-helpers.ts
 * setupResponseNodePromise, webhook-request-handler.ts sendLegacyResponse): the CometChat
 * Trigger's webhook() gets the real response, the workflow runs through n8n-core's
 * WorkflowExecute, `sendResponse` answers, and a run that ends without an answer gets what
 * n8n 1.x (an empty 200 JSON) or 2.x (500 "Error in workflow" after a failure) would send.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpAgent, type BaseEvent, type Message } from '@ag-ui/client';
import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import { createRunExecutionData, Workflow } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, IDataObject, IExecuteResponsePromiseData, INodeExecutionData, IRun } from 'n8n-workflow';
import { additionalDataFor, loadPackage, PackageNodeTypes, type WorkflowFile } from './engine';
import type { TriggerHarness } from './webhook';

export interface AgUiRead {
	events: BaseEvent[];
	/** What the client threw (a protocol violation, a failed request), if anything. */
	error?: Error;
	newMessages: Message[];
	status?: number;
	contentType?: string;
}

export interface RunRequest {
	threadId: string;
	runId: string;
	messages: Message[];
	tools?: Array<{ name: string; description: string; parameters: unknown }>;
	context?: Array<{ description: string; value: string }>;
	headers?: Record<string, string>;
}

/** Runs the agent at `url` as CometChat would, and gives every event the client accepted. */
export async function runWithAgUiClient(url: string, run: RunRequest): Promise<AgUiRead> {
	const read: AgUiRead = { events: [], newMessages: [] };
	const fetchAndNote = async (input: string | URL | Request, init?: RequestInit) => {
		const response = await fetch(input, init);
		read.status = response.status;
		read.contentType = response.headers.get('content-type') ?? undefined;
		return response;
	};
	const agent = new HttpAgent({ url, headers: run.headers ?? {}, threadId: run.threadId, initialMessages: run.messages, fetch: fetchAndNote });
	try {
		const result = await agent.runAgent(
			{ runId: run.runId, tools: run.tools ?? [], context: run.context ?? [] },
			{ onEvent: ({ event }) => void read.events.push(event) },
		);
		read.newMessages = result.newMessages;
	} catch (error) {
		read.error = error as Error;
	}
	return read;
}

export type N8nVersion = 1 | 2;

/** Express's status() and json(), which the trigger uses to refuse a request. */
function expressLike(res: ServerResponse): ServerResponse {
	Object.assign(res, {
		status(code: number) {
			res.statusCode = code;
			return res;
		},
		json(body: unknown) {
			if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
			res.end(body === undefined ? '' : JSON.stringify(body));
			return res;
		},
	});
	return res;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

async function runWorkflow(
	workflowData: WorkflowFile,
	triggerName: string,
	items: INodeExecutionData[],
	credentials: ICredentialDataDecryptedObject,
	onResponse: (response: IExecuteResponsePromiseData) => void,
): Promise<IRun> {
	const loader = await loadPackage();
	const nodeTypes = new PackageNodeTypes(loader);
	const workflow = new Workflow({ id: 'agent-run', nodes: workflowData.nodes, connections: workflowData.connections, nodeTypes, active: true, settings: { executionOrder: 'v1' } });
	const trigger = workflowData.nodes.find((node) => node.name === triggerName)!;
	const hooks = new ExecutionLifecycleHooks('webhook', 'execution-1', { id: 'agent-run', ...workflowData } as never);
	let resolveRun: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveRun = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveRun(run));
	hooks.addHandler('sendResponse', (response) => onResponse(response));
	const execution = createRunExecutionData({ executionData: { nodeExecutionStack: [{ node: trigger, data: { main: [items] }, source: null }] } });
	await new WorkflowExecute(additionalDataFor(loader, credentials, hooks), 'webhook', execution).processRunExecutionData(workflow);
	return await finished;
}

export interface AgentServer {
	url: string;
	runs: IRun[];
	stop(): Promise<void>;
}

/** n8n on 127.0.0.1 in front of a trigger (source agent) and its workflow, answering as n8n `version` does. */
export async function serveAgent(
	trigger: TriggerHarness,
	workflowData: WorkflowFile,
	credentials: ICredentialDataDecryptedObject,
	version: N8nVersion,
): Promise<AgentServer> {
	const runs: IRun[] = [];
	const pending = new Set<Promise<unknown>>();
	const server = createServer((req, res) => {
		const handle = (async () => {
			const raw = await readBody(req);
			const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
			const answer = await trigger.deliver({ body: JSON.parse(raw.toString('utf8')) as IDataObject, raw, headers, auth: false, response: expressLike(res) });
			if (!answer.items) {
				if (!res.writableEnded) res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
				return;
			}
			let answered = false;
			const run = await runWorkflow(workflowData, trigger.node.name, answer.items, credentials, (response) => {
				if (answered) return;
				answered = true;
				// setupResponseNodePromise: a Buffer body gets the headers and res.end(buffer) (2.x sets the status too)
				const { body, headers: responseHeaders, statusCode } = response as { body: unknown; headers?: Record<string, string>; statusCode?: number };
				if (!Buffer.isBuffer(body)) throw new Error('the test n8n takes Buffer bodies only, as the held answer sends them');
				if (version === 2 && statusCode !== undefined) res.statusCode = statusCode;
				res.setHeaders(new Map(Object.entries(responseHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)])));
				res.end(body);
				process.nextTick(() => res.end());
			});
			runs.push(run);
			if (answered) return;
			const failed = run.data.resultData.error !== undefined;
			if (version === 2 && failed) {
				res.statusCode = 500;
				res.setHeader('content-type', 'application/json; charset=utf-8');
				res.end(JSON.stringify({ message: 'Error in workflow' }));
			} else {
				// 1.x: the promise resolves with {} (also after a failure), sent as JSON; 2.x after a success: an empty 200
				if (version === 1) res.setHeader('content-type', 'application/json; charset=utf-8');
				res.end();
			}
		})().catch((error: Error) => {
			if (!res.writableEnded) res.writeHead(500).end(error.message);
		});
		pending.add(handle);
		void handle.finally(() => pending.delete(handle));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/webhook/agent`,
		runs,
		stop: async () => {
			await Promise.all(pending);
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
