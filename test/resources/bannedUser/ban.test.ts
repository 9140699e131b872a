import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, fromList, sent } from '../../support/operations';
import { params, useBannedFake } from './bannedFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useBannedFake((fake) => ({ server, credentials } = fake));

describe('Banned User > Ban', () => {
	test('POST /groups/{guid}/bannedusers/{uid} with no body; says whom it banned from where', async () => {
		const { items } = await runNode({ parameters: params('ban', { uid: fromList('ana') }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups/ops/bannedusers/ana', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ banned: true, guid: 'ops', uid: 'ana', message: 'The user with uid ana has been banned from the Group with ops.' }]);
		assert.deepEqual([...server.bannedUsers.get('ops')!.keys()], ['ana']);
		assert.equal(server.groupMembers.get('ops')!.has('ana'), false);
	});

	test('one ban per item, the uid mapped from the item; ids path-encoded', async () => {
		const { items } = await runNode({
			parameters: params('ban', { guid: byId('={{ $json.group }}'), uid: byId('={{ $json.offender }}') }),
			credentials,
			items: [{ json: { group: 'ops', offender: 'bo' } }, { json: { group: 'a/b c', offender: 'chen' } }],
		});
		assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`).sort(), ['POST /v3/groups/a%2Fb%20c/bannedusers/chen', 'POST /v3/groups/ops/bannedusers/bo']);
		assert.deepEqual(items.map((i) => [i.json.guid, i.json.uid, i.json.banned, i.pairedItem]), [
			['ops', 'bo', true, { item: 0 }],
			['a/b c', 'chen', true, { item: 1 }],
		]);
	});

	test('an empty uid is refused with the parameter and the item named, and nothing is sent', async () => {
		const { error } = await runNode({
			parameters: params('ban', { uid: byId('={{ $json.offender }}') }),
			credentials,
			items: [{ json: { offender: 'bo' } }, { json: { offender: ' ' } }],
		});
		assert.match(String(error?.message), /^User \(uid\) is empty \[item 1\]$/);
		// without Continue On Fail every item is checked before the first is sent
		assert.deepEqual(server.requests.map((r) => r.path), []);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item; the others are banned", async () => {
		const { items } = await runNode({
			parameters: params('ban', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.banned), ['The user with uid ghost does not exist.', true]);
		assert.deepEqual([...server.bannedUsers.get('ops')!.keys()], ['bo']);
	});
});
