import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { params, useRoleFake } from './roleFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useRoleFake((fake) => ({ server, credentials } = fake));

describe('Role > Delete', () => {
	test('DELETE /roles/{role}; says which role it deleted', async () => {
		const { items } = await runNode({ parameters: params('delete', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'r-7' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/roles/r-7', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ deleted: true, role: 'r-7', message: 'Role r-7 has been deleted successfully.' }]);
		assert.equal(server.roles.has('r-7'), false);
	});

	test("Continue On Fail: an unknown role is CometChat's 404 on its item, the next is deleted", async () => {
		const { items } = await runNode({
			parameters: params('delete', { role: '={{ $json.role }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { role: 'ghost' } }, { json: { role: 'r-1' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The role ghost does not exist.', true]);
	});

	test('a role ID given as an object by an expression is refused before sending', async () => {
		const { error } = await runNode({ parameters: params('delete', { role: '={{ { id: 1 } }}' }), credentials });
		assert.match(String(error?.message), /^Role ID \(role\) must be text, but the expression gave an object/);
		assert.equal(server.requests.length, 0);
	});
});
