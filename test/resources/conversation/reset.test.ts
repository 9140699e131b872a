import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations, SUPPORT_GROUP, WITH_CUSTOMER_1, WITH_CUSTOMER_2 } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

const reset = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'conversation',
	operation: 'reset',
	conversationWith: 'user',
	uid: byId('={{ $json.customer }}'),
	onBehalfOf: 'agent',
	...extra,
});
const listed = async () =>
	(await runNode({ parameters: { resource: 'conversation', operation: 'getAll', returnAll: true, filters: { onBehalfOf: 'agent' } }, credentials })).items.map((i) => i.json.conversationId);

describe('Conversation > Reset', () => {
	test('with a user: DELETE /users/{uid}/conversation as Conversation Of, no body; it leaves their list; the item says what was reset', async () => {
		const { items, error } = await runNode({ parameters: reset(), credentials, items: [{ json: { customer: 'customer-1' } }] });
		assert.equal(error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]), [['DELETE', '/v3/users/customer-1/conversation', 'agent', undefined]]);
		assert.deepEqual(items[0].json, {
			reset: true,
			uid: 'customer-1',
			onBehalfOf: 'agent',
			message: `The conversation ${WITH_CUSTOMER_1} has been deleted successfully for UID agent.`,
		});
		assert.deepEqual(await listed(), [SUPPORT_GROUP, WITH_CUSTOMER_2]);
	});

	test('with Delete Messages Permanently: {"deleteMessagesPermanently": true}, the messages are gone', async () => {
		await runNode({ parameters: reset({ options: { deleteMessagesPermanently: true } }), credentials, items: [{ json: { customer: 'customer-1' } }] });
		assert.deepEqual(server.requests[0].body, { deleteMessagesPermanently: true });
		assert.equal(server.messages.filter((m) => m.conversationId === WITH_CUSTOMER_1).length, 0);
	});

	test('of a group: DELETE /groups/{guid}/conversation with no body (CometChat documents none there)', async () => {
		const { items } = await runNode({ parameters: reset({ conversationWith: 'group', guid: byId('support'), options: { deleteMessagesPermanently: true } }), credentials });
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.body]), [['DELETE', '/v3/groups/support/conversation', undefined]]);
		assert.equal(items[0].json.guid, 'support');
	});

	test("Continue On Fail: a conversation without messages fails its item only", async () => {
		const { items } = await runNode({ parameters: reset(), credentials, continueOnFail: true, items: [{ json: { customer: 'agent' } }, { json: { customer: 'customer-2' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.reset), ['The conversation agent_user_agent is not accessible.', true]);
	});
});
