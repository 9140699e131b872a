import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { FakeCometChat, TEST_API_KEY, type FakeOptions } from './fakeCometChat';

/** Starts a fake CometChat for the tests of one file and gives its credentials. */
export async function startFake(options: FakeOptions = {}): Promise<{
	server: FakeCometChat;
	credentials: ICredentialDataDecryptedObject;
}> {
	const server = new FakeCometChat(options);
	const baseUrl = await server.start();
	return {
		server,
		credentials: { appId: 'testapp', region: 'us', apiKey: server.apiKey ?? TEST_API_KEY, baseUrl },
	};
}

export function listParams(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'blockedUser', operation: 'getAll', uid: 'owner', ...extra };
}

export function sendParams(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'message', operation: 'send', receiverType: 'user', receiver: 'cometchat-uid-1', category: 'message', messageType: 'text', text: 'Hello', ...extra };
}
