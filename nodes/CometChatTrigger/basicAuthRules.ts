import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

/** What CometChat's dashboard and Management API accept for a webhook's Basic Auth: letters and digits, up to these lengths. */
const BASIC_AUTH_FIELDS = [
	{ field: 'user', label: 'User', max: 50 },
	{ field: 'password', label: 'Password', max: 100 },
] as const;

const [USER, PASSWORD] = BASIC_AUTH_FIELDS;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** The rules in words, for the credential's notice. */
export const BASIC_AUTH_RULES_TEXT = `CometChat accepts letters and digits only: user up to ${USER.max}, password up to ${PASSWORD.max} characters.`;

/** The rules in words, for an activation refused by them. */
export const BASIC_AUTH_REFUSED_TEXT = `CometChat accepts only letters and digits for webhook Basic Auth (user up to ${USER.max}, password up to ${PASSWORD.max} characters); change the CometChat Webhook credential`;

/** The first thing CometChat would refuse in a CometChat Webhook credential, or undefined when it accepts it. */
export function basicAuthProblem(credentials: ICredentialDataDecryptedObject): string | undefined {
	for (const { field, label, max } of BASIC_AUTH_FIELDS) {
		const value = String(credentials[field] ?? '');
		if (!value) return `${label} is empty`;
		if (!ALPHANUMERIC.test(value)) return `${label} may hold letters and digits only: CometChat refuses other characters`;
		if (value.length > max) return `${label} is ${value.length} characters long; CometChat accepts at most ${max}`;
	}
	return undefined;
}
