import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { issueToken, makeUser } from '../../support/fake/users';
import { startFake } from '../../support/fixtures';
import { byId, sent } from '../../support/operations';
import { assertRequestsMatchOpenApi } from '../../support/schemaCheck';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => ({ server, credentials } = await startFake()));
afterAll(async () => await server.stop());
beforeEach(() => {
	server.reset();
	server.authTokens.clear();
	for (const uid of ['ana', 'many', 'a b']) server.users.set(uid, makeUser(uid));
	for (let i = 0; i < 130; i++) issueToken(server, 'many');
});
afterEach(() => assertRequestsMatchOpenApi(server));

const params = (operation: string, extra: Record<string, unknown> = {}) => ({ resource: 'authToken', operation, uid: byId('ana'), ...extra });

describe('Auth Token > Create', () => {
	test('POST /users/{uid}/auth_tokens with no body; the token in the output', async () => {
		const { items } = await runNode({ parameters: params('create'), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/ana/auth_tokens', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'ana', authToken: 'ana_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	});

	test('force is sent when set; a uid with a space is path-encoded', async () => {
		await runNode({ parameters: params('create', { uid: byId('a b'), additionalFields: { force: true } }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%20b/auth_tokens', {}, { force: true }]]);
	});

	test('an unknown user: 404 as the error; Continue On Fail keeps the other items', async () => {
		const { items } = await runNode({
			parameters: params('create', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), ['The user with uid ghost does not exist.', 'ana']);
	});
});

describe('Auth Token > Get Many', () => {
	test('pages through every token (tokens share the uid, none is taken for a repeat)', async () => {
		const { items, error } = await runNode({ parameters: params('getAll', { uid: byId('many'), returnAll: true }), credentials });
		assert.equal(error, undefined);
		assert.equal(items.length, 130);
		assert.equal(new Set(items.map((i) => i.json.authToken)).size, 130);
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/users/many/auth_tokens', { page: '1', perPage: '100' }],
			['/v3/users/many/auth_tokens', { page: '2', perPage: '100' }],
		]);
	});

	test('limit and page size', async () => {
		const { items } = await runNode({ parameters: params('getAll', { uid: byId('many'), limit: 3, options: { perPage: 2 } }), credentials });
		assert.equal(items.length, 3);
		assert.deepEqual(server.requests.map((r) => r.query), [{ page: '1', perPage: '2' }, { page: '2', perPage: '2' }]);
	});
});

describe('Auth Token > Delete', () => {
	test('DELETE /users/{uid}/auth_tokens/{authToken}, encoded; says what it deleted', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { items } = await runNode({ parameters: params('delete', { authToken }), credentials });
		assert.deepEqual(sent(server), [['DELETE', `/v3/users/ana/auth_tokens/${authToken}`, {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, uid: 'ana', authToken, message: 'Auth token of ana has been deleted successfully.' });
		assert.deepEqual(server.authTokens.get('ana'), []);
	});

	test('an empty token is refused; a token with a slash stays one path segment', async () => {
		const { error } = await runNode({ parameters: params('delete', { authToken: ' ' }), credentials });
		assert.match(String(error?.message), /^Auth Token \(authToken\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { error: notFound } = await runNode({ parameters: params('delete', { authToken: 'x/../y' }), credentials });
		assert.equal(server.requests[0].path, '/v3/users/ana/auth_tokens/x%2F..%2Fy');
		assert.equal(notFound?.message, 'The auth token x/../y does not exist.');
	});
});
