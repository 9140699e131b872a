/**
 * What every request is kept from, a describe block each: redirects, answers outside the
 * {"data": …} envelope, ids that are dot segments or broken Unicode, an absurd rate-limit
 * reset, a server that never answers. The shared pieces on their own: hardening.sharedPieces.unit.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { runCredentialTest } from '../support/credentialTest';
import { runNode, loadPackage } from '../support/engine';
import { type FakeCometChat, type RecordedRequest, makeBlockedUsers } from '../support/fakeCometChat';
import { listParams, sendParams } from '../support/fixtures';
import { httpCode, isPost, useHardeningFake } from './hardening.helpers';
import { useFake } from '../support/useFake';

/**
 * Redirects are never followed, through n8n's engine against the local CometChat: a second
 * server on another loopback port records whether anything, and the key, arrived there.
 */
describe('hardening.redirects', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	/** Another origin (another loopback port) that would gladly take the key. */
	let elsewhere: FakeCometChat;

	useHardeningFake((fake) => ({ server, credentials } = fake));
	useHardeningFake((fake) => (elsewhere = fake.server));

	const posts = () => server.requestsTo('POST', '/v3/messages');
	const elsewhereOrigin = () => new URL(elsewhere.baseUrl).origin;
	const ownOrigin = () => new URL(server.baseUrl).origin;
	/** Requests that reached the other origin, and whether any carried the key. */
	const leaked = () => ({ requests: elsewhere.requests.length, withKey: elsewhere.requests.filter((r) => r.headers.apikey !== undefined).length });

	describe('redirects are never followed', () => {
		const redirect = (status: number, location: string, match?: (r: RecordedRequest) => boolean) =>
			server.fault({ match, status, headers: { location, 'content-type': 'text/plain' }, raw: '' });

		for (const status of [301, 302, 303, 307, 308]) {
			test(`send: HTTP ${status} to another origin fails naming status and origin; sent once, the key never arrives there`, async () => {
				redirect(status, `${elsewhere.baseUrl}/messages`, isPost);
				const { error, items } = await runNode({ parameters: sendParams(), credentials });
				assert.equal(items.length, 0);
				assert.equal(error?.message, `CometChat answered with a redirect (HTTP ${status}) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there`);
				assert.match(String(error?.description), /CometChat's API does not redirect/);
				assert.equal(httpCode(error), String(status));
				assert.equal(posts().length, 1, 'nothing re-sent');
				assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
			});
		}

		test('getAll: page 2 redirected to another origin fails; no page is read from there', async () => {
			redirect(302, `${elsewhere.baseUrl}/users/owner/blockedusers?page=2&perPage=100`, (r) => r.query.page === '2');
			const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
			assert.equal(error?.message, `CometChat answered with a redirect (HTTP 302) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there`);
			assert.deepEqual(server.requests.map((r) => r.query.page), ['1', '2'], 'a redirect is not retried');
			assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
		});

		test('a redirect to plain http:// on another host is named and not followed', async () => {
			redirect(308, 'http://chat.example.invalid/v3/messages', isPost);
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, 'CometChat answered with a redirect (HTTP 308) to http://chat.example.invalid; redirects are not followed, so nothing was sent there');
			assert.equal(posts().length, 1);
		});

		test('a relative redirect (same origin) is not followed either', async () => {
			redirect(307, '/v3/messages-elsewhere', isPost);
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, `CometChat answered with a redirect (HTTP 307) to ${ownOrigin()}; redirects are not followed, so nothing was sent there`);
			assert.equal(server.requests.length, 1);
		});

		test('a redirect without a Location says so', async () => {
			server.fault({ match: isPost, status: 302, raw: '' });
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, 'CometChat answered with a redirect (HTTP 302) to no address (no Location header); redirects are not followed, so nothing was sent there');
		});

		test('Continue On Fail: the redirected item carries the error, the others are sent', async () => {
			redirect(307, `${elsewhere.baseUrl}/messages`, (r) => (r.body as IDataObject)?.receiver === 'bo');
			const { items, error } = await runNode({
				parameters: sendParams({ receiver: '={{ $json.uid }}' }),
				credentials,
				items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
				continueOnFail: true,
			});
			assert.equal(error, undefined);
			assert.equal(items.length, 3);
			assert.equal(items[0].json.receiver, 'ana');
			assert.deepEqual(items[1].json, { error: `CometChat answered with a redirect (HTTP 307) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there` });
			assert.equal(items[2].json.receiver, 'chen');
			assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
		});

		for (const status of [302, 307]) {
			test(`the credential test: HTTP ${status} is an error naming the redirect; the key never arrives elsewhere`, async () => {
				redirect(status, `${elsewhere.baseUrl}/users?perPage=1`);
				const result = await runCredentialTest({ ...credentials });
				assert.equal(result.status, 'Error');
				assert.match(result.message, new RegExp(`^CometChat answered with a redirect \\(HTTP ${status}\\)`));
				assert.match(result.message, /not followed/);
				assert.equal(server.requests.length, 1);
				assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
			});
		}
	});
});

