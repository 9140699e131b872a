import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from './support/fakeCometChat';
import { makeGroup } from './support/fake/groups';
import { makeUser } from './support/fake/users';
import { listSearch } from './support/listSearch';
import { loadPackage, NODE_TYPE, PackageNodeTypes } from './support/engine';
import { assertRequestsMatchOpenApi } from './support/schemaCheck';
import { useFake } from './support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		for (let i = 1; i <= 120; i++) server.users.set(`user-${i}`, makeUser(`user-${i}`, { name: `Person ${i}` }));
		server.users.set('ana', makeUser('ana', { name: 'Ana Lima' }));
		server.users.set('bo', makeUser('bo', { name: 'bo' }));
		for (let i = 1; i <= 60; i++) server.groups.set(`team-${i}`, makeGroup(`team-${i}`, { name: `Team ${i}`, updatedAt: 1_700_000_000 - i }));
	},
});

describe('user picker (searchUsers)', () => {
	test('lists users as "Name (uid)", 50 at a time, with the next page as token', async () => {
		const first = await listSearch('searchUsers', credentials);
		assert.equal(first.results.length, 50);
		assert.deepEqual(first.results[0], { name: 'Person 1 (user-1)', value: 'user-1' });
		assert.equal(first.paginationToken, '2');
		const last = await listSearch('searchUsers', credentials, undefined, '3');
		assert.deepEqual(last.results.map((r) => r.value), [...Array.from({ length: 20 }, (_, i) => `user-${i + 101}`), 'ana', 'bo']);
		assert.equal(last.paginationToken, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.query]), [
			['GET', '/v3/users', { perPage: '50', page: '1' }],
			['GET', '/v3/users', { perPage: '50', page: '3' }],
		]);
		assert.equal(server.requests[0].headers.apikey, server.apiKey);
		assertRequestsMatchOpenApi(server);
	});

	test('typed text is sent as searchKey; a name equal to the uid is shown once', async () => {
		assert.deepEqual(await listSearch('searchUsers', credentials, ' an '), { results: [{ name: 'Ana Lima (ana)', value: 'ana' }], paginationToken: undefined });
		assert.deepEqual((await listSearch('searchUsers', credentials, 'bo')).results, [{ name: 'bo', value: 'bo' }]);
		assert.deepEqual(server.requests.map((r) => r.query), [
			{ searchKey: 'an', perPage: '50', page: '1' },
			{ searchKey: 'bo', perPage: '50', page: '1' },
		]);
		assertRequestsMatchOpenApi(server);
	});

	test('a CometChat error reaches the picker with its message; a 429 is waited out', async () => {
		server.fault({ status: 403, body: { error: { message: 'This API key has no access.', code: 'AUTH_ERR_NO_ACCESS' } } });
		await assert.rejects(listSearch('searchUsers', credentials), /This API key has no access\./);
		server.fault({ status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many', code: 'ERR_TOO_MANY_REQUESTS' } } });
		const started = Date.now();
		assert.equal((await listSearch('searchUsers', credentials, 'ana')).results.length, 1);
		assert.ok(Date.now() - started >= 900);
		assert.equal(server.requests.length, 3);
	});

	test('a rate limit that lifts after more than 10 s fails the picker at once, saying the rate limit is why', async () => {
		server.fault({ status: 429, headers: { 'retry-after': '20' }, body: { error: { message: 'Too many', code: 'ERR_TOO_MANY_REQUESTS' } } });
		const started = performance.now();
		await assert.rejects(listSearch('searchUsers', credentials), (error: Error) => {
			assert.match(error.message, /^CometChat rate limit reached; .*20 s.*more than the 10 s it may take/);
			return true;
		});
		assert.ok(performance.now() - started < 2000, 'no wait');
		assert.equal(server.requests.length, 1);
	});

	test('the HTTPS rule applies: a plain http base URL off loopback is refused, nothing sent', async () => {
		await assert.rejects(listSearch('searchUsers', { ...credentials, baseUrl: 'http://chat.example.invalid/v3' }), /must use https/);
		assert.equal(server.requests.length, 0);
	});
});

describe('group picker (searchGroups)', () => {
	test('lists groups as "Name (guid)" page by page; typed text is the searchKey', async () => {
		const first = await listSearch('searchGroups', credentials);
		assert.equal(first.results.length, 50);
		assert.deepEqual(first.results[0], { name: 'Team 1 (team-1)', value: 'team-1' });
		assert.equal(first.paginationToken, '2');
		const second = await listSearch('searchGroups', credentials, undefined, first.paginationToken);
		assert.deepEqual(second.results.map((r) => r.value), Array.from({ length: 10 }, (_, i) => `team-${i + 51}`));
		assert.equal(second.paginationToken, undefined);
		assert.deepEqual((await listSearch('searchGroups', credentials, 'Team 42')).results, [{ name: 'Team 42 (team-42)', value: 'team-42' }]);
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/groups', { perPage: '50', page: '1' }],
			['/v3/groups', { perPage: '50', page: '2' }],
			['/v3/groups', { searchKey: 'Team 42', perPage: '50', page: '1' }],
		]);
		assertRequestsMatchOpenApi(server);
	});
});

describe("Send's receiver picker (searchReceivers)", () => {
	const send = (receiverType?: string) => ({ resource: 'message', operation: 'send', ...(receiverType ? { receiverType } : {}) });

	test('lists the users, or the groups when Receiver Type is Group, with their searchKey and pages', async () => {
		assert.deepEqual((await listSearch('searchReceivers', credentials, 'an', undefined, send())).results, [{ name: 'Ana Lima (ana)', value: 'ana' }]);
		assert.deepEqual((await listSearch('searchReceivers', credentials, 'an', undefined, send('user'))).results, [{ name: 'Ana Lima (ana)', value: 'ana' }]);
		const groups = await listSearch('searchReceivers', credentials, undefined, '2', send('group'));
		assert.deepEqual(groups.results.map((r) => r.value), Array.from({ length: 10 }, (_, i) => `team-${i + 51}`));
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/users', { searchKey: 'an', perPage: '50', page: '1' }],
			['/v3/users', { searchKey: 'an', perPage: '50', page: '1' }],
			['/v3/groups', { perPage: '50', page: '2' }],
		]);
	});

	test("is the list of the node's Receiver, which also takes an id", async () => {
		const type = new PackageNodeTypes(await loadPackage()).getByNameAndVersion(NODE_TYPE, 1);
		const receivers = type.description.properties.filter((p) => p.name === 'receiver');
		assert.equal(receivers.length, 1);
		assert.equal(receivers[0].type, 'resourceLocator');
		assert.deepEqual(receivers[0].modes?.map((m) => [m.name, m.typeOptions?.searchListMethod]), [['list', 'searchReceivers'], ['id', undefined]]);
	});
});
