import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteFunctions, IExecutePaginationFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { failedItem } from '../../../../shared/transport/failedItem';
import { sendAndWaitShow } from './show';

/**
 * Why Send and Wait is no AI Agent tool: n8n runs a tool through the node's `execute`
 * (n8n-core's tool invocation), which for this node is RoutingNode, never the custom
 * operation that sends the question and waits. n8n 2.x's human review node
 * (`cometChatHitlTool`, generated from Send and Wait) is the way to have a person approve an
 * agent's tool call.
 */
function notATool(context: IExecuteFunctions | IExecutePaginationFunctions, itemIndex: number): NodeOperationError {
	return new NodeOperationError(context.getNode(), 'Send and Wait for Response cannot run as an AI Agent tool', {
		itemIndex,
		description:
			"Choose another operation for this tool. To have a person approve the agent's tool calls, connect a tool to CometChat's human review node (n8n 2.x); to ask a person in a workflow, use the CometChat node's Send and Wait for Response outside the agent.",
	});
}

/** The tool's answer to a Send and Wait that a tool reached anyway (a workflow saved so): the reason, nothing sent. */
export async function refuseAsTool(context: IExecuteFunctions | IExecutePaginationFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	return await failedItem(context, notATool(context, itemIndex), itemIndex);
}

/**
 * Shown only in the AI tool (`@tool`) with Send and Wait selected, which the tool does not
 * offer: its routing answers the tool with the reason instead of RoutingNode sending a
 * request that no operation built.
 */
export const sendAndWaitAsTool: INodeProperties = {
	displayName: 'Send and Wait for Response Is Not Available as a Tool',
	name: 'sendAndWaitAsTool',
	type: 'hidden',
	default: '',
	displayOptions: { show: { ...sendAndWaitShow(), '@tool': [true] } },
	routing: {
		send: { paginate: true },
		operations: {
			async pagination(this: IExecutePaginationFunctions) {
				return await refuseAsTool(this, this.getItemIndex());
			},
		},
	},
};
