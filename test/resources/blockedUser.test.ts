import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeUser } from '../support/fake/users';
import { type FakeCometChat, makeBlockedUsers } from '../support/fakeCometChat';
import { listParams } from '../support/fixtures';
import { sent } from '../support/operations';
import { useFake } from '../support/useFake';

describe('Blocked User > Block', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			for (const uid of ['owner', 'spam-1', 'spam-2', 'a/b']) server.users.set(uid, makeUser(uid));
			server.setBlocked('owner', []);
		},
	});

	const block = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'blockedUser', operation: 'block', uid: 'owner', blockedUids: 'spam-1, spam-2', ...extra });

	test('POST /users/{uid}/blockedusers with the uids; outputs the per-uid result', async () => {
		const { items } = await runNode({ parameters: block(), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/owner/blockedusers', {}, { blockedUids: ['spam-1', 'spam-2'] }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{
				'spam-1': { success: true, message: 'The user with UID owner has blocked user with UID spam-1 successfully.' },
				'spam-2': { success: true, message: 'The user with UID owner has blocked user with UID spam-2 successfully.' },
			},
		]);
		assert.deepEqual(server.blocked.get('owner')?.map((u) => u.uid), ['spam-1', 'spam-2']);
	});

	test('an array from an expression; repeats and empty entries dropped; the uid path-encoded', async () => {
		await runNode({ parameters: block({ uid: 'a/b', blockedUids: '={{ ["spam-1", " ", "spam-1", "ghost"] }}' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%2Fb/blockedusers', {}, { blockedUids: ['spam-1', 'ghost'] }]]);
	});

	test("a uid CometChat does not know fails alone, in CometChat's per-uid result", async () => {
		const { items } = await runNode({ parameters: block({ blockedUids: 'spam-1,ghost' }), credentials });
		assert.deepEqual(items[0].json.ghost, { success: false, message: 'The user with uid ghost does not exist.' });
		assert.equal((items[0].json['spam-1'] as { success: boolean }).success, true);
	});

	for (const [extra, message] of [
		[{ blockedUids: ' , ' }, /^Users to Block \(blockedUids\) is empty \[item 0\]$/],
		[{ blockedUids: Array.from({ length: 26 }, (_, i) => `u${i}`).join(',') }, /^Users to Block \(blockedUids\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/],
		[{ blockedUids: 'x'.repeat(101) }, /^Users to Block \(blockedUids\) has a uid of 101 characters/],
		[{ blockedUids: '={{ 5 }}' }, /^Users to Block \(blockedUids\) must be a list or comma-separated text, but it is a number/],
		[{ uid: ' ' }, /^User ID \(uid\) is empty/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: block(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('Continue On Fail: an unknown blocking user fails its item only', async () => {
		const { items } = await runNode({
			parameters: block({ uid: '={{ $json.uid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'owner' } }],
		});
		assert.equal(items[0].json.error, 'The user with uid ghost does not exist.');
		assert.deepEqual(Object.keys(items[1].json), ['spam-1', 'spam-2']);
	});
});

describe('Blocked User > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	// The endpoint documents only page and perPage; `direction` and `searchKey` are the filters of
	// CometChat's own SDK for this list (cometchat-api-notes.md), sent when the user sets them.
	useFake((fake) => ({ server, credentials } = fake), {
		undocumentedQuery: ['direction', 'searchKey'],
		seedOnce: () => {
			for (const count of [0, 1, 100, 101, 250, 10_000]) server.setBlocked(`owner-${count}`, makeBlockedUsers(count, `b${count}`));
			server.setBlocked('owner', makeBlockedUsers(250));
			server.setBlocked('a/b c', makeBlockedUsers(3));
		},
	});

	const pages = () => server.requestsTo('GET', '/v3/users/').map((r) => r.query);

	describe('Return All', () => {
		for (const [count, requests] of [
			[0, 1],
			[1, 1],
			[100, 1],
			[101, 2],
			[250, 3],
			[10_000, 100],
		] as const) {
			test(`${count} blocked users: every item once, in order, in ${requests} request(s)`, async () => {
				const { items, error } = await runNode({ parameters: listParams({ uid: `owner-${count}`, returnAll: true }), credentials });
				assert.equal(error, undefined);
				assert.deepEqual(
					items.map((i) => i.json.uid),
					makeBlockedUsers(count, `b${count}`).map((u) => u.uid),
				);
				if (count) assert.deepEqual(items[0].json, makeBlockedUsers(1, `b${count}`)[0]);
				assert.equal(server.requests.length, requests);
				assert.deepEqual(
					pages(),
					Array.from({ length: requests }, (_, i) => ({ page: String(i + 1), perPage: '100' })),
				);
			});
		}
	});

	describe('with a limit', () => {
		for (const [limit, expected] of [
			[1, [{ page: '1', perPage: '1' }]],
			[30, [{ page: '1', perPage: '30' }]],
			[100, [{ page: '1', perPage: '100' }]],
			[101, [{ page: '1', perPage: '100' }, { page: '2', perPage: '100' }]],
		] as const) {
			test(`limit ${limit}: ${limit} items, ${expected.length} request(s), no page more than needed`, async () => {
				const { items } = await runNode({ parameters: listParams({ limit }), credentials });
				assert.deepEqual(
					items.map((i) => i.json.uid),
					makeBlockedUsers(limit).map((u) => u.uid),
				);
				assert.deepEqual(pages(), expected);
			});
		}

		test('the default limit is 50', async () => {
			const { items } = await runNode({ parameters: listParams(), credentials });
			assert.equal(items.length, 50);
			assert.deepEqual(pages(), [{ page: '1', perPage: '50' }]);
		});
	});

	describe('options', () => {
		test('none set: only page and perPage are sent', async () => {
			await runNode({ parameters: listParams({ limit: 5, options: {} }), credentials });
			assert.deepEqual(pages(), [{ page: '1', perPage: '5' }]);
		});

		test('direction, searchKey and perPage are sent when set', async () => {
			const { items } = await runNode({
				parameters: listParams({ returnAll: true, options: { direction: 'hasBlockedMe', searchKey: 'User 1', perPage: 20 } }),
				credentials,
			});
			const expected = makeBlockedUsers(250).filter((u) => u.hasBlockedMe && u.name.includes('User 1'));
			assert.deepEqual(items.map((i) => i.json.uid), expected.map((u) => u.uid));
			assert.deepEqual(pages()[0], { page: '1', perPage: '20', direction: 'hasBlockedMe', searchKey: 'User 1' });
			assert.equal(pages().length, Math.ceil(expected.length / 20));
		});

		test('an empty searchKey is not sent', async () => {
			await runNode({ parameters: listParams({ limit: 2, options: { searchKey: '' } }), credentials });
			assert.deepEqual(pages(), [{ page: '1', perPage: '2' }]);
		});
	});

	describe('requests', () => {
		test('a uid such as "a/b c" is path-encoded', async () => {
			const { items } = await runNode({ parameters: listParams({ uid: 'a/b c', returnAll: true }), credentials });
			assert.equal(items.length, 3);
			assert.equal(server.requests[0].path, '/v3/users/a%2Fb%20c/blockedusers');
		});

		test('every request carries the apikey header and JSON accept header', async () => {
			await runNode({ parameters: listParams({ returnAll: true }), credentials });
			assert.equal(server.requests.length, 3);
			for (const request of server.requests) {
				assert.equal(request.headers.apikey, server.apiKey);
				assert.match(String(request.headers.accept), /application\/json/);
			}
		});

		test('one input item per uid, resolved per item, each output paired with its input', async () => {
			server.setBlocked('x', makeBlockedUsers(2, 'x'));
			server.setBlocked('y', makeBlockedUsers(3, 'y'));
			const { items } = await runNode({
				parameters: listParams({ uid: '={{ $json.who }}', returnAll: true }),
				credentials,
				items: [{ json: { who: 'x' } }, { json: { who: 'y' } }],
			});
			assert.deepEqual(items.map((i) => [i.json.uid, i.pairedItem]), [
				['x-1', { item: 0 }],
				['x-2', { item: 0 }],
				['y-1', { item: 1 }],
				['y-2', { item: 1 }],
				['y-3', { item: 1 }],
			]);
		});

		test('an empty uid is refused with the parameter named, and nothing is sent', async () => {
			const { error } = await runNode({ parameters: listParams({ uid: '  ' }), credentials });
			assert.match(String(error?.message), /User ID \(uid\) is empty \[item 0\]/);
			assert.equal(server.requests.length, 0);
		});

		for (const [parameters, pattern] of [
			[{ limit: 0 }, /^Limit \(limit\) must be a whole number at least 1, not 0 \[item 0\]$/],
			[{ limit: '={{ 2.5 }}' }, /^Limit \(limit\) must be a whole number at least 1, not 2.5/],
			[{ limit: '={{ "many" }}' }, /^Limit \(limit\) must be a whole number at least 1, not "many"/],
			[{ returnAll: true, options: { perPage: '={{ 5000 }}' } }, /^Page Size \(options.perPage\) must be a whole number from 1 to 1000, not 5000/],
		] as const) {
			test(`${JSON.stringify(parameters)} is refused before any request`, async () => {
				const { error } = await runNode({ parameters: listParams(parameters as never), credentials });
				assert.match(String(error?.message), pattern);
				assert.equal(server.requests.length, 0);
			});
		}

		test('a limit given as text by an expression is taken as its number', async () => {
			const { items } = await runNode({ parameters: listParams({ limit: '={{ "3" }}' }), credentials });
			assert.equal(items.length, 3);
			assert.deepEqual(pages(), [{ page: '1', perPage: '3' }]);
		});

		test('an unknown user gives CometChat\'s error', async () => {
			const { error } = await runNode({ parameters: listParams({ uid: 'nobody' }), credentials });
			assert.equal(error?.message, 'The user with uid nobody does not exist.');
			assert.match(String(error?.description), /ERR_UID_NOT_FOUND/);
			assert.equal((error as { httpCode?: string }).httpCode, '404');
		});
	});
});

describe('Blocked User > Unblock', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			const blocked = makeBlockedUsers(3, 'spam');
			for (const user of blocked) server.knownUsers.add(user.uid);
			server.setBlocked('owner', blocked);
		},
	});

	test('DELETE /users/{uid}/blockedusers with the uids; outputs the per-uid result', async () => {
		const { items } = await runNode({ parameters: { resource: 'blockedUser', operation: 'unblock', uid: 'owner', blockedUids: 'spam-1,spam-3' }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/owner/blockedusers', {}, { blockedUids: ['spam-1', 'spam-3'] }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{
				'spam-1': { success: true, message: 'The user with UID owner has unblocked user with UID spam-1 successfully.' },
				'spam-3': { success: true, message: 'The user with UID owner has unblocked user with UID spam-3 successfully.' },
			},
		]);
		assert.deepEqual(server.blocked.get('owner')?.map((u) => u.uid), ['spam-2']);
	});

	test('too many uids are refused, naming the parameter', async () => {
		const { error } = await runNode({
			parameters: { resource: 'blockedUser', operation: 'unblock', uid: 'owner', blockedUids: Array.from({ length: 30 }, (_, i) => `u${i}`) },
			credentials,
		});
		assert.match(String(error?.message), /^Users to Unblock \(blockedUids\) has 30 uids; CometChat takes at most 25 in one request \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
