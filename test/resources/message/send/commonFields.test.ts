/**
 * Message > Send, the fields every category shares: receiver and receiver type, muid,
 * quotedMessageId, tags and multipleReceivers, and the values of them that are refused.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useSendFake } from './sendFake';

let server: FakeCometChat;
const { send, sentBodies, refused } = useSendFake((fake) => ({ server } = fake));

describe('Message > Send: common fields', () => {
	test('muid, quotedMessageId (the output then carries quotedMessage), tags and several receivers', async () => {
		const first = await send({ text: 'original' });
		const quotedId = String(first.items[0].json.id);
		server.requests.length = 0;
		const { items } = await send({
			receiverType: 'group',
			receiver: 'support',
			additionalFields: {
				muid: 'm-1',
				quotedMessageId: quotedId,
				tags: ' billing, ,urgent ',
				multipleReceiversUids: 'u1, u2',
				multipleReceiversGuids: '={{ ["g1"] }}',
			},
		});
		assert.deepEqual(sentBodies(), [
			{
				receiverType: 'group',
				receiver: 'support',
				category: 'message',
				type: 'text',
				muid: 'm-1',
				quotedMessageId: quotedId,
				data: { text: 'Hello' },
				tags: ['billing', 'urgent'],
				multipleReceivers: { uids: ['u1', 'u2'], guids: ['g1'] },
			},
		]);
		assert.equal((items[0].json.quotedMessage as IDataObject).id, quotedId);
		assert.equal((items[0].json.quotedMessage as IDataObject).data && ((items[0].json.quotedMessage as IDataObject).data as IDataObject).text, 'original');
	});

	test('tags from an expression array', async () => {
		await send({ additionalFields: { tags: '={{ ["a", " b ", ""] }}' } });
		assert.deepEqual(sentBodies()[0].tags, ['a', 'b']);
	});

	test('a receiver from an expression that is not text is refused', async () => {
		await refused({ receiver: '={{ { uid: 1 } }}' }, /Receiver \(receiver\) must be text, but the expression gave an object \[item 0\]/);
	});
	test('a text from an expression that is not text is refused, saying what it gave', async () => {
		await refused({ text: '={{ { body: 1 } }}' }, /Text \(text\) must be text, but the expression gave an object \[item 0\]/);
	});
	test('a receiverType from an expression outside user/group is refused', async () => {
		await refused({ receiverType: '={{ "channel" }}' }, /Receiver Type \(receiverType\) must be "user" or "group"/);
	});
});

describe('Message > Send: muid and quotedMessageId must be text', () => {
	const cases: Array<[string, INodeParameters, string]> = [
		['muid from an object', { muid: '={{ { order: 1234 } }}' }, 'Message ID (MUID) (additionalFields.muid) must be text, but the expression gave an object [item 0]'],
		['muid from an array', { muid: '={{ ["a"] }}' }, 'Message ID (MUID) (additionalFields.muid) must be text, but the expression gave an array [item 0]'],
		['muid from a boolean', { muid: '={{ true }}' }, 'Message ID (MUID) (additionalFields.muid) must be text, but the expression gave a boolean [item 0]'],
		['quotedMessageId from an object', { quotedMessageId: '={{ { id: 1523 } }}' }, 'Quoted Message ID (additionalFields.quotedMessageId) must be text, but the expression gave an object [item 0]'],
		['quotedMessageId from null', { quotedMessageId: '={{ null }}' }, 'Quoted Message ID (additionalFields.quotedMessageId) must be text, but the expression gave null [item 0]'],
	];
	for (const [name, additionalFields, message] of cases) {
		test(`${name} is refused before sending`, async () => {
			const { error } = await send({ additionalFields });
			assert.equal(error?.message, message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('text and numbers from expressions still travel as text', async () => {
		const first = await send({ additionalFields: { muid: '={{ 42 }}' } });
		assert.equal(first.error, undefined);
		const quoted = String(first.items[0].json.id);
		const { error } = await send({ additionalFields: { muid: 'order-1', quotedMessageId: `={{ ${quoted} }}` } });
		assert.equal(error, undefined);
		assert.deepEqual(sentBodies().map((body) => [body.muid, body.quotedMessageId]), [['42', undefined], ['order-1', quoted]]);
	});
});
