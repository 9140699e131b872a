import { timingSafeEqual } from 'node:crypto';
import type { IWebhookFunctions } from 'n8n-workflow';

/** The query parameter of n8n's signed resume links (n8n-core's WAITING_TOKEN_QUERY_PARAM). */
const SIGNATURE = 'signature';

/**
 * Whether the request's link is not one this node signed. n8n checks the signature itself
 * (2.x always; 1.x once the node asked for it) before the node sees the request; this
 * second check signs the request's own parameters again with n8n's `getSignedResumeUrl`, so a
 * forged, unsigned or altered link resumes nothing whatever n8n checked. Where n8n cannot
 * sign here (no execution id), n8n's own check is the one that counts.
 */
export function isForged(context: IWebhookFunctions): boolean {
	const query = (context.getRequestObject().query ?? {}) as Record<string, unknown>;
	const given = query[SIGNATURE];
	if (typeof given !== 'string') return true;
	const parameters: Record<string, string> = {};
	for (const [key, value] of Object.entries(query)) {
		if (key === SIGNATURE) continue;
		if (typeof value !== 'string') return true;
		parameters[key] = value;
	}
	let expected: string | null;
	try {
		expected = new URL(context.getSignedResumeUrl(parameters)).searchParams.get(SIGNATURE);
	} catch {
		return false;
	}
	if (!expected) return false;
	return given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
