import type { IDataObject, IExecuteFunctions, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { requestWithRetry, type RequestData } from './request';

export interface ContextRequest {
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	url: string;
	body?: IDataObject;
	headers?: IDataObject;
	qs?: IDataObject;
	/** Milliseconds to wait for CometChat's answer. */
	timeoutMs?: number;
}

/**
 * One CometChat request from code that is not a routed operation (a custom operation):
 * the same retries, rate gate and CometChat errors as every routed request, sent with
 * n8n's authenticated request helper. Resolves to the response body.
 */
export async function contextRequest(
	this: IExecuteFunctions,
	itemIndex: number,
	request: ContextRequest,
): Promise<IDataObject> {
	const credentials = await this.getCredentials('cometChatApi', itemIndex);
	const context = {
		node: this.getNode(),
		itemIndex,
		origin: new URL(cometChatBaseUrl(credentials)).origin,
		apiKey: String(credentials.apiKey ?? ''),
		timeoutMs: request.timeoutMs,
	};
	const adapter = {
		getExecutionCancelSignal: () => this.getExecutionCancelSignal?.(),
		makeRoutingRequest: async (requestData: RequestData): Promise<INodeExecutionData[]> => {
			const { options } = requestData;
			const body = (await this.helpers.httpRequestWithAuthentication.call(this, 'cometChatApi', {
				method: options.method,
				url: options.url ?? '',
				body: options.body as IDataObject | undefined,
				headers: options.headers,
				qs: options.qs,
				json: true,
				timeout: options.timeout,
			})) as IDataObject;
			return [{ json: body ?? {} }];
		},
	} as unknown as IExecutePaginationFunctions;
	const requestData = {
		options: {
			method: request.method,
			url: request.url,
			body: request.body,
			qs: request.qs ?? {},
			timeout: request.timeoutMs,
			headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...request.headers },
		},
	} as unknown as RequestData;
	const [item] = await requestWithRetry.call(adapter, requestData, context);
	return item.json;
}
