import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId } from '../../support/operations';
import { params, useFriendFake } from './friendFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFriendFake((fake) => ({ server, credentials } = fake));

const queries = () => server.requests.map((r) => r.query);

describe('Friend > Get Many', () => {
	test('Return All pages by page/perPage; every friend once, as CometChat lists users', async () => {
		const { items } = await runNode({ parameters: params('getAll', { uid: byId('popular'), returnAll: true }), credentials });
		assert.equal(items.length, 120);
		assert.deepEqual(items[0].json, makeUser('pal-1'));
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/users/popular/friends', '/v3/users/popular/friends']);
		assert.deepEqual(queries(), [{ page: '1', perPage: '100' }, { page: '2', perPage: '100' }]);
	});

	test('Search Key is sent when set; a limit shrinks the page', async () => {
		const { items } = await runNode({ parameters: params('getAll', { uid: byId('popular'), limit: 3, options: { searchKey: 'pal-1' } }), credentials });
		assert.deepEqual(items.map((i) => i.json.uid), ['pal-1', 'pal-10', 'pal-11']);
		assert.deepEqual(queries(), [{ searchKey: 'pal-1', page: '1', perPage: '3' }]);
	});

	test('the user mapped from each item; outputs paired with their item', async () => {
		server.friends.set('ana', new Set(['bo']));
		server.friends.set('bo', new Set(['ana', 'chen']));
		const { items } = await runNode({
			parameters: params('getAll', { uid: byId('={{ $json.uid }}'), returnAll: true }),
			credentials,
			items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => [i.json.uid, i.pairedItem]), [['bo', { item: 0 }], ['ana', { item: 1 }], ['chen', { item: 1 }]]);
	});

	test('a server that ignores the page asked for is stopped', async () => {
		server.options.paging = 'ignorePage';
		try {
			const { error } = await runNode({ parameters: params('getAll', { uid: byId('popular'), returnAll: true }), credentials });
			assert.match(String(error?.message), /stopped to avoid an endless loop/);
			assert.equal(server.requests.length, 2);
		} finally {
			server.options.paging = 'normal';
		}
	});

	test('an empty uid is refused before anything is sent', async () => {
		const { error } = await runNode({ parameters: params('getAll', { uid: byId('={{ "" }}') }), credentials });
		assert.match(String(error?.message), /^User \(uid\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
