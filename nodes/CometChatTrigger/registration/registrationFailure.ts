import { NodeOperationError } from 'n8n-workflow';
import type { IHookFunctions } from 'n8n-workflow';
import { httpStatusOf } from './registrationRequest';

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
