import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId } from '../../support/operations';
import { params, useBannedFake } from './bannedFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useBannedFake((fake) => ({ server, credentials } = fake));

const pages = () => server.requests.map((r) => [r.path, r.query]);

describe('Banned User > Get Many', () => {
	test('Return All pages by page/perPage, the fewest requests; every banned user once, as CometChat lists them', async () => {
		const { items } = await runNode({ parameters: params('getAll', { guid: byId('crowded'), returnAll: true }), credentials });
		assert.equal(items.length, 130);
		assert.deepEqual(items[129].json, makeUser('spam-130'));
		assert.deepEqual(pages(), [
			['/v3/groups/crowded/bannedusers', { page: '1', perPage: '100' }],
			['/v3/groups/crowded/bannedusers', { page: '2', perPage: '100' }],
		]);
	});

	test('a limit asks for no more than it needs; Page Size sets perPage', async () => {
		const { items } = await runNode({ parameters: params('getAll', { guid: byId('crowded'), limit: 5 }), credentials });
		assert.deepEqual(items.map((i) => i.json.uid), ['spam-1', 'spam-2', 'spam-3', 'spam-4', 'spam-5']);
		assert.deepEqual(pages(), [['/v3/groups/crowded/bannedusers', { page: '1', perPage: '5' }]]);
		server.requests.length = 0;
		await runNode({ parameters: params('getAll', { guid: byId('crowded'), limit: 70, options: { perPage: 30 } }), credentials });
		assert.deepEqual(pages().map(([, query]) => query), [1, 2, 3].map((page) => ({ page: String(page), perPage: '30' })));
	});

	test('one list per item, the group mapped from it; an empty group gives no items', async () => {
		server.bannedUsers.set('ops', new Map([['chen', makeUser('chen')]]));
		const { items } = await runNode({
			parameters: params('getAll', { guid: byId('={{ $json.guid }}'), returnAll: true }),
			credentials,
			items: [{ json: { guid: 'a/b c' } }, { json: { guid: 'ops' } }],
		});
		assert.deepEqual(items.map((i) => [i.json.uid, i.pairedItem]), [['chen', { item: 1 }]]);
		assert.deepEqual(server.requests.map((r) => r.path).sort(), ['/v3/groups/a%2Fb%20c/bannedusers', '/v3/groups/ops/bannedusers']);
	});

	test('a server that repeats its first page is stopped, not followed forever', async () => {
		server.options.paging = 'repeatData';
		try {
			const { error } = await runNode({ parameters: params('getAll', { guid: byId('crowded'), returnAll: true }), credentials });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			// one page of nothing new is a list growing while it is read; three in a row, a server repeating itself
			assert.equal(server.requests.length, 4);
		} finally {
			server.options.paging = 'normal';
		}
	});

	test("a limit of 0 is refused before sending; an unknown group is CometChat's 404", async () => {
		const { error } = await runNode({ parameters: params('getAll', { limit: 0 }), credentials });
		assert.match(String(error?.message), /^Limit \(limit\) must be a whole number at least 1, not 0 \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { error: missing } = await runNode({ parameters: params('getAll', { guid: byId('ghost') }), credentials });
		assert.equal(missing?.message, 'The group with guid ghost does not exist.');
	});
});
