import { createHmac } from 'node:crypto';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IHookFunctions, IHttpRequestMethods } from 'n8n-workflow';
import { apiRequest, type ApiProfile, type Envelope } from '../shared/transport/request';
import { helpersChannel } from '../shared/requestOptions';

/** How long a registration call may take; activation waits for it. */
const TIMEOUT_MS = 20_000;
/** Activation waits for rate limits no longer than this in all. */
const MAX_RATE_WAIT_MS = 60_000;

/**
 * One call of the trigger's registration (the webhook's through the Management API, the
 * bot's through /bots) through the package's one transport (`apiRequest` over n8n's
 * authenticated helper, with the credential's Allowed HTTP Request Domains): the trigger
 * has no Request Options, so its own timeout and rate-limit wait apply, and the Basic Auth
 * password a create or update carries (which CometChat's answers repeat) never shows in an error.
 */
export async function registrationRequest(
	ctx: IHookFunctions,
	profile: ApiProfile,
	call: { method: IHttpRequestMethods; path: string; body?: IDataObject; qs?: IDataObject },
): Promise<Envelope> {
	const secrets = typeof call.body?.password === 'string' ? [call.body.password] : [];
	const channel = await helpersChannel(ctx, profile, { timeout: TIMEOUT_MS }, 0);
	return await apiRequest(ctx, profile, { ...call, returns: 'any', maxWaitMs: MAX_RATE_WAIT_MS, secrets }, 0, channel);
}

/** The HTTP status a failed call was answered with, if any. */
export function httpStatusOf(error: unknown): number | undefined {
	const code = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return Number.isInteger(code) ? code : undefined;
}

/** How a registration (the webhook's, the bot's) words its failures. */
export interface FailureWording {
	/** What could not be registered, e.g. "the CometChat webhook". */
	subject: string;
	/** Added where the credential is the likely cause (HTTP 401 or 403). */
	credentialHint: string;
	/** What to do about it. */
	description: string;
	/** Whether the HTTP status goes before the reason when the reason does not name it. */
	namesStatus: boolean;
}

/** Why a call failed, in a sentence: CometChat's reason (with the status where wanted), and the credential hint. */
export function reasonOf(error: unknown, wording: FailureWording): string {
	const message = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
	const status = httpStatusOf(error);
	const hint = status === 401 || status === 403 ? ` ${wording.credentialHint}` : '';
	if (!wording.namesStatus) return `${message}.${hint}`;
	if (status === undefined || message.includes(`HTTP ${status}`)) return `${message}.`;
	return `HTTP ${status}: ${message}.${hint}`;
}

/** A failed registration step as activation's error; `undone` says what was rolled back. */
export function registrationFailure(ctx: IHookFunctions, wording: FailureWording, step: string, error: unknown, undone = ''): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `Could not register ${wording.subject}: ${step}: ${reasonOf(error, wording)}${undone}`, {
		description: wording.description,
	});
}

/** Forgets what a registration kept in the workflow's static data, once what it set is gone. */
export function forgetRegistration<State extends IDataObject>(state: State, keys: ReadonlyArray<keyof State & string>): void {
	for (const key of keys) delete state[key];
}

/**
 * What is kept of the settings sent, to tell a changed password: an HMAC under `key`, a
 * credential's secret that n8n keeps encrypted and the workflow does not hold. An unkeyed
 * hash would let anyone who reads or exports the workflow search short passwords offline.
 */
export const fingerprint = (key: string, settings: IDataObject) => createHmac('sha256', key).update(JSON.stringify(settings)).digest('hex');
