import type { ICredentialsDecrypted, ICredentialTestFunctions, INodeCredentialTestResult } from 'n8n-workflow';
import { basicAuthProblem } from '../basicAuthRules';

/**
 * The test of the CometChat Webhook credential (n8n's "Test" button): nothing is
 * called with it (CometChat sends it to n8n), so the test checks what CometChat would
 * refuse (`basicAuthProblem`).
 */
export async function cometChatWebhookApiTest(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	const problem = basicAuthProblem(credential.data ?? {});
	return problem ? { status: 'Error', message: problem } : { status: 'OK', message: 'CometChat accepts this user and password' };
}
