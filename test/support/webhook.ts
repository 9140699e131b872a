/**
 * Drives the built CometChat Trigger the way n8n's server does: a delivery runs the node's
 * webhook() in n8n-core's WebhookContext (as the CLI's WebhookService.runWebhook), with a
 * request and response shaped like Express's; activation runs checkExists, then create when
 * it answers false, and deactivation runs delete, in n8n-core's HookContext (as
 * WebhookService.createWebhookIfNotExists / deleteWebhook). What n8n would answer is
 * reproduced from packages/cli/src/webhooks/webhook-helpers.ts: a node that ends the
 * response itself (noWebhookResponse), or a run whose response is held (responseMode
 * responseNode), decides the answer; otherwise 200 with the webhookResponse, or n8n's
 * "Workflow was started" when workflowData starts an execution.
 */
import './n8nEnv';
import { HookContext, WebhookContext } from 'n8n-core';
import { createRunExecutionData, Workflow } from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
	IHttpRequestOptions,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	IWebhookData,
	IWebhookFunctions,
	IWebhookResponseData,
	IHookFunctions,
	IRun,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { additionalDataFor, authenticatedRequests, execute, loadPackage, PackageNodeTypes, StubCredentialsHelper, type WorkflowFile } from './engine';
import { ResponseRecorder } from './responseRecorder';

export const TRIGGER_TYPE = 'n8n-nodes-cometchat.cometChatTrigger';
export const TRIGGER_NAME = 'CometChat Trigger';
export const TRIGGER_WEBHOOK_ID = '6f0c1b7e-5a4d-4f2e-9c1a-0d8e7b6a5c4f';
export const WEBHOOK_USER = 'cometchat';
export const WEBHOOK_PASSWORD = 'S3cretPassw0rdFromTheDashboard';

export type CredentialsByType = Record<string, ICredentialDataDecryptedObject>;

/** Credentials by type, decrypted, as n8n's credentials helper would hand them out. */
class TypedCredentialsHelper extends StubCredentialsHelper {
	constructor(
		private readonly byType: CredentialsByType,
		private readonly loader: Awaited<ReturnType<typeof loadPackage>>,
	) {
		super();
	}

