import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
let seeded: ReturnType<typeof seedConversations>;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => (seeded = seedConversations(s)) });

const mark = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'conversation',
	operation: 'markAsDelivered',
	conversationWith: 'user',
	uid: byId('customer-1'),
	onBehalfOf: 'agent',
	messageId: '={{ $json.id }}',
	...extra,
});

describe('Conversation > Mark as Delivered', () => {
	test('with a user: POST /users/{uid}/conversation/delivered {messageId}, one request per item, the id mapped from $json', async () => {
		const ids = seeded.customer1.slice(0, 2).map((m) => m.id);
		const { items, error } = await runNode({ parameters: mark(), credentials, items: ids.map((id) => ({ json: { id } })) });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			ids.map((id) => ['POST', '/v3/users/customer-1/conversation/delivered', 'agent', { messageId: Number(id) }]),
		);
		assert.deepEqual(items.map((i) => [i.json.success, i.pairedItem]), [[true, { item: 0 }], [true, { item: 1 }]]);
		assert.equal(server.conversationState.get('agent|agent_user_customer-1')?.deliveredUpTo, Number(ids[1]));
	});

	test('of a group: POST /groups/{guid}/conversation/delivered', async () => {
		await runNode({ parameters: mark({ conversationWith: 'group', guid: byId('support') }), credentials, items: [{ json: { id: seeded.group[1].id } }] });
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [['/v3/groups/support/conversation/delivered', { messageId: Number(seeded.group[1].id) }]]);
	});

	test('refused before sending: a message ID that is no whole number', async () => {
		const { error } = await runNode({ parameters: mark(), credentials, items: [{ json: { id: '12a' } }] });
		assert.match(String(error?.message), /^Message ID \(messageId\) must be the ID of a message, a whole number such as 1523, not "12a" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
