import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeGroup } from '../support/fake/groups';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sent, byId, fromList } from '../support/operations';
import { useFake } from '../support/useFake';

describe('Group > Create', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.groups.clear();
		},
	});

	const create = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'group', operation: 'create', guid: 'incident-2041', name: 'Incident 2041', ...extra });

	test('guid, name and type (public by default); the group as output', async () => {
		const { items } = await runNode({ parameters: create(), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups', {}, { guid: 'incident-2041', name: 'Incident 2041', type: 'public' }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{ guid: 'incident-2041', name: 'Incident 2041', type: 'public', owner: 'app_system', membersCount: 0, conversationId: 'group_incident-2041', createdAt: 1_700_000_000, updatedAt: 1_700_000_000 },
		]);
	});

	test('a password group sends its password; additional fields as typed', async () => {
		await runNode({
			parameters: create({
				type: 'password',
				password: 's3cret',
				additionalFields: { description: 'War room', icon: 'https://example.invalid/i.png', owner: 'ana', metadata: '{"sev": 1}', tags: 'ops,sev1' },
			}),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], {
			guid: 'incident-2041',
			name: 'Incident 2041',
			type: 'password',
			password: 's3cret',
			description: 'War room',
			icon: 'https://example.invalid/i.png',
			owner: 'ana',
			metadata: { sev: 1 },
			tags: ['ops', 'sev1'],
		});
	});

	test('a password left over from another type is not sent', async () => {
		await runNode({ parameters: create({ type: 'private', password: 'old' }), credentials });
		assert.deepEqual(sent(server)[0][3], { guid: 'incident-2041', name: 'Incident 2041', type: 'private' });
	});

	for (const [extra, message] of [
		[{ guid: 'incident 2041' }, /^Group ID \(guid\) contains " "/],
		[{ name: '={{ "" }}' }, /^Name \(name\) is empty \[item 0\]$/],
		[{ type: '={{ "secret" }}', password: 'x' }, /^Type \(type\) must be public, private or password, not "secret"/],
		[{ type: 'password', password: '={{ "" }}' }, /^Password \(password\) is empty/],
		[{ additionalFields: { metadata: '"x"' } }, /^Metadata \(additionalFields\.metadata\) must be a JSON object, but it is a string/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 40)}`, async () => {
			const { error } = await runNode({ parameters: create(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an existing guid: CometChat\'s error; Continue On Fail goes on', async () => {
		const { items } = await runNode({
			parameters: create({ guid: '={{ $json.guid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'a' } }, { json: { guid: 'a' } }, { json: { guid: 'b' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['a', 'The GUID a is already registered.', 'b']);
	});
});

describe('Group > Delete', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			for (const guid of ['ops', 'old']) server.groups.set(guid, makeGroup(guid));
		},
	});

	test('DELETE /groups/{guid} without a body; says what it deleted', async () => {
		const { items } = await runNode({ parameters: { resource: 'group', operation: 'delete', guid: byId('ops') }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops', {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, guid: 'ops', message: 'Group with guid ops has been deleted successfully.' });
		assert.equal(server.groups.has('ops'), false);
	});

	test('a 404 on one item does not stop the rest with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: { resource: 'group', operation: 'delete', guid: byId('={{ $json.guid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'ghost' } }, { json: { guid: 'ops' } }, { json: { guid: 'old' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The group with guid ghost does not exist.', true, true]);
	});
});

describe('Group > Get', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedOnce: () => {
			server.groups.set('ops', makeGroup('ops', { tags: ['x'] }));
			server.groups.set('a b', makeGroup('a b'));
		},
	});

	test('GET /groups/{guid}; the group as output', async () => {
		const { items } = await runNode({ parameters: { resource: 'group', operation: 'get', guid: fromList('ops') }, credentials });
		assert.deepEqual(sent(server), [['GET', '/v3/groups/ops', {}, undefined]]);
		assert.deepEqual(items[0].json, makeGroup('ops', { tags: ['x'] }));
	});

	test('path-encoded guid; 404 per item with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: { resource: 'group', operation: 'get', guid: byId('={{ $json.guid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'a b' } }, { json: { guid: 'ghost' } }],
		});
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/groups/a%20b', '/v3/groups/ghost']);
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['a b', 'The group with guid ghost does not exist.']);
	});

	test('an empty guid is refused naming the parameter', async () => {
		const { error } = await runNode({ parameters: { resource: 'group', operation: 'get', guid: byId('') }, credentials });
		assert.match(String(error?.message), /Group \(guid\) is empty|Parameter "Group" is required/);
		assert.equal(server.requests.length, 0);
	});
});

describe('Group > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	/** g1 is the most recently updated: the list comes newest first. */
	const guids = (count: number) => Array.from({ length: count }, (_, i) => `g${i + 1}`);

	useFake((fake) => ({ server, credentials } = fake), {
		seedOnce: () => {
			for (const [i, guid] of guids(250).entries()) {
				server.groups.set(guid, makeGroup(guid, { name: `Team ${i + 1}`, updatedAt: 1_700_000_000 - i, type: i % 2 ? 'private' : 'public', tags: [i % 2 ? 'odd' : 'even'] }));
			}
			server.groupMembers.set('g3', new Map([['ana', { uid: 'ana', scope: 'admin' }]]));
		},
	});

	const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'group', operation: 'getAll', ...extra });
	const queries = () => server.requests.map((r) => r.query);

	describe('cursor paging through meta.cursor', () => {
		test('Return All: every group once, in order; the cursor of each page asks for the next', async () => {
			const { items, error } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json.guid), guids(250));
			assert.equal(items[0].json.tags, undefined);
			assert.deepEqual(queries(), [
				{ perPage: '100' },
				{ affix: 'prepend', updatedAt: String(1_700_000_000 - 99), perPage: '100' },
				{ affix: 'prepend', updatedAt: String(1_700_000_000 - 199), perPage: '100' },
			]);
		});

		test('a limit asks only for what is still wanted, never a page beyond it', async () => {
			const { items } = await runNode({ parameters: getAll({ limit: 130 }), credentials });
			assert.deepEqual(items.map((i) => i.json.guid), guids(130));
			assert.deepEqual(queries(), [{ perPage: '100' }, { affix: 'prepend', updatedAt: String(1_700_000_000 - 99), perPage: '30' }]);
		});

		test('filters and options as query parameters; Joined by User sends onBehalfOf and hasJoined', async () => {
			const { items } = await runNode({
				parameters: getAll({ returnAll: true, filters: { searchKey: 'Team 3', type: 'public', tags: 'even', onBehalfOf: 'ana' }, options: { withTags: true, perPage: 10 } }),
				credentials,
			});
			assert.deepEqual(queries()[0], { searchKey: 'Team 3', type: 'public', tags: 'even', hasJoined: 'true', withTags: 'true', perPage: '10' });
			assert.equal(server.requests[0].headers.onbehalfof, 'ana');
			assert.deepEqual(items.map((i) => [i.json.guid, i.json.tags]), [['g3', ['even']]]);
		});

		test('a server that repeats its cursor is stopped with an error, not followed forever', async () => {
			server.fault({ match: (r) => r.path === '/v3/groups', times: 5, status: 200, body: { data: [makeGroup('loop')], meta: { cursor: { updatedAt: 5, affix: 'prepend' } } } });
			server.fault({ match: (r) => r.path === '/v3/groups', times: 5, status: 200, body: { data: [makeGroup('loop-2')], meta: { cursor: { updatedAt: 5, affix: 'prepend' } } } });
			const { error } = await runNode({ parameters: getAll({ returnAll: true, options: { perPage: 1 } }), credentials });
			assert.match(String(error?.message), /already given; stopped to avoid an endless loop|same items as an earlier page/);
			assert.ok(server.requests.length <= 3);
		});

		test('an error page: CometChat\'s error; Continue On Fail keeps the item', async () => {
			server.fault({ status: 403, body: { error: { message: 'This API key has no access.', code: 'AUTH_ERR_NO_ACCESS' } } });
			const { items } = await runNode({ parameters: getAll({ limit: 1 }), credentials, continueOnFail: true, items: [{ json: {} }, { json: {} }] });
			assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['This API key has no access.', 'g1']);
		});
	});
});

describe('Group > Update', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.groups.set('ops', makeGroup('ops', { description: 'Old', icon: 'https://example.invalid/i.png' }));
		},
	});

	const update = (additionalFields: INodeParameters): INodeParameters => ({ resource: 'group', operation: 'update', guid: byId('ops'), additionalFields });

	test('sends only what was set, clears with unset; the updated group as output', async () => {
		const { items } = await runNode({ parameters: update({ name: 'Ops', unset: ['description', 'icon'] }), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/groups/ops', {}, { name: 'Ops', unset: ['description', 'icon'] }]]);
		assert.deepEqual(items[0].json, { ...makeGroup('ops'), name: 'Ops', updatedAt: 1_700_010_000 });
	});

	test('type password with its password', async () => {
		await runNode({ parameters: update({ type: 'password', password: 'pw' }), credentials });
		assert.deepEqual(sent(server)[0][3], { type: 'password', password: 'pw' });
	});

	for (const [fields, message] of [
		[{}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		[{ type: 'password' }, /^Password \(additionalFields\.password\) is missing/],
		[{ icon: 'https://example.invalid/n.png', unset: ['icon'] }, /^Clear Fields \(additionalFields\.unset\) clears "icon"/],
		[{ tags: '={{ [1, {}] }}' }, /^Tags \(additionalFields\.tags\) has an entry at position 2 that is not text/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(fields)}`, async () => {
			const { error } = await runNode({ parameters: update(fields as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}
});
