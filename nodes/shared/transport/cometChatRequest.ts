import type {
	IDataObject,
	IExecuteFunctions,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import type { DataKind } from './envelope';
import { checkAnswer } from './httpStatus';
import { requestWithRetry, type RequestData } from './request';
import { DEFAULT_TIMEOUT_MS } from './timeout';

/** One request to CometChat's REST API, as an operation builds it. */
export interface CometChatRequest {
	method: IHttpRequestMethods;
	/** Below the base URL, every segment already encoded (`fillPath`). */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** The `onBehalfOf` header; not sent when empty. */
	onBehalfOf?: string;
	/** What `data` must hold in a successful answer. */
	answer: DataKind;
	/** Milliseconds to wait for the answer (the node's Request Options timeout; default 30 s). */
	timeoutMs?: number;
}

/** Any n8n context that can send with the node's credentials. */
export type RequestContext = IExecuteFunctions | IExecuteSingleFunctions | IExecutePaginationFunctions | ILoadOptionsFunctions;

/** A successful answer: CometChat's envelope, `data` of the kind the request asked for. */
export interface CometChatAnswer {
	data: unknown;
	meta?: IDataObject;
}

/**
 * The one way to send to CometChat: credentials (base URL, HTTPS rule, `apikey`), no
 * redirects, the timeout, the shared rate gate, retries as the contract allows, CometChat's
 * errors as NodeApiError for `itemIndex`. Resolves to the checked envelope.
 */
export async function cometChatRequest(this: RequestContext, request: CometChatRequest, itemIndex: number): Promise<CometChatAnswer> {
	return await send(this, request, itemIndex);
}

async function send(ctx: RequestContext, request: CometChatRequest, itemIndex: number): Promise<CometChatAnswer> {
	const credentials = await ctx.getCredentials('cometChatApi', itemIndex);
	const context = {
		node: ctx.getNode(),
		itemIndex,
		origin: new URL(cometChatBaseUrl(credentials)).origin,
		apiKey: String(credentials.apiKey ?? ''),
		timeoutMs: request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
	};
	const check = checkAnswer(request.answer);
	const attempt = {
		getNode: () => ctx.getNode(),
		getExecutionCancelSignal: () => ('getExecutionCancelSignal' in ctx ? ctx.getExecutionCancelSignal?.() : undefined),
		async makeRoutingRequest({ options }: RequestData) {
			const response = (await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'cometChatApi', {
				...options,
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
			} as IHttpRequestOptions)) as IN8nHttpFullResponse;
			await check.call(attempt as never, [], response);
			return [{ json: (response.body ?? {}) as IDataObject }];
		},
	};
	const headers: IDataObject = { Accept: 'application/json', 'Content-Type': 'application/json' };
	if (request.onBehalfOf) headers.onBehalfOf = request.onBehalfOf;
	const requestData = {
		options: {
			method: request.method,
			url: request.path,
			qs: { ...request.qs },
			headers,
			...(request.body === undefined ? {} : { body: request.body }),
		},
		preSend: [],
		postReceive: [],
		requestOperations: {},
	} as unknown as RequestData;
	const [item] = await requestWithRetry.call(attempt as unknown as IExecutePaginationFunctions, requestData, context);
	const body = (item?.json ?? {}) as IDataObject;
	return { data: body.data, meta: body.meta as IDataObject | undefined };
}
