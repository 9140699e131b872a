import { createHash, timingSafeEqual } from 'node:crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, ICredentialsDecrypted, ICredentialTestFunctions, IDataObject, IHookFunctions, INodeCredentialTestResult } from 'n8n-workflow';

/** What CometChat's dashboard and Management API accept for a webhook's Basic Auth: letters and digits, up to these lengths. */
const BASIC_AUTH_FIELDS = [
	{ field: 'user', label: 'User', max: 50 },
	{ field: 'password', label: 'Password', max: 100 },
] as const;

const [USER, PASSWORD] = BASIC_AUTH_FIELDS;

/** The rules in words, for the credential's notice. */
export const BASIC_AUTH_RULES_TEXT = `CometChat accepts letters and digits only: user up to ${USER.max}, password up to ${PASSWORD.max} characters.`;

/** The first thing CometChat would refuse in a CometChat Webhook credential, or undefined when it accepts it. */
function basicAuthProblem(credentials: ICredentialDataDecryptedObject) {
	for (const { field, label, max } of BASIC_AUTH_FIELDS) {
		const value = String(credentials[field] ?? '');
		if (!value) return `${label} is empty`;
		if (!/^[A-Za-z0-9]+$/.test(value)) return `${label} may hold letters and digits only: CometChat refuses other characters`;
		if (value.length > max) return `${label} is ${value.length} characters long; CometChat accepts at most ${max}`;
	}
	return undefined;
}

/** n8n's "Test" button: nothing is called with this credential (CometChat sends it to n8n), so it is checked against CometChat's rules. */
export async function cometChatWebhookApiTest(this: ICredentialTestFunctions, credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
	const problem = basicAuthProblem(credential.data ?? {});
	return problem ? { status: 'Error', message: problem } : { status: 'OK', message: 'CometChat accepts this user and password' };
}

/** The Basic Auth settings a registration sends (the webhook's, the bot's callback): off, or the credential's, checked before anything is sent. */
export async function basicAuthSettings(ctx: IHookFunctions): Promise<IDataObject> {
	if (ctx.getNodeParameter('authentication', 'basicAuth') !== 'basicAuth') return { useBasicAuth: false };
	const credentials = await ctx.getCredentials('cometChatWebhookApi');
	if (basicAuthProblem(credentials) !== undefined) {
		throw new NodeOperationError(
			ctx.getNode(),
			`CometChat accepts only letters and digits for webhook Basic Auth (user up to ${USER.max}, password up to ${PASSWORD.max} characters); change the CometChat Webhook credential`,
		);
	}
	return { useBasicAuth: true, username: String(credentials.user), password: String(credentials.password) };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Why an `Authorization: Basic …` header does not carry the expected user and password (HTTP
 * 401), or undefined when it does. Both sides are hashed first, so the comparison takes the
 * same time whatever the lengths. Messages never repeat what was sent or expected.
 */
export function basicAuthRefusal(header: string | undefined, user: string, password: string) {
	const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
	if (!match) return 'Authorization required';
	const received = Buffer.from(match[1], 'base64').toString('utf8');
	return timingSafeEqual(digest(received), digest(`${user}:${password}`)) ? undefined : 'Authorization failed';
}
