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
	operation: 'markAsRead',
	conversationWith: 'user',
	uid: byId('={{ $json.data.message.sender }}'),
	onBehalfOf: '={{ $json.data.message.receiver }}',
	messageId: '={{ $json.data.message.id }}',
	...extra,
});
const unread = async (parameters: INodeParameters) =>
	(await runNode({ parameters: { resource: 'conversation', operation: 'get', onBehalfOf: 'agent', ...parameters }, credentials })).items[0].json.unreadMessageCount;

describe('Conversation > Mark as Read', () => {
	test('with a user, mapped from a message_sent event: POST /users/{uid}/conversation/read {messageId} as the reader; unread drops', async () => {
		const last = seeded.customer1[2];
		const event = { trigger: 'message_sent', data: { message: { id: last.id, sender: 'customer-1', receiver: 'agent' } } };
		const { items, error } = await runNode({ parameters: mark(), credentials, items: [{ json: event }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['POST', '/v3/users/customer-1/conversation/read', 'agent', { messageId: Number(last.id) }]],
		);
		assert.deepEqual(items[0].json, { success: true, Message: `All the messages up to ${String(last.id)} are marked as read for the requesting user.` });
		assert.equal(await unread({ conversationWith: 'user', uid: byId('customer-1') }), '0');
	});

	test('of a group: POST /groups/{guid}/conversation/read', async () => {
		const { items } = await runNode({
			parameters: mark({ conversationWith: 'group', guid: byId('support'), onBehalfOf: 'agent', messageId: seeded.group[0].id as string }),
			credentials,
		});
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [['/v3/groups/support/conversation/read', { messageId: Number(seeded.group[0].id) }]]);
		assert.equal(items[0].json.success, true);
		assert.equal(await unread({ conversationWith: 'group', guid: byId('support') }), '1');
	});

	for (const [messageId, pattern] of [
		['abc', /^Message ID \(messageId\) must be the ID of a message, a whole number such as 1523, not "abc" \[item 0\]$/],
		['={{ "" }}', /^Message ID \(messageId\) must be the ID of a message/],
	] as const) {
		test(`refused before sending: messageId ${messageId}`, async () => {
			const { error } = await runNode({ parameters: mark({ uid: byId('customer-1'), onBehalfOf: 'agent', messageId }), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('refused before sending: no reader (Conversation Of)', async () => {
		const { error } = await runNode({ parameters: mark({ uid: byId('customer-1'), onBehalfOf: '={{ "" }}', messageId: '1' }), credentials });
		assert.match(String(error?.message), /^Conversation Of \(onBehalfOf\) is empty \[item 0\]/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user gives CometChat's 404 for its item only", async () => {
		const message = (sender: string) => ({ json: { data: { message: { id: seeded.customer2[0].id, sender, receiver: 'agent' } } } });
		const { items } = await runNode({ parameters: mark(), credentials, continueOnFail: true, items: [message('ghost'), message('customer-2')] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.success), ['The user with uid ghost does not exist.', true]);
	});
});
