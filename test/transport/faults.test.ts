/**
 * Fault injection through n8n's engine against the local CometChat: error bodies, HTML
 * pages, refused connections, timeouts, 429s, Continue On Fail, and the API key kept out
 * of everything n8n stores of a run.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { makeBlockedUsers, type FakeCometChat, type RecordedRequest } from '../support/fakeCometChat';
import { runNode, type RunResult } from '../support/engine';
import { listParams, sendParams, startFake } from '../support/fixtures';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => {
	({ server, credentials } = await startFake());
	server.setBlocked('owner', makeBlockedUsers(500));
});
afterAll(async () => await server.stop());
beforeEach(() => server.reset());

const posts = () => server.requestsTo('POST', '/v3/messages');
const isPost = (r: RecordedRequest) => r.method === 'POST';
const httpCode = (error: unknown) => (error as { httpCode?: string }).httpCode;

/** Everything reachable from a value, Error properties (cause, context, …) included. */
function everything(value: unknown): string {
	const seen = new Set<unknown>();
	const parts: string[] = [];
	const walk = (v: unknown, depth: number) => {
		if (depth > 40 || v === null || v === undefined) return;
		if (typeof v !== 'object' && typeof v !== 'function') return void parts.push(String(v));
		if (seen.has(v)) return;
		seen.add(v);
		for (const key of Object.getOwnPropertyNames(v)) {
			try {
				walk((v as Record<string, unknown>)[key], depth + 1);
			} catch {
				// getters that throw are not data
			}
		}
	};
	walk(value, 0);
	return parts.join('\n');
}

describe('CometChat error bodies become NodeApiErrors', () => {
	test('400 with details: message, description with devMessage, code and details, httpCode', async () => {
		server.fault({ match: isPost, status: 400, body: { error: { message: 'Failed to validate the data.', devMessage: 'The receiver must be a string.', source: 'validation', code: 'ERR_BAD_REQUEST', details: { receiver: ['must be a string'] } } } });
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, 'Failed to validate the data.');
		assert.equal(error?.description, 'The receiver must be a string.. Error code: ERR_BAD_REQUEST. Details: {"receiver":["must be a string"]}');
		assert.equal(httpCode(error), '400');
		assert.equal(error?.name, 'NodeApiError');
	});

	test('403 AUTH_ERR_NO_ACCESS for a key without the fullAccess scope', async () => {
		server.options.authOnlyKeys = ['auth-only-key'];
		const { error } = await runNode({ parameters: sendParams(), credentials: { ...credentials, apiKey: 'auth-only-key' } });
		server.options.authOnlyKeys = [];
		assert.equal(error?.message, 'This API key has no access to this resource.');
		assert.match(String(error?.description), /Error code: AUTH_ERR_NO_ACCESS/);
		assert.equal(httpCode(error), '403');
	});

	test('an HTML error page', async () => {
		server.fault({ status: 502, raw: '<html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>' });
		const { error } = await runNode({ parameters: listParams(), credentials });
		// a GET is retried after a 5xx: the fault hit once, the retry succeeded
		assert.equal(error, undefined);
		server.reset();
		server.fault({ match: isPost, status: 502, raw: '<html><body><h1>Bad Gateway</h1></body></html>' });
		const sent = await runNode({ parameters: sendParams(), credentials });
		assert.equal(sent.error?.message, 'CometChat answered HTTP 502 with a non-JSON body');
		assert.match(String(sent.error?.description), /Bad Gateway/);
		assert.equal(httpCode(sent.error), '502');
		assert.equal(posts().length, 1, 'a POST is not retried after a 5xx');
	});

	test('a refused connection', async () => {
		const port = await new Promise<number>((resolve) => {
			const probe = createServer().listen(0, '127.0.0.1', () => {
				const { port: free } = probe.address() as { port: number };
				probe.close(() => resolve(free));
			});
		});
		const { error } = await runNode({ parameters: sendParams(), credentials: { ...credentials, baseUrl: `http://127.0.0.1:${port}/v3` } });
		assert.equal(error?.message, `Could not reach CometChat at http://127.0.0.1:${port}: the connection was refused`);
	});

	test('a timeout: a POST fails once, without a retry', async () => {
		server.fault({ match: isPost, delayMs: 1500, status: 200, body: { data: { id: 'late' } } });
		const started = Date.now();
		const { error } = await runNode({ parameters: sendParams({ requestOptions: { timeout: 300 } }), credentials });
		assert.equal(error?.message, `CometChat did not answer at ${new URL(server.baseUrl).origin} within 300 ms`);
		assert.match(String(error?.description), /not retried, because it may have been delivered/);
		assert.equal(posts().length, 1);
		assert.ok(Date.now() - started < 1400);
	});

	test('a timeout on a page: the GET is retried, and succeeds', async () => {
		server.fault({ delayMs: 1500, status: 200, body: {} });
		const { items, error } = await runNode({ parameters: listParams({ limit: 3, requestOptions: { timeout: 300 } }), credentials });
		assert.equal(error, undefined);
		assert.equal(items.length, 3);
		assert.equal(server.requests.length, 2);
	});

	test('a connection closed without an answer: a POST fails, a GET is retried', async () => {
		server.fault({ destroy: true, match: isPost });
		const sent = await runNode({ parameters: sendParams(), credentials });
		assert.match(String(sent.error?.message), /^Could not reach CometChat at .*: the connection was closed before CometChat answered$/);
		assert.equal(posts().length, 1);
		server.reset();
		server.fault({ destroy: true });
		const listed = await runNode({ parameters: listParams({ limit: 5 }), credentials });
		assert.equal(listed.error, undefined);
		assert.equal(listed.items.length, 5);
		assert.equal(server.requests.length, 2);
	});

	test('a GET that keeps failing gives up after two retries', async () => {
		server.fault({ status: 503, body: { error: { message: 'Down for maintenance.', code: 'ERR_UNAVAILABLE' } }, times: 10 });
		const { error } = await runNode({ parameters: listParams(), credentials });
		assert.equal(error?.message, 'Down for maintenance.');
		assert.equal(server.requests.length, 3);
	});
});

