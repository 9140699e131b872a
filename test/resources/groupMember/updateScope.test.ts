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
		server.groupMembers.set('ops', new Map([['a b', { uid: 'a b', scope: 'participant', joinedAt: 7 }]]));
	},
});

const updateScope = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'updateScope', guid: byId('ops'), uid: byId('a b'), scope: 'moderator', ...extra });

describe('Group Member > Update Scope', () => {
	test('PUT /groups/{guid}/members/{uid} with the scope; both ids encoded', async () => {
		const { items } = await runNode({ parameters: updateScope(), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/groups/ops/members/a%20b', {}, { scope: 'moderator' }]]);
		assert.deepEqual(items[0].json, { guid: 'ops', uid: 'a b', scope: 'moderator', joinedAt: 7 });
	});

	test('a scope from an expression outside the three is refused; a non-member is CometChat\'s error', async () => {
		const { error } = await runNode({ parameters: updateScope({ scope: '={{ "owner" }}' }), credentials });
		assert.match(String(error?.message), /^Scope \(scope\) must be participant, moderator or admin, not "owner" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { items } = await runNode({ parameters: updateScope({ uid: byId('ghost') }), credentials, continueOnFail: true });
		assert.deepEqual(items[0].json, { error: 'The user with uid ghost is not a member of the group ops.' });
	});
});
