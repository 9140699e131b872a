import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations, SUPPORT_GROUP, WITH_CUSTOMER_1 } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

const update = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'conversation',
	operation: 'update',
	conversationWith: 'user',
	uid: byId('customer-1'),
	onBehalfOf: 'agent',
	additionalFields: { tags: '={{ $json.tags }}' },
	...extra,
});

describe('Conversation > Update', () => {
	test('with a user: PUT /users/{uid}/conversation {tags} as Conversation Of; the item is the conversation (unwrapped from its list) with its tags', async () => {
		const { items, error } = await runNode({ parameters: update(), credentials, items: [{ json: { tags: ['escalated', ' ', 'billing'] } }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['PUT', '/v3/users/customer-1/conversation', 'agent', { tags: ['escalated', 'billing'] }]],
		);
		assert.deepEqual([items[0].json.conversationId, items[0].json.tags], [WITH_CUSTOMER_1, ['escalated', 'billing']]);
	});

	test('of a group, tags as comma-separated text; empty Tags clears them', async () => {
		const group = update({ conversationWith: 'group', guid: byId('support') });
		const { items } = await runNode({ parameters: group, credentials, items: [{ json: { tags: 'vip, urgent' } }, { json: { tags: '' } }] });
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [
			['/v3/groups/support/conversation', { tags: ['vip', 'urgent'] }],
			['/v3/groups/support/conversation', { tags: [] }],
		]);
		assert.deepEqual(items.map((i) => [i.json.conversationId, i.json.tags]), [[SUPPORT_GROUP, ['vip', 'urgent']], [SUPPORT_GROUP, undefined]]);
	});

	test('Conversation Of from the list, by ID, or as a plain string (saved before it was a picker): its uid is the onBehalfOf header', async () => {
		const owners = [{ __rl: true, mode: 'list', value: 'agent', cachedResultName: 'Agent (agent)' }, byId('agent'), 'agent', '={{ "age" + "nt" }}'];
		for (const onBehalfOf of owners) assert.equal((await runNode({ parameters: update({ onBehalfOf }), credentials, items: [{ json: { tags: 'a' } }] })).error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof]), Array(4).fill(['PUT', '/v3/users/customer-1/conversation', 'agent']));
	});

	for (const [extra, pattern] of [
		[{ additionalFields: {} }, /^Update Fields \(additionalFields\) are empty; add Tags \(empty to clear them\) \[item 0\]$/],
		[{ additionalFields: { tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(',') } }, /^Tags \(additionalFields.tags\) has 26 tags; CometChat accepts at most 25 \[item 0\]$/],
		[{ onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: update(extra as never), credentials, items: [{ json: { tags: 'a' } }] });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}
});