describe('Continue On Fail', () => {
	const threeItems = [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }];
	const failBo = { match: (r: RecordedRequest) => (r.body as IDataObject | undefined)?.receiver === 'bo', status: 404, body: { error: { message: 'The user bo does not exist.', devMessage: 'uid bo not found', code: 'ERR_UID_NOT_FOUND' } } };

	function assertCarried(result: RunResult) {
		assert.equal(result.error, undefined);
		assert.equal(result.items.length, 3, 'items in = items out');
		assert.deepEqual(result.items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
		assert.equal(result.items[0].json.receiver, 'ana');
		assert.deepEqual(result.items[1].json, { error: 'The user bo does not exist.' });
		assert.equal(result.items[1].error?.description, 'uid bo not found. Error code: ERR_UID_NOT_FOUND');
		assert.equal(httpCode(result.items[1].error), '404');
		assert.equal(result.items[2].json.receiver, 'chen');
		assert.deepEqual(server.messages.map((m) => m.receiver).sort(), ['ana', 'chen']);
	}

	test('a failed item carries its error; the others carry on', async () => {
		server.fault(failBo);
		assertCarried(await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: threeItems, continueOnFail: true }));
	});

	test('the same with n8n\'s Batching request options', async () => {
		server.fault(failBo);
		const requestOptions = { batching: { batch: { batchSize: 1, batchInterval: 20 } } };
		assertCarried(await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}', requestOptions }), credentials, items: threeItems, continueOnFail: true }));
	});

	test('without Continue On Fail the node stops with the item\'s error', async () => {
		server.fault(failBo);
		const { error } = await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: threeItems });
		assert.equal(error?.message, 'The user bo does not exist.');
		assert.equal((error as { context?: { itemIndex?: number } }).context?.itemIndex, 1);
	});

	test('a listing that fails for one uid gives one error item for it', async () => {
		const { items } = await runNode({
			parameters: listParams({ uid: '={{ $json.uid }}', limit: 2 }),
			credentials,
			items: [{ json: { uid: 'owner' } }, { json: { uid: 'nobody' } }],
			continueOnFail: true,
		});
		assert.deepEqual(items.map((i) => [i.json.uid ?? i.json.error, i.pairedItem]), [
			['blocked-1', { item: 0 }],
			['blocked-2', { item: 0 }],
			['The user with uid nobody does not exist.', { item: 1 }],
		]);
	});
});

