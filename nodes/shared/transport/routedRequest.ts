import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteFunctions, IExecutePaginationFunctions, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import { cursorList } from '../paging/cursorList';
import { pagedList, type FetchPage } from '../paging/pagedList';
import { isToolExecution, toolFailureItem } from '../toolMode';
import { cometChatRequest, type CometChatAnswer } from './cometChatRequest';
import type { Operation, OperationRequest } from './routing';
import { requestSettings } from './requestSettings';

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

/**
 * What a failed item becomes: with Continue On Fail, one output item that carries the
 * error (n8n's engine shows it as `{ error: message }` and keeps the error beside it);
 * otherwise the error stops the node.
 */
export async function failedItem(context: FailureContext, caught: unknown, itemIndex: number): Promise<INodeExecutionData[]> {
	const error = asNodeError(context, caught, itemIndex);
	// an AI Agent's tool answers the model with the failure instead of failing the run
	if (isToolExecution(context)) return [await toolFailureItem(context, error, itemIndex)];
	if (context.continueOnFail()) return [{ json: { error: error.message }, error, pairedItem: { item: itemIndex } }];
	throw error;
}

/** CometChat's `data` as one item: the object, or `{ data }` where it is none (an `any` answer). */
function dataItem(answer: CometChatAnswer): IDataObject {
	const { data } = answer;
	return data && typeof data === 'object' && !Array.isArray(data) ? (data as IDataObject) : { data: data as IDataObject[] };
}

/** The operation's request(s) for this item, sent, and the answer as items' JSON. */
async function run(context: IExecutePaginationFunctions, operation: Operation, itemIndex: number): Promise<IDataObject[]> {
	const settings = requestSettings(context.getNodeParameter('requestOptions', {}) as IDataObject, context.getNode(), itemIndex);
	const request = operation.request(context);
	const send = async (sent: OperationRequest, answer = sent.answer ?? operation.answer) =>
		await cometChatRequest.call(context, { ...sent, answer, ...settings }, itemIndex);
	if (operation.answer !== 'list') {
		const answer = await send(request);
		return [operation.output ? operation.output(context, answer) : dataItem(answer)];
	}
	const paging = operation.paging(context);
	const fetch: FetchPage = async (qs) => await send({ ...request, qs: { ...request.qs, ...qs } }, 'list');
	const items =
		paging.by === 'page' ? await pagedList(context, fetch, paging.window) : await cursorList(context, fetch, paging.window, paging);
	return items.map((item) => item.json);
}

/**
 * The one seam between n8n's declarative engine and CometChat, run as the routing
 * `pagination` hook of every operation (see `operationRouting`): it asks the operation
 * for its request, sends it through `cometChatRequest` (credentials, rate limits,
 * retries, CometChat errors), gives each item its `pairedItem`, and turns a failure into
 * `failedItem`.
 */
export function routedRequest(operation: Operation) {
	return async function (this: IExecutePaginationFunctions): Promise<INodeExecutionData[]> {
		const itemIndex = this.getItemIndex();
		const pairedItem = { item: itemIndex };
		try {
			const items = await run(this, operation, itemIndex);
			return items.map((json) => ({ json, pairedItem }));
		} catch (caught) {
			return await failedItem(this, caught, itemIndex);
		}
	};
}
