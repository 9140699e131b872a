import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { params, useRoleFake } from './roleFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useRoleFake((fake) => ({ server, credentials } = fake));

describe('Role > Update', () => {
	test('PUT /roles/{role} with only the fields added; outputs the role', async () => {
		const { items } = await runNode({
			parameters: params('update', { role: '={{ $json.role }}', additionalFields: { name: 'Ops Manager', sendMessagesTo: 'all', unset: ['metadata'] } }),
			credentials,
			items: [{ json: { role: 'manager' } }],
		});
		assert.deepEqual(sent(server), [['PUT', '/v3/roles/manager', {}, { name: 'Ops Manager', settings: { sendMessagesTo: 'all' }, unset: ['metadata'] }]]);
		assert.deepEqual(items[0].json, { role: 'manager', name: 'Ops Manager', description: '', settings: { listUsers: 'all', sendMessagesTo: 'all' }, createdAt: 1_700_000_000, updatedAt: 1_700_000_001 });
	});

	for (const [what, additionalFields, pattern] of [
		['nothing to change', {}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		['clearing the settings it also sets', { listUsers: 'all', unset: ['settings'] }, /^Clear Fields \(additionalFields.unset\) clears "settings", which this update also sets/],
	] as const) {
		test(`${what} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: params('update', { role: 'manager', additionalFields }), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an unknown role is CometChat's 404 on its item", async () => {
		const { items } = await runNode({ parameters: params('update', { role: 'ghost', additionalFields: { description: 'x' } }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The role ghost does not exist.' }]);
	});
});
