/**
 * A rate-limit answer whose reset header is absurdly far away gives the rate-limit error at
 * once, through n8n's engine, instead of waiting.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { loadPackage, runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { useFake } from '../support/useFake';
import { httpCode, isPost } from './hardening.helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));
// The package loads once per test file: loaded before the first test, it is not in the time measured.
beforeAll(async () => await loadPackage());

const posts = () => server.requestsTo('POST', '/v3/messages');

describe('an absurd reset header still gives the rate-limit error', () => {
	const limited = (headers: Record<string, string>) =>
		server.fault({ match: isPost, status: 429, headers, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });

	for (const [name, headers] of [
		['Retry-After: 1e20', { 'Retry-After': '1e20' }],
		['Retry-After: 100000000000000000000', { 'Retry-After': '100000000000000000000' }],
		['X-Rate-Limit-Reset: 1e300', { 'X-Rate-Limit-Reset': '1e300' }],
	] as const) {
		test(`${name}: the limit resets too far away to wait, said at once`, async () => {
			limited(headers);
			const started = Date.now();
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.match(String(error?.message), /^CometChat rate limit reached; it resets too far in the future to wait for \(in more than 100 years\), longer than the 60 s this node waits at a time$/);
			assert.equal(httpCode(error), '429');
			assert.equal(posts().length, 1);
			// at once: no wait (one would last up to 60 s); 5 s is room for a loaded machine
			assert.ok(Date.now() - started < 5000, `${Date.now() - started} ms`);
		});
	}
});
