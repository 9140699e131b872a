import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

/** g1 is the most recently updated: the list comes newest first. */
const guids = (count: number) => Array.from({ length: count }, (_, i) => `g${i + 1}`);

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		for (const [i, guid] of guids(250).entries()) {
			server.groups.set(guid, makeGroup(guid, { name: `Team ${i + 1}`, updatedAt: 1_700_000_000 - i, type: i % 2 ? 'private' : 'public', tags: [i % 2 ? 'odd' : 'even'] }));
		}
		server.groupMembers.set('g3', new Map([['ana', { uid: 'ana', scope: 'admin' }]]));
	},
});

const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'group', operation: 'getAll', ...extra });
const queries = () => server.requests.map((r) => r.query);

describe('Group > Get Many (cursor paging through meta.cursor)', () => {
	test('Return All: every group once, in order; the cursor of each page asks for the next', async () => {
		const { items, error } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json.guid), guids(250));
		assert.equal(items[0].json.tags, undefined);
		assert.deepEqual(queries(), [
			{ perPage: '100' },
			{ affix: 'prepend', updatedAt: String(1_700_000_000 - 99), perPage: '100' },
			{ affix: 'prepend', updatedAt: String(1_700_000_000 - 199), perPage: '100' },
		]);
	});

	test('a limit asks only for what is still wanted, never a page beyond it', async () => {
		const { items } = await runNode({ parameters: getAll({ limit: 130 }), credentials });
		assert.deepEqual(items.map((i) => i.json.guid), guids(130));
		assert.deepEqual(queries(), [{ perPage: '100' }, { affix: 'prepend', updatedAt: String(1_700_000_000 - 99), perPage: '30' }]);
	});

	test('filters and options as query parameters; Joined by User sends onBehalfOf and hasJoined', async () => {
		const { items } = await runNode({
			parameters: getAll({ returnAll: true, filters: { searchKey: 'Team 3', type: 'public', tags: 'even', onBehalfOf: 'ana' }, options: { withTags: true, perPage: 10 } }),
			credentials,
		});
		assert.deepEqual(queries()[0], { searchKey: 'Team 3', type: 'public', tags: 'even', hasJoined: 'true', withTags: 'true', perPage: '10' });
		assert.equal(server.requests[0].headers.onbehalfof, 'ana');
		assert.deepEqual(items.map((i) => [i.json.guid, i.json.tags]), [['g3', ['even']]]);
	});

	test('a server that repeats its cursor is stopped with an error, not followed forever', async () => {
		server.fault({ match: (r) => r.path === '/v3/groups', times: 5, status: 200, body: { data: [makeGroup('loop')], meta: { cursor: { updatedAt: 5, affix: 'prepend' } } } });
		server.fault({ match: (r) => r.path === '/v3/groups', times: 5, status: 200, body: { data: [makeGroup('loop-2')], meta: { cursor: { updatedAt: 5, affix: 'prepend' } } } });
		const { error } = await runNode({ parameters: getAll({ returnAll: true, options: { perPage: 1 } }), credentials });
		assert.match(String(error?.message), /already given; stopped to avoid an endless loop|same items as an earlier page/);
		assert.ok(server.requests.length <= 3);
	});

	test('an error page: CometChat\'s error; Continue On Fail keeps the item', async () => {
		server.fault({ status: 403, body: { error: { message: 'This API key has no access.', code: 'AUTH_ERR_NO_ACCESS' } } });
		const { items } = await runNode({ parameters: getAll({ limit: 1 }), credentials, continueOnFail: true, items: [{ json: {} }, { json: {} }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['This API key has no access.', 'g1']);
	});
});
