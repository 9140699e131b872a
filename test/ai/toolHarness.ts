/**
 * The CometChat node as an AI Agent's tool, built and called the way n8n does it: the
 * node type is turned into `cometChatTool` as n8n's server turns every `usableAsTool` node
 * (cli tool-generation `convertNodeToAiTool`, with RoutingNode as its execute), and a
 * stand-in agent asks n8n-core for its tools (`getInputConnectionData('ai_tool')`, which
 * builds them with `createNodeAsTool` and `makeHandleToolInvocation`) and invokes them.
 * What the stand-in returns is what a model gets: each tool's name, description, the JSON
 * schema of its `$fromAI` parameters, and the answer string of each call.
 */
import type { StructuredTool } from '@langchain/core/tools';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { ExecutionLifecycleHooks, RoutingNode, WorkflowExecute } from 'n8n-core';
import { NodeConnectionTypes, NodeHelpers, createRunExecutionData, Workflow } from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeParameters,
	INodeProperties,
	INodeType,
	IRun,
} from 'n8n-workflow';
import { additionalDataFor, loadPackage, PackageNodeTypes } from '../support/engine';

export const TOOL_TYPE = 'n8n-nodes-cometchat.cometChatTool';
const AGENT_TYPE = 'test.agent';
const AGENT_NAME = 'AI Agent';

/** What n8n's server makes of a `usableAsTool` node (cli tool-generation, `convertNodeToAiTool`). */
export function asToolType(base: INodeType): INodeType {
	const description = { ...base.description, properties: [...base.description.properties] };
	description.name += 'Tool';
	description.displayName += ' Tool';
	description.inputs = [];
	description.outputs = [NodeConnectionTypes.AiTool];
	delete description.usableAsTool;
	const descriptionType: INodeProperties = {
		displayName: 'Tool Description',
		name: 'descriptionType',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Set Automatically', value: 'auto', description: 'Automatically set based on resource and operation' },
			{ name: 'Set Manually', value: 'manual', description: 'Manually set the description' },
		],
		default: 'auto',
	};
	const toolDescription: INodeProperties = {
		displayName: 'Description',
		name: 'toolDescription',
		type: 'string',
		default: base.description.description,
		required: true,
		displayOptions: { show: { descriptionType: ['manual'] } },
	};
	description.properties.unshift(descriptionType, toolDescription);
	const tool: INodeType = Object.create(base, { description: { value: description } });
	// n8n's server gives a declarative node RoutingNode as its execute (NodeTypes.getByNameAndVersion)
	tool.execute = async function (this: IExecuteFunctions) {
		return (await new RoutingNode(this as never, tool).runNode()) ?? [];
	};
	return tool;
}

/** A call the stand-in agent makes: the tool (by its name) and the arguments a model chose. */
export interface ToolCall {
	tool: string;
	args: IDataObject;
}

export interface BuiltTool {
	name: string;
	description: string;
	/** The JSON schema of the tool's arguments, as LangChain sends it to an OpenAI-compatible model. */
	schema: IDataObject;
}

export interface AgentRun {
	tools: BuiltTool[];
	/** The answer string of each call, as the model receives it. */
	answers: string[];
	run: IRun;
}

/** The agent's part: ask n8n-core for the connected tools, describe them, call them. */
const stubAgent: INodeType = {
	description: {
		displayName: 'Stand-in Agent',
		name: 'agent',
		group: ['transform'],
		version: 1,
		description: 'Calls the connected tools as a model would',
		defaults: { name: AGENT_NAME },
		inputs: [NodeConnectionTypes.Main, { type: NodeConnectionTypes.AiTool, displayName: 'Tool', required: true }],
		outputs: [NodeConnectionTypes.Main],
		properties: [],
	},
	async execute(this: IExecuteFunctions) {
		const connected = (await this.getInputConnectionData(NodeConnectionTypes.AiTool, 0)) as StructuredTool | StructuredTool[];
		const tools = Array.isArray(connected) ? connected : [connected];
		const calls = this.getInputData()[0].json.calls as unknown as ToolCall[];
		const answers: string[] = [];
		for (const call of calls) {
			const tool = tools.find((t) => t.name === call.tool);
			if (!tool) throw new Error(`no tool named ${call.tool}: ${tools.map((t) => t.name).join(', ')}`);
			answers.push(String(await tool.invoke(call.args)));
		}
		const described = tools.map((t) => ({ name: t.name, description: t.description, schema: toJsonSchema(t.schema as never) as IDataObject }));
		return [[{ json: { tools: described, answers } as unknown as IDataObject }]];
	},
};

/**
 * Runs Manual Trigger → stand-in agent with CometChat tools attached, each with its
 * parameters (`$fromAI` expressions for what the model fills), and the calls to make.
 */
export async function runAgent(options: {
	tools: Array<{ name?: string; parameters: INodeParameters }>;
	calls?: ToolCall[];
	credentials: ICredentialDataDecryptedObject;
}): Promise<AgentRun> {
	const loader = await loadPackage();
	const toolType = asToolType(loader.nodeTypes.cometChat.type as INodeType);
	const nodeTypes = new PackageNodeTypes(loader, { [TOOL_TYPE]: toolType, [AGENT_TYPE]: stubAgent });
	const trigger: INode = { id: 'trigger', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
	const agent: INode = { id: 'agent', name: AGENT_NAME, type: AGENT_TYPE, typeVersion: 1, position: [200, 0], parameters: {} };
	const toolNodes: INode[] = options.tools.map((tool, index) => ({
		id: `tool-${index}`,
		name: tool.name ?? NodeHelpers.makeNodeName(tool.parameters, toolType.description),
		type: TOOL_TYPE,
		typeVersion: 1,
		position: [200, 200],
		parameters: { descriptionType: 'auto', ...tool.parameters },
		credentials: { cometChatApi: { id: '1', name: 'CometChat account' } },
	}));
	const connections = {
		[trigger.name]: { main: [[{ node: AGENT_NAME, type: NodeConnectionTypes.Main, index: 0 }]] },
		...Object.fromEntries(toolNodes.map((node) => [node.name, { ai_tool: [[{ node: AGENT_NAME, type: NodeConnectionTypes.AiTool, index: 0 }]] }])),
	};
	const nodes = [trigger, agent, ...toolNodes];
	const workflow = new Workflow({ id: 'agent', nodes, connections, nodeTypes, active: false, settings: { executionOrder: 'v1' } });
	const hooks = new ExecutionLifecycleHooks('manual', 'execution-1', { id: 'agent', name: 'agent', nodes, connections } as never);
	let resolveRun: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveRun = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveRun(run));
	const start = { json: { calls: (options.calls ?? []) as unknown as IDataObject[] } };
	const runExecutionData = createRunExecutionData({ executionData: { nodeExecutionStack: [{ node: trigger, data: { main: [[start]] }, source: null }] } });
	await new WorkflowExecute(additionalDataFor(loader, options.credentials, hooks), 'manual', runExecutionData).processRunExecutionData(workflow);
	const run = await finished;
	const error = run.data.resultData.error;
	if (error) throw new Error(`the agent run failed: ${error.message}`);
	const output = run.data.resultData.runData[AGENT_NAME][0].data!.main[0]![0].json as unknown as { tools: BuiltTool[]; answers: string[] };
	return { ...output, run };
}
