import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode, type RunResult } from '../support/engine';
import { seedMessages } from '../support/fake/messages';
import { moderationOf, type ModerationStore } from '../support/fake/moderation';
import type { FakeCometChat } from '../support/fakeCometChat';
import { useFake, type FakeSetUp } from '../support/useFake';

export interface ModerationFake {
	server: FakeCometChat;
	store: ModerationStore;
	run(parameters: INodeParameters, options?: { items?: Array<{ json: IDataObject }>; continueOnFail?: boolean }): Promise<RunResult>;
}

/**
 * The fake CometChat of a moderation operation's tests (its describe block), its moderation
 * store emptied and seeded before each test; `run` runs the CometChat node with
 * `parameters` for the resource.
 */
export function useModerationFake(resource: string, seed: (fake: ModerationFake) => void = () => undefined, check: FakeSetUp = {}): ModerationFake {
	let credentials: ICredentialDataDecryptedObject;
	const fake = {
		run: async (parameters: INodeParameters, options: { items?: Array<{ json: IDataObject }>; continueOnFail?: boolean } = {}) =>
			await runNode({ parameters: { resource, ...parameters }, credentials, ...options }),
	} as ModerationFake;
	useFake(
		(started) => {
			fake.server = started.server;
			fake.store = moderationOf(started.server);
			credentials = started.credentials;
		},
		{
			...check,
			seedEach: (server) => {
				fake.store.clear();
				server.messages.length = 0;
				seed(fake);
			},
		},
	);
	return fake;
}

/** `count` messages of spammer-1, each flagged once by cometchat-uid-2 for spam; their ids. */
export function seedFlagged(server: FakeCometChat, store: ModerationStore, count: number): string[] {
	return seedMessages(server, count, { sender: 'spammer-1' }).map((message) => {
		const id = message.id as string;
		store.flagged.set(id, { appId: 'testapp', ...message, flaggedBy: [{ uid: 'cometchat-uid-2', reasonId: 'spam', reasonName: 'Spam', flaggedAt: 1_700_000_000 }], flaggedCount: 1 });
		return id;
	});
}
