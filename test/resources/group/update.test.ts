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
		server.groups.set('ops', makeGroup('ops', { description: 'Old', icon: 'https://example.invalid/i.png' }));
	},
});

const update = (additionalFields: INodeParameters): INodeParameters => ({ resource: 'group', operation: 'update', guid: byId('ops'), additionalFields });

describe('Group > Update', () => {
	test('sends only what was set, clears with unset; the updated group as output', async () => {
		const { items } = await runNode({ parameters: update({ name: 'Ops', unset: ['description', 'icon'] }), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/groups/ops', {}, { name: 'Ops', unset: ['description', 'icon'] }]]);
		assert.deepEqual(items[0].json, { ...makeGroup('ops'), name: 'Ops', updatedAt: 1_700_010_000 });
	});

	test('type password with its password', async () => {
		await runNode({ parameters: update({ type: 'password', password: 'pw' }), credentials });
		assert.deepEqual(sent(server)[0][3], { type: 'password', password: 'pw' });
	});

	for (const [fields, message] of [
		[{}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		[{ type: 'password' }, /^Password \(additionalFields\.password\) is missing/],
		[{ icon: 'https://example.invalid/n.png', unset: ['icon'] }, /^Clear Fields \(additionalFields\.unset\) clears "icon"/],
		[{ tags: '={{ [1, {}] }}' }, /^Tags \(additionalFields\.tags\) has an entry at position 2 that is not text/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(fields)}`, async () => {
			const { error } = await runNode({ parameters: update(fields as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}
});
