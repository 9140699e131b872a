/**
 * The fake CometChat the example workflows expect (a user with blocked users to export,
 * a moderated group, the on-call people of the ops channel),
 * for the demo, the engine tests and the real-n8n e2e. It loads no n8n code.
 */
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { seedModerationExample, seedSupportBotExample } from './fake/messages';
import { seedModerationQueue } from './fake/moderation';
import { makeUser } from './fake/users';
import { FakeCometChat, makeBlockedUsers } from './fakeCometChat';

export async function startExampleServer(): Promise<{ server: FakeCometChat; credentials: ICredentialDataDecryptedObject }> {
	const server = new FakeCometChat();
	const baseUrl = await server.start();
	// cometchat-uid-2 to -8: a user never appears among their own blocked users
	server.setBlocked('cometchat-uid-1', makeBlockedUsers(8, 'cometchat-uid').slice(1));
	seedModerationExample(server);
	// 19-weekly-metrics-report reports these
	Object.assign(server.usage, { active_users: 128, concurrent_users: 17, audio_minutes: 340, video_minutes: 95, recorded_minutes: 12 });
	seedSupportBotExample(server);
	seedModerationQueue(server);
	// 11-ops-channel adds these people to its new group
	for (const uid of ['oncall-ana', 'oncall-bo', 'ops-lead']) server.users.set(uid, makeUser(uid, { name: uid.replace('-', ' ') }));
	return { server, credentials: { appId: 'demo', region: 'us', apiKey: server.apiKey, baseUrl } };
}
