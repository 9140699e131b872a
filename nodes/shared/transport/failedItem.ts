import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IExecuteFunctions, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import { isToolExecution, toolFailureItem } from '../toolMode';

/** Where a failure is handled: an operation's item, or Send and Wait's execution. */
type FailureContext = IExecuteSingleFunctions | IExecuteFunctions;

/** Any failure as an n8n error for this item. */
function asNodeError(context: FailureContext, caught: unknown, itemIndex: number): NodeApiError | NodeOperationError {
	if (caught instanceof NodeApiError || caught instanceof NodeOperationError) return caught;
	if (caught instanceof URIError) {
		// an id that skipped requireIdentifier and could not be encoded into the path
		return new NodeOperationError(context.getNode(), `A parameter of item ${itemIndex} holds a broken Unicode character and cannot be part of a URL`, {
			itemIndex,
			description: 'Half of an emoji or another character outside the basic range, as a truncated text leaves it. Check the ids given to this node.',
		});
	}
	return new NodeOperationError(context.getNode(), caught as Error, { itemIndex });
}

/** Whether a failed item carries its error instead of stopping the node: Continue On Fail, or an AI Agent's tool. */
export function failureCarried(context: FailureContext): boolean {
	return isToolExecution(context) || context.continueOnFail();
}

/**
 * What a failed item becomes: as an AI Agent's tool, the tool's result; with Continue On
 * Fail, one output item that carries the error (n8n's engine shows it as
 * `{ error: message }` and keeps the error beside it); otherwise the error stops the node.
 */
export async function failedItem(context: FailureContext, caught: unknown, itemIndex: number): Promise<INodeExecutionData[]> {
	const error = asNodeError(context, caught, itemIndex);
	// an AI Agent's tool answers the model with the failure instead of failing the run
	if (isToolExecution(context)) return [await toolFailureItem(context, error, itemIndex)];
	if (context.continueOnFail()) return [{ json: { error: error.message }, error, pairedItem: { item: itemIndex } }];
	throw error;
}
