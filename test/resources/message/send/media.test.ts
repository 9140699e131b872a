/**
 * Message > Send, category message, types image, file, audio and video: attachments, the
 * optional caption, and the attachments that are refused.
 */
import assert from 'node:assert/strict';
import { useSendFake } from './sendFake';

const { send, sentBodies, refused } = useSendFake();

describe('Message > Send: media', () => {
	for (const type of ['image', 'file', 'audio', 'video']) {
		test(`${type}: attachments and an optional caption`, async () => {
			const attachment = { url: `https://cdn.example.invalid/a.${type}`, name: `a.${type}`, mimeType: `${type}/x`, extension: type, size: '2048' };
			await send({ messageType: type, text: 'look', attachments: { attachment: [attachment, { url: 'https://cdn.example.invalid/b', name: '', size: '' }] } });
			assert.deepEqual(sentBodies(), [
				{
					receiverType: 'user',
					receiver: 'cometchat-uid-1',
					category: 'message',
					type,
					data: { text: 'look', attachments: [attachment, { url: 'https://cdn.example.invalid/b' }] },
				},
			]);
		});
	}

	test('a media message without caption sends no text', async () => {
		await send({ messageType: 'image', text: '', attachments: { attachment: [{ url: 'https://cdn.example.invalid/p.png' }] } });
		assert.deepEqual(sentBodies()[0].data, { attachments: [{ url: 'https://cdn.example.invalid/p.png' }] });
	});

	test('an image without attachments is refused', async () => {
		await refused({ messageType: 'image', attachments: {} }, /Attachments \(attachments\) are empty; an image message needs at least one attachment/);
	});
	test('an attachment whose URL expression is empty is refused', async () => {
		await refused({ messageType: 'file', attachments: { attachment: [{ url: 'https://x.invalid/1' }, { name: 'b', url: '={{ "" }}' }] } }, /Attachments \(attachments\) entry 2 has no URL \[item 0\]/);
	});
	test('a required field left empty is caught by n8n itself before the node runs', async () => {
		await refused({ messageType: 'file', attachments: { attachment: [{ name: 'b' }] } }, /Parameter "URL" is required/);
	});
	test('an attachment size that is not a number of bytes is refused', async () => {
		await refused({ messageType: 'file', attachments: { attachment: [{ url: 'https://x.invalid/1', size: '2 MB' }] } }, /entry 1 has a size that is not a whole number of bytes/);
	});
});
