import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { issueToken, makeUser } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

describe('Auth Token > Delete', () => {
	test('DELETE /users/{uid}/auth_tokens/{authToken}, encoded; says what it deleted', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { items } = await runNode({ parameters: params('delete', { authToken }), credentials });
		assert.deepEqual(sent(server), [['DELETE', `/v3/users/ana/auth_tokens/${authToken}`, {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, uid: 'ana', authToken, message: 'Auth token of ana has been deleted successfully.' });
		assert.deepEqual(server.authTokens.get('ana'), []);
	});

	test('an empty token is refused; a token with a slash stays one path segment', async () => {
		const { error } = await runNode({ parameters: params('delete', { authToken: ' ' }), credentials });
		assert.match(String(error?.message), /^Auth Token \(authToken\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { error: notFound } = await runNode({ parameters: params('delete', { authToken: 'x/../y' }), credentials });
		assert.equal(server.requests[0].path, '/v3/users/ana/auth_tokens/x%2F..%2Fy');
		assert.equal(notFound?.message, 'The auth token x/../y does not exist.');
	});
});
