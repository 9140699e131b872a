import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { makeUser } from '../../support/fake/users';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { byId, fromList } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

// POST /bots/{uid}/messages is in the OpenAPI (send-bot-message, oneOf message | custom): every request is checked against it
useFake((fake) => ({ server, credentials } = fake), { seedOnce: (s) => s.users.set('support-bot', makeUser('support-bot')) });

const asBot = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'message',
	operation: 'sendAsBot',
	botUid: byId('support-bot'),
	receiverType: 'user',
	receiver: 'customer-1',
	category: 'message',
	messageType: 'text',
	text: 'Hi, how can I help?',
	...extra,
});
const requests = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]);

describe('Message > Send as Bot', () => {
	test('POST /bots/{uid}/messages with Send\'s body, no onBehalfOf; mapped per item from $json; the item is the message from the bot', async () => {
		const { items, error } = await runNode({
			parameters: asBot({ receiver: '={{ $json.to }}', text: '={{ $json.text }}', botUid: fromList('support-bot') }),
			credentials,
			items: [{ json: { to: 'customer-1', text: 'Hello' } }, { json: { to: 'customer-2', text: 'Hi there' } }],
		});
		assert.equal(error, undefined);
		const body = (receiver: string, text: string) => ({ receiverType: 'user', receiver, category: 'message', type: 'text', data: { text } });
		assert.deepEqual(requests(), [
			['POST', '/v3/bots/support-bot/messages', undefined, body('customer-1', 'Hello')],
			['POST', '/v3/bots/support-bot/messages', undefined, body('customer-2', 'Hi there')],
		]);
		assert.deepEqual(items.map((i) => [i.json.sender, i.json.receiver, (i.json.data as IDataObject).text, i.pairedItem]), [
			['support-bot', 'customer-1', 'Hello', { item: 0 }],
			['support-bot', 'customer-2', 'Hi there', { item: 1 }],
		]);
	});

	test('a custom message to a group, with muid, metadata-free data and tags', async () => {
		await runNode({
			parameters: asBot({ receiverType: 'group', receiver: 'support', category: 'custom', customType: 'handover', customData: '={{ JSON.stringify({ queue: "billing" }) }}', additionalFields: { muid: 'h-1', tags: 'bot' } }),
			credentials,
		});
		assert.deepEqual(requests(), [
			['POST', '/v3/bots/support-bot/messages', undefined, { receiverType: 'group', receiver: 'support', category: 'custom', type: 'handover', data: { customData: { queue: 'billing' } }, muid: 'h-1', tags: ['bot'] }],
		]);
	});

	test('the bot uid is path-encoded', async () => {
		server.users.set('bot/1', makeUser('bot/1'));
		await runNode({ parameters: asBot({ botUid: byId('bot/1') }), credentials });
		assert.equal(server.requests[0].path, '/v3/bots/bot%2F1/messages');
	});

	for (const [extra, pattern] of [
		[{ botUid: byId(' ') }, /^Bot \(botUid\) is empty \[item 0\]/],
		[{ category: 'interactive' }, /^Category \(category\) must be one of message, custom for a bot, not "interactive" \[item 0\]$/],
		[{ receiver: '={{ "" }}' }, /^Receiver \(receiver\) is empty/],
		[{ text: 'x'.repeat(10_300) }, /^Message Data \(text, attachments, additionalFields.metadata\) is too large/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 60)}`, async () => {
			const { error } = await runNode({ parameters: asBot(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an unknown bot gives CometChat's 404 for its item only", async () => {
		const { items } = await runNode({
			parameters: asBot({ botUid: byId('={{ $json.bot }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { bot: 'ghost-bot' } }, { json: { bot: 'support-bot' } }],
		});
		assert.equal(items[0].json.error, 'The user with uid ghost-bot does not exist.');
		assert.equal(items[1].json.sender, 'support-bot');
	});
});
