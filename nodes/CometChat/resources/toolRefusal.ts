import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { itemParameters, type ItemParameters } from '../../shared/validation/parameters';
import { failedItem } from '../../shared/failedItem';
import { operationRouting } from '../../shared/operation';
import { SEND_AND_WAIT } from './message/sendAndWait/show';

/** The operations n8n runs itself (`customOperations`), with why none of them is an AI Agent tool. */
const CUSTOM_OPERATIONS: Record<string, { name: string; instead: string }> = {
	[SEND_AND_WAIT]: {
		name: 'Send and Wait for Response',
		instead:
			"To have a person approve the agent's tool calls, connect a tool to CometChat's human review node (n8n 2.x); to ask a person in a workflow, use the CometChat node's Send and Wait for Response outside the agent.",
	},
	answerRequest: { name: 'Answer Moderation Request', instead: 'It answers the moderation request that started the workflow: use it in the workflow, after the agent.' },
	answerRun: { name: 'Answer Agent Run', instead: 'It answers the agent run that started the workflow: use it in the workflow, after the agent.' },
};

/**
 * Why an operation n8n runs itself is no AI Agent tool: n8n runs a tool through the node's
 * `execute` (n8n-core's tool invocation), which for this node is RoutingNode, never the
 * custom operation that waits or answers the request that started the workflow.
 */
function notAToolError(item: ItemParameters): NodeOperationError {
	const operation = CUSTOM_OPERATIONS[String(item.getNodeParameter('operation', SEND_AND_WAIT))] ?? CUSTOM_OPERATIONS[SEND_AND_WAIT];
	return new NodeOperationError(item.getNode(), `${operation.name} cannot run as an AI Agent tool`, {
		itemIndex: item.getItemIndex(),
		description: `Choose another operation for this tool. ${operation.instead}`,
	});
}

/**
 * The refusal where n8n runs such an operation itself as a tool node (an AI Agent that has
 * n8n run its tools, Agent V3): the tool's answer is the reason, nothing is sent.
 */
export async function refuseAsTool(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	return await failedItem(context, notAToolError(itemParameters(context, itemIndex)), itemIndex);
}

/**
 * Shown only in the AI tool (`@tool`) with an operation n8n runs itself selected (a tool
 * saved so): RoutingNode runs its routing, the one operation shape (`operationRouting`),
 * whose request refuses with the reason, so the seam answers the tool with it and sends
 * nothing. One definition for the three (each value belongs to one resource).
 */
export const toolRefusal: INodeProperties = {
	displayName: 'This Operation Is Not Available as a Tool',
	name: 'toolRefusal',
	type: 'hidden',
	default: '',
	displayOptions: { show: { resource: ['message', 'moderation', 'agent'], operation: Object.keys(CUSTOM_OPERATIONS), '@tool': [true] } },
	routing: operationRouting({
		returns: 'object',
		request(item) {
			throw notAToolError(item);
		},
	}),
};
