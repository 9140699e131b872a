import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { makeBlockedUsers, type FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		const blocked = makeBlockedUsers(3, 'spam');
		for (const user of blocked) server.knownUsers.add(user.uid);
		server.setBlocked('owner', blocked);
	},
});

describe('Blocked User > Unblock', () => {
	test('DELETE /users/{uid}/blockedusers with the uids; outputs the per-uid result', async () => {
		const { items } = await runNode({ parameters: { resource: 'blockedUser', operation: 'unblock', uid: 'owner', blockedUids: 'spam-1,spam-3' }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/owner/blockedusers', {}, { blockedUids: ['spam-1', 'spam-3'] }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{
				'spam-1': { success: true, message: 'The user with UID owner has unblocked user with UID spam-1 successfully.' },
				'spam-3': { success: true, message: 'The user with UID owner has unblocked user with UID spam-3 successfully.' },
			},
		]);
		assert.deepEqual(server.blocked.get('owner')?.map((u) => u.uid), ['spam-2']);
	});

	test('too many uids are refused, naming the parameter', async () => {
		const { error } = await runNode({
			parameters: { resource: 'blockedUser', operation: 'unblock', uid: 'owner', blockedUids: Array.from({ length: 30 }, (_, i) => `u${i}`) },
			credentials,
		});
		assert.match(String(error?.message), /^Users to Unblock \(blockedUids\) has 30 uids; CometChat takes at most 25 in one request \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
