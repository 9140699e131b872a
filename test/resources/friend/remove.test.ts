import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, sent } from '../../support/operations';
import { params, useFriendFake } from './friendFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFriendFake((fake) => ({ server, credentials } = fake));

describe('Friend > Remove', () => {
	test('DELETE /users/{uid}/friends with {"friends": [...]}; says whom it removed', async () => {
		server.friends.set('ana', new Set(['bo', 'chen']));
		const { items } = await runNode({ parameters: params('remove', { friends: '={{ $json.gone }}' }), credentials, items: [{ json: { gone: 'bo' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/ana/friends', {}, { friends: ['bo'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ removed: true, uid: 'ana', friends: ['bo'], message: 'Deleted the friend relations succussfully' }]);
		assert.deepEqual([...server.friends.get('ana')!], ['chen']);
	});

	test('a uid of 101 characters in the list is refused before sending', async () => {
		const { error } = await runNode({ parameters: params('remove', { friends: `bo, ${'x'.repeat(101)}` }), credentials });
		assert.match(String(error?.message), /^Friends \(friends\) has a uid of 101 characters/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item", async () => {
		const { items } = await runNode({ parameters: params('remove', { uid: byId('ghost'), friends: 'bo' }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ghost does not exist.' }]);
	});
});