describe('HTTP 429', () => {
	const limited = (headers: Record<string, string>, match?: (r: RecordedRequest) => boolean) =>
		server.fault({ match, status: 429, headers, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });

	for (const [name, headers] of [
		['Retry-After in seconds', () => ({ 'Retry-After': '1' })],
		['Retry-After as an HTTP date', () => ({ 'Retry-After': new Date(Date.now() + 2000).toUTCString() })],
		['X-Rate-Limit-Reset', () => ({ 'X-Rate-Limit-Reset': String(Math.ceil(Date.now() / 1000) + 1) })],
		['X-RateLimit-Reset', () => ({ 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1) })],
	] as const) {
		test(`${name}: the message is sent once, after the wait`, async () => {
			limited(headers());
			const started = Date.now();
			const { items, error } = await runNode({ parameters: sendParams({ additionalFields: { muid: 'once' } }), credentials });
			assert.equal(error, undefined);
			assert.equal(items[0].json.muid, 'once');
			assert.equal(posts().length, 2);
			assert.equal(server.messages.length, 1);
			assert.ok(Date.now() - started >= 900, 'it waited');
		});
	}

	test('a reset beyond 60 s fails at once, saying when the limit resets', async () => {
		limited({ 'Retry-After': '3600' });
		const started = Date.now();
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.match(String(error?.message), /^CometChat rate limit reached; it resets at \d{4}-\d\d-\d\dT[\d:.]+Z \(in 3600 s\), longer than the 60 s this node waits at a time$/);
		assert.equal(httpCode(error), '429');
		assert.equal(posts().length, 1);
		assert.ok(Date.now() - started < 1000);
	});

	test('a 429 on page 3 of 5 loses and duplicates nothing', async () => {
		limited({ 'Retry-After': '1' }, (r) => r.query.page === '3');
		const { items, error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json.uid), makeBlockedUsers(500).map((u) => u.uid));
		assert.deepEqual(server.requests.map((r) => r.query.page), ['1', '2', '3', '3', '4', '5']);
	});
});

describe('the API key stays out of everything n8n keeps', () => {
	test('not in output items, errors, descriptions or run data, even when a server echoes it', async () => {
		const key = String(credentials.apiKey);
		// times: 2, because n8n itself repeats a request once after a 401 (to refresh credentials)
		server.fault({ times: 2, match: (r) => (r.body as IDataObject)?.receiver === 'bo', status: 401, body: { error: { message: `API key ${key} is not valid.`, devMessage: `apikey: ${key}`, code: 'AUTH_ERR_APIKEY_NOT_FOUND' } } });
		server.fault({ match: (r) => (r.body as IDataObject)?.receiver === 'chen', status: 500, raw: `<h1>Internal error for ${key}</h1>` });
		const result = await runNode({
			parameters: sendParams({ receiver: '={{ $json.uid }}' }),
			credentials,
			items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
			continueOnFail: true,
		});
		assert.equal(result.items.length, 3);
		assert.equal(result.items[1].json.error, 'API key [redacted] is not valid.');
		const stored = everything(result.run);
		assert.ok(stored.includes('[redacted]'));
		assert.ok(!stored.includes(key), 'the API key appears in the run data');

		const stopped = await runNode({ parameters: listParams({ uid: 'nobody' }), credentials });
		assert.ok(!everything(stopped.run).includes(key));
		assert.ok(!everything(stopped.error).includes(key));
	});
});

