import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { managementBaseUrl } from '../../../credentials/CometChatManagementApi.credentials';
import { apiRequest, type ApiAnswer, type ApiProfile } from '../../shared/transport/apiRequest';
import { helpersChannel } from '../../shared/transport/helpersChannel';

/** The Management API with the trigger's CometChat Management API credential. */
const MANAGEMENT_API: ApiProfile = {
	credentialType: 'cometChatManagementApi',
	baseUrl: managementBaseUrl,
	secrets: (credentials) => [String(credentials.apiKey ?? ''), String(credentials.secret ?? '')],
};

/** How long a Management API call may take; activation waits for it. */
const TIMEOUT_MS = 20_000;
/** Activation waits for rate limits no longer than this in all. */
const MAX_RATE_WAIT_MS = 60_000;

export interface ManagementApi {
	request(method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<ApiAnswer>;
	/** The app's webhooks: `/apps/{appId}/webhooks`. */
	appPath: string;
}

/**
 * A Management API client for the credential's app. Every call goes through the package's
 * one transport (`apiRequest` over n8n's authenticated helper, with the credential's
 * Allowed HTTP Request Domains): the credential's `authenticate` (base URL, HTTPS rule,
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
		async request(method, path, body, qs) {
			// the webhook's Basic Auth password travels in the body of create and update calls
			const secrets = typeof body?.password === 'string' ? [body.password] : [];
			// the trigger has no Request Options: its own timeout, and the credential's allowed domains
			const channel = await helpersChannel(ctx, MANAGEMENT_API, { timeout: TIMEOUT_MS }, 0);
			return await apiRequest(ctx, MANAGEMENT_API, { method, path, body, qs, answer: 'any', maxWaitMs: MAX_RATE_WAIT_MS, secrets }, 0, channel);
		},
	};
}

/** The HTTP status a failed call was answered with, if any. */
export function httpStatusOf(error: unknown): number | undefined {
	const code = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return Number.isInteger(code) ? code : undefined;
}
