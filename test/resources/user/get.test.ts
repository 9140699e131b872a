import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId, fromList, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		server.users.set('ana', makeUser('ana', { name: 'Ana' }));
		server.users.set('a/b c', makeUser('a/b c'));
	},
});

describe('User > Get', () => {
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
