import type { ICredentialDataDecryptedObject, ICredentialTestRequest, ICredentialType, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';
import { checkedBaseUrl, COMETCHAT_ICON } from './CometChatApi.credentials';

const MANAGEMENT_BASE_URL = 'https://apimgmt.cometchat.io';

/**
 * The Management API's base URL without trailing slashes. Refuses plain HTTP except on
 * loopback hosts (local test servers), so that the key and secret never travel in clear text.
 */
export const managementBaseUrl = (credentials: ICredentialDataDecryptedObject) =>
	checkedBaseUrl(String(credentials.baseUrl ?? '').trim() || MANAGEMENT_BASE_URL, 'CometChat Management API', MANAGEMENT_BASE_URL);

/** The Management API's key and secret on every request, its base URL, and no redirects (the key and secret go nowhere a redirect points). */
const authenticateManagementApi = async (credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> => ({
	...requestOptions,
	baseURL: managementBaseUrl(credentials),
	headers: { ...requestOptions.headers, key: String(credentials.apiKey ?? ''), secret: String(credentials.secret ?? ''), 'X-Webhook-Version': '2' },
	disableFollowRedirect: true,
});

/** Management API key and secret (Multi-Tenancy plans): lets the CometChat Trigger register its webhook and triggers itself. */
export class CometChatManagementApi implements ICredentialType {
	name = 'cometChatManagementApi';

	displayName = 'CometChat Management API';

	icon = COMETCHAT_ICON;

	documentationUrl = 'https://www.cometchat.com/docs/rest-api/management-apis';

	properties: INodeProperties[] = [
		{
			displayName: 'App ID',
			name: 'appId',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. 2619364d9d7c4ab1',
			description: 'The App ID whose webhooks the trigger manages',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Management API key (issued on Multi-Tenancy plans)',
		},
		{
			displayName: 'Secret',
			name: 'secret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Management API secret that belongs to the key',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: MANAGEMENT_BASE_URL,
			description: 'Must use https:// (http:// only for localhost, 127.0.0.0/8 and [::1], for test servers)',
		},
	];

	/** An own property, as the CometChat API credential's (see there why). */
	authenticate = authenticateManagementApi;

	test: ICredentialTestRequest = {
		request: { baseURL: '={{$credentials.baseUrl}}', url: '=/apps/{{encodeURIComponent($credentials.appId)}}/webhooks', qs: { perPage: 1 } },
	};
}
