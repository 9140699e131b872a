import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

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
