import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import type { FakeCometChat } from '../support/fakeCometChat';
import { seedMessages } from '../support/fake/messages';
import { startFake } from '../support/fixtures';
import { byId } from '../support/operations';
import { assertRequestsMatchOpenApi } from '../support/schemaCheck';
import { runAgent } from './toolHarness';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => ({ server, credentials } = await startFake()));
afterAll(async () => await server.stop());
beforeEach(() => server.reset());
afterEach(() => assertRequestsMatchOpenApi(server));

const fromAi = (key: string, description: string) => `={{ $fromAI('${key}', '${description}', 'string') }}`;
const replyInThread = {
	resource: 'message',
	operation: 'send',
	receiverType: 'user',
	receiver: fromAi('receiver', 'The uid of the customer'),
	onBehalfOf: 'support-bot',
	parentMessageId: fromAi('parentMessageId', 'The ID of the message to answer in its thread'),
	category: 'message',
	messageType: 'text',
	text: fromAi('text', 'The reply'),
};
const markRead = {
	resource: 'conversation',
	operation: 'markAsRead',
	conversationWith: 'user',
	uid: byId(fromAi('uid', 'The uid of the customer')),
	onBehalfOf: 'support-bot',
	messageId: fromAi('messageId', 'The ID of the last message read'),
};
const parsed = (answer: string) => JSON.parse(answer) as IDataObject[];

describe("a support bot's tools: reply in the thread, mark the conversation read", () => {
	test('the replies and the receipt go out as the bot; a refused parameter and an unknown parent are the answers the model gets', async () => {
		const [question] = seedMessages(server, 1, { receiverType: 'user', sender: 'customer-1', receiver: 'support-bot', text: () => 'Where is my order?' });
		const { answers } = await runAgent({
			credentials,
			tools: [{ parameters: replyInThread }, { parameters: markRead }],
			calls: [
				{ tool: 'Send_a_message_in_CometChat', args: { receiver: 'customer-1', parentMessageId: '404404', text: 'On its way' } },
				{ tool: 'Send_a_message_in_CometChat', args: { receiver: 'customer-1', parentMessageId: String(question.id), text: 'On its way' } },
				{ tool: 'Mark_a_conversation_as_read_in_CometChat', args: { uid: 'customer-1', messageId: 'the last one' } },
				{ tool: 'Mark_a_conversation_as_read_in_CometChat', args: { uid: 'customer-1', messageId: String(question.id) } },
			],
		});
		assert.deepEqual(parsed(answers[0])[0].error, 'The message with id 404404 does not exist.');
		const [reply] = parsed(answers[1]);
		assert.deepEqual([reply.parentId, reply.sender, (reply.data as IDataObject).text], [question.id, 'support-bot', 'On its way']);
		assert.deepEqual(parsed(answers[2]), [{ error: 'Message ID (messageId) must be the ID of a message, a whole number such as 1523, not "the last one" [item 0]' }]);
		assert.equal(parsed(answers[3])[0].success, true);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof]),
			[
				['POST', '/v3/messages/404404/thread', 'support-bot'],
				['POST', `/v3/messages/${String(question.id)}/thread`, 'support-bot'],
				['POST', '/v3/users/customer-1/conversation/read', 'support-bot'],
			],
		);
	});
});
