import { cometChatBaseUrl } from '../../../credentials/CometChatApi.credentials';
import type { ApiProfile } from './apiRequest';

/** CometChat's REST API, with the node's CometChat API credential (`apiRequest`'s profile). */
export const COMETCHAT_API: ApiProfile = {
	credentialType: 'cometChatApi',
	baseUrl: cometChatBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? '')],
};
