import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		server.users.set('ana', makeUser('ana', { name: 'Ana', avatar: 'https://example.invalid/a.png', metadata: { a: 1 } }));
	},
});

const update = (additionalFields: INodeParameters, uid = 'ana'): INodeParameters => ({ resource: 'user', operation: 'update', uid: byId(uid), additionalFields });

describe('User > Update', () => {
	test('sends only the fields that were set; outputs the updated user', async () => {
		const { items } = await runNode({ parameters: update({ name: 'Ana Lima', tags: 'vip' }), credentials });
		assert.deepEqual(sent(server), [['PUT', '/v3/users/ana', {}, { name: 'Ana Lima', tags: ['vip'] }]]);
		assert.deepEqual(items[0].json, { ...makeUser('ana', { name: 'Ana Lima', avatar: 'https://example.invalid/a.png', metadata: { a: 1 } }), tags: ['vip'], updatedAt: 1_700_000_001 });
	});

	test('clears fields with unset; empty text fields are not sent', async () => {
		const { items } = await runNode({ parameters: update({ unset: ['avatar', 'metadata'], role: '', statusMessage: 'Away' }), credentials });
		assert.deepEqual(sent(server)[0][3], { statusMessage: 'Away', unset: ['avatar', 'metadata'] });
		assert.equal(items[0].json.avatar, undefined);
		assert.equal(items[0].json.metadata, undefined);
	});

	for (const [fields, message] of [
		[{}, /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/],
		[{ name: '' }, /^Additional Fields \(additionalFields\) changes nothing/],
		[{ avatar: 'https://example.invalid/b.png', unset: ['avatar'] }, /^Clear Fields \(additionalFields\.unset\) clears "avatar", which this update also sets/],
		[{ metadata: 'nope' }, /^Metadata \(additionalFields\.metadata\) is not valid JSON/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(fields)}`, async () => {
			const { error } = await runNode({ parameters: update(fields as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an unknown user: CometChat 404 as the error, Continue On Fail keeps going', async () => {
		const { items } = await runNode({
			parameters: { ...update({ name: 'X' }), uid: byId('={{ $json.uid }}') },
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.name), ['The user with uid ghost does not exist.', 'X']);
	});
});
