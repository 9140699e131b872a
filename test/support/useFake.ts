import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat, RecordedRequest } from './fakeCometChat';
import { startFake } from './fixtures';
import type { RequestCheckOptions } from './openapiRequests';
import { assertRequestsMatchOpenApi } from './schemaCheck';

export interface StartedFake {
	server: FakeCometChat;
	credentials: ICredentialDataDecryptedObject;
}

export interface FakeSetUp extends RequestCheckOptions {
	/** How the fake starts; by default empty. */
	start?: () => Promise<StartedFake>;
	/** Data the tests only read: put in once, after the start. */
	seedOnce?: (server: FakeCometChat) => void;
	/** Data a test may change: put in again before each test, after the reset. */
	seedEach?: (server: FakeCometChat) => void;
	/** Only the requests this selects are checked against the OpenAPI; by default every one. */
	match?: (request: RecordedRequest) => boolean;
}

/**
 * The fake CometChat of one test file, or of the describe block it is called in: started
 * before its tests (handed to `started`), emptied (and seeded, when `seedEach` says how)
 * before each test, every request of a test checked against CometChat's OpenAPI after it,
 * stopped at the end.
 */
export function useFake(started: (fake: StartedFake) => void, setUp: FakeSetUp = {}): void {
	const { start = startFake, seedOnce, seedEach, ...check } = setUp;
	let fake: StartedFake;
	beforeAll(async () => {
		fake = await start();
		started(fake);
		seedOnce?.(fake.server);
	});
	afterAll(async () => await fake.server.stop());
	beforeEach(() => {
		fake.server.reset();
		seedEach?.(fake.server);
	});
	afterEach(() => assertRequestsMatchOpenApi(fake.server, check));
}
