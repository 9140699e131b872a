/**
 * The pieces behind the hardening rules, on their own: the envelope check, the JSON keys that
 * would be dropped, an id that cannot be encoded into a path, and the request timeout.
 * The one hardening test file that imports the node's transport and validation modules.
 */
import assert from 'node:assert/strict';
import { envelopeProblem } from '../../nodes/shared/transport/envelope';
import { routedRequest } from '../../nodes/shared/transport/routedRequest';
import { DEFAULT_TIMEOUT_MS, requestTimeoutMs } from '../../nodes/shared/transport/timeout';
import { droppedKeyPath } from '../../nodes/shared/validation/json';
import { TEST_API_KEY } from '../support/fakeCometChat';
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

	test('droppedKeyPath finds __proto__ and constructor at any depth, and nothing else', () => {
		assert.equal(droppedKeyPath(JSON.parse('{"a": [{"b": 1}, {"c": {"__proto__": {}}}]}')), 'a[1].c.__proto__');
		assert.equal(droppedKeyPath({ a: { prototype: 1, constructors: 2, proto: 3 } }), undefined);
	});

	test('an id that could not be encoded into a path is still a clear error for its item', async () => {
		const node = cometChatNode({ id: '1' });
		const context = {
			getItemIndex: () => 3,
			getNode: () => node,
			getCredentials: async () => ({ ...credentials }),
			getNodeParameter: () => ({}),
			continueOnFail: () => true,
		};
		const operation = { answer: 'object' as const, request: () => ({ method: 'GET' as const, path: `/users/${encodeURIComponent('ana\uD83D')}` }) };
		const [item] = await routedRequest(operation as never).call(context as never);
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
