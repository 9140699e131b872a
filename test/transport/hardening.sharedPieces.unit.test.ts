/**
 * The pieces behind the hardening rules, on their own: the envelope check, the JSON keys that
 * would be dropped, an id that cannot be encoded into a path, and the Request Options
 * (timeout, proxy, Ignore SSL Issues) every request carries, the rate gates' keys.
 * The one hardening test file that imports the node's transport and validation modules.
 */
import assert from 'node:assert/strict';
import { apiRequest, COMETCHAT_API, envelopeProblem } from '../../nodes/shared/transport/request';
import { operationHook } from '../../nodes/shared/operation';
import { rateGateKeys } from '../../nodes/shared/transport/rateGate';
import { DEFAULT_TIMEOUT_MS, timeoutOf } from '../../nodes/shared/requestOptions';
import { jsonShape } from '../../nodes/shared/validation/body';
import { authenticatedRequests, loadPackage, runNode } from '../support/engine';
import { TEST_API_KEY } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { cometChatNode } from '../support/node';

/** Credentials of an app on CometChat's own servers; no request is sent with them. */
const credentials = { appId: 'testapp', region: 'us', apiKey: TEST_API_KEY, baseUrl: '' };

describe('the shared pieces every operation uses', () => {
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

	test('jsonShape finds __proto__ and constructor at any depth, the first in document order, and nothing else', () => {
		assert.equal(jsonShape(JSON.parse('{"a": [{"b": 1}, {"c": {"__proto__": {}}}]}')).dropped, 'a[1].c.__proto__');
		assert.equal(jsonShape(JSON.parse('{"a": [{"b": {"constructor": 1}}], "__proto__": {}}')).dropped, '__proto__');
		assert.equal(jsonShape(JSON.parse('{"a": [{"b": {"constructor": 1}}], "c": {"__proto__": {}}}')).dropped, 'a[0].b.constructor');
		assert.equal(jsonShape({ a: { prototype: 1, constructors: 2, proto: 3 } }).dropped, undefined);
	});

	test('an id that could not be encoded into a path is still a clear error for its item', async () => {
		const node = cometChatNode({ id: '1' });
		const context = {
			getItemIndex: () => 3,
			getNode: () => node,
			getCredentials: async () => ({ ...credentials }),
			getNodeParameter: () => ({}),
			getExecuteData: () => undefined,
			continueOnFail: () => true,
		};
		const operation = { returns: 'object' as const, request: () => ({ method: 'GET' as const, path: `/users/${encodeURIComponent('ana\uD83D')}` }) };
		const [item] = await operationHook(operation as never).call(context as never, {} as never);
		assert.equal(item.json.error, 'A parameter of item 3 holds a broken Unicode character and cannot be part of a URL');
	});

	test('the rate gates, kept as long as the process runs, hold no API key: their keys are digests', async () => {
		const apiKey = 'gate-key-4d7e19a2';
		const context = { getNode: () => cometChatNode({ id: '1' }), getCredentials: async () => ({ ...credentials, apiKey }) };
		const channel = { prepared: {}, send: async () => ({ statusCode: 200, headers: {}, body: { data: { uid: 'ana' } } }) };
		const sent = await apiRequest(context as never, COMETCHAT_API, { method: 'GET', path: '/users/ana', returns: 'object', onBehalfOf: 'bo' }, 0, channel);
		assert.deepEqual(sent, { data: { uid: 'ana' }, meta: undefined });
		const keys = rateGateKeys();
		assert.ok(keys.length > 0);
		for (const key of keys) assert.match(key, /^[A-Za-z0-9_-]{43}$/, 'a SHA-256 digest, no API key');
	});

	test('the timeout: Settings > Request Options > Timeout, else 30 s', () => {
		const node = cometChatNode({ id: '1' });
		assert.equal(DEFAULT_TIMEOUT_MS, 30_000);
		assert.equal(timeoutOf({}), 30_000);
		assert.equal(timeoutOf({ timeout: 120_000 }), 120_000);
		assert.equal(timeoutOf({ batching: { batch: {} } }), 30_000);
	});

	test('Request Options > Proxy and Ignore SSL Issues reach the request, as n8n applies them to declarative requests', async () => {
		const loader = await loadPackage();
		assert.ok(loader);
		authenticatedRequests.length = 0;
		// the options reach the request; the credential's allowed domains then stop it before any connection
		const requestOptions = { proxy: 'http://ops%40acme:s3cret@127.0.0.1:9', allowUnauthorizedCerts: true, timeout: 5000 };
		const refused = { ...credentials, baseUrl: 'http://127.0.0.1:9/v3', allowedHttpRequestDomains: 'domains', allowedDomains: 'api.other.invalid' };
		const { error } = await runNode({ parameters: sendParams({ requestOptions }), credentials: refused });
		assert.ok(error);
		assert.equal(authenticatedRequests.length, 1);
		const [sent] = authenticatedRequests;
		assert.deepEqual(sent.proxy, { host: '127.0.0.1', port: 9, protocol: 'http', auth: { username: 'ops@acme', password: 's3cret' } });
		assert.equal(sent.skipSslCertificateValidation, true);
		assert.equal(sent.timeout, 5000);
	});

	test('a proxy without a port is refused for its item, and nothing is sent', async () => {
		authenticatedRequests.length = 0;
		const { items } = await runNode({ parameters: sendParams({ requestOptions: { proxy: 'http://myproxy' } }), credentials, continueOnFail: true });
		const [item] = items;
		assert.equal(item.json.error, 'The proxy is not valid');
		assert.equal((item.error as { description?: string }).description, 'The proxy URL does not contain a valid value for "port"');
		assert.equal(authenticatedRequests.length, 0);
	});
});