	/** The credential's own `authenticate`, as n8n's server applies it. */
	async authenticate(credentials: ICredentialDataDecryptedObject, typeName: string, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> {
		const { authenticate } = this.loader.credentialTypes[typeName].type;
		if (typeof authenticate !== 'function') throw new Error(`${typeName}: only function authentication is supported here`);
		authenticatedRequests.push({ ...requestOptions });
		if (authenticatedRequests.length > 20) authenticatedRequests.shift();
		return await authenticate(credentials, requestOptions);
	}

	async getDecrypted(_data: unknown, _nodeCredentials: unknown, type: string): Promise<ICredentialDataDecryptedObject> {
		const found = this.byType[type];
		if (!found) throw new Error(`Node does not have any credentials of type ${type} set`);
		return { ...found };
	}

	getCredentialsProperties(): [] {
		return [];
	}
}

export interface Delivery {
	status: number;
	body: unknown;
	headers: Record<string, string>;
	/** The items of the execution the delivery started; undefined when none started. */
	items?: INodeExecutionData[];
	/** The response object, for a request the node holds to answer later. */
	response?: ResponseRecorder;
}

export interface DeliveryRequest {
	/** What n8n's body parser made of the body (parsed JSON); `raw` derives it when absent. */
	body?: unknown;
	/** The raw body; JSON.stringify(body) by default. */
	raw?: string | Buffer;
	headers?: Record<string, string>;
	/** Basic Auth for the request; the harness's user and password by default, `false` for none. */
	auth?: { user: string; password: string } | false;
	/** The response n8n hands the node (a real one from a server on 127.0.0.1); a recorder by default. */
	response?: object;
}

export interface TriggerOptions {
	parameters: INodeParameters;
	credentials?: CredentialsByType;
	/** `webhook` (production URL, default) or `manual` (the editor's "Listen for test event"). */
	mode?: WorkflowExecuteMode;
	workflowId?: string;
	workflowName?: string;
	nodeId?: string;
	/** Static data of the workflow (kept across activate/deactivate, as n8n saves it). */
	staticData?: IDataObject;
}

export function basicAuth(user: string, password: string): string {
	return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export const defaultCredentials = (): CredentialsByType => ({
	cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD },
});

export interface TriggerHarness {
	node: INode;
	workflow: Workflow;
	staticData: () => IDataObject;
	webhookUrl: (mode?: 'production' | 'test') => string;
	deliver(request: DeliveryRequest): Promise<Delivery>;
	/** n8n's activation: checkExists, then create if it answered false. Returns whether create ran. */
	activate(): Promise<{ created: boolean }>;
	deactivate(): Promise<boolean>;
}

export async function triggerHarness(options: TriggerOptions): Promise<TriggerHarness> {
	const loader = await loadPackage();
	const nodeTypes = new PackageNodeTypes(loader);
	const credentials = options.credentials ?? defaultCredentials();
	const node: INode = {
		id: options.nodeId ?? 'trigger-node-1',
		name: TRIGGER_NAME,
		type: TRIGGER_TYPE,
		typeVersion: 1,
		position: [0, 0],
		webhookId: TRIGGER_WEBHOOK_ID,
		parameters: options.parameters,
		credentials: Object.fromEntries(Object.keys(credentials).map((type) => [type, { id: type, name: type }])),
	};
	const workflow = new Workflow({
		id: options.workflowId ?? 'wf-trigger-1',
		name: options.workflowName ?? 'Auto-reply bot',
		nodes: [node],
		connections: {},
		nodeTypes,
		active: true,
		settings: {},
		staticData: options.staticData ?? {},
	});
	const nodeType = nodeTypes.getByNameAndVersion(TRIGGER_TYPE, 1);
	const mode = options.mode ?? 'webhook';
	const webhookDescription = nodeType.description.webhooks![0];
	const baseAdditionalData = () => {
		const data = additionalDataFor(loader, {});
		data.credentialsHelper = new TypedCredentialsHelper(credentials, loader);
		return data;
	};
	const webhookData = (additionalData: ReturnType<typeof baseAdditionalData>): IWebhookData => ({
		httpMethod: 'POST',
		node: node.name,
		path: `${TRIGGER_WEBHOOK_ID}/webhook`,
		webhookDescription,
		workflowId: String(workflow.id),
		workflowExecuteAdditionalData: additionalData,
		webhookId: TRIGGER_WEBHOOK_ID,
		isTest: mode === 'manual',
	});
	const hookContext = (activation: 'activate' | 'update' | 'init') => {
		const additionalData = baseAdditionalData();
		return new HookContext(workflow, node, additionalData, mode, activation, webhookData(additionalData)) as IHookFunctions;
	};
	const methods = nodeType.webhookMethods!.default!;

	return {
		node,
		workflow,
		staticData: () => workflow.getStaticData('node', node),
		webhookUrl: (which = 'production') =>
			`http://127.0.0.1:5678/${which === 'test' ? 'webhook-test' : 'webhook'}/${TRIGGER_WEBHOOK_ID}/webhook`,
		async deliver(request) {
			const raw = request.raw ?? (request.body === undefined ? '' : JSON.stringify(request.body));
			const rawBody = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
			let body = request.body;
			if (body === undefined) {
				try {
					body = JSON.parse(rawBody.toString('utf8'));
				} catch {
					// n8n answers 422 before the node runs; a test that wants it sends no body
					body = {};
				}
			}
			const auth = request.auth === undefined ? { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD } : request.auth;
			const headers: Record<string, string> = {
				'content-type': 'application/json',
				'content-length': String(rawBody.length),
				'user-agent': 'CometChat-Webhooks',
				...(auth ? { authorization: basicAuth(auth.user, auth.password) } : {}),
			};
			for (const [k, v] of Object.entries(request.headers ?? {})) headers[k.toLowerCase()] = v;
			const req = { method: 'POST', headers, body, rawBody, query: {}, params: {}, url: `/webhook/${TRIGGER_WEBHOOK_ID}/webhook` };
			const res = (request.response ?? new ResponseRecorder()) as ResponseRecorder;
			const additionalData = baseAdditionalData();
			additionalData.httpRequest = req as never;
			additionalData.httpResponse = res as never;
			const context = new WebhookContext(workflow, node, additionalData, mode, webhookData(additionalData), [], null);
			const result: IWebhookResponseData = await nodeType.webhook!.call(context as IWebhookFunctions);
			// responseMode responseNode: n8n answers nothing itself until the run ends
			const held = result.workflowData && workflow.expression.getSimpleParameterValue(node, webhookDescription.responseMode, mode, {}) === 'responseNode';
			if (result.noWebhookResponse || held) {
				return { status: res.statusCode, body: res.body, headers: res.headers, items: result.workflowData?.[0], response: res };
			}
			if (result.workflowData) {
				return { status: 200, body: { message: 'Workflow was started' }, headers: res.headers, items: result.workflowData[0] };
			}
			return { status: 200, body: result.webhookResponse ?? { message: 'Webhook call received' }, headers: res.headers };
		},
		async activate() {
			if (await methods.checkExists.call(hookContext('activate'))) return { created: false };
			await methods.create.call(hookContext('activate'));
			return { created: true };
		},
		async deactivate() {
			return await methods.delete.call(hookContext('update'));
		},
	};
}

/**
 * Runs a trigger-started workflow the way n8n runs a webhook execution: the trigger node goes
 * on the stack with the items its webhook() returned, and WorkflowExecute passes them on
 * (it does not run webhook() again). Outputs by node name.
 */
export async function runFromTrigger(
	workflowData: WorkflowFile,
	triggerName: string,
	items: INodeExecutionData[],
	credentials: ICredentialDataDecryptedObject,
): Promise<{ run: IRun; outputs: Record<string, INodeExecutionData[]> }> {
	const loader = await loadPackage();
	const nodeTypes = new PackageNodeTypes(loader);
	const workflow = new Workflow({ id: 'trigger-example', nodes: workflowData.nodes, connections: workflowData.connections, nodeTypes, active: true, settings: { executionOrder: 'v1' } });
	const trigger = workflowData.nodes.find((node) => node.name === triggerName);
	if (!trigger) throw new Error(`${workflowData.name}: no node ${triggerName}`);
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node: trigger, data: { main: [items] }, source: null }] },
	});
	const run = await execute(workflow, { id: 'trigger-example', ...workflowData }, runExecutionData, credentials, 'webhook');
	const outputs: Record<string, INodeExecutionData[]> = {};
	for (const [name, tasks] of Object.entries(run.data.resultData.runData)) outputs[name] = tasks[0]?.data?.main?.[0] ?? [];
	return { run, outputs };
}

/**
 * An HTTP server on 127.0.0.1 in front of a trigger harness, for the demo: requests are read
 * as n8n would (JSON body parsed, 422 when it cannot be), answered with what n8n would answer,
 * and every started execution is handed to `onItems` after the answer (responseMode onReceived).
 */
export async function serveTrigger(
	harness: TriggerHarness,
	onItems: (items: INodeExecutionData[]) => Promise<void>,
): Promise<{ url: string; stop: () => Promise<void> }> {
	const { createServer } = await import('node:http');
	const pending: Array<Promise<void>> = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const raw = Buffer.concat(chunks);
			let body: unknown;
			try {
				body = JSON.parse(raw.toString('utf8'));
			} catch {
				res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"Failed to parse request body"}');
				return;
			}
			const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
			harness
				.deliver({ body, raw, headers, auth: false })
				.then((answer) => {
					res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
					if (answer.items) pending.push(onItems(answer.items));
				})
				.catch((error: Error) => res.writeHead(500).end(JSON.stringify({ message: error.message })));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${port}/webhook/${TRIGGER_WEBHOOK_ID}/webhook`,
		stop: async () => {
			await Promise.all(pending);
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
