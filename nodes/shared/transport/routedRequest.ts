import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { requestWithRetry, type RequestData, type Send } from './request';

export type Operation = (
	this: IExecutePaginationFunctions,
	requestData: RequestData,
	send: Send,
) => Promise<INodeExecutionData[]>;

/**
 * Wraps an operation as the routing `pagination` hook, which is the one place where the
 * declarative engine lets a node drive its own requests: every request gets rate-limit
 * handling and CometChat errors, and with Continue On Fail a failed item becomes one
 * output item that carries the error.
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
				timeoutMs: requestData.options.timeout,
				apiKey: String(credentials.apiKey ?? ''),
			};
			const send: Send = async (data) => await requestWithRetry.call(this, data, context);
			const items = await operation.call(this, requestData, send);
			return items.map((item) => ({ ...item, pairedItem }));
		} catch (caught) {
			const error =
				caught instanceof NodeApiError || caught instanceof NodeOperationError
					? caught
					: new NodeOperationError(this.getNode(), caught as Error, { itemIndex });
			// n8n's engine shows an error item as { error: message } and keeps the error beside it
			if (this.continueOnFail()) return [{ json: { error: error.message }, error, pairedItem }];
			throw error;
		}
	};
}
