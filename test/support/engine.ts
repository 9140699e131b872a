/**
 * Runs the built package through n8n's real execution engine: the package is loaded by
 * n8n-core's PackageDirectoryLoader from its package.json `n8n` section, and a workflow
 * holding the CometChat node is executed by WorkflowExecute, which hands the declarative
 * node to RoutingNode. Only the pieces a server process would add (credential storage,
 * lifecycle hooks) are stubbed, the way n8n's own node test harness does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ExecutionLifecycleHooks, PackageDirectoryLoader, RoutingNode, WorkflowExecute } from 'n8n-core';
import {
	createRunExecutionData,
	ICredentialsHelper,
	NodeHelpers,
	Workflow,
} from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
	ICredentials,
	ICredentialType,
	IConnections,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	INodeTypes,
	IRun,
	IRunExecutionData,
	IVersionedNodeType,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { baseNodes, startNodeOf } from './baseNodes';
import { cometChatNode, NODE_NAME, NODE_TYPE } from './node';

export { NODE_NAME, NODE_TYPE };

export function repoRoot(): string {
	let dir = __dirname;
	while (dir !== path.dirname(dir)) {
		const file = path.join(dir, 'package.json');
		if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === 'n8n-nodes-cometchat') return dir;
		dir = path.dirname(dir);
	}
	throw new Error('package root not found');
}

let loaded: Promise<PackageDirectoryLoader> | undefined;

export async function loadPackage(): Promise<PackageDirectoryLoader> {
	loaded ??= (async () => {
		const loader = new PackageDirectoryLoader(repoRoot());
		await loader.loadAll();
		return loader;
	})();
	return await loaded;
}

/**
 * n8n's Manual Trigger, reduced to what a run started from code needs: it passes on the
 * item the run starts with. (n8n-nodes-base is no dependency of this package.)
 */
const manualTrigger: INodeType = {
	description: {
		displayName: 'Manual Trigger',
		name: 'manualTrigger',
		group: ['trigger'],
		version: 1,
		description: 'Starts the workflow',
		defaults: { name: 'Manual Trigger' },
		inputs: [],
		outputs: ['main' as never],
		properties: [],
	},
	async execute(this: IExecuteFunctions) {
		return [this.getInputData()];
	},
};

/** The item n8n's Schedule Trigger gives when it fires at `at` (the fields examples read). */
export function scheduleFiredItem(at = new Date()): IDataObject {
	return { timestamp: at.toISOString(), 'Readable date': at.toUTCString(), 'Day of week': at.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }), Timezone: 'UTC' };
}

export class PackageNodeTypes implements INodeTypes {
	constructor(
		private readonly loader: PackageDirectoryLoader,
		/** Other node types by full name (the benchmark's peer, n8n's HTTP Request node). */
		private readonly others: Record<string, INodeType | IVersionedNodeType> = {},
	) {}

	getByName(nodeType: string): INodeType | IVersionedNodeType {
		if (nodeType === 'n8n-nodes-base.manualTrigger') return manualTrigger;
		if (baseNodes[nodeType]) return baseNodes[nodeType];
		if (this.others[nodeType]) return this.others[nodeType];
		const found = this.loader.nodeTypes[nodeType.replace(/^n8n-nodes-cometchat\./, '')] ?? this.loader.nodeTypes[nodeType];
		if (!found) throw new Error(`Unknown node type ${nodeType}`);
		return found.type;
	}

	getByNameAndVersion(nodeType: string, version?: number): INodeType {
		const type = NodeHelpers.getVersionedNodeType(this.getByName(nodeType), version);
		// as n8n's server does (cli NodeTypes, shouldAssignExecuteMethod): a declarative node gets an
		// execute method running RoutingNode, even with a webhook() (Send and Wait's)
		if (!type.execute && !type.poll && !type.trigger && type.description.requestDefaults !== undefined) {
			type.execute = async function (this: IExecuteFunctions) {
				return (await new RoutingNode(this as never, type).runNode()) ?? [];
			};
		}
		return type;
	}

	getKnownTypes(): IDataObject {
		return {};
	}
}

/**
 * The parts of n8n's credentials helper these runs never reach or need only as a no-op;
 * a harness's helper adds how it hands out credentials.
 */
export abstract class StubCredentialsHelper extends ICredentialsHelper {
	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async runPreAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('not used');
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}
}

/**
 * The latest requests' options as n8n hands them to the credential's `authenticate`: what
 * n8n's pipeline prepared (timeout, proxy, SSL, allowed domains), before the credential.
 */
export const authenticatedRequests: IHttpRequestOptions[] = [];

/** Credentials held in memory; `authenticate` works as n8n's server applies it. */
class MemoryCredentialsHelper extends StubCredentialsHelper {
	constructor(
		private readonly loader: PackageDirectoryLoader,
		private readonly data: ICredentialDataDecryptedObject,
	) {
		super();
	}

	private type(name: string): ICredentialType {
		return this.loader.credentialTypes[name].type;
	}

	async authenticate(credentials: ICredentialDataDecryptedObject, typeName: string, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> {
		const { authenticate } = this.type(typeName);
		if (typeof authenticate !== 'function') throw new Error(`${typeName}: only function authentication is supported here`);
		authenticatedRequests.push({ ...requestOptions });
		if (authenticatedRequests.length > 20) authenticatedRequests.shift();
		return await authenticate(credentials, requestOptions);
	}

	async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
		return { ...this.data };
	}

	getCredentialsProperties(type: string) {
		return this.type(type).properties;
	}
}

