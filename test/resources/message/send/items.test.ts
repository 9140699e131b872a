/**
 * Message > Send with several input items: expressions resolved per item, outputs in order
 * and paired, and Continue On Fail keeping the other items going.
 */
import assert from 'node:assert/strict';
import { useSendFake } from './sendFake';

const { send, sentBodies } = useSendFake();

describe('Message > Send: several items with expressions', () => {
	test('each item resolves its own expressions; outputs stay in order and paired', async () => {
		const people = [
			{ uid: 'ana', name: 'Ana' },
			{ uid: 'bo', name: 'Bo' },
			{ uid: 'chen', name: 'Chén' },
		];
		const { items } = await send(
			{ receiver: '={{ $json.uid }}', text: '=Hi {{ $json.name }}, item {{ $itemIndex }}', additionalFields: { muid: '={{ "m-" + $json.uid }}' } },
			{ items: people.map((json) => ({ json })) },
		);
		const bodies = sentBodies().sort((a, b) => String(a.receiver).localeCompare(String(b.receiver)));
		assert.deepEqual(bodies, people.map((p, i) => ({
			receiverType: 'user',
			receiver: p.uid,
			category: 'message',
			type: 'text',
			muid: `m-${p.uid}`,
			data: { text: `Hi ${p.name}, item ${i}` },
		})));
		assert.deepEqual(items.map((i) => [i.json.receiver, i.pairedItem]), [
			['ana', { item: 0 }],
			['bo', { item: 1 }],
			['chen', { item: 2 }],
		]);
	});

	test('an invalid item fails alone with Continue On Fail; the others are sent', async () => {
		const { items, error } = await send(
			{ receiver: '={{ $json.uid }}' },
			{ items: [{ json: { uid: 'ana' } }, { json: { uid: '' } }, { json: { uid: 'chen' } }], continueOnFail: true },
		);
		assert.equal(error, undefined);
		assert.equal(items.length, 3);
		assert.equal(items[0].json.receiver, 'ana');
		// n8n's engine reduces an error item's json to { error: message } and keeps the error beside it
		assert.deepEqual(items[1].json, { error: 'Receiver (receiver) is empty [item 1]' });
		assert.equal(items[1].error?.description, 'Give the uid of a user or the guid of a group, such as "cometchat-uid-1".');
		assert.deepEqual(items[1].pairedItem, { item: 1 });
		assert.equal(items[2].json.receiver, 'chen');
		assert.deepEqual(sentBodies().map((b) => b.receiver).sort(), ['ana', 'chen']);
	});
});
