import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from './fakeCometChat';
import { startFake } from './fixtures';
import type { RequestCheckOptions } from './openapiRequests';
import { assertRequestsMatchOpenApi } from './schemaCheck';

export interface StartedFake {
	server: FakeCometChat;
	credentials: ICredentialDataDecryptedObject;
}

/**
 * The fake CometChat of one test file: started before its tests (handed to `started`),
 * emptied before each test, every request of a test checked against CometChat's OpenAPI
 * after it, stopped at the end.
 */
export function useFake(started: (fake: StartedFake) => void, check: RequestCheckOptions = {}): void {
	let fake: StartedFake;
	beforeAll(async () => {
		fake = await startFake();
		started(fake);
	});
	afterAll(async () => await fake.server.stop());
	beforeEach(() => fake.server.reset());
	afterEach(() => assertRequestsMatchOpenApi(fake.server, check));
}
