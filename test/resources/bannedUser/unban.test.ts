import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { params, useBannedFake } from './bannedFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useBannedFake((fake) => ({ server, credentials } = fake));

describe('Banned User > Unban', () => {
	test('DELETE /groups/{guid}/bannedusers/{uid}; says whom it unbanned', async () => {
		server.bannedUsers.set('ops', new Map([['chen', makeUser('chen')]]));
		const { items } = await runNode({ parameters: params('unban', { uid: byId('={{ $json.uid }}') }), credentials, items: [{ json: { uid: 'chen' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops/bannedusers/chen', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ unbanned: true, guid: 'ops', uid: 'chen', message: 'The user with uid chen has been unbanned from the Group with ops.' }]);
		assert.equal(server.bannedUsers.get('ops')!.size, 0);
	});

	test("unbanning a user who is not banned gives CometChat's error, with Continue On Fail on its item", async () => {
		const { items } = await runNode({ parameters: params('unban', { uid: byId('ana') }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ana is not banned from the group ops.' }]);
	});

	test('a guid of 101 characters is refused before anything is sent', async () => {
		const { error } = await runNode({ parameters: params('unban', { guid: byId('g'.repeat(101)), uid: byId('ana') }), credentials });
		assert.match(String(error?.message), /^Group \(guid\) is 101 characters long; CometChat ids are at most 100 \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