/**
 * A 2xx answer that is not CometChat's {"data": …} envelope fails the item (send, list and the
 * credential test), with the key redacted from the body shown, through n8n's engine.
 */
describe('hardening.envelope', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useHardeningFake((fake) => ({ server, credentials } = fake));

	const key = () => String(credentials.apiKey);
	const posts = () => server.requestsTo('POST', '/v3/messages');

	describe('a 2xx that is not the {"data": …} envelope fails the item', () => {
		const json = { 'content-type': 'application/json' };
		const cases: Array<[string, Record<string, string>, string, string]> = [
			['a truncated body', json, '{"data": {"id": "1001", "sen', 'the body is not a JSON object'],
			['an HTML login page (captive portal)', { 'content-type': 'text/html; charset=utf-8' }, '<html><body><form action="/login">Sign in to the Wi-Fi</form></body></html>', 'the body is not a JSON object'],
			['an empty body', json, '', 'the body is empty'],
			['{}', json, '{}', 'it has no "data"'],
			['{"data": null}', json, '{"data": null}', '"data" is null'],
			['"ok"', json, '"ok"', 'the body is not a JSON object'],
			['a JSON array', json, '[{"id": "1"}]', 'the body is an array, not a JSON object'],
			// Send to one receiver expects the created message: one object
			['{"data": "ok"}', json, '{"data": "ok"}', '"data" is a string, not an object'],
		];
		for (const [name, headers, raw, problem] of cases) {
			test(`send: ${name} fails with a clear error, sent once`, async () => {
				server.fault({ match: isPost, status: 200, headers, raw });
				const { error } = await runNode({ parameters: sendParams(), credentials });
				assert.equal(error?.message, `CometChat answered HTTP 200 without its {"data": …} envelope: ${problem}`);
				assert.equal(httpCode(error), '200');
				const description = String(error?.description);
				assert.ok(description.startsWith(`Content type: ${headers['content-type']}.`), description);
				// n8n hands over JSON parsed (shown compact again), anything else as the text received
				let shown = raw;
				try {
					const parsed = JSON.parse(raw) as unknown;
					shown = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
				} catch {
					// not JSON: shown as received
				}
				assert.ok(description.includes(raw ? `The body began: ${shown.slice(0, 40)}` : 'The body was empty.'), description);
				assert.match(description, /not repeated/);
				assert.equal(posts().length, 1, 'a POST is never retried');
			});
		}

		test('Continue On Fail: the item with the odd answer carries the error, the others carry on', async () => {
			server.fault({ match: (r) => (r.body as IDataObject)?.receiver === 'bo', status: 200, headers: json, raw: '{"data": null}' });
			const { items, error } = await runNode({
				parameters: sendParams({ receiver: '={{ $json.uid }}' }),
				credentials,
				items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
				continueOnFail: true,
			});
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json.receiver ?? i.json.error), ['ana', 'CometChat answered HTTP 200 without its {"data": …} envelope: "data" is null', 'chen']);
			assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
		});

		test('the key is redacted from the body shown, even where the excerpt would cut it', async () => {
			const raw = `${'x'.repeat(190)} ${key()} and more`;
			server.fault({ match: isPost, status: 200, headers: { 'content-type': 'text/plain' }, raw });
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: the body is not a JSON object');
			const description = String(error?.description);
			assert.ok(description.includes(`The body began: ${'x'.repeat(190)} [redac`), description);
			assert.ok(!description.includes(key().slice(0, 6)), description);
		});

		test('the same for an error page whose excerpt would cut the key', async () => {
			server.fault({ match: isPost, status: 502, raw: `<p>${'y'.repeat(293)} ${key()}</p>` });
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, 'CometChat answered HTTP 502 with a non-JSON body');
			assert.ok(!String(error?.description).includes(key().slice(0, 6)), String(error?.description));
		});

		test('getAll: a page whose items are not objects is an error, not an engine crash', async () => {
			server.fault({ status: 200, headers: json, raw: '{"data": [{"uid": "a"}, null], "meta": {"pagination": {"current_page": 1, "total_pages": 1}}}' });
			const { error } = await runNode({ parameters: listParams(), credentials });
			assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: entry 2 of "data" is null, not an object');
			assert.equal(server.requests.length, 1);
		});

		test('getAll: a page with "data": null is the same kind of error', async () => {
			server.fault({ status: 200, headers: json, raw: '{"data": null, "meta": {}}' });
			const { error } = await runNode({ parameters: listParams(), credentials });
			assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: "data" is null');
		});

		test('getAll with Continue On Fail: one error item for the listing, the next listing carries on', async () => {
			server.fault({ match: (r) => r.path.includes('/first/'), status: 200, headers: json, raw: '[1, 2, 3]' });
			server.setBlocked('first', makeBlockedUsers(2));
			const { items, error } = await runNode({
				parameters: listParams({ uid: '={{ $json.uid }}', limit: 2 }),
				credentials,
				items: [{ json: { uid: 'first' } }, { json: { uid: 'owner' } }],
				continueOnFail: true,
			});
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => [i.json.uid ?? i.json.error, i.pairedItem]), [
				['CometChat answered HTTP 200 without its {"data": …} envelope: the body is an array, not a JSON object', { item: 0 }],
				['blocked-1', { item: 1 }],
				['blocked-2', { item: 1 }],
			]);
		});

		test('the credential test: a 200 that is not CometChat\'s answer is not "Connection successful"', async () => {
			server.fault({ status: 200, headers: { 'content-type': 'text/html' }, raw: '<html>Sign in to the Wi-Fi</html>' });
			const result = await runCredentialTest({ ...credentials });
			assert.equal(result.status, 'Error');
			assert.match(result.message, /not CometChat's/);
		});
	});
});

