import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { AUTH_REALM, checkBasicAuth } from './auth';

/** Answers the request itself; n8n starts nothing. */
export function reject(ctx: IWebhookFunctions, status: number, message: string, headers: IDataObject = {}): IWebhookResponseData {
	const res = ctx.getResponseObject();
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
	res.status(status).json({ message });
	return { noWebhookResponse: true };
}

/** 200, no execution. */
export const ignored = (message: string): IWebhookResponseData => ({ webhookResponse: { message } });

/** The answer refusing the request when Basic Auth is on and the request does not pass it; undefined when it may go on. */
export async function refusedByAuth(ctx: IWebhookFunctions): Promise<IWebhookResponseData | undefined> {
	if (ctx.getNodeParameter('authentication', 'basicAuth') !== 'basicAuth') return undefined;
	let expected: IDataObject;
	try {
		expected = await ctx.getCredentials('cometChatWebhookApi');
	} catch {
		return reject(ctx, 500, 'The CometChat Trigger has no CometChat Webhook credential');
	}
	const auth = checkBasicAuth(ctx.getRequestObject().headers.authorization, String(expected.user ?? ''), String(expected.password ?? ''));
	return auth.ok ? undefined : reject(ctx, auth.status, auth.message, { 'WWW-Authenticate': `Basic realm="${AUTH_REALM}"` });
}
