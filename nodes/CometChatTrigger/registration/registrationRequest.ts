import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { apiRequest, type Envelope, type ApiProfile } from '../../shared/transport/request';
import { helpersChannel } from '../../shared/requestOptions';

/** How long a registration call may take; activation waits for it. */
const TIMEOUT_MS = 20_000;
/** Activation waits for rate limits no longer than this in all. */
const MAX_RATE_WAIT_MS = 60_000;

/** One call of the trigger's registration (the webhook's through the Management API, the bot's through /bots). */
interface RegistrationCall {
	method: IHttpRequestMethods;
	path: string;
	body?: IDataObject;
	qs?: IDataObject;
}

/**
 * A registration call through the package's one transport (`apiRequest` over n8n's
 * authenticated helper, with the credential's Allowed HTTP Request Domains): the trigger
 * has no Request Options, so its own timeout and rate-limit wait apply, and the Basic Auth
 * password a create or update carries (which CometChat's answers repeat) never shows in an error.
 */
export async function registrationRequest(ctx: IHookFunctions, profile: ApiProfile, call: RegistrationCall): Promise<Envelope> {
	const secrets = typeof call.body?.password === 'string' ? [call.body.password] : [];
	const channel = await helpersChannel(ctx, profile, { timeout: TIMEOUT_MS }, 0);
	return await apiRequest(ctx, profile, { ...call, returns: 'any', maxWaitMs: MAX_RATE_WAIT_MS, secrets }, 0, channel);
}

/** The HTTP status a failed call was answered with, if any. */
export function httpStatusOf(error: unknown): number | undefined {
	const code = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return Number.isInteger(code) ? code : undefined;
}
