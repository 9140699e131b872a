import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import type { ApiAnswer, ApiProfile, ApiRequest } from './apiRequest';

export type { RequestContext } from './requestContext';
/** One request to CometChat's REST API, as an operation builds it. */
export type CometChatRequest = ApiRequest;
/** A successful answer: CometChat's envelope, `data` of the kind the request asked for. */
export type CometChatAnswer = ApiAnswer;

/** CometChat's REST API, with the node's CometChat API credential (`apiRequest`'s profile). */
export const COMETCHAT_API: ApiProfile = {
	credentialType: 'cometChatApi',
	baseUrl: cometChatBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? '')],
};
