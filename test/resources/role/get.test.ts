import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { params, useRoleFake } from './roleFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useRoleFake((fake) => ({ server, credentials } = fake));

describe('Role > Get', () => {
	test('GET /roles/{role}, one request per item; outputs the role', async () => {
		const { items } = await runNode({ parameters: params('get', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'manager' } }, { json: { role: 'default' } }] });
		assert.deepEqual(sent(server).sort(), [['GET', '/v3/roles/default', {}, undefined], ['GET', '/v3/roles/manager', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [
			{ role: 'manager', name: 'Manager', description: '', metadata: { team: 'ops' }, settings: { listUsers: 'all', sendMessagesTo: 'friendsOnly' }, createdAt: 1_700_000_000 },
			{ role: 'default', name: 'Default Role', description: 'This role gives full access', createdAt: 1_700_000_000 },
		]);
	});

	test("an empty role ID is refused naming the item; an unknown one is CometChat's 404; a slash stays in its segment", async () => {
		const { error } = await runNode({ parameters: params('get', { role: '={{ $json.role }}' }), credentials, items: [{ json: { role: 'default' } }, { json: { role: '' } }] });
		assert.match(String(error?.message), /^Role ID \(role\) is empty \[item 1\]$/);
		const { items } = await runNode({ parameters: params('get', { role: 'a/b' }), credentials, continueOnFail: true });
		assert.equal(server.requests[server.requests.length - 1].path, '/v3/roles/a%2Fb');
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The role a/b does not exist.' }]);
	});
});
