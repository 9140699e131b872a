import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeUser } from '../support/fake/users';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sent, byId, fromList } from '../support/operations';
import { useFake } from '../support/useFake';

describe('User > Create', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.users.clear();
			server.authTokens.clear();
		},
	});

	const create = (extra: Record<string, unknown> = {}) => ({ resource: 'user', operation: 'create', uid: 'ana-lima', name: 'Ana Lima', ...extra });

	test('sends uid and name only, outputs the user without a token', async () => {
		const { items, error } = await runNode({ parameters: create(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(sent(server), [['POST', '/v3/users', {}, { uid: 'ana-lima', name: 'Ana Lima' }]]);
		assert.equal(server.requests[0].headers.apikey, server.apiKey);
		assert.deepEqual(items.map((i) => i.json), [
			{ uid: 'ana-lima', name: 'Ana Lima', status: 'offline', role: 'default', createdAt: 1_700_000_000 },
		]);
	});

	test('every additional field is sent as typed: metadata parsed, tags as a list, withAuthToken', async () => {
		const { items } = await runNode({
			parameters: create({
				additionalFields: {
					avatar: 'https://example.invalid/a.png',
					link: 'https://example.invalid/ana',
					role: 'agent',
					statusMessage: 'On call',
					metadata: '{"@private": {"email": "ana@example.invalid"}}',
					tags: ' support , night ,',
					withAuthToken: true,
				},
			}),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], {
			uid: 'ana-lima',
			name: 'Ana Lima',
			avatar: 'https://example.invalid/a.png',
			link: 'https://example.invalid/ana',
			role: 'agent',
			statusMessage: 'On call',
			metadata: { '@private': { email: 'ana@example.invalid' } },
			tags: ['support', 'night'],
			withAuthToken: true,
		});
		assert.equal(items[0].json.authToken, 'ana-lima_17000000000001abcdef');
		assert.equal(items[0].json.uid, 'ana-lima');
	});

	test('with withAuthToken off the token never reaches the output, even if a server sends one', async () => {
		server.fault({ status: 200, body: { data: { uid: 'ana-lima', name: 'Ana Lima', authToken: 'leaked' } } });
		const { items } = await runNode({ parameters: create({ additionalFields: { withAuthToken: false } }), credentials });
		assert.deepEqual(sent(server)[0][3], { uid: 'ana-lima', name: 'Ana Lima', withAuthToken: false });
		assert.deepEqual(items[0].json, { uid: 'ana-lima', name: 'Ana Lima' });
	});

	test('tags and metadata from an expression (array and object) are taken as they are', async () => {
		await runNode({
			parameters: create({ additionalFields: { tags: '={{ ["a", "b"] }}', metadata: '={{ { "team": "ops" } }}' } }),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], { uid: 'ana-lima', name: 'Ana Lima', tags: ['a', 'b'], metadata: { team: 'ops' } });
	});

	for (const [parameters, message] of [
		[create({ uid: 'ana lima' }), /^User ID \(uid\) contains " "; CometChat ids may only contain letters, digits, "-" and "_" \[item 0\]$/],
		[create({ uid: 'x'.repeat(101) }), /^User ID \(uid\) is 101 characters long; CometChat ids are at most 100 \[item 0\]$/],
		[create({ name: '  ' }), /^Name \(name\) is empty \[item 0\]$/],
		[create({ additionalFields: { metadata: '{"a": ' } }), /^Metadata \(additionalFields\.metadata\) is not valid JSON/],
		[create({ additionalFields: { metadata: '[1]' } }), /^Metadata \(additionalFields\.metadata\) must be a JSON object, but it is an array/],
		[create({ additionalFields: { tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(',') } }), /^Tags \(additionalFields\.tags\) has 26 tags; CometChat accepts at most 25/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 40)}`, async () => {
			const { error } = await runNode({ parameters: parameters as never, credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test("CometChat's error is the node's error; with Continue On Fail the other items go on", async () => {
		server.users.set('taken', { uid: 'taken', name: 'Taken' });
		const { items } = await runNode({
			parameters: create({ uid: '={{ $json.uid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'taken' } }, { json: { uid: 'bad id' } }, { json: { uid: 'free' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), [
			'The UID taken is already registered.',
			'User ID (uid) contains " "; CometChat ids may only contain letters, digits, "-" and "_" [item 1]',
			'free',
		]);
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
		assert.equal(server.requests.length, 2);
		const { error } = await runNode({ parameters: create({ uid: 'taken' }), credentials });
		assert.equal(error?.message, 'The UID taken is already registered.');
		assert.match(String(error?.description), /ERR_UID_ALREADY_EXISTS/);
	});
});

describe('User > Deactivate', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.users.clear();
			for (const uid of ['ana', 'bo', 'cy']) server.users.set(uid, makeUser(uid));
		},
	});

	const deactivate = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'user', operation: 'deactivate', uids: 'ana, bo', ...extra });

	test('DELETE /users with uidsToDeactivate; the item is the deactivated uids; they leave the user list', async () => {
		const { items, error } = await runNode({ parameters: deactivate(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(sent(server), [['DELETE', '/v3/users', {}, { uidsToDeactivate: ['ana', 'bo'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ deactivatedUids: ['ana', 'bo'] }]);
		const listed = await runNode({ parameters: { resource: 'user', operation: 'getAll', returnAll: true }, credentials });
		assert.deepEqual(listed.items.map((i) => i.json.uid), ['cy']);
	});

	test('mapped per item from $json (an array or comma-separated text); repeats sent once', async () => {
		const { items } = await runNode({
			parameters: deactivate({ uids: '={{ $json.uids }}' }),
			credentials,
			items: [{ json: { uids: ['ana', 'ana', ' '] } }, { json: { uids: 'bo,cy' } }],
		});
		assert.deepEqual(sent(server).map((r) => r[3]), [{ uidsToDeactivate: ['ana'] }, { uidsToDeactivate: ['bo', 'cy'] }]);
		assert.deepEqual(items.map((i) => [i.json, i.pairedItem]), [
			[{ deactivatedUids: ['ana'] }, { item: 0 }],
			[{ deactivatedUids: ['bo', 'cy'] }, { item: 1 }],
		]);
	});

	for (const [extra, message] of [
		[{ uids: ' , ' }, /^User IDs \(uids\) is empty \[item 0\]$/],
		[{ uids: Array.from({ length: 26 }, (_, i) => `u${i}`).join(',') }, /^User IDs \(uids\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/],
		[{ uids: '={{ 5 }}' }, /^User IDs \(uids\) must be a list or comma-separated text, but it is a number \[item 0\]$/],
		[{ uids: '={{ { uid: "bo" } }}' }, /^User IDs \(uids\) must be a list or comma-separated text, but it is an object \[item 0\]$/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: deactivate(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: a bad item carries its error, the others are deactivated", async () => {
		const { items } = await runNode({
			parameters: deactivate({ uids: '={{ $json.uids }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uids: '' } }, { json: { uids: 'cy' } }],
		});
		assert.deepEqual(items.map((i) => i.json), [{ error: 'User IDs (uids) is empty [item 0]' }, { deactivatedUids: ['cy'] }]);
		assert.equal(server.requests.length, 1);
	});
});

describe('User > Delete', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			for (const uid of ['ana', 'bo', 'a/b']) server.users.set(uid, makeUser(uid));
		},
	});

	test('says what it deleted; no body unless permanent', async () => {
		const { items } = await runNode({ parameters: { resource: 'user', operation: 'delete', uid: byId('ana') }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/ana', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [
			{ deleted: true, uid: 'ana', permanent: false, message: 'User with ana has been deleted successfully.' },
		]);
		assert.equal(server.users.has('ana'), false);
	});

	test('permanent sends {"permanent": true}; ids are path-encoded', async () => {
		const { items } = await runNode({ parameters: { resource: 'user', operation: 'delete', uid: byId('a/b'), permanent: true }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/a%2Fb', {}, { permanent: true }]]);
		assert.equal(items[0].json.permanent, true);
	});

	test('a 404 on one item does not stop the rest with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: { resource: 'user', operation: 'delete', uid: byId('={{ $json.uid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ana' } }, { json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? `deleted ${String(i.json.uid)}`), [
			'deleted ana',
			'The user with uid ghost does not exist.',
			'deleted bo',
		]);
		assert.equal(server.requests.length, 3);
	});

	test('without Continue On Fail the 404 stops the node with CometChat\'s error', async () => {
		const { error } = await runNode({ parameters: { resource: 'user', operation: 'delete', uid: byId('ghost') }, credentials });
		assert.equal(error?.message, 'The user with uid ghost does not exist.');
	});
});

describe('User > Get', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedOnce: () => {
			server.users.set('ana', makeUser('ana', { name: 'Ana' }));
			server.users.set('a/b c', makeUser('a/b c'));
		},
	});

	test('a user picked from the list: GET /users/{uid}, the user as output', async () => {
		const { items } = await runNode({ parameters: { resource: 'user', operation: 'get', uid: fromList('ana') }, credentials });
		assert.deepEqual(sent(server), [['GET', '/v3/users/ana', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [makeUser('ana', { name: 'Ana' })]);
	});

	test('by id, path-encoded; a plain string (older workflow or expression) works too', async () => {
		await runNode({ parameters: { resource: 'user', operation: 'get', uid: byId('a/b c') }, credentials });
		await runNode({ parameters: { resource: 'user', operation: 'get', uid: 'ana' }, credentials });
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/users/a%2Fb%20c', '/v3/users/ana']);
	});

	test('an empty id is refused naming the parameter; nothing is sent', async () => {
		const { error } = await runNode({ parameters: { resource: 'user', operation: 'get', uid: byId(' ') }, credentials });
		assert.match(String(error?.message), /^User \(uid\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});

	test('404 per item with Continue On Fail; the other items carry on', async () => {
		const { items } = await runNode({
			parameters: { resource: 'user', operation: 'get', uid: byId('={{ $json.uid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), ['The user with uid ghost does not exist.', 'ana']);
		const { error } = await runNode({ parameters: { resource: 'user', operation: 'get', uid: byId('ghost') }, credentials });
		assert.equal(error?.message, 'The user with uid ghost does not exist.');
		assert.equal((error as { httpCode?: string }).httpCode, '404');
	});
});

describe('User > Get Many', () => {
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

describe('User > Reactivate', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.users.clear();
			server.users.set('ana', makeUser('ana', { deactivatedAt: 1_700_000_002 }));
			server.users.set('bo', makeUser('bo', { deactivatedAt: 1_700_000_002 }));
			server.users.set('cy', makeUser('cy'));
		},
	});

	const reactivate = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'user', operation: 'reactivate', uids: 'ana, bo', ...extra });

	test('PUT /users with uidsToActivate; the item is CometChat\'s answer (nonDeactivatedUids); they are listed again', async () => {
		const { items, error } = await runNode({ parameters: reactivate(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(sent(server), [['PUT', '/v3/users', {}, { uidsToActivate: ['ana', 'bo'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ nonDeactivatedUids: ['ana', 'bo'] }]);
		const listed = await runNode({ parameters: { resource: 'user', operation: 'getAll', returnAll: true }, credentials });
		assert.deepEqual(listed.items.map((i) => i.json.uid), ['ana', 'bo', 'cy']);
	});

	test('mapped per item from $json; an active user is not in the answer', async () => {
		const { items } = await runNode({
			parameters: reactivate({ uids: '={{ $json.who }}' }),
			credentials,
			items: [{ json: { who: ['ana', 'cy'] } }],
		});
		assert.deepEqual(sent(server), [['PUT', '/v3/users', {}, { uidsToActivate: ['ana', 'cy'] }]]);
		assert.deepEqual(items[0].json, { nonDeactivatedUids: ['ana'] });
	});

	test('refused before sending: a uid over 100 characters', async () => {
		const { error } = await runNode({ parameters: reactivate({ uids: `ana,${'x'.repeat(101)}` }), credentials });
		assert.match(String(error?.message), /^User IDs \(uids\) has a uid of 101 characters/);
		assert.equal(server.requests.length, 0);
	});
});

describe('User > Update', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.users.set('ana', makeUser('ana', { name: 'Ana', avatar: 'https://example.invalid/a.png', metadata: { a: 1 } }));
		},
	});

	const update = (additionalFields: INodeParameters, uid = 'ana'): INodeParameters => ({ resource: 'user', operation: 'update', uid: byId(uid), additionalFields });

	test('sends only the fields that were set; outputs the updated user', async () => {
		const { items } = await runNode({ parameters: update({ name: 'Ana Lima', tags: 'vip' }), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/users/ana', {}, { name: 'Ana Lima', tags: ['vip'] }]]);
		assert.deepEqual(items[0].json, { ...makeUser('ana', { name: 'Ana Lima', avatar: 'https://example.invalid/a.png', metadata: { a: 1 } }), tags: ['vip'], updatedAt: 1_700_000_001 });
	});

	test('clears fields with unset; empty text fields are not sent', async () => {
		const { items } = await runNode({ parameters: update({ unset: ['avatar', 'metadata'], role: '', statusMessage: 'Away' }), credentials });
		assert.deepEqual(sent(server)[0][3], { statusMessage: 'Away', unset: ['avatar', 'metadata'] });
		assert.equal(items[0].json.avatar, undefined);
		assert.equal(items[0].json.metadata, undefined);
	});

	for (const [fields, message] of [
		[{}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		[{ name: '' }, /^Additional Fields \(additionalFields\) changes nothing/],
		[{ avatar: 'https://example.invalid/b.png', unset: ['avatar'] }, /^Clear Fields \(additionalFields\.unset\) clears "avatar", which this update also sets/],
		[{ metadata: 'nope' }, /^Metadata \(additionalFields\.metadata\) is not valid JSON/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(fields)}`, async () => {
			const { error } = await runNode({ parameters: update(fields as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an unknown user: CometChat 404 as the error, Continue On Fail keeps going', async () => {
		const { items } = await runNode({
			parameters: { ...update({ name: 'X' }), uid: byId('={{ $json.uid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.name), ['The user with uid ghost does not exist.', 'X']);
	});
});