/** What n8n's server hands the engine, reduced to what these runs use. */
export function additionalDataFor(
	loader: PackageDirectoryLoader,
	credentials: ICredentialDataDecryptedObject,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	return {
		hooks,
		credentialsHelper: new MemoryCredentialsHelper(loader, credentials),
		currentNodeParameters: undefined,
		executionId: 'execution-1',
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		variables: {},
		setExecutionStatus: () => {},
		sendDataToUI: () => {},
		logAiEvent: () => {},
		getRunExecutionData: async () => undefined,
		executeWorkflow: async () => {
			throw new Error('not used');
		},
		startRunnerTask: async () => {
			throw new Error('not used');
		},
	} as unknown as IWorkflowExecuteAdditionalData;
}

/**
 * Executes `execution` on `workflow` as n8n's engine does, with the lifecycle hooks of an
 * execution of `workflowData`, and gives the finished run. Rejects when n8n refuses to start
 * the workflow.
 */
export async function execute(
	workflow: Workflow,
	workflowData: object,
	execution: IRunExecutionData,
	credentials: ICredentialDataDecryptedObject,
	mode: 'manual' | 'webhook' = 'manual',
	onSendResponse?: (response: unknown) => void,
): Promise<IRun> {
	const loader = await loadPackage();
	const hooks = new ExecutionLifecycleHooks(mode, 'execution-1', workflowData as never);
	// n8n's server resolves the webhook's response promise here (`this.sendResponse`)
	if (onSendResponse) hooks.addHandler('sendResponse', onSendResponse);
	let resolveRun: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveRun = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveRun(run));
	await new WorkflowExecute(additionalDataFor(loader, credentials, hooks), mode, execution).processRunExecutionData(workflow);
	return await finished;
}

export interface RunOptions {
	parameters: INodeParameters;
	credentials: ICredentialDataDecryptedObject;
	/** Input items; one empty item by default. */
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** The node's Settings: Retry On Fail, Execute Once. */
	settings?: Pick<INode, 'retryOnFail' | 'maxTries' | 'waitBetweenTries' | 'executeOnce'>;
	/** Receives what the node answers a held webhook request with (`this.sendResponse`). */
	onSendResponse?: (response: unknown) => void;
	/** Another node type to run instead of the CometChat node (no credentials then, unless given). */
	other?: { type: string; typeVersion: number; nodeType: INodeType | IVersionedNodeType; credentials?: INode['credentials'] };
}

export interface RunResult {
	/** The finished run; absent when n8n refused to start it. */
	run?: IRun;
	/** The node's output items (main output 0), empty when it failed. */
	items: INodeExecutionData[];
	/** The error that stopped the node, if any. */
	error?: IRun['data']['resultData']['error'];
}

export async function runNode(options: RunOptions): Promise<RunResult> {
	const loader = await loadPackage();
	const { other } = options;
	const nodeTypes = new PackageNodeTypes(loader, other ? { [other.type]: other.nodeType } : {});
	const node = cometChatNode({
		type: other?.type ?? NODE_TYPE,
		typeVersion: other?.typeVersion ?? 1,
		parameters: options.parameters,
		...(other ? { credentials: other.credentials ?? {} } : {}),
		...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
		...options.settings,
	});
	const workflow = new Workflow({ id: 'test', nodes: [node], connections: {}, nodeTypes, active: false, settings: {} });
	const workflowData = { id: 'test', name: 'test', nodes: [node], connections: {}, active: false, settings: {}, createdAt: new Date(), updatedAt: new Date(), isArchived: false, activeVersionId: null };
	const items = options.items ?? [{ json: {} }];
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node, data: { main: [items] }, source: null }],
		},
	});
	let run: IRun;
	try {
		run = await execute(workflow, workflowData, runExecutionData, options.credentials, 'manual', options.onSendResponse);
	} catch (error) {
		// n8n refuses to start a workflow whose node has parameter issues (a required field empty)
		return { items: [], error: error as RunResult['error'] };
	}
	const task = run.data.resultData.runData[NODE_NAME]?.[0];
	return { run, items: task?.data?.main?.[0] ?? [], error: run.data.resultData.error };
}

export interface WorkflowFile {
	name: string;
	nodes: INode[];
	connections: IConnections;
}

/** Runs a saved workflow from its Manual Trigger, or its Schedule Trigger as if it fired now, as n8n would; outputs by node name. */
export async function runWorkflow(
	workflowData: WorkflowFile,
	credentials: ICredentialDataDecryptedObject,
): Promise<{ run: IRun; outputs: Record<string, INodeExecutionData[]>; error?: RunResult['error'] }> {
	const loader = await loadPackage();
	const nodeTypes = new PackageNodeTypes(loader);
	const workflow = new Workflow({ id: 'example', nodes: workflowData.nodes, connections: workflowData.connections, nodeTypes, active: false, settings: { executionOrder: 'v1' } });
	const trigger = startNodeOf(workflowData.nodes);
	if (!trigger) throw new Error(`${workflowData.name}: no Manual Trigger or Schedule Trigger`);
	const first = trigger.type === 'n8n-nodes-base.scheduleTrigger' ? scheduleFiredItem() : {};
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node: trigger, data: { main: [[{ json: first }]] }, source: null }] },
	});
	const run = await execute(workflow, { id: 'example', ...workflowData }, runExecutionData, credentials);
	const outputs: Record<string, INodeExecutionData[]> = {};
	for (const [name, tasks] of Object.entries(run.data.resultData.runData)) outputs[name] = tasks[0]?.data?.main?.[0] ?? [];
	return { run, outputs, error: run.data.resultData.error };
}