/**
 * Ids that become part of a URL path, through n8n's engine: dot segments and broken Unicode
 * are refused before sending, naming the parameter and the item; other ids travel encoded.
 */
describe('hardening.pathIds', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useHardeningFake((fake) => ({ server, credentials } = fake));

	describe('ids that are dot segments are refused, naming the parameter', () => {
		for (const uid of ['.', '..', '%2E%2E', '%2e', '.%2E', ' .. ']) {
			test(`uid ${JSON.stringify(uid)} is refused before sending`, async () => {
				const { error } = await runNode({ parameters: listParams({ uid }), credentials });
				assert.match(String(error?.message), new RegExp(`^User ID \\(uid\\) is ${JSON.stringify(uid.trim()).replace(/\./g, '\\.')}, which a URL reads as "\\.{1,2}": the request would go to another address \\[item 0\\]$`));
				assert.equal(server.requests.length, 0);
			});
		}

		test('a receiver ".." is refused too', async () => {
			const { error } = await runNode({ parameters: sendParams({ receiver: '..' }), credentials });
			assert.equal(error?.message, 'Receiver (receiver) is "..", which a URL reads as "..": the request would go to another address [item 0]');
			assert.equal(server.requests.length, 0);
		});

		test('dots inside an id, or three of them, still travel (encoded)', async () => {
			for (const uid of ['...', 'a..b', '.hidden']) server.setBlocked(uid, makeBlockedUsers(1, 'x'));
			const { items, error } = await runNode({ parameters: listParams({ uid: '={{ $json.uid }}' }), credentials, items: ['...', 'a..b', '.hidden'].map((uid) => ({ json: { uid } })) });
			assert.equal(error, undefined);
			assert.equal(items.length, 3);
			assert.deepEqual(server.requests.map((r) => r.path), ['/v3/users/.../blockedusers', '/v3/users/a..b/blockedusers', '/v3/users/.hidden/blockedusers']);
		});
	});

	describe('a broken Unicode id names the parameter and the item', () => {
		test('a uid with a lone surrogate (half an emoji) is refused, not "URI malformed"', async () => {
			const { error } = await runNode({ parameters: listParams({ uid: 'ana\uD83D' }), credentials });
			assert.equal(error?.message, 'User ID (uid) has a broken Unicode character at position 4 (half of an emoji or another character outside the basic range, as a truncated text leaves it) [item 0]');
			assert.equal(server.requests.length, 0);
		});

		test('the item is named, and Continue On Fail carries on', async () => {
			const { items, error } = await runNode({
				parameters: listParams({ uid: '={{ $json.uid }}', limit: 1 }),
				credentials,
				items: [{ json: { uid: 'owner' } }, { json: { uid: '\uDE00owner' } }],
				continueOnFail: true,
			});
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json.uid ?? i.json.error), ['blocked-1', 'User ID (uid) has a broken Unicode character at position 1 (half of an emoji or another character outside the basic range, as a truncated text leaves it) [item 1]']);
		});

		test('a receiver with a lone surrogate is refused the same way', async () => {
			const { error } = await runNode({ parameters: sendParams({ receiver: 'bo\uDE00' }), credentials });
			assert.match(String(error?.message), /^Receiver \(receiver\) has a broken Unicode character at position 3 /);
			assert.equal(server.requests.length, 0);
		});

		test('a whole emoji is fine', async () => {
			server.setBlocked('ana😀', makeBlockedUsers(1));
			const { error, items } = await runNode({ parameters: listParams({ uid: 'ana😀' }), credentials });
			assert.equal(error, undefined);
			assert.equal(items.length, 1);
		});
	});
});

/**
 * A rate-limit answer whose reset header is absurdly far away gives the rate-limit error at
 * once, through n8n's engine, instead of waiting.
 */
describe('hardening.rateLimitReset', () => {
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
});

/**
 * A server that never answers frees the item after the node's own timeout (30 s unless
 * Settings > Request Options > Timeout says otherwise), through n8n's engine. The 30 s
 * default is waited on a fake clock; the 400 ms one on the real clock.
 */
describe('hardening.timeout', () => {
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
});
