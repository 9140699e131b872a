import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { issueToken } from '../../support/fake/users';
import { sent } from '../../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useAuthTokenFake((fake) => ({ server, credentials } = fake));

describe('Auth Token > Update', () => {
	test('PUT /users/{uid}/auth_tokens/{authToken} with platform, userAgent and appInfo (an object); outputs the token', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { items } = await runNode({
			parameters: params('update', {
				authToken,
				additionalFields: { platform: '={{ $json.platform }}', userAgent: 'Mozilla/5.0', appInfo: '{"version": "4.2.0"}' },
			}),
			credentials,
			items: [{ json: { platform: 'android' } }],
		});
		const body = { platform: 'android', userAgent: 'Mozilla/5.0', appInfo: { version: '4.2.0' } };
		assert.deepEqual(sent(server), [['PUT', `/v3/users/ana/auth_tokens/${authToken}`, {}, body]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'ana', authToken, createdAt: 1_700_000_000, ...body }]);
	});

	test('nothing to change, or App Info that is not a JSON object, is refused before sending', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { error } = await runNode({ parameters: params('update', { authToken, additionalFields: {} }), credentials });
		assert.match(String(error?.message), /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/);
		const { error: notObject } = await runNode({ parameters: params('update', { authToken, additionalFields: { appInfo: '[1]' } }), credentials });
		assert.match(String(notObject?.message), /^App Info \(additionalFields.appInfo\)/);
		assert.match(String(notObject?.message), /\[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
