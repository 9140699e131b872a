/**
 * The fake CometChat the example workflows expect (a user with blocked users to export),
 * for the demo, the engine tests and the real-n8n e2e. It loads no n8n code.
 */
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { seedModerationExample } from './fake/messages';
import { FakeCometChat, makeBlockedUsers } from './fakeCometChat';

export async function startExampleServer(): Promise<{ server: FakeCometChat; credentials: ICredentialDataDecryptedObject }> {
	const server = new FakeCometChat();
	const baseUrl = await server.start();
	server.setBlocked('cometchat-uid-1', makeBlockedUsers(7, 'cometchat-uid'));
	seedModerationExample(server);
	return { server, credentials: { appId: 'demo', region: 'us', apiKey: server.apiKey, baseUrl } };
}
