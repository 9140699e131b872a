/**
 * Message > Send, interactive customInteractive: any JSON object, through n8n's engine and
 * on its own, and the size limit of interactive data.
 */
import assert from 'node:assert/strict';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { build, buildError, interactiveDataProblems, jsonInput } from './interactiveHelpers';
import { useSendFake } from './sendFake';

let server: FakeCometChat;
const { expectSent, refused } = useSendFake((fake) => ({ server } = fake));

describe('Message > Send: interactive customInteractive', () => {
	test('customInteractive takes any object, whatever interactiveInput says', async () => {
		const data = { poll: { question: 'Lunch?', options: ['pizza', 'sushi'] } };
		const [body] = await expectSent(jsonInput('customInteractive', data, 'fields'));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'customInteractive', data });
	});

	test('interactive data of exactly 10,240 bytes is sent, 10,241 refused', async () => {
		const base = { blob: '' };
		const room = 10_240 - Buffer.byteLength(JSON.stringify(base));
		const [body] = await expectSent(jsonInput('customInteractive', { blob: 'x'.repeat(room) }));
		assert.equal(Buffer.byteLength(JSON.stringify(body.data)), 10_240);
		server.reset();
		await refused(jsonInput('customInteractive', { blob: 'x'.repeat(room + 1) }), /^Interactive Data \(interactiveJson or the builder fields\) is too large: the data object is 10241 bytes/);
	});
});

describe('Message > Send: interactive customInteractive on its own', () => {
	test('customInteractive: only an object is needed; anything else is refused', () => {
		assert.deepEqual(interactiveDataProblems('customInteractive', { anything: [1, 2] }), []);
		assert.deepEqual(interactiveDataProblems('customInteractive', []), ['data must be an object, but it is an array']);
		assert.deepEqual(interactiveDataProblems('card', null), ['data must be an object, but it is null']);
	});

	test('customInteractive is JSON only, whatever interactiveInput says', () => {
		assert.deepEqual(build({ interactiveType: 'customInteractive', interactiveInput: 'fields', interactiveJson: '{"poll":{"q":"?"}}' }), {
			poll: { q: '?' },
		});
		assert.match(buildError({ interactiveType: 'customInteractive', interactiveJson: '[]' }).message, /^Interactive Data \(JSON\) \(interactiveJson\) must be a JSON object, but it is an array/);
	});
});
