import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeUser } from '../support/fake/users';
import type { FakeCometChat } from '../support/fakeCometChat';
import { byId, sent } from '../support/operations';
import { params, useFriendFake } from './friendFake';

describe('Friend > Add', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFriendFake((fake) => ({ server, credentials } = fake));

	const ok = { success: true, message: 'Created relationship with status accepted.' };

	test('POST /users/{uid}/friends with {"accepted": [...]}; outputs success per uid', async () => {
		const { items } = await runNode({ parameters: params('add', { friends: 'bo, chen,bo' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/ana/friends', {}, { accepted: ['bo', 'chen'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ accepted: { bo: ok, chen: ok } }]);
		assert.deepEqual([...server.friends.get('ana')!], ['bo', 'chen']);
	});

	test('uids from an array of the item; the user path-encoded; per-uid failures are in the output', async () => {
		const { items } = await runNode({
			parameters: params('add', { uid: byId('={{ $json.uid }}'), friends: '={{ $json.friends }}' }),
			credentials,
			items: [{ json: { uid: 'a b', friends: ['ana', 'ghost'] } }],
		});
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%20b/friends', {}, { accepted: ['ana', 'ghost'] }]]);
		assert.deepEqual(items[0].json, {
			accepted: { ana: ok, ghost: { success: false, error: { message: 'The user with uid ghost does not exist.', code: 'ERR_UID_NOT_FOUND' } } },
		});
	});

	test('no uids, or more than 25, are refused with the parameter and the item named; nothing is sent', async () => {
		const { error } = await runNode({ parameters: params('add', { friends: ' , ' }), credentials });
		assert.match(String(error?.message), /^Friends \(friends\) is empty \[item 0\]$/);
		const many = Array.from({ length: 26 }, (_, i) => `pal-${i + 1}`);
		const { error: tooMany } = await runNode({ parameters: params('add', { friends: '={{ $json.many }}' }), credentials, items: [{ json: { many } }] });
		assert.match(String(tooMany?.message), /^Friends \(friends\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item; the next item is added", async () => {
		const { items } = await runNode({
			parameters: params('add', { uid: byId('={{ $json.uid }}'), friends: 'chen' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ghost does not exist.' }, { accepted: { chen: ok } }]);
	});
});

describe('Friend > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFriendFake((fake) => ({ server, credentials } = fake));

	const queries = () => server.requests.map((r) => r.query);

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

describe('Friend > Remove', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFriendFake((fake) => ({ server, credentials } = fake));

	test('DELETE /users/{uid}/friends with {"friends": [...]}; says whom it removed', async () => {
		server.friends.set('ana', new Set(['bo', 'chen']));
		const { items } = await runNode({ parameters: params('remove', { friends: '={{ $json.gone }}' }), credentials, items: [{ json: { gone: 'bo' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/ana/friends', {}, { friends: ['bo'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ removed: true, uid: 'ana', friends: ['bo'], message: 'Deleted the friend relations succussfully' }]);
		assert.deepEqual([...server.friends.get('ana')!], ['chen']);
	});

	test('a uid of 101 characters in the list is refused before sending', async () => {
		const { error } = await runNode({ parameters: params('remove', { friends: `bo, ${'x'.repeat(101)}` }), credentials });
		assert.match(String(error?.message), /^Friends \(friends\) has a uid of 101 characters/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item", async () => {
		const { items } = await runNode({ parameters: params('remove', { uid: byId('ghost'), friends: 'bo' }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ghost does not exist.' }]);
	});
});
