import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { apiRequest, type ApiAnswer, type ApiProfile, type ApiRequest } from './apiRequest';
import type { RequestContext } from './requestContext';

export type { RequestContext } from './requestContext';
/** One request to CometChat's REST API, as an operation builds it. */
export type CometChatRequest = ApiRequest;
/** A successful answer: CometChat's envelope, `data` of the kind the request asked for. */
export type CometChatAnswer = ApiAnswer;

/** CometChat's REST API, with the node's CometChat API credential. */
export const COMETCHAT_API: ApiProfile = {
	credentialType: 'cometChatApi',
	baseUrl: cometChatBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? '')],
};

/**
 * The one way to send to CometChat's REST API: credentials (base URL, HTTPS rule,
 * `apikey`), no redirects, the timeout, the shared rate gate, retries as the contract
 * allows, CometChat's errors as NodeApiError for `itemIndex`. Resolves to the checked envelope.
 */
export async function cometChatRequest(this: RequestContext, request: CometChatRequest, itemIndex: number): Promise<CometChatAnswer> {
	return await apiRequest(this, COMETCHAT_API, request, itemIndex);
}
