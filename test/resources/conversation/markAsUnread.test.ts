import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat, RecordedRequest } from '../../support/fakeCometChat';
import { validateRequest } from '../../support/openapiRequests';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
let seeded: ReturnType<typeof seedConversations>;

/**
 * The OpenAPI gives `DELETE /groups/{guid}/conversation/read` no onBehalfOf header, though
 * it marks the conversation unread for one user (its example answer names that user) and
 * its user variant requires it: there the docs ("Mark conversation messages as unread")
 * are the reference.
 */
const groupUnread = (r: RecordedRequest) => r.method === 'DELETE' && /^\/v3\/groups\/[^/]+\/conversation\/read$/.test(r.path);

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => (seeded = seedConversations(s)), match: (r) => !groupUnread(r) });

const mark = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'conversation',
	operation: 'markAsUnread',
	conversationWith: 'user',
	uid: byId('customer-1'),
	onBehalfOf: 'agent',
	messageId: '={{ $json.after }}',
	...extra,
});
const unread = async (parameters: INodeParameters) =>
	(await runNode({ parameters: { resource: 'conversation', operation: 'get', onBehalfOf: 'agent', ...parameters }, credentials })).items[0].json.unreadMessageCount;

describe('Conversation > Mark as Unread', () => {
	test('with a user: DELETE /users/{uid}/conversation/read {messageId}: the messages after it are unread again', async () => {
		await runNode({ parameters: { ...mark(), operation: 'markAsRead', messageId: String(seeded.customer1[3].id) }, credentials });
		server.requests.length = 0;
		const { items, error } = await runNode({ parameters: mark(), credentials, items: [{ json: { after: seeded.customer1[0].id } }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['DELETE', '/v3/users/customer-1/conversation/read', 'agent', { messageId: Number(seeded.customer1[0].id) }]],
		);
		assert.equal(items[0].json.success, true);
		assert.equal(await unread({ conversationWith: 'user', uid: byId('customer-1') }), '2');
	});

	test('of a group: DELETE /groups/{guid}/conversation/read as the user (the docs are the reference: the OpenAPI lacks onBehalfOf there)', async () => {
		const { items } = await runNode({ parameters: mark({ conversationWith: 'group', guid: byId('support') }), credentials, items: [{ json: { after: seeded.group[0].id } }] });
		const [request] = server.requests;
		assert.deepEqual([request.method, request.path, request.headers.onbehalfof, request.body], ['DELETE', '/v3/groups/support/conversation/read', 'agent', { messageId: Number(seeded.group[0].id) }]);
		assert.match(String(items[0].json.message), /marked as unread for the user agent/);
		assert.deepEqual(validateRequest(request), ['mark-group-conversation-as-unread: the onBehalfOf header is not documented for this operation']);
		assert.equal(await unread({ conversationWith: 'group', guid: byId('support') }), '1');
	});

	test('refused before sending: Conversation With set to an ID (only Get takes one)', async () => {
		const { error } = await runNode({ parameters: mark({ conversationWith: 'id' }), credentials, items: [{ json: { after: 1 } }] });
		assert.match(String(error?.message), /^Conversation With \(conversationWith\) must be "user" or "group" here, not "id" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
