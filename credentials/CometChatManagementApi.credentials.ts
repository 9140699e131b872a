import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, Icon, INodeProperties } from 'n8n-workflow';

/**
 * Management API key and secret (Multi-Tenancy plans): lets the CometChat Trigger register
 * its webhook and triggers itself.
 */
export class CometChatManagementApi implements ICredentialType {
	name = 'cometChatManagementApi';

	displayName = 'CometChat Management API';

	icon: Icon = { light: 'file:../icons/cometchat.svg', dark: 'file:../icons/cometchat.dark.svg' };

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
			default: 'https://apimgmt.cometchat.io',
			description: 'Must use https:// (http:// only for localhost, for test servers)',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { key: '={{$credentials.apiKey}}', secret: '={{$credentials.secret}}', 'X-Webhook-Version': '2' },
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl}}',
			url: '=/apps/{{encodeURIComponent($credentials.appId)}}/webhooks',
			qs: { perPage: 1 },
		},
	};
}
