import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { byId, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		server.groups.set('ops', makeGroup('ops'));
		server.groupMembers.set('ops', new Map([['ana', { uid: 'ana', scope: 'participant' }], ['bo', { uid: 'bo', scope: 'participant' }]]));
	},
});

const remove = (uid: string): INodeParameters => ({ resource: 'groupMember', operation: 'remove', guid: byId('ops'), uid: byId(uid) });

describe('Group Member > Remove', () => {
	test('DELETE /groups/{guid}/members/{uid}; says whom it removed', async () => {
		const { items } = await runNode({ parameters: remove('ana'), credentials });
		assert.deepEqual(sent(server), [['DELETE', '/v3/groups/ops/members/ana', {}, undefined]]);
		assert.deepEqual(items[0].json, { removed: true, guid: 'ops', uid: 'ana', message: 'The member with ana has been kicked from the Group with ops.' });
	});

	test('a 404 on one item does not stop the rest with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: remove('={{ $json.uid }}'),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.removed), ['The user with uid ghost is not a member of the group ops.', true]);
		assert.equal(server.groupMembers.get('ops')?.has('bo'), false);
	});
});
