import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { issueToken } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

describe('Auth Token > Get', () => {
	test('GET /users/{uid}/auth_tokens/{authToken}, the token mapped from the item; outputs the token', async () => {
		const token = issueToken(server, 'a b') as { authToken: string };
		const { items } = await runNode({
			parameters: params('get', { uid: byId('={{ $json.uid }}'), authToken: '={{ $json.authToken }}' }),
			credentials,
			items: [{ json: { uid: 'a b', authToken: token.authToken } }],
		});
		assert.deepEqual(sent(server), [['GET', `/v3/users/a%20b/auth_tokens/${encodeURIComponent(token.authToken)}`, {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'a b', authToken: 'a b_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	});

	test("an empty token is refused before sending; an unknown one is CometChat's 404, on its item with Continue On Fail", async () => {
		const { error } = await runNode({ parameters: params('get', { authToken: '={{ $json.token }}' }), credentials, items: [{ json: { token: ' ' } }] });
		assert.match(String(error?.message), /^Auth Token \(authToken\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { items } = await runNode({ parameters: params('get', { authToken: 'nope' }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The auth token nope does not exist.' }]);
	});
});
