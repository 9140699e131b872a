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
		for (const uid of ['ana', 'bo', 'cy']) server.users.set(uid, makeUser(uid));
	},
});

const deactivate = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'user', operation: 'deactivate', uids: 'ana, bo', ...extra });

describe('User > Deactivate', () => {
	test('DELETE /users with uidsToDeactivate; the item is the deactivated uids; they leave the user list', async () => {
		const { items, error } = await runNode({ parameters: deactivate(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(sent(server), [['DELETE', '/v3/users', {}, { uidsToDeactivate: ['ana', 'bo'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ deactivatedUids: ['ana', 'bo'] }]);
		const listed = await runNode({ parameters: { resource: 'user', operation: 'getAll', returnAll: true }, credentials });
		assert.deepEqual(listed.items.map((i) => i.json.uid), ['cy']);
	});

	test('mapped per item from $json (an array or comma-separated text); repeats sent once', async () => {
		const { items } = await runNode({
			parameters: deactivate({ uids: '={{ $json.uids }}' }),
			credentials,
			items: [{ json: { uids: ['ana', 'ana', ' '] } }, { json: { uids: 'bo,cy' } }],
		});
		assert.deepEqual(sent(server).map((r) => r[3]), [{ uidsToDeactivate: ['ana'] }, { uidsToDeactivate: ['bo', 'cy'] }]);
		assert.deepEqual(items.map((i) => [i.json, i.pairedItem]), [
			[{ deactivatedUids: ['ana'] }, { item: 0 }],
			[{ deactivatedUids: ['bo', 'cy'] }, { item: 1 }],
		]);
	});

	for (const [extra, message] of [
		[{ uids: ' , ' }, /^User IDs \(uids\) is empty \[item 0\]$/],
		[{ uids: Array.from({ length: 26 }, (_, i) => `u${i}`).join(',') }, /^User IDs \(uids\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/],
		[{ uids: '={{ 5 }}' }, /^User IDs \(uids\) must be a list or comma-separated text, but it is a number \[item 0\]$/],
		[{ uids: '={{ { uid: "bo" } }}' }, /^User IDs \(uids\) must be a list or comma-separated text, but it is an object \[item 0\]$/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: deactivate(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: a bad item carries its error, the others are deactivated", async () => {
		const { items } = await runNode({
			parameters: deactivate({ uids: '={{ $json.uids }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uids: '' } }, { json: { uids: 'cy' } }],
		});
		assert.deepEqual(items.map((i) => i.json), [{ error: 'User IDs (uids) is empty [item 0]' }, { deactivatedUids: ['cy'] }]);
		assert.equal(server.requests.length, 1);
	});
});
