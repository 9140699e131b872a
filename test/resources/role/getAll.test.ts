import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { params, useRoleFake } from './roleFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useRoleFake((fake) => ({ server, credentials } = fake));

const queries = () => server.requests.map((r) => [r.path, r.query]);

describe('Role > Get Many', () => {
	test('Return All pages by page/perPage; every role once (told apart by role, they have no uid)', async () => {
		const { items } = await runNode({ parameters: params('getAll', { returnAll: true }), credentials });
		assert.deepEqual(items.map((i) => i.json.role), ['default', 'manager', ...Array.from({ length: 120 }, (_, i) => `r-${i + 1}`)]);
		assert.deepEqual(queries(), [['/v3/roles', { page: '1', perPage: '100' }], ['/v3/roles', { page: '2', perPage: '100' }]]);
	});

	test('the default limit of 50 is one request of 50; Page Size is sent as perPage', async () => {
		const { items } = await runNode({ parameters: params('getAll'), credentials });
		assert.equal(items.length, 50);
		assert.deepEqual(queries(), [['/v3/roles', { page: '1', perPage: '50' }]]);
		server.requests.length = 0;
		await runNode({ parameters: params('getAll', { limit: 3, options: { perPage: 2 } }), credentials });
		assert.deepEqual(queries().map(([, q]) => q), [{ page: '1', perPage: '2' }, { page: '2', perPage: '2' }]);
	});

	test('a server that repeats its first page is stopped after three pages of nothing new', async () => {
		server.options.paging = 'repeatData';
		try {
			const { error } = await runNode({ parameters: params('getAll', { returnAll: true }), credentials });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			// one page of nothing new is a list growing while it is read; three in a row, a server repeating itself
			assert.equal(server.requests.length, 4);
		} finally {
			server.options.paging = 'normal';
		}
	});
});
