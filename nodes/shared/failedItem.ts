import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteFunctions, IExecuteSingleFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { redact } from './transport/errors';

interface ToolContext {
	getNode(): INode;
	getCredentials(type: string, itemIndex?: number): Promise<IDataObject>;
}

/**
 * Whether n8n runs the node as an AI Agent's tool. n8n 1.123 and 2.41 both run a
 * `usableAsTool` node under the generated type `<package>.<node>Tool`, however the agent
 * calls it (through the tool's function or as an engine request). The human-review node
 * (`…HitlTool`) is excluded: a question that cannot be asked is no answer for the model,
 * and n8n would read an answer without `approved` as a rejection.
 */
export function isToolExecution(context: { getNode(): INode }): boolean {
	const type = context.getNode().type;
	return type.endsWith('Tool') && !type.endsWith('HitlTool');
}

interface FailureFacts {
	message: string;
	description?: string | null;
	httpCode?: string | null;
	errorResponse?: { code?: unknown };
}

/** CometChat's `ERR_…` code: kept by cometChatError and the rate-limit error in the error response. */
function cometChatCode(error: FailureFacts): string | undefined {
	const code = error.errorResponse?.code;
	return typeof code === 'string' && code.trim() ? code.trim() : undefined;
}

async function apiKeyOf(context: ToolContext, itemIndex: number): Promise<string | undefined> {
	try {
		const { apiKey } = await context.getCredentials('cometChatApi', itemIndex);
		return typeof apiKey === 'string' ? apiKey : undefined;
	} catch {
		// the credentials themselves failed: their error names no key
		return undefined;
	}
}

/**
 * A failure as the tool's result, which n8n hands the model: n8n gives a
 * model an empty result when the tool throws, so it could neither correct the call nor tell
 * the person. The result holds CometChat's message, its code, the HTTP status and the hint
 * the node writes for a person (what to change); the API key never appears in it.
 */
export async function toolFailureItem(context: ToolContext, error: FailureFacts, itemIndex: number): Promise<INodeExecutionData> {
	const result: IDataObject = { error: error.message };
	const code = cometChatCode(error);
	if (code) result.code = code;
	if (error.httpCode) result.httpCode = String(error.httpCode);
	if (error.description) result.hint = error.description;
	const json = JSON.parse(redact(JSON.stringify(result), await apiKeyOf(context, itemIndex))) as IDataObject;
	return { json, pairedItem: { item: itemIndex } };
}

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
