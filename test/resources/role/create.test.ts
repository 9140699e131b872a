import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { params, useRoleFake } from './roleFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useRoleFake((fake) => ({ server, credentials } = fake));

describe('Role > Create', () => {
	test('POST /roles with role, name, description, metadata and settings; outputs the role', async () => {
		const { items } = await runNode({
			parameters: params('create', {
				role: '={{ $json.id }}',
				name: '={{ $json.title }}',
				additionalFields: { description: 'Support staff', metadata: '{"team": "support"}', listUsers: 'friendsOnly', sendMessagesTo: 'all' },
			}),
			credentials,
			items: [{ json: { id: 'support', title: 'Support' } }],
		});
		const body = { role: 'support', name: 'Support', description: 'Support staff', metadata: { team: 'support' }, settings: { listUsers: 'friendsOnly', sendMessagesTo: 'all' } };
		assert.deepEqual(sent(server), [['POST', '/v3/roles', {}, body]]);
		const { role, name, description, metadata, settings } = body;
		assert.deepEqual(items.map((i) => i.json), [{ role, name, description, metadata, settings, createdAt: 1_700_000_000 }]);
	});

	test('only role and name when nothing else is set; a stale Name of an update is not sent', async () => {
		await runNode({ parameters: params('create', { role: 'triage', name: 'Triage', additionalFields: { name: 'stale' } }), credentials });
		assert.deepEqual(server.requests.map((r) => r.body), [{ role: 'triage', name: 'Triage' }]);
	});

	for (const [what, parameters, pattern] of [
		['a role ID with a space', { role: 'night shift', name: 'Night' }, /^Role ID \(role\) contains " "; CometChat ids may only contain letters, digits, "-" and "_"/],
		['an empty name', { role: 'night', name: '={{ "  " }}' }, /^Name \(name\) is empty \[item 0\]/],
		['metadata that is not JSON', { role: 'night', name: 'Night', additionalFields: { metadata: '{oops' } }, /^Metadata \(additionalFields.metadata\)/],
	] as const) {
		test(`${what} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: params('create', parameters), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an existing role is CometChat's error on its item; the next one is created", async () => {
		const { items } = await runNode({
			parameters: params('create', { role: '={{ $json.id }}', name: 'X' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: 'manager' } }, { json: { id: 'auditor' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.role), ['The role manager already exists.', 'auditor']);
	});
});
