import type {
	IDataObject,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { checkHttpStatus } from './httpStatus';
import { requestWithRetry, type RequestData } from './request';

/**
 * A request made outside the routing engine (list searches of resource locators): the
 * same credential rules (HTTPS, `apikey`), the same rate gate, retries and CometChat
 * errors as every routed request. `requestWithRetry` needs only a way to send one
 * attempt, given here by the credentials' own request helper.
 */
export async function directRequest(
	this: ILoadOptionsFunctions,
	options: Pick<IHttpRequestOptions, 'method' | 'url' | 'qs' | 'body'>,
): Promise<IDataObject> {
	return await directRequestFrom(this, options);
}

async function directRequestFrom(
	loadOptions: ILoadOptionsFunctions,
	options: Pick<IHttpRequestOptions, 'method' | 'url' | 'qs' | 'body'>,
): Promise<IDataObject> {
	const credentials = await loadOptions.getCredentials('cometChatApi');
	const context = {
		node: loadOptions.getNode(),
		itemIndex: 0,
		origin: new URL(cometChatBaseUrl(credentials)).origin,
		apiKey: String(credentials.apiKey ?? ''),
	};
	const attempt = {
		getNode: () => loadOptions.getNode(),
		async makeRoutingRequest({ options: request }: RequestData) {
			const response = (await loadOptions.helpers.httpRequestWithAuthentication.call(loadOptions, 'cometChatApi', {
				...request,
				headers: { Accept: 'application/json', ...request.headers },
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
			} as IHttpRequestOptions)) as IN8nHttpFullResponse;
			await checkHttpStatus.call(attempt as never, [], response);
			return [{ json: (response.body ?? {}) as IDataObject }];
		},
	};
	const requestData: RequestData = {
		options: { method: 'GET', ...options, qs: { ...options.qs }, headers: {} },
		preSend: [],
		postReceive: [],
		requestOperations: {},
	} as RequestData;
	const [item] = await requestWithRetry.call(attempt as unknown as IExecutePaginationFunctions, requestData, context);
	return item?.json ?? {};
}
