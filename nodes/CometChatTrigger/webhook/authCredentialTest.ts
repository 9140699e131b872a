import type { ICredentialsDecrypted, ICredentialTestFunctions, INodeCredentialTestResult } from 'n8n-workflow';

/** What CometChat's dashboard and Management API accept for a webhook's Basic Auth. */
const RULES = [
	{ field: 'user', label: 'User', max: 50 },
	{ field: 'password', label: 'Password', max: 100 },
] as const;

/**
 * The test of the CometChat Webhook credential (n8n's "Test" button): nothing is
 * called with it (CometChat sends it to n8n), so the test checks what CometChat would
 * refuse: empty values, characters other than letters and digits, and the lengths.
 */
export async function cometChatWebhookApiTest(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	const data = credential.data ?? {};
	for (const { field, label, max } of RULES) {
		const value = String(data[field] ?? '');
		if (!value) return { status: 'Error', message: `${label} is empty` };
		if (!/^[A-Za-z0-9]+$/.test(value)) {
			return { status: 'Error', message: `${label} may hold letters and digits only: CometChat refuses other characters` };
		}
		if (value.length > max) return { status: 'Error', message: `${label} is ${value.length} characters long; CometChat accepts at most ${max}` };
	}
	return { status: 'OK', message: 'CometChat accepts this user and password' };
}
