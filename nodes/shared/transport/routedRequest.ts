import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { isToolExecution, toolFailureItem } from '../toolMode';
import { requestWithRetry, type RequestData, type Send } from './request';
import { requestTimeoutMs } from './timeout';

export type Operation = (
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	send: Send,
) => Promise<INodeExecutionData[]>;

/** Any failure as an n8n error for this item. */
function asNodeError(context: IExecutePaginationFunctions, caught: unknown, itemIndex: number): NodeApiError | NodeOperationError {
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
 * Wraps an operation as the routing `pagination` hook, which is the one place where the
 * declarative engine lets a node drive its own requests: every request gets rate-limit
 * handling, CometChat errors, no redirects and the node's timeout, and with Continue On
 * Fail a failed item becomes one output item that carries the error.
 */
export function routedRequest(operation: Operation) {
	return async function (
		this: IExecutePaginationFunctions,
		requestData: RequestData,
	): Promise<INodeExecutionData[]> {
		const itemIndex = this.getItemIndex();
		const pairedItem = { item: itemIndex };
		try {
			const credentials = await this.getCredentials('cometChatApi');
			const context = {
				node: this.getNode(),
				itemIndex,
				origin: new URL(cometChatBaseUrl(credentials)).origin,
				// n8n sets 300 s when Settings > Request Options > Timeout is empty: use the node's own default
				timeoutMs: requestTimeoutMs(this),
				apiKey: String(credentials.apiKey ?? ''),
			};
			const send: Send = async (data) => await requestWithRetry.call(this, data, context);
			const items = await operation.call(this, requestData, send);
			return items.map((item) => ({ ...item, pairedItem }));
		} catch (caught) {
			const error = asNodeError(this, caught, itemIndex);
			// an AI Agent's tool answers the model with the failure instead of failing the run
			if (isToolExecution(this)) return [await toolFailureItem(this, error, itemIndex)];
			// n8n's engine shows an error item as { error: message } and keeps the error beside it
			if (this.continueOnFail()) return [{ json: { error: error.message }, error, pairedItem }];
			throw error;
		}
	};
}
