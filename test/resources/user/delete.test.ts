import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		for (const uid of ['ana', 'bo', 'a/b']) server.users.set(uid, makeUser(uid));
	},
});

describe('User > Delete', () => {
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
