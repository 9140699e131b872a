import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		for (let i = 1; i <= 250; i++) {
			server.users.set(`u${i}`, makeUser(`u${i}`, { name: `User ${i}`, tags: i % 2 ? ['odd'] : ['even'], status: i % 5 ? 'offline' : 'available' }));
		}
	},
});

const getAll = (extra: Record<string, unknown> = {}) => ({ resource: 'user', operation: 'getAll', ...extra });
const queries = () => server.requests.map((r) => r.query);

describe('User > Get Many', () => {
	test('Return All: every user once, in order, 3 pages of 100', async () => {
		const { items } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
		assert.deepEqual(items.map((i) => i.json.uid), Array.from({ length: 250 }, (_, i) => `u${i + 1}`));
		assert.deepEqual(items[0].json, { uid: 'u1', name: 'User 1', status: 'offline', role: 'default', createdAt: 1_700_000_000 });
		assert.deepEqual(queries(), [1, 2, 3].map((page) => ({ page: String(page), perPage: '100' })));
	});

	test('a list that grows while it is read: read to its end, each user once (100 new users in front before page 2)', async () => {
		const before = new Map(server.users);
		server.fault({
			// not a fault: before page 2 is answered, 100 users are created that list first
			match: (r) => {
				if (r.path === '/v3/users' && r.query.page === '2') {
					const added = Array.from({ length: 100 }, (_, i) => [`new${i + 1}`, makeUser(`new${i + 1}`)] as const);
					const all = [...added, ...server.users];
					server.users.clear();
					for (const [uid, user] of all) server.users.set(uid, user);
				}
				return false;
			},
		});
		try {
			const { items, error } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json.uid), Array.from({ length: 250 }, (_, i) => `u${i + 1}`));
			assert.deepEqual(queries(), [1, 2, 3, 4].map((page) => ({ page: String(page), perPage: '100' })));
		} finally {
			server.users.clear();
			for (const [uid, user] of before) server.users.set(uid, user);
		}
	});

	test('a limit asks for no more than it needs', async () => {
		assert.equal((await runNode({ parameters: getAll({ limit: 5 }), credentials })).items.length, 5);
		assert.equal((await runNode({ parameters: getAll({ limit: 120 }), credentials })).items.length, 120);
		assert.deepEqual(queries(), [
			{ page: '1', perPage: '5' },
			{ page: '1', perPage: '100' },
			{ page: '2', perPage: '100' },
		]);
	});

	test('filters and options become query parameters, only when set', async () => {
		const { items } = await runNode({
			parameters: getAll({
				returnAll: true,
				filters: { searchKey: 'User 11', status: 'available', tags: 'even, odd', role: '', deactivated: 'include' },
				options: { withTags: true, perPage: 40 },
			}),
			credentials,
		});
		assert.deepEqual(queries(), [
			{ searchKey: 'User 11', status: 'available', tags: 'even,odd', withDeactivated: 'true', withTags: 'true', page: '1', perPage: '40' },
		]);
		assert.deepEqual(items.map((i) => [i.json.uid, i.json.tags]), [['u110', ['even']], ['u115', ['odd']]]);
	});

	test('only deactivated users: onlyDeactivated=true', async () => {
		await runNode({ parameters: getAll({ limit: 1, filters: { deactivated: 'only' } }), credentials });
		assert.deepEqual(queries(), [{ onlyDeactivated: 'true', page: '1', perPage: '1' }]);
	});

	test('a bad page size is refused naming the parameter', async () => {
		const { error } = await runNode({ parameters: getAll({ options: { perPage: 5000 } }), credentials });
		assert.match(String(error?.message), /^Page Size \(options\.perPage\) must be a whole number from 1 to 1000, not 5000 \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
