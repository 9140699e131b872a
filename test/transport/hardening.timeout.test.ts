/**
 * A server that never answers frees the item after the node's own timeout (30 s unless
 * Settings > Request Options > Timeout says otherwise), through n8n's engine. The 30 s
 * default is waited on a fake clock; the 400 ms one on the real clock.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { loadPackage, runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { useFake } from '../support/useFake';
import { isPost } from './hardening.helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));
// The package loads once per test file: loaded before the first test, it is not in the time measured.
beforeAll(async () => await loadPackage());

const posts = () => server.requestsTo('POST', '/v3/messages');
const ownOrigin = () => new URL(server.baseUrl).origin;

/** Resolves once `ready()` holds, looking again after each turn of the event loop (setImmediate is never faked here). */
async function until(ready: () => boolean): Promise<void> {
	while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a server that never answers frees the item after the node\'s timeout', () => {
	test('the default is 30 s, not n8n\'s 300 s; a POST is not retried', async () => {
		server.fault({ match: isPost, delayMs: 45_000, status: 200, body: { data: { id: 'late' } } });
		// The 30 s pass on jest's clock, not the wall's: time runs as usual (advanceTimers), and
		// jumps 30 s once the POST has reached the server. The HTTP client's request timer is a
		// timer of this clock (axios arms setTimeout for the whole request besides the socket's).
		jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
		try {
			const started = Date.now();
			const running = runNode({ parameters: sendParams(), credentials });
			await until(() => posts().length === 1);
			let settled = false;
			void running.then(() => (settled = true));
			await jest.advanceTimersByTimeAsync(29_000);
			assert.equal(settled, false, 'the item was freed before 30 s');
			await jest.advanceTimersByTimeAsync(1_000);
			const { error } = await running;
			const took = Date.now() - started;
			assert.equal(error?.message, `CometChat did not answer at ${ownOrigin()} within 30 s`);
			assert.ok(took >= 29_000 && took < 40_000, `took ${took} ms`);
			assert.equal(posts().length, 1);
		} finally {
			jest.useRealTimers();
		}
	});

	test('Settings > Request Options > Timeout still decides when set', async () => {
		server.fault({ match: isPost, delayMs: 2000, status: 200, body: { data: { id: 'late' } } });
		const { error } = await runNode({ parameters: sendParams({ requestOptions: { timeout: 400 } }), credentials });
		assert.equal(error?.message, `CometChat did not answer at ${ownOrigin()} within 400 ms`);
	});
});
