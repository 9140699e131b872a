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
		for (const uid of ['owner', 'spam-1', 'spam-2', 'a/b']) server.users.set(uid, makeUser(uid));
		server.setBlocked('owner', []);
	},
});

const block = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'blockedUser', operation: 'block', uid: 'owner', blockedUids: 'spam-1, spam-2', ...extra });

describe('Blocked User > Block', () => {
	test('POST /users/{uid}/blockedusers with the uids; outputs the per-uid result', async () => {
		const { items } = await runNode({ parameters: block(), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/owner/blockedusers', {}, { blockedUids: ['spam-1', 'spam-2'] }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{
				'spam-1': { success: true, message: 'The user with UID owner has blocked user with UID spam-1 successfully.' },
				'spam-2': { success: true, message: 'The user with UID owner has blocked user with UID spam-2 successfully.' },
			},
		]);
		assert.deepEqual(server.blocked.get('owner')?.map((u) => u.uid), ['spam-1', 'spam-2']);
	});

	test('an array from an expression; repeats and empty entries dropped; the uid path-encoded', async () => {
		await runNode({ parameters: block({ uid: 'a/b', blockedUids: '={{ ["spam-1", " ", "spam-1", "ghost"] }}' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%2Fb/blockedusers', {}, { blockedUids: ['spam-1', 'ghost'] }]]);
	});

	test("a uid CometChat does not know fails alone, in CometChat's per-uid result", async () => {
		const { items } = await runNode({ parameters: block({ blockedUids: 'spam-1,ghost' }), credentials });
		assert.deepEqual(items[0].json.ghost, { success: false, message: 'The user with uid ghost does not exist.' });
		assert.equal((items[0].json['spam-1'] as { success: boolean }).success, true);
	});

	for (const [extra, message] of [
		[{ blockedUids: ' , ' }, /^Users to Block \(blockedUids\) is empty \[item 0\]$/],
		[{ blockedUids: Array.from({ length: 26 }, (_, i) => `u${i}`).join(',') }, /^Users to Block \(blockedUids\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/],
		[{ blockedUids: 'x'.repeat(101) }, /^Users to Block \(blockedUids\) has a uid of 101 characters/],
		[{ blockedUids: '={{ 5 }}' }, /^Users to Block \(blockedUids\) must be a list or comma-separated text, but it is a number/],
		[{ uid: ' ' }, /^User ID \(uid\) is empty/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: block(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('Continue On Fail: an unknown blocking user fails its item only', async () => {
		const { items } = await runNode({
			parameters: block({ uid: '={{ $json.uid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'owner' } }],
		});
		assert.equal(items[0].json.error, 'The user with uid ghost does not exist.');
		assert.deepEqual(Object.keys(items[1].json), ['spam-1', 'spam-2']);
	});
});
