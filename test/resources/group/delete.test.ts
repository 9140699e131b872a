import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { byId, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		for (const guid of ['ops', 'old']) server.groups.set(guid, makeGroup(guid));
	},
});

describe('Group > Delete', () => {
	test('DELETE /groups/{guid} without a body; says what it deleted', async () => {
		const { items } = await runNode({ parameters: { resource: 'group', operation: 'delete', guid: byId('ops') }, credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops', {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, guid: 'ops', message: 'Group with guid ops has been deleted successfully.' });
		assert.equal(server.groups.has('ops'), false);
	});

	test('a 404 on one item does not stop the rest with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: { resource: 'group', operation: 'delete', guid: byId('={{ $json.guid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'ghost' } }, { json: { guid: 'ops' } }, { json: { guid: 'old' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The group with guid ghost does not exist.', true, true]);
	});
});
