import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

describe('Auth Token > Delete All', () => {
	test('DELETE /users/{uid}/auth_tokens (flush): every token of the user is gone; says whose', async () => {
		const { items } = await runNode({ parameters: params('deleteAll', { uid: byId('={{ $json.uid }}') }), credentials, items: [{ json: { uid: 'many' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/many/auth_tokens', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ deleted: true, uid: 'many', message: 'Cleared Auth Tokens successfully for uid many.' }]);
		assert.deepEqual(server.authTokens.get('many'), []);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item, the next user is flushed", async () => {
		const { items } = await runNode({
			parameters: params('deleteAll', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'many' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The user with uid ghost does not exist.', true]);
		assert.deepEqual(server.authTokens.get('many'), []);
	});

	test('a uid of only dots is refused: the request would reach another address', async () => {
		const { error } = await runNode({ parameters: params('deleteAll', { uid: byId('..') }), credentials });
		assert.match(String(error?.message), /^User \(uid\) is "\.\.", which a URL reads as "\.\."/);
		assert.equal(server.requests.length, 0);
	});
});
