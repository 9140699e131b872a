import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId, fromList } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations, SUPPORT_GROUP, WITH_CUSTOMER_1 } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

const get = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'get', conversationWith: 'user', uid: byId('customer-1'), onBehalfOf: 'agent', ...extra });
const asked = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof]);

describe('Conversation > Get', () => {
	test('with a user: GET /users/{uid}/conversation as Conversation Of (mapped from $json); the one conversation CometChat wraps in a list is the item', async () => {
		const { items, error } = await runNode({
			parameters: get({ uid: byId('={{ $json.customer }}'), onBehalfOf: '={{ $json.agent }}' }),
			credentials,
			items: [{ json: { customer: 'customer-1', agent: 'agent' } }],
		});
		assert.equal(error, undefined);
		assert.deepEqual(asked(), [['GET', '/v3/users/customer-1/conversation', 'agent']]);
		assert.equal(items.length, 1);
		assert.deepEqual(
			[items[0].json.conversationId, items[0].json.conversationType, items[0].json.unreadMessageCount, (items[0].json.conversationWith as { uid: string }).uid],
			[WITH_CUSTOMER_1, 'user', '3', 'customer-1'],
		);
	});

	test('of a group: GET /groups/{guid}/conversation, the group picked from the list', async () => {
		const { items } = await runNode({ parameters: get({ conversationWith: 'group', guid: fromList('support') }), credentials });
		assert.deepEqual(asked(), [['GET', '/v3/groups/support/conversation', 'agent']]);
		assert.equal(items[0].json.conversationId, SUPPORT_GROUP);
	});

	test('by conversation ID: GET /conversations/{conversationId}, encoded', async () => {
		const { items } = await runNode({ parameters: get({ conversationWith: 'id', conversationId: `={{ "${WITH_CUSTOMER_1}" }}` }), credentials });
		assert.deepEqual(asked(), [['GET', `/v3/conversations/${WITH_CUSTOMER_1}`, 'agent']]);
		assert.equal(items[0].json.unreadMessageCount, '3');
	});

	for (const [extra, pattern] of [
		[{ onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty \[item 0\]/],
		[{ uid: byId('={{ "" }}') }, /^User \(uid\) is empty \[item 0\]/],
		[{ conversationWith: 'id', conversationId: '={{ ".." }}' }, /^Conversation ID \(conversationId\) is "\.\.", which a URL reads as a directory/],
		[{ conversationWith: 'id', conversationId: `={{ "${'x'.repeat(207)}" }}` }, /^Conversation ID \(conversationId\) is 207 characters long; a conversationId is at most 206 \[item 0\]$/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: get(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: a conversation without messages gives CometChat's error for its item only", async () => {
		const { items } = await runNode({
			parameters: get({ uid: byId('={{ $json.customer }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { customer: 'customer-2' } }, { json: { customer: 'agent' } }],
		});
		assert.equal(items[0].json.conversationType, 'user');
		assert.equal(items[1].json.error, 'The conversation agent_user_agent is not accessible.');
	});
});
