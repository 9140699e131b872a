import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { BASIC_AUTH_REFUSED_TEXT, basicAuthProblem } from '../basicAuthRules';

/**
 * The Basic Auth settings a registration sends (the webhook's, the bot's callback): off, or
 * the CometChat Webhook credential's user and password, checked against CometChat's rules
 * before anything is sent.
 */
export async function basicAuthSettings(ctx: IHookFunctions): Promise<IDataObject> {
	if (ctx.getNodeParameter('authentication', 'basicAuth') !== 'basicAuth') return { useBasicAuth: false };
	const credentials = await ctx.getCredentials('cometChatWebhookApi');
	if (basicAuthProblem(credentials) !== undefined) throw new NodeOperationError(ctx.getNode(), BASIC_AUTH_REFUSED_TEXT);
	return { useBasicAuth: true, username: String(credentials.user), password: String(credentials.password) };
}
