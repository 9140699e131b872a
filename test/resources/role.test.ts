import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sent } from '../support/operations';
import { params, useRoleFake } from './roleFake';

describe('Role > Create', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useRoleFake((fake) => ({ server, credentials } = fake));

	test('POST /roles with role, name, description, metadata and settings; outputs the role', async () => {
		const { items } = await runNode({
			parameters: params('create', {
				role: '={{ $json.id }}',
				name: '={{ $json.title }}',
				additionalFields: { description: 'Support staff', metadata: '{"team": "support"}', listUsers: 'friendsOnly', sendMessagesTo: 'all' },
			}),
			credentials,
			items: [{ json: { id: 'support', title: 'Support' } }],
		});
		const body = { role: 'support', name: 'Support', description: 'Support staff', metadata: { team: 'support' }, settings: { listUsers: 'friendsOnly', sendMessagesTo: 'all' } };
		assert.deepEqual(sent(server), [['POST', '/v3/roles', {}, body]]);
		const { role, name, description, metadata, settings } = body;
		assert.deepEqual(items.map((i) => i.json), [{ role, name, description, metadata, settings, createdAt: 1_700_000_000 }]);
	});

	test('only role and name when nothing else is set; a stale Name of an update is not sent', async () => {
		await runNode({ parameters: params('create', { role: 'triage', name: 'Triage', additionalFields: { name: 'stale' } }), credentials });
		assert.deepEqual(server.requests.map((r) => r.body), [{ role: 'triage', name: 'Triage' }]);
	});

	for (const [what, parameters, pattern] of [
		['a role ID with a space', { role: 'night shift', name: 'Night' }, /^Role ID \(role\) contains " "; CometChat ids may only contain letters, digits, "-" and "_"/],
		['an empty name', { role: 'night', name: '={{ "  " }}' }, /^Name \(name\) is empty \[item 0\]/],
		['metadata that is not JSON', { role: 'night', name: 'Night', additionalFields: { metadata: '{oops' } }, /^Metadata \(additionalFields.metadata\)/],
	] as const) {
		test(`${what} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: params('create', parameters), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an existing role is CometChat's error on its item; the next one is created", async () => {
		const { items } = await runNode({
			parameters: params('create', { role: '={{ $json.id }}', name: 'X' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: 'manager' } }, { json: { id: 'auditor' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.role), ['The role manager already exists.', 'auditor']);
	});
});

describe('Role > Delete', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useRoleFake((fake) => ({ server, credentials } = fake));

	test('DELETE /roles/{role}; says which role it deleted', async () => {
		const { items } = await runNode({ parameters: params('delete', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'r-7' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/roles/r-7', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ deleted: true, role: 'r-7', message: 'Role r-7 has been deleted successfully.' }]);
		assert.equal(server.roles.has('r-7'), false);
	});

	test("Continue On Fail: an unknown role is CometChat's 404 on its item, the next is deleted", async () => {
		const { items } = await runNode({
			parameters: params('delete', { role: '={{ $json.role }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { role: 'ghost' } }, { json: { role: 'r-1' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The role ghost does not exist.', true]);
	});

	test('a role ID given as an object by an expression is refused before sending', async () => {
		const { error } = await runNode({ parameters: params('delete', { role: '={{ { id: 1 } }}' }), credentials });
		assert.match(String(error?.message), /^Role ID \(role\) must be text, but the expression gave an object/);
		assert.equal(server.requests.length, 0);
	});
});

describe('Role > Get', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useRoleFake((fake) => ({ server, credentials } = fake));

	test('GET /roles/{role}, one request per item; outputs the role', async () => {
		const { items } = await runNode({ parameters: params('get', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'manager' } }, { json: { role: 'default' } }] });
		assert.deepEqual(sent(server).sort(), [['GET', '/v3/roles/default', {}, undefined], ['GET', '/v3/roles/manager', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [
			{ role: 'manager', name: 'Manager', description: '', metadata: { team: 'ops' }, settings: { listUsers: 'all', sendMessagesTo: 'friendsOnly' }, createdAt: 1_700_000_000 },
			{ role: 'default', name: 'Default Role', description: 'This role gives full access', createdAt: 1_700_000_000 },
		]);
	});

	test("an empty role ID is refused naming the item; an unknown one is CometChat's 404; a slash stays in its segment", async () => {
		const { error } = await runNode({ parameters: params('get', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'default' } }, { json: { role: '' } }] });
		assert.match(String(error?.message), /^Role ID \(role\) is empty \[item 1\]$/);
		const { items } = await runNode({ parameters: params('get', { role: 'a/b' }), credentials, continueOnFail: true });
		assert.equal(server.requests[server.requests.length - 1].path, '/v3/roles/a%2Fb');
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The role a/b does not exist.' }]);
	});
});

describe('Role > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useRoleFake((fake) => ({ server, credentials } = fake));

	const queries = () => server.requests.map((r) => [r.path, r.query]);

	test('Return All pages by page/perPage; every role once (told apart by role, they have no uid)', async () => {
		const { items } = await runNode({ parameters: params('getAll', { returnAll: true }), credentials });
		assert.deepEqual(items.map((i) => i.json.role), ['default', 'manager', ...Array.from({ length: 120 }, (_, i) => `r-${i + 1}`)]);
		assert.deepEqual(queries(), [['/v3/roles', { page: '1', perPage: '100' }], ['/v3/roles', { page: '2', perPage: '100' }]]);
	});

	test('the default limit of 50 is one request of 50; Page Size is sent as perPage', async () => {
		const { items } = await runNode({ parameters: params('getAll'), credentials });
		assert.equal(items.length, 50);
		assert.deepEqual(queries(), [['/v3/roles', { page: '1', perPage: '50' }]]);
		server.requests.length = 0;
		await runNode({ parameters: params('getAll', { limit: 3, options: { perPage: 2 } }), credentials });
		assert.deepEqual(queries().map(([, q]) => q), [{ page: '1', perPage: '2' }, { page: '2', perPage: '2' }]);
	});

	test('a server that repeats its first page is stopped after three pages of nothing new', async () => {
		server.options.paging = 'repeatData';
		try {
			const { error } = await runNode({ parameters: params('getAll', { returnAll: true }), credentials });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			// one page of nothing new is a list growing while it is read; three in a row, a server repeating itself
			assert.equal(server.requests.length, 4);
		} finally {
			server.options.paging = 'normal';
		}
	});
});

describe('Role > Update', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useRoleFake((fake) => ({ server, credentials } = fake));

	test('PUT /roles/{role} with only the fields added; outputs the role', async () => {
		const { items } = await runNode({
			parameters: params('update', { role: '={{ $json.role }}', additionalFields: { name: 'Ops Manager', sendMessagesTo: 'all', unset: ['metadata'] } }),
			credentials,
			items: [{ json: { role: 'manager' } }],
		});
		assert.deepEqual(sent(server), [['PUT', '/v3/roles/manager', {}, { name: 'Ops Manager', settings: { sendMessagesTo: 'all' }, unset: ['metadata'] }]]);
		assert.deepEqual(items[0].json, { role: 'manager', name: 'Ops Manager', description: '', settings: { listUsers: 'all', sendMessagesTo: 'all' }, createdAt: 1_700_000_000, updatedAt: 1_700_000_001 });
	});

	for (const [what, additionalFields, pattern] of [
		['nothing to change', {}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		['clearing the settings it also sets', { listUsers: 'all', unset: ['settings'] }, /^Clear Fields \(additionalFields.unset\) clears "settings", which this update also sets/],
	] as const) {
		test(`${what} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: params('update', { role: 'manager', additionalFields }), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an unknown role is CometChat's 404 on its item", async () => {
		const { items } = await runNode({ parameters: params('update', { role: 'ghost', additionalFields: { description: 'x' } }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The role ghost does not exist.' }]);
	});
});
