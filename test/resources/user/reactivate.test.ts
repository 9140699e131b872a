import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

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

describe('User > Reactivate', () => {
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
