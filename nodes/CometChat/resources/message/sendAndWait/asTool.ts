import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteFunctions, IExecutePaginationFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { failedItem } from '../../../../shared/transport/failedItem';
import { SEND_AND_WAIT } from './show';

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
function notATool(context: IExecuteFunctions | IExecutePaginationFunctions, itemIndex: number): NodeOperationError {
	const operation = CUSTOM_OPERATIONS[String(context.getNodeParameter('operation', itemIndex, SEND_AND_WAIT))] ?? CUSTOM_OPERATIONS[SEND_AND_WAIT];
	return new NodeOperationError(context.getNode(), `${operation.name} cannot run as an AI Agent tool`, {
		itemIndex,
		description: `Choose another operation for this tool. ${operation.instead}`,
	});
}

/** The tool's answer to such an operation that a tool reached anyway (a workflow saved so): the reason, nothing sent. */
export async function refuseAsTool(context: IExecuteFunctions | IExecutePaginationFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	return await failedItem(context, notATool(context, itemIndex), itemIndex);
}

/**
 * Shown only in the AI tool (`@tool`) with an operation n8n runs itself selected: its
 * routing answers the tool with the reason instead of RoutingNode sending a request that
 * no operation built. One definition for the three (each value belongs to one resource).
 */
export const sendAndWaitAsTool: INodeProperties = {
	displayName: 'This Operation Is Not Available as a Tool',
	name: 'sendAndWaitAsTool',
	type: 'hidden',
	default: '',
	displayOptions: { show: { resource: ['message', 'moderation', 'agent'], operation: Object.keys(CUSTOM_OPERATIONS), '@tool': [true] } },
	routing: {
		send: { paginate: true },
		operations: {
			async pagination(this: IExecutePaginationFunctions) {
				return await refuseAsTool(this, this.getItemIndex());
			},
		},
	},
};
