/**
 * Send and Wait through n8n's engine: a run that ends waiting (WorkflowExecute, as in
 * engine.ts), then what n8n's server does with it, replayed with n8n-core's own pieces:
 * an answer request is handed to the node's webhook() through n8n-core's WebhookContext,
 * and the execution is resumed with the webhook's items exactly as n8n's WaitingWebhooks
 * does (waiting node disabled, its last run dropped, its input replaced); a passing wait
 * limit resumes it as n8n's WaitTracker does (no answer: the input passes through).
 * The stored execution is copied between steps, as n8n's database would.
 */
import { WebhookContext } from 'n8n-core';
import { createRunExecutionData, Workflow } from 'n8n-workflow';
import type {
	IConnections,
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	IRun,
	IRunExecutionData,
	IWebhookData,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NODE_NAME, PackageNodeTypes, additionalDataFor, execute, loadPackage, type WorkflowFile } from './engine';
import { startNodeOf } from './baseNodes';
import { cometChatNode } from './node';
import { ResponseRecorder } from './responseRecorder';

export const NODE_ID = 'cometchat-node';

export interface AnswerRequest {
	method: 'GET' | 'POST';
	/** The full resume URL (from the message sent), query and signature included. */
	url: string;
	/** The body as n8n's parser hands it over (JSON, form-encoded, or multipart's { data, files }). */
	body?: unknown;
	headers?: Record<string, string>;
}

export interface AnswerResponse {
	status: number;
	headers: Record<string, string>;
	body: unknown;
	/** Whether the answer resumed the execution. */
	resumed: boolean;
	/** The waiting node's output after resuming. */
	items: INodeExecutionData[];
	/** Every node's output after resuming, by name. */
	outputs?: Record<string, INodeExecutionData[]>;
	run?: IRun;
}

function queryOf(url: URL): Record<string, string | string[]> {
	const query: Record<string, string | string[]> = {};
	for (const [key, value] of url.searchParams) {
		const seen = query[key];
		query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
	}
	return query;
}

function outputsOf(run: IRun): Record<string, INodeExecutionData[]> {
	const outputs: Record<string, INodeExecutionData[]> = {};
	for (const [name, tasks] of Object.entries(run.data.resultData.runData)) outputs[name] = tasks.at(-1)?.data?.main?.[0] ?? [];
	return outputs;
}

function stored<T>(value: T): T {
	return JSON.parse(JSON.stringify(value)) as T;
}

export class WaitingRun {
	answers = 0;

	constructor(
		private readonly workflowData: { nodes: INode[]; connections: IConnections },
		private readonly credentials: ICredentialDataDecryptedObject,
		/** The execution as n8n stores it after the first part. */
		public execution: IRunExecutionData,
		public readonly firstRun: IRun,
	) {}

	get waitTill(): Date | undefined {
		return this.firstRun.waitTill ?? undefined;
	}

	get status(): string {
		return this.firstRun.status;
	}

	/** The node that waits (the last one that ran). */
	get waitingNode(): string {
		return this.firstRun.data.resultData.lastNodeExecuted ?? NODE_NAME;
	}

	/** The waiting node's output of the first part (the items it passed on, or an error item). */
	get firstItems(): INodeExecutionData[] {
		return this.firstRun.data.resultData.runData[this.waitingNode]?.[0]?.data?.main?.[0] ?? [];
	}

	private async workflow() {
		const loader = await loadPackage();
		const { nodes, connections } = stored(this.workflowData);
		return new Workflow({ id: 'test', nodes, connections, nodeTypes: new PackageNodeTypes(loader), active: false, settings: { executionOrder: 'v1' } });
	}

	private async resumeWith(execution: IRunExecutionData): Promise<IRun> {
		return await execute(await this.workflow(), { id: 'test', name: 'test', ...this.workflowData }, execution, this.credentials);
	}

