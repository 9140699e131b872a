import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeUser } from '../support/fake/users';
import type { FakeCometChat } from '../support/fakeCometChat';
import { byId, fromList, sent } from '../support/operations';
import { params, useBannedFake } from './bannedFake';

describe('Banned User > Ban', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useBannedFake((fake) => ({ server, credentials } = fake));

	test('POST /groups/{guid}/bannedusers/{uid} with no body; says whom it banned from where', async () => {
		const { items } = await runNode({ parameters: params('ban', { uid: fromList('ana') }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups/ops/bannedusers/ana', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ banned: true, guid: 'ops', uid: 'ana', message: 'The user with uid ana has been banned from the Group with ops.' }]);
		assert.deepEqual([...server.bannedUsers.get('ops')!.keys()], ['ana']);
		assert.equal(server.groupMembers.get('ops')!.has('ana'), false);
	});

	test('one ban per item, the uid mapped from the item; ids path-encoded', async () => {
		const { items } = await runNode({
			parameters: params('ban', { guid: byId('={{ $json.group }}'), uid: byId('={{ $json.offender }}') }),
			credentials,
			items: [{ json: { group: 'ops', offender: 'bo' } }, { json: { group: 'a/b c', offender: 'chen' } }],
		});
		assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`).sort(), ['POST /v3/groups/a%2Fb%20c/bannedusers/chen', 'POST /v3/groups/ops/bannedusers/bo']);
		assert.deepEqual(items.map((i) => [i.json.guid, i.json.uid, i.json.banned, i.pairedItem]), [
			['ops', 'bo', true, { item: 0 }],
			['a/b c', 'chen', true, { item: 1 }],
		]);
	});

	test('an empty uid is refused with the parameter and the item named, and nothing is sent', async () => {
		const { error } = await runNode({
			parameters: params('ban', { uid: byId('={{ $json.offender }}') }),
			credentials,
			items: [{ json: { offender: 'bo' } }, { json: { offender: ' ' } }],
		});
		assert.match(String(error?.message), /^User \(uid\) is empty \[item 1\]$/);
		// without Continue On Fail every item is checked before the first is sent
		assert.deepEqual(server.requests.map((r) => r.path), []);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item; the others are banned", async () => {
		const { items } = await runNode({
			parameters: params('ban', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.banned), ['The user with uid ghost does not exist.', true]);
		assert.deepEqual([...server.bannedUsers.get('ops')!.keys()], ['bo']);
	});
});

describe('Banned User > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useBannedFake((fake) => ({ server, credentials } = fake));

	const pages = () => server.requests.map((r) => [r.path, r.query]);

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

describe('Banned User > Unban', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useBannedFake((fake) => ({ server, credentials } = fake));

	test('DELETE /groups/{guid}/bannedusers/{uid}; says whom it unbanned', async () => {
		server.bannedUsers.set('ops', new Map([['chen', makeUser('chen')]]));
		const { items } = await runNode({ parameters: params('unban', { uid: byId('={{ $json.uid }}') }), credentials, items: [{ json: { uid: 'chen' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops/bannedusers/chen', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ unbanned: true, guid: 'ops', uid: 'chen', message: 'The user with uid chen has been unbanned from the Group with ops.' }]);
		assert.equal(server.bannedUsers.get('ops')!.size, 0);
	});

	test("unbanning a user who is not banned gives CometChat's error, with Continue On Fail on its item", async () => {
		const { items } = await runNode({ parameters: params('unban', { uid: byId('ana') }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ana is not banned from the group ops.' }]);
	});

	test('a guid of 101 characters is refused before anything is sent', async () => {
		const { error } = await runNode({ parameters: params('unban', { guid: byId('g'.repeat(101)), uid: byId('ana') }), credentials });
		assert.match(String(error?.message), /^Group \(guid\) is 101 characters long; CometChat ids are at most 100 \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
