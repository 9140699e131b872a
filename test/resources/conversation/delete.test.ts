import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';
import { seedConversations, WITH_CUSTOMER_1 } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

const remove = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'delete', conversationId: '={{ $json.conversationId }}', onBehalfOf: 'agent', ...extra });

describe('Conversation > Delete', () => {
	test('DELETE /conversations/{conversationId} (from $json) as Conversation Of; the item says what was deleted; gone for both users', async () => {
		const { items, error } = await runNode({ parameters: remove(), credentials, items: [{ json: { conversationId: WITH_CUSTOMER_1 } }] });
		assert.equal(error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]), [['DELETE', `/v3/conversations/${WITH_CUSTOMER_1}`, 'agent', undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, conversationId: WITH_CUSTOMER_1, message: `The conversation ${WITH_CUSTOMER_1} has been deleted successfully for all the users.` });
		const seen = await runNode({ parameters: { resource: 'conversation', operation: 'get', conversationWith: 'user', uid: byId('agent'), onBehalfOf: 'customer-1' }, credentials, continueOnFail: true });
		assert.equal(seen.items[0].json.error, `The conversation ${WITH_CUSTOMER_1} is not accessible.`);
	});

	test('refused before sending: an empty conversation ID, or no Conversation Of', async () => {
		for (const [extra, pattern] of [
			[{}, /^Conversation ID \(conversationId\) is empty \[item 0\]$/],
			[{ conversationId: 'group_support', onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty/],
		] as const) {
			const { error } = await runNode({ parameters: remove(extra), credentials, items: [{ json: { conversationId: ' ' } }] });
			assert.match(String(error?.message), pattern);
		}
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown conversation gives CometChat's 404 for its item only", async () => {
		const { items } = await runNode({ parameters: remove(), credentials, continueOnFail: true, items: [{ json: { conversationId: 'nobody_user_nowhere' } }, { json: { conversationId: 'group_support' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The conversation nobody_user_nowhere does not exist.', true]);
	});
});
