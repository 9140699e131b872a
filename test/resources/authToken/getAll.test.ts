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
