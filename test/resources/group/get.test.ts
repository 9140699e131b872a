import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { byId, fromList, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		server.groups.set('ops', makeGroup('ops', { tags: ['x'] }));
		server.groups.set('a b', makeGroup('a b'));
	},
});

describe('Group > Get', () => {
	test('GET /groups/{guid}; the group as output', async () => {
		const { items } = await runNode({ parameters: { resource: 'group', operation: 'get', guid: fromList('ops') }, credentials });
		assert.deepEqual(sent(server), [['GET', '/v3/groups/ops', {}, undefined]]);
		assert.deepEqual(items[0].json, makeGroup('ops', { tags: ['x'] }));
	});

	test('path-encoded guid; 404 per item with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: { resource: 'group', operation: 'get', guid: byId('={{ $json.guid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'a b' } }, { json: { guid: 'ghost' } }],
		});
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/groups/a%20b', '/v3/groups/ghost']);
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['a b', 'The group with guid ghost does not exist.']);
	});

	test('an empty guid is refused naming the parameter', async () => {
		const { error } = await runNode({ parameters: { resource: 'group', operation: 'get', guid: byId('') }, credentials });
		assert.match(String(error?.message), /Group \(guid\) is empty|Parameter "Group" is required/);
		assert.equal(server.requests.length, 0);
	});
});
