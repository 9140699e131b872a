import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

describe('Auth Token > Create', () => {
	test('POST /users/{uid}/auth_tokens with no body; the token in the output', async () => {
		const { items } = await runNode({ parameters: params('create'), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/ana/auth_tokens', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'ana', authToken: 'ana_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	});

	test('force is sent when set; a uid with a space is path-encoded', async () => {
		await runNode({ parameters: params('create', { uid: byId('a b'), additionalFields: { force: true } }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%20b/auth_tokens', {}, { force: true }]]);
	});

	test('an unknown user: 404 as the error; Continue On Fail keeps the other items', async () => {
		const { items } = await runNode({
			parameters: params('create', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), ['The user with uid ghost does not exist.', 'ana']);
	});
});
