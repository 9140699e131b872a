import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteFunctions, IExecuteSingleFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { redact } from './transport/errors';

/**
 * Whether n8n runs the node as an AI Agent's tool. n8n 1.123 and 2.41 both run a
 * `usableAsTool` node under the generated type `<package>.<node>Tool`, however the agent
 * calls it (through the tool's function or as an engine request). The human-review node
 * (`…HitlTool`) is excluded: a question that cannot be asked is no answer for the model,
 * and n8n would read an answer without `approved` as a rejection.
 */
export function isToolExecution(context: { getNode(): INode }) {
	const { type } = context.getNode();
	return type.endsWith('Tool') && !type.endsWith('HitlTool');
}

/** Where a failure is handled: an operation's item, or Send and Wait's execution. */
type FailureContext = IExecuteSingleFunctions | IExecuteFunctions;

/** Whether a failed item carries its error instead of stopping the node: Continue On Fail, or an AI Agent's tool. */
export const failureCarried = (context: FailureContext) => isToolExecution(context) || context.continueOnFail();

/**
 * What a failed item becomes: as an AI Agent's tool, the tool's result, which n8n hands the
 * model (a tool that throws gives the model an empty result, so it could neither correct the
 * call nor tell the person): CometChat's message, its `ERR_…` code, the HTTP status and the
 * hint the node writes for a person, the API key never in it; with Continue On
 * Fail, one output item that carries the error (n8n's engine shows it as
 * `{ error: message }` and keeps the error beside it); otherwise the error stops the node.
 */
export async function failedItem(context: FailureContext, caught: unknown, itemIndex: number): Promise<INodeExecutionData[]> {
	let error: NodeApiError | NodeOperationError;
	if (caught instanceof NodeApiError || caught instanceof NodeOperationError) error = caught;
	else if (caught instanceof URIError) {
		// an id that skipped requireIdentifier and could not be encoded into the path
		error = new NodeOperationError(context.getNode(), `A parameter of item ${itemIndex} holds a broken Unicode character and cannot be part of a URL`, {
			itemIndex,
			description: 'Half of an emoji or another character outside the basic range, as a truncated text leaves it. Check the ids given to this node.',
		});
	} else error = new NodeOperationError(context.getNode(), caught as Error, { itemIndex });
	const pairedItem = { item: itemIndex };
	if (isToolExecution(context)) {
		const { httpCode, errorResponse } = error as NodeApiError;
		const result: IDataObject = { error: error.message };
		if (typeof errorResponse?.code === 'string' && errorResponse.code.trim()) result.code = errorResponse.code.trim();
		if (httpCode) result.httpCode = String(httpCode);
		if (error.description) result.hint = error.description;
		// the credentials themselves may have failed: their error names no key
		const apiKey = await context.getCredentials('cometChatApi', itemIndex).then(({ apiKey }) => apiKey, () => undefined);
		return [{ json: JSON.parse(redact(JSON.stringify(result), typeof apiKey === 'string' ? apiKey : undefined)) as IDataObject, pairedItem }];
	}
	if (context.continueOnFail()) return [{ json: { error: error.message }, error, pairedItem }];
	throw error;
}
