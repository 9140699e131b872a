/**
 * Hardening (issue 10), through n8n's engine against the local CometChat: redirects are
 * never followed (a second server on another loopback port records whether the key
 * arrived), 2xx answers that are not CometChat's envelope fail the item, odd ids and JSON
 * keys are refused naming the parameter, an absurd reset header still gives the rate-limit
 * error, and a silent server frees the item after the node's own timeout.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { FakeCometChat, makeBlockedUsers, type RecordedRequest } from './support/fakeCometChat';
import { runNode } from './support/engine';
import { runCredentialTest } from './support/credentialTest';
import { listParams, sendParams, startFake } from './support/fixtures';
import { envelopeProblem } from '../nodes/shared/transport/envelope';
import { routedRequest } from '../nodes/shared/transport/routedRequest';
import { DEFAULT_TIMEOUT_MS, requestTimeoutMs } from '../nodes/shared/transport/timeout';
import { droppedKeyPath } from '../nodes/shared/validation/json';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
/** Another origin (another loopback port) that would gladly take the key. */
let elsewhere: FakeCometChat;

beforeAll(async () => {
	({ server, credentials } = await startFake());
	server.setBlocked('owner', makeBlockedUsers(500));
	elsewhere = new FakeCometChat();
	await elsewhere.start();
	elsewhere.setBlocked('owner', makeBlockedUsers(500));
});
afterAll(async () => {
	await server.stop();
	await elsewhere.stop();
});
beforeEach(() => {
	server.reset();
	elsewhere.reset();
});

const key = () => String(credentials.apiKey);
const posts = () => server.requestsTo('POST', '/v3/messages');
const isPost = (r: RecordedRequest) => r.method === 'POST';
const httpCode = (error: unknown) => (error as { httpCode?: string }).httpCode;
const elsewhereOrigin = () => new URL(elsewhere.baseUrl).origin;
const ownOrigin = () => new URL(server.baseUrl).origin;
/** Requests that reached the other origin, and whether any carried the key. */
const leaked = () => ({ requests: elsewhere.requests.length, withKey: elsewhere.requests.filter((r) => r.headers.apikey !== undefined).length });

describe('1. redirects are never followed', () => {
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

describe('2. a 2xx that is not the {"data": …} envelope fails the item', () => {
	const json = { 'content-type': 'application/json' };
	const cases: Array<[string, Record<string, string>, string, string]> = [
		['a truncated body', json, '{"data": {"id": "1001", "sen', 'the body is not a JSON object'],
		['an HTML login page (captive portal)', { 'content-type': 'text/html; charset=utf-8' }, '<html><body><form action="/login">Sign in to the Wi-Fi</form></body></html>', 'the body is not a JSON object'],
		['an empty body', json, '', 'the body is empty'],
		['{}', json, '{}', 'it has no "data"'],
		['{"data": null}', json, '{"data": null}', '"data" is null'],
		['"ok"', json, '"ok"', 'the body is not a JSON object'],
		['a JSON array', json, '[{"id": "1"}]', 'the body is an array, not a JSON object'],
		['{"data": "ok"}', json, '{"data": "ok"}', '"data" is a string, not an object or a list'],
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

describe('3. ids that are dot segments are refused, naming the parameter', () => {
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

describe('4. a broken Unicode id names the parameter and the item', () => {
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

describe('7. an absurd reset header still gives the rate-limit error', () => {
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
			assert.ok(Date.now() - started < 1000);
		});
	}
});

describe('8. a server that never answers frees the item after the node\'s timeout', () => {
	test('the default is 30 s, not n8n\'s 300 s; a POST is not retried', async () => {
		server.fault({ match: isPost, delayMs: 45_000, status: 200, body: { data: { id: 'late' } } });
		const started = Date.now();
		const { error } = await runNode({ parameters: sendParams(), credentials });
		const took = Date.now() - started;
		assert.equal(error?.message, `CometChat did not answer at ${ownOrigin()} within 30 s`);
		assert.ok(took >= 29_000 && took < 40_000, `took ${took} ms`);
		assert.equal(posts().length, 1);
	}, 60_000);

	test('Settings > Request Options > Timeout still decides when set', async () => {
		server.fault({ match: isPost, delayMs: 2000, status: 200, body: { data: { id: 'late' } } });
		const { error } = await runNode({ parameters: sendParams({ requestOptions: { timeout: 400 } }), credentials });
		assert.equal(error?.message, `CometChat did not answer at ${ownOrigin()} within 400 ms`);
	});
});

describe('the shared pieces new operations reuse', () => {
	test('envelopeProblem: each operation kind accepts only its own data', () => {
		assert.equal(envelopeProblem({ data: { id: '1' } }, 'object'), undefined);
		assert.equal(envelopeProblem({ data: [{ id: '1' }] }, 'object'), '"data" is an array, not an object');
		assert.equal(envelopeProblem({ data: [{ uid: 'a' }], meta: {} }, 'list'), undefined);
		assert.equal(envelopeProblem({ data: [] }, 'list'), undefined);
		assert.equal(envelopeProblem({ data: { uid: 'a' } }, 'list'), '"data" is an object, not a list');
		assert.equal(envelopeProblem({ data: [{ uid: 'a' }, 'b'] }, 'list'), 'entry 2 of "data" is a string, not an object');
		assert.equal(envelopeProblem({ data: 7 }, 'object'), '"data" is a number, not an object');
		assert.equal(envelopeProblem({ data: true }, 'list'), '"data" is a boolean, not a list');
		assert.equal(envelopeProblem({ data: { success: true } }, 'any'), undefined);
		assert.equal(envelopeProblem(Buffer.from('x'), 'any'), 'the body is not a JSON object');
	});

	test('droppedKeyPath finds __proto__ and constructor at any depth, and nothing else', () => {
		assert.equal(droppedKeyPath(JSON.parse('{"a": [{"b": 1}, {"c": {"__proto__": {}}}]}')), 'a[1].c.__proto__');
		assert.equal(droppedKeyPath({ a: { prototype: 1, constructors: 2, proto: 3 } }), undefined);
	});

	test('an id that could not be encoded into a path is still a clear error for its item', async () => {
		const node = { id: '1', name: 'CometChat', type: 'n8n-nodes-cometchat.cometChat', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };
		const context = {
			getItemIndex: () => 3,
			getNode: () => node,
			getCredentials: async () => ({ ...credentials }),
			getNodeParameter: () => ({}),
			continueOnFail: () => true,
		};
		const hook = routedRequest(async () => [{ json: { url: `/users/${encodeURIComponent('ana\uD83D')}` } }]);
		const [item] = await hook.call(context as never, { options: {} } as never);
		assert.equal(item.json.error, 'A parameter of item 3 holds a broken Unicode character and cannot be part of a URL');
	});

	test('the timeout: Settings > Request Options > Timeout, else 30 s', () => {
		const withOptions = (requestOptions: unknown) => ({ getNodeParameter: () => requestOptions }) as never;
		assert.equal(DEFAULT_TIMEOUT_MS, 30_000);
		assert.equal(requestTimeoutMs(withOptions({})), 30_000);
		assert.equal(requestTimeoutMs(withOptions({ timeout: 120_000 })), 120_000);
		assert.equal(requestTimeoutMs(withOptions({ batching: { batch: {} } })), 30_000);
	});
});
