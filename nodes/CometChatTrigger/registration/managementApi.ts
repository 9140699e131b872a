import { NodeOperationError } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, IDataObject, IHookFunctions, IHttpRequestMethods, INode } from 'n8n-workflow';
import { isSecureBaseUrl } from '../../../credentials/CometChatApi.credentials';
import { describeHttpFailure } from '../../shared/transport/httpFailure';

export const MANAGEMENT_BASE_URL = 'https://apimgmt.cometchat.io';

export interface ManagementApi {
	request(method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject>;
	appPath: string;
}

/** The base URL, refused unless HTTPS (plain HTTP only on loopback hosts, for test servers). */
export function managementBaseUrl(credentials: ICredentialDataDecryptedObject, node: INode): string {
	const raw = String(credentials.baseUrl ?? '').trim() || MANAGEMENT_BASE_URL;
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		throw new NodeOperationError(node, `CometChat Management API credentials: the Base URL "${raw}" is not a valid URL`);
	}
	if (!isSecureBaseUrl(url)) {
		throw new NodeOperationError(node, `CometChat Management API credentials: the Base URL must use https:// (http:// only for localhost); got "${raw}"`);
	}
	return raw.replace(/\/+$/, '');
}

function cometChatMessage(body: unknown): string | undefined {
	const error = (body as IDataObject | undefined)?.error as IDataObject | undefined;
	const message = error?.message ?? (body as IDataObject | undefined)?.message;
	return typeof message === 'string' ? message : undefined;
}

/**
 * A Management API client for the credential's app: `key`, `secret` and
 * `X-Webhook-Version: 2` on every request; redirects are refused (they could carry the
 * key elsewhere); failures name the call and CometChat's reason, never the key or secret.
 */
export async function managementApi(ctx: IHookFunctions): Promise<ManagementApi> {
	const credentials = await ctx.getCredentials('cometChatManagementApi');
	const node = ctx.getNode();
	const baseURL = managementBaseUrl(credentials, node);
	const appId = String(credentials.appId ?? '').trim();
	if (!/^[A-Za-z0-9_-]+$/.test(appId)) {
		throw new NodeOperationError(node, 'CometChat Management API credentials: the App ID is empty or has characters other than letters, digits, "-" and "_"');
	}
	const appPath = `/apps/${encodeURIComponent(appId)}/webhooks`;
	return {
		appPath,
		async request(method, path, body, qs) {
			const what = `${method} ${path}`;
			let response: { statusCode: number; body: unknown; headers: IDataObject };
			try {
				response = (await ctx.helpers.httpRequest({
					method,
					baseURL,
					url: path,
					qs,
					body,
					json: true,
					headers: {
						Accept: 'application/json',
						key: String(credentials.apiKey ?? ''),
						secret: String(credentials.secret ?? ''),
						'X-Webhook-Version': '2',
					},
					disableFollowRedirect: true,
					ignoreHttpStatusErrors: true,
					returnFullResponse: true,
					timeout: 20_000,
				})) as typeof response;
			} catch (error) {
				const failure = describeHttpFailure(error);
				const why = failure.timedOut ? 'timed out' : (failure.networkCode ?? failure.message);
				throw new NodeOperationError(node, `CometChat Management API: ${what} failed (${why})`);
			}
			const status = response.statusCode;
			if (status >= 300 && status < 400) {
				throw new NodeOperationError(node, `CometChat Management API: ${what} answered with a redirect (${status}); redirects are not followed. Check the Base URL.`);
			}
			if (status >= 400) {
				const reason = (cometChatMessage(response.body) ?? 'no reason given').replace(/\.+$/, '');
				const hint = status === 401 || status === 403 ? ' Check the Management API key, secret and App ID.' : '';
				const error = new NodeOperationError(node, `CometChat Management API: ${what} failed with ${status}: ${reason}.${hint}`);
				(error as unknown as { httpStatus: number }).httpStatus = status;
				throw error;
			}
			const parsed = response.body;
			return typeof parsed === 'object' && parsed !== null ? (parsed as IDataObject) : {};
		},
	};
}

export function httpStatusOf(error: unknown): number | undefined {
	return (error as { httpStatus?: number } | undefined)?.httpStatus;
}