describe('hostile input', () => {
	const odd = ['a/b', 'what?x=1', 'frag#ment', '100%', 'two words', 'ünï-😀', '../../admin'];

	test('receivers with /, ?, #, %, spaces, unicode travel unchanged in the JSON body', async () => {
		await runNode({ parameters: sendParams({ receiver: '={{ $json.uid }}' }), credentials, items: odd.map((uid) => ({ json: { uid } })) });
		assert.deepEqual(posts().map((r) => (r.body as IDataObject).receiver).sort(), [...odd].sort());
		assert.ok(posts().every((r) => r.path === '/v3/messages'));
	});

	test('uids with the same characters are path-encoded', async () => {
		for (const uid of odd) server.setBlocked(uid, makeBlockedUsers(1, 'x'));
		const { items } = await runNode({ parameters: listParams({ uid: '={{ $json.uid }}' }), credentials, items: odd.map((uid) => ({ json: { uid } })) });
		assert.equal(items.length, odd.length);
		assert.deepEqual(server.requests.map((r) => r.path), odd.map((uid) => `/v3/users/${encodeURIComponent(uid)}/blockedusers`));
	});

	test('10,000-character receivers and uids are refused before sending', async () => {
		const long = 'u'.repeat(10_000);
		const sent = await runNode({ parameters: sendParams({ receiver: long }), credentials });
		assert.match(String(sent.error?.message), /^Receiver \(receiver\) is 10000 characters long; CometChat ids are at most 100 \[item 0\]$/);
		const listed = await runNode({ parameters: listParams({ uid: long }), credentials });
		assert.match(String(listed.error?.message), /^User ID \(uid\) is 10000 characters long/);
		assert.equal(server.requests.length, 0);
	});

	const wrongTypes: Array<[string, INodeParameters, RegExp]> = [
		['tags resolving to a number', { additionalFields: { tags: '={{ 42 }}' } }, /^Tags \(additionalFields.tags\) must be a list or comma-separated text, but it is a number/],
		['tags holding an object', { additionalFields: { tags: '={{ ["a", {}] }}' } }, /^Tags \(additionalFields.tags\) has an entry at position 2 that is not text/],
		['receivers resolving to an object', { additionalFields: { multipleReceiversUids: '={{ { a: 1 } }}' } }, /^Receiver User IDs \(additionalFields.multipleReceiversUids\) must be a list/],
		['text resolving to an array', { text: '={{ [1, 2] }}' }, /^Text \(text\) must be text, but the expression gave an array/],
		['onBehalfOf with a space', { onBehalfOf: 'two words' }, /^On Behalf Of \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
		['a uid resolving to null', { receiver: '={{ null }}' }, /^Receiver \(receiver\) must be text, but the expression gave null/],
	];
	for (const [name, extra, pattern] of wrongTypes) {
		test(`${name} is refused with a clear error`, async () => {
			const { error } = await runNode({ parameters: sendParams(extra), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('a receiver given as a number is sent as its digits', async () => {
		await runNode({ parameters: sendParams({ receiver: '={{ 12345 }}' }), credentials });
		assert.equal((posts()[0].body as IDataObject).receiver, '12345');
	});
});

describe('paging that never ends', () => {
	test('a server that ignores the page number is stopped with a clear error', async () => {
		server.options.paging = 'ignorePage';
		const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
		server.options.paging = 'normal';
		assert.equal(error?.message, 'CometChat answered page 1 when page 2 was asked; stopped to avoid an endless loop');
		assert.equal(server.requests.length, 2);
	});

	test('a server that repeats the same items forever is stopped with a clear error', async () => {
		server.options.paging = 'repeatData';
		const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
		server.options.paging = 'normal';
		// one page of nothing new is a list growing while it is read; three in a row, a server repeating itself
		assert.equal(error?.message, 'CometChat answered page 4 with the same items as an earlier page; stopped to avoid an endless loop');
		assert.equal(server.requests.length, 4);
	});
});
