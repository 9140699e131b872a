/**
 * Message > Send, category message, type text: the exact request and output, the
 * onBehalfOf header, metadata, and the text and metadata that are refused.
 */
import assert from 'node:assert/strict';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useSendFake } from './sendFake';

let server: FakeCometChat;
const { send, sentBodies, refused } = useSendFake((fake) => ({ server } = fake));

describe('Message > Send: text', () => {
	test('text: exact body and headers; the output is the created message', async () => {
		const { items, error } = await send({ text: 'Hello <@uid:ana>' });
		assert.equal(error, undefined);
		assert.deepEqual(sentBodies(), [
			{ receiverType: 'user', receiver: 'cometchat-uid-1', category: 'message', type: 'text', data: { text: 'Hello <@uid:ana>' } },
		]);
		const [request] = server.requests;
		assert.equal(request.headers.apikey, server.apiKey);
		assert.match(String(request.headers['content-type']), /application\/json/);
		assert.equal(request.headers.onbehalfof, undefined);
		assert.equal(items.length, 1);
		assert.deepEqual(items[0].json, server.messages[0]);
		assert.equal(items[0].json.sender, 'app_system');
		assert.deepEqual(items[0].pairedItem, { item: 0 });
	});

	test('onBehalfOf goes in the header, and only when set', async () => {
		const { items } = await send({ onBehalfOf: 'cometchat-uid-2' });
		assert.equal(server.requests[0].headers.onbehalfof, 'cometchat-uid-2');
		assert.equal(items[0].json.sender, 'cometchat-uid-2');
		server.reset();
		await send({ onBehalfOf: '' });
		assert.equal(server.requests[0].headers.onbehalfof, undefined);
	});

	test('metadata is sent as data.metadata', async () => {
		await send({ additionalFields: { metadata: '{"priority":"high","n":1}' } });
		assert.deepEqual(sentBodies()[0].data, { text: 'Hello', metadata: { priority: 'high', n: 1 } });
	});

	test('an empty text is refused', async () => {
		await refused({ text: '   ' }, /Text \(text\) is empty; a text message needs text \[item 0\]/);
	});
	test('metadata that is not JSON is refused', async () => {
		await refused({ additionalFields: { metadata: '{priority: high}' } }, /Metadata \(additionalFields.metadata\) is not valid JSON/);
	});
	test('metadata that is an array is refused', async () => {
		await refused({ additionalFields: { metadata: '[1,2]' } }, /Metadata \(additionalFields.metadata\) must be a JSON object, but it is an array/);
	});
});
