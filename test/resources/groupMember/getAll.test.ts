import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { makeUser } from '../../support/fake/users';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
const scopeOf = (i: number) => (i % 10 === 0 ? 'admin' : i % 5 === 0 ? 'moderator' : 'participant');

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		server.groups.set('big', makeGroup('big'));
		server.groupMembers.set('big', new Map(Array.from({ length: 150 }, (_, i) => [`m${i + 1}`, { ...makeUser(`m${i + 1}`), scope: scopeOf(i + 1), joinedAt: 1 }])));
	},
});

const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'getAll', guid: byId('big'), ...extra });

describe('Group Member > Get Many', () => {
	test('Return All pages by page/perPage; every member once with its scope', async () => {
		const { items } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
		assert.equal(items.length, 150);
		assert.deepEqual(items[9].json, { ...makeUser('m10'), scope: 'admin', joinedAt: 1 });
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/groups/big/members', { page: '1', perPage: '100' }],
			['/v3/groups/big/members', { page: '2', perPage: '100' }],
		]);
	});

	test('scopes filter sent comma-separated; a limit shrinks the page', async () => {
		const { items } = await runNode({ parameters: getAll({ limit: 4, filters: { scopes: ['admin', 'moderator'] } }), credentials });
		assert.deepEqual(items.map((i) => [i.json.uid, i.json.scope]), [['m5', 'moderator'], ['m10', 'admin'], ['m15', 'moderator'], ['m20', 'admin']]);
		assert.deepEqual(server.requests.map((r) => r.query), [{ scopes: 'admin,moderator', page: '1', perPage: '4' }]);
	});

	test('an unknown group is CometChat\'s 404', async () => {
		const { error } = await runNode({ parameters: getAll({ guid: byId('ghost') }), credentials });
		assert.equal(error?.message, 'The group with guid ghost does not exist.');
	});
});