	/** A request to the waiting webhook, then n8n's resume when the webhook gives items. */
	async answer(request: AnswerRequest): Promise<AnswerResponse> {
		const loader = await loadPackage();
		const workflow = await this.workflow();
		const url = new URL(request.url);
		const suffix = decodeURIComponent(url.pathname.split('/').pop() ?? '');
		const node = workflow.getNode(this.waitingNode)!;
		if (suffix !== node.id) throw new Error(`the resume URL names node ${suffix}, not the waiting node ${node.id}`);
		const headers = Object.fromEntries(Object.entries({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', ...request.headers }).map(([k, v]) => [k.toLowerCase(), v]));
		const req = { method: request.method, url: `${url.pathname}${url.search}`, query: queryOf(url), headers, body: request.body ?? {}, params: {}, contentType: headers['content-type'] };
		const res = new ResponseRecorder();
		const additionalData = additionalDataFor(loader, this.credentials);
		Object.assign(additionalData, { httpRequest: req, httpResponse: res, executionId: 'execution-1' });
		const execution = stored(this.execution);
		const webhookData = {
			httpMethod: request.method,
			node: node.name,
			path: node.id,
			webhookDescription: { name: 'default', httpMethod: request.method, path: node.id, restartWebhook: true, isFullPath: true, responseMode: 'onReceived' },
			workflowId: 'test',
		} as unknown as IWebhookData;
		const nodeType = workflow.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
		const context = new WebhookContext(workflow, node, additionalData, 'webhook', webhookData, [], execution);
		const result = (await nodeType.webhook!.call(context)) as IWebhookResponseData;

		const response: AnswerResponse = { status: res.statusCode, headers: res.headers, body: res.body, resumed: false, items: [] };
		if (!result.noWebhookResponse && !res.sent) {
			const reply = result.webhookResponse ?? { message: 'Workflow was started' };
			response.status = 200;
			response.body = reply;
			response.headers = { 'content-type': typeof reply === 'string' ? 'text/html; charset=utf-8' : 'application/json' };
		}
		if (!result.workflowData) return response;

		// what n8n's WaitingWebhooks and WebhookHelpers do before running the rest
		this.answers++;
		const entry = execution.executionData!.nodeExecutionStack[0];
		entry.node.disabled = true;
		execution.waitTill = undefined;
		execution.resultData.runData[node.name].pop();
		entry.data.main = result.workflowData;
		const run = await this.resumeWith(execution);
		response.resumed = true;
		response.run = run;
		response.items = outputsOf(run)[node.name] ?? [];
		response.outputs = outputsOf(run);
		return response;
	}

	/** The wait limit passed: n8n's WaitTracker resumes the stored execution with no answer. */
	async timeOut(): Promise<{ run: IRun; items: INodeExecutionData[]; outputs: Record<string, INodeExecutionData[]> }> {
		const execution = stored(this.execution);
		execution.waitTill = new Date();
		const run = await this.resumeWith(execution);
		return { run, items: outputsOf(run)[this.waitingNode] ?? [], outputs: outputsOf(run) };
	}
}

export interface WaitOptions {
	parameters: INodeParameters;
	credentials: ICredentialDataDecryptedObject;
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
}

/** Runs the CometChat node until it waits (or fails); the run can then be answered. */
export async function startWaiting(options: WaitOptions): Promise<WaitingRun> {
	const loader = await loadPackage();
	const node = cometChatNode({
		id: NODE_ID,
		parameters: options.parameters,
		...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	});
	const workflow = new Workflow({ id: 'test', nodes: [stored(node)], connections: {}, nodeTypes: new PackageNodeTypes(loader), active: false, settings: {} });
	const execution = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node: workflow.getNode(NODE_NAME)!, data: { main: [options.items ?? [{ json: {} }]] }, source: null }] },
	});
	const run = await execute(workflow, { id: 'test', name: 'test', nodes: [node], connections: {} }, execution, options.credentials);
	return new WaitingRun({ nodes: [node], connections: {} }, options.credentials, stored(execution), run);
}

/** Runs a saved workflow from its Manual (or Schedule) Trigger until it waits (examples 09, 18). */
export async function startWaitingWorkflow(workflowData: WorkflowFile, credentials: ICredentialDataDecryptedObject): Promise<WaitingRun> {
	const loader = await loadPackage();
	const workflow = new Workflow({ id: 'test', nodes: stored(workflowData.nodes), connections: workflowData.connections, nodeTypes: new PackageNodeTypes(loader), active: false, settings: { executionOrder: 'v1' } });
	const trigger = startNodeOf(workflowData.nodes);
	if (!trigger) throw new Error(`${workflowData.name}: no Manual Trigger`);
	const execution = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node: workflow.getNode(trigger.name)!, data: { main: [[{ json: {} }]] }, source: null }] },
	});
	const run = await execute(workflow, { id: 'test', ...workflowData }, execution, credentials);
	return new WaitingRun({ nodes: workflowData.nodes, connections: workflowData.connections }, credentials, stored(execution), run);
}

export type { IDataObject };
