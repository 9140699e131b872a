import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { managementBaseUrl } from '../../../credentials/CometChatManagementApi.credentials';
import type { Envelope, ApiProfile } from '../../shared/transport/request';
import { registrationRequest } from './registrationRequest';
import { fingerprint } from './registrationState';

/** The Management API with the trigger's CometChat Management API credential. */
const MANAGEMENT_API: ApiProfile = {
	credentialType: 'cometChatManagementApi',
	baseUrl: managementBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? ''), String(credentials.secret ?? '')],
};

export interface ManagementApi {
	request(method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<Envelope>;
	/** The app's webhooks: `/apps/{appId}/webhooks`. */
	appPath: string;
	/** The `fingerprint` of settings sent, keyed with the credential's key and secret. */
	fingerprint(settings: IDataObject): string;
}

/**
 * A Management API client for the credential's app. Every call is a `registrationRequest`
 * through the package's one transport: the credential's `authenticate` (base URL, HTTPS rule,
 * `key`, `secret`, `X-Webhook-Version: 2`), no redirects, the rate gate, retries as for
 * CometChat's REST API, and the same errors, never showing the key or the secret.
 */
export async function managementApi(ctx: IHookFunctions): Promise<ManagementApi> {
	const credentials = await ctx.getCredentials('cometChatManagementApi');
	const appId = String(credentials.appId ?? '').trim();
	if (!/^[A-Za-z0-9_-]+$/.test(appId)) {
		throw new NodeOperationError(ctx.getNode(), 'CometChat Management API credentials: the App ID is empty or has characters other than letters, digits, "-" and "_"');
	}
	return {
		appPath: `/apps/${encodeURIComponent(appId)}/webhooks`,
		request: async (method, path, body, qs) => await registrationRequest(ctx, MANAGEMENT_API, { method, path, body, qs }),
		fingerprint: (settings) => fingerprint(MANAGEMENT_API.secrets(credentials).join('\n'), settings),
	};
}
