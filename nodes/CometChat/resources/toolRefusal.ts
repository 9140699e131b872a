import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData, type INodePropertyRouting } from 'n8n-workflow';
import { itemParameters, type ItemParameters } from '../../shared/validation/parameters';
import { failedItem } from '../../shared/failedItem';
import { operationHook } from '../../shared/operation';
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
function notAToolError(item: ItemParameters, resourceOperation: string): NodeOperationError {
	// the tool shows no Operation for a resource whose operations it runs none of (Agent): that resource's one
	const value = String(item.getNodeParameter('operation', '')) || resourceOperation;
	// a value no selector offers (saved by hand) has no routing of its own either
	const operation = CUSTOM_OPERATIONS[value] ?? { name: `Operation "${value}"`, instead: 'This tool does not offer it.' };
	return new NodeOperationError(item.getNode(), `${operation.name} cannot run as an AI Agent tool`, {
		itemIndex: item.getItemIndex(),
		description: `Choose another resource or operation for this tool. ${operation.instead}`,
	});
}

/** What the tool's panel says where it offers none of a resource's operations (Agent). */
export function notAToolNotice(value: string): string {
	const { name, instead } = CUSTOM_OPERATIONS[value];
	return `${name} cannot run as an AI Agent tool. ${instead}`;
}

/**
 * The refusal where n8n runs such an operation itself as a tool node (an AI Agent that has
 * n8n run its tools, Agent V3): the tool's answer is the reason, nothing is sent.
 */
export async function refuseAsTool(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	return await failedItem(context, notAToolError(itemParameters(context, itemIndex), ''), itemIndex);
}

/**
 * The routing of each resource with operations n8n runs itself (`Resource.notAsTool`), on
 * its option in the Resource selector: the one seam, whose request refuses with the reason.
 * Each routed operation's own routing replaces it (RoutingNode takes the operation's
 * `pagination` hook after the resource's), so it runs only for an operation a tool saved
 * with it: its tool's Operation selector does not offer it. No `postReceive`: the
 * operation's is added to the resource's, and one `wholeResponse` is all a response gets.
 * `resourceOperation`: the operation a tool of this resource has when it shows none.
 */
export const refusalRouting = (resourceOperation: string): INodePropertyRouting => ({
	send: { paginate: true },
	operations: {
		pagination: operationHook({
			returns: 'object',
			request(item) {
				throw notAToolError(item, resourceOperation);
			},
		}),
	},
});
