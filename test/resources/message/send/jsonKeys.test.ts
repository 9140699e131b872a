/**
 * Message > Send: keys JavaScript treats specially (__proto__, constructor) are refused in the
 * JSON parameters (Custom Data, Metadata, Interactive Data), naming the parameter and the key,
 * since they would be dropped on the way to CometChat.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useSendFake } from './sendFake';

let server: FakeCometChat;
const { send, sentBodies } = useSendFake((fake) => ({ server } = fake));

describe('Message > Send: keys JavaScript treats specially are refused in JSON parameters', () => {
	const cases: Array<[string, INodeParameters, string]> = [
		['Custom Data with __proto__', { category: 'custom', customType: 'location', customData: '{"__proto__": {"admin": true}, "lat": 1}' }, 'Custom Data (customData) has the key "__proto__", which would be dropped on the way to CometChat; rename it [item 0]'],
		['Custom Data with a nested constructor', { category: 'custom', customType: 'location', customData: '{"place": {"constructor": "x"}}' }, 'Custom Data (customData) has the key "place.constructor", which would be dropped on the way to CometChat; rename it [item 0]'],
		['Metadata with constructor', { additionalFields: { metadata: '{"constructor": {"name": "x"}}' } }, 'Metadata (additionalFields.metadata) has the key "constructor", which would be dropped on the way to CometChat; rename it [item 0]'],
		['Interactive JSON with __proto__ in a list', { category: 'interactive', interactiveType: 'customInteractive', interactiveJson: '{"interactiveData": {"items": [{"__proto__": 1}]}}' }, 'Interactive Data (JSON) (interactiveJson) has the key "interactiveData.items[0].__proto__", which would be dropped on the way to CometChat; rename it [item 0]'],
	];
	for (const [name, extra, message] of cases) {
		test(`${name} is refused, naming parameter and key`, async () => {
			const { error } = await send(extra);
			assert.equal(error?.message, message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('ordinary keys that merely contain those words still travel', async () => {
		const { error } = await send({ category: 'custom', customType: 'x', customData: '{"constructorName": "a", "proto": 1}' });
		assert.equal(error, undefined);
		assert.deepEqual((sentBodies()[0].data as IDataObject).customData, { constructorName: 'a', proto: 1 });
	});
});
