/**
 * Message > Send, category custom: customType and customData, and what is refused.
 */
import assert from 'node:assert/strict';
import type { IDataObject } from 'n8n-workflow';
import { useSendFake } from './sendFake';

const { send, sentBodies, refused } = useSendFake();

describe('Message > Send: custom', () => {
	test('customType and customData: exact body', async () => {
		const { items } = await send({ category: 'custom', customType: 'location', customData: '{"lat":52.5,"lng":13.4,"label":"Büro 🏢"}' });
		assert.deepEqual(sentBodies(), [
			{
				receiverType: 'user',
				receiver: 'cometchat-uid-1',
				category: 'custom',
				type: 'location',
				data: { customData: { lat: 52.5, lng: 13.4, label: 'Büro 🏢' } },
			},
		]);
		assert.equal(items[0].json.category, 'custom');
	});

	test('customData given as an object by an expression', async () => {
		await send({ category: 'custom', customType: 'order', customData: '={{ $json.order }}' }, { items: [{ json: { order: { id: 7 } } }] });
		assert.deepEqual(sentBodies()[0].data, { customData: { id: 7 } });
	});

	for (const [value, problem] of [
		['[1]', /must be a JSON object, but it is an array/],
		['null', /must be a JSON object, but it is null/],
		['42', /must be a JSON object, but it is a number/],
		['{"a":', /is not valid JSON/],
		['', /is empty/],
	] as const) {
		test(`customData ${JSON.stringify(value)} is refused`, async () => {
			await refused({ category: 'custom', customType: 'x', customData: value }, new RegExp(`Custom Data \\(customData\\) ${problem.source}`));
		});
	}

	test('an empty customType is refused', async () => {
		await refused({ category: 'custom', customType: '={{ "" }}', customData: '{}' }, /Custom Type \(customType\) is empty/);
	});
});
