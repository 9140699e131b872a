import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeGroup } from '../support/fake/groups';
import { makeUser } from '../support/fake/users';
import type { FakeCometChat } from '../support/fakeCometChat';
import { byId, sent } from '../support/operations';
import { useFake } from '../support/useFake';

describe('Group Member > Add', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedOnce: () => {
			for (const uid of ['ana', 'bo', 'cy']) server.users.set(uid, makeUser(uid));
		},
		seedEach: () => {
			server.groups.set('ops', makeGroup('ops'));
			server.groupMembers.clear();
		},
	});

	const add = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'add', guid: byId('ops'), ...extra });

	test('only the lists that hold uids are sent; the per-scope, per-uid result is the output', async () => {
		const { items } = await runNode({ parameters: add({ participants: 'ana, bo', admins: '={{ ["cy"] }}' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups/ops/members', {}, { participants: ['ana', 'bo'], admins: ['cy'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ participants: { ana: { success: true }, bo: { success: true } }, admins: { cy: { success: true } } }]);
		assert.deepEqual([...server.groupMembers.get('ops')!.values()].map((m) => [m.uid, m.scope]), [['ana', 'participant'], ['bo', 'participant'], ['cy', 'admin']]);
	});

	test("an unknown uid fails alone, in CometChat's result", async () => {
		const { items } = await runNode({ parameters: add({ moderators: 'ghost' }), credentials });
		assert.deepEqual(items[0].json, {
			moderators: { ghost: { success: false, error: { message: 'The user with uid ghost does not exist.', code: 'ERR_UID_NOT_FOUND' } } },
		});
	});

	for (const [extra, message] of [
		[{}, /^Participants \(participants\) is empty, and so are Moderators and Admins \[item 0\]$/],
		[{ participants: Array.from({ length: 20 }, (_, i) => `p${i}`).join(','), moderators: Array.from({ length: 6 }, (_, i) => `m${i}`) }, /^Participants \(participants\) and the other lists hold 26 uids together; CometChat adds at most 25 in one request/],
		[{ admins: Array.from({ length: 26 }, (_, i) => `a${i}`).join(',') }, /^Admins \(admins\) has 26 uids; CometChat takes at most 25/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: add(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an unknown group: 404 per item with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: add({ guid: byId('={{ $json.guid }}'), participants: 'ana' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'ghost' } }, { json: { guid: 'ops' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? Object.keys(i.json)), ['The group with guid ghost does not exist.', ['participants']]);
	});
});

describe('Group Member > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	const scopeOf = (i: number) => (i % 10 === 0 ? 'admin' : i % 5 === 0 ? 'moderator' : 'participant');

	useFake((fake) => ({ server, credentials } = fake), {
		seedOnce: () => {
			server.groups.set('big', makeGroup('big'));
			server.groupMembers.set('big', new Map(Array.from({ length: 150 }, (_, i) => [`m${i + 1}`, { ...makeUser(`m${i + 1}`), scope: scopeOf(i + 1), joinedAt: 1 }])));
		},
	});

	const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'getAll', guid: byId('big'), ...extra });

	test('Return All pages by page/perPage; every member once with its scope', async () => {
		const { items } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
		assert.equal(items.length, 150);
		assert.deepEqual(items[9].json, { ...makeUser('m10'), scope: 'admin', joinedAt: 1 });
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/groups/big/members', { page: '1', perPage: '100' }],
			['/v3/groups/big/members', { page: '2', perPage: '100' }],
		]);
	});

	test('scopes filter sent comma-separated; a limit shrinks the page', async () => {
		const { items } = await runNode({ parameters: getAll({ limit: 4, filters: { scopes: ['admin', 'moderator'] } }), credentials });
		assert.deepEqual(items.map((i) => [i.json.uid, i.json.scope]), [['m5', 'moderator'], ['m10', 'admin'], ['m15', 'moderator'], ['m20', 'admin']]);
		assert.deepEqual(server.requests.map((r) => r.query), [{ scopes: 'admin,moderator', page: '1', perPage: '4' }]);
	});

	test('an unknown group is CometChat\'s 404', async () => {
		const { error } = await runNode({ parameters: getAll({ guid: byId('ghost') }), credentials });
		assert.equal(error?.message, 'The group with guid ghost does not exist.');
	});
});

describe('Group Member > Remove', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.groups.set('ops', makeGroup('ops'));
			server.groupMembers.set('ops', new Map([['ana', { uid: 'ana', scope: 'participant' }], ['bo', { uid: 'bo', scope: 'participant' }]]));
		},
	});

	const remove = (uid: string): INodeParameters => ({ resource: 'groupMember', operation: 'remove', guid: byId('ops'), uid: byId(uid) });

	test('DELETE /groups/{guid}/members/{uid}; says whom it removed', async () => {
		const { items } = await runNode({ parameters: remove('ana'), credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops/members/ana', {}, undefined]]);
		assert.deepEqual(items[0].json, { removed: true, guid: 'ops', uid: 'ana', message: 'The member with ana has been kicked from the Group with ops.' });
	});

	test('a 404 on one item does not stop the rest with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: remove('={{ $json.uid }}'),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.removed), ['The user with uid ghost is not a member of the group ops.', true]);
		assert.equal(server.groupMembers.get('ops')?.has('bo'), false);
	});
});

describe('Group Member > Update Scope', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => {
			server.groups.set('ops', makeGroup('ops'));
			server.groupMembers.set('ops', new Map([['a b', { uid: 'a b', scope: 'participant', joinedAt: 7 }]]));
		},
	});

	const updateScope = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'updateScope', guid: byId('ops'), uid: byId('a b'), scope: 'moderator', ...extra });

	test('PUT /groups/{guid}/members/{uid} with the scope; both ids encoded', async () => {
		const { items } = await runNode({ parameters: updateScope(), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/groups/ops/members/a%20b', {}, { scope: 'moderator' }]]);
		assert.deepEqual(items[0].json, { guid: 'ops', uid: 'a b', scope: 'moderator', joinedAt: 7 });
	});

	test('a scope from an expression outside the three is refused; a non-member is CometChat\'s error', async () => {
		const { error } = await runNode({ parameters: updateScope({ scope: '={{ "owner" }}' }), credentials });
		assert.match(String(error?.message), /^Scope \(scope\) must be participant, moderator or admin, not "owner" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { items } = await runNode({ parameters: updateScope({ uid: byId('ghost') }), credentials, continueOnFail: true });
		assert.deepEqual(items[0].json, { error: 'The user with uid ghost is not a member of the group ops.' });
	});
});
