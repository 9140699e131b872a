import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../../support/engine';
import { seedMessages } from '../../../support/fake/messages';
import type { FakeCometChat, RecordedRequest } from '../../../support/fakeCometChat';
import { sendParams } from '../../../support/fixtures';
import { validateRequest } from '../../../support/openapiRequests';
import { useFake } from '../../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

/**
 * A custom reply's `type` is the user's own: the OpenAPI's thread body lists only
 * text/image/file/audio/video, while CometChat's docs ("Send Threaded Message") take
 * category custom with any type. For that one request the docs are the reference.
 */
const customInThread = (r: RecordedRequest) => r.path.endsWith('/thread') && (r.body as IDataObject | undefined)?.category === 'custom';

useFake((fake) => ({ server, credentials } = fake), { match: (r) => !customInThread(r) });

let parent: IDataObject;
beforeEach(() => {
	[parent] = seedMessages(server, 1, { receiverType: 'user', sender: 'customer-1', receiver: 'support-bot', text: () => 'Where is my order?' });
});

const reply = (extra: INodeParameters = {}) =>
	sendParams({ receiver: 'customer-1', onBehalfOf: 'support-bot', parentMessageId: String(parent.id), text: 'Looking into it', ...extra });
const requests = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]);

describe('Message > Send with Reply in Thread Of (parentMessageId)', () => {
	test('POST /messages/{id}/thread as the On Behalf Of user, mapped per item from $json; items are the replies with parentId', async () => {
		const { items, error } = await runNode({
			parameters: reply({ parentMessageId: '={{ $json.parent }}', text: '={{ $json.answer }}' }),
			credentials,
			items: [{ json: { parent: parent.id, answer: 'Looking into it' } }, { json: { parent: Number(parent.id), answer: 'Shipped today' } }],
		});
		assert.equal(error, undefined);
		const body = (text: string) => ({ receiverType: 'user', receiver: 'customer-1', category: 'message', type: 'text', data: { text } });
		assert.deepEqual(requests(), [
			['POST', `/v3/messages/${String(parent.id)}/thread`, 'support-bot', body('Looking into it')],
			['POST', `/v3/messages/${String(parent.id)}/thread`, 'support-bot', body('Shipped today')],
		]);
		assert.deepEqual(
			items.map((i) => [i.json.parentId, i.json.sender, (i.json.data as IDataObject).text, i.pairedItem]),
			[
				[parent.id, 'support-bot', 'Looking into it', { item: 0 }],
				[parent.id, 'support-bot', 'Shipped today', { item: 1 }],
			],
		);
	});

	test('media, tags and several receivers go into the thread as Send builds them', async () => {
		await runNode({
			parameters: reply({
				messageType: 'image',
				text: 'the label',
				attachments: { attachment: [{ url: 'https://example.invalid/label.png', name: 'label.png' }] },
				additionalFields: { tags: 'shipping', multipleReceiversUids: 'agent-2' },
			}),
			credentials,
		});
		assert.deepEqual(server.requests[0].body, {
			receiverType: 'user',
			receiver: 'customer-1',
			category: 'message',
			type: 'image',
			data: { text: 'the label', attachments: [{ url: 'https://example.invalid/label.png', name: 'label.png' }] },
			tags: ['shipping'],
			multipleReceivers: { uids: ['agent-2'] },
		});
	});

	test('a custom reply: sent as CometChat documents it (the OpenAPI thread schema lists no custom types)', async () => {
		const { items } = await runNode({ parameters: reply({ category: 'custom', customType: 'location', customData: '{"lat": 1}' }), credentials });
		const [request] = server.requests;
		assert.deepEqual(request.body, { receiverType: 'user', receiver: 'customer-1', category: 'custom', type: 'location', data: { customData: { lat: 1 } } });
		assert.equal(items[0].json.parentId, parent.id);
		// why this request is left out of the OpenAPI check: its type enum refuses custom types
		assert.match(validateRequest(request).join(' '), /send-thread-message: body\/type must be equal to one of the allowed values/);
	});

	test('without Reply in Thread Of the message goes to the conversation (POST /messages)', async () => {
		await runNode({ parameters: reply({ parentMessageId: '={{ "" }}' }), credentials });
		assert.deepEqual(requests().map((r) => r.slice(0, 3)), [['POST', '/v3/messages', 'support-bot']]);
	});

	for (const [extra, pattern] of [
		[{ onBehalfOf: '' }, /^On Behalf Of \(onBehalfOf\) is empty; CometChat sends a reply in a thread as a user \[item 0\]$/],
		[{ category: 'interactive', cardText: 'Hi' }, /^Category \(category\) must be one of message, custom in a thread \(Reply in Thread Of\), not "interactive" \[item 0\]$/],
		[{ parentMessageId: '..' }, /^Reply in Thread Of \(parentMessageId\) is "\.\.", which a URL reads as/],
		[{ parentMessageId: 'x'.repeat(101) }, /^Reply in Thread Of \(parentMessageId\) is 101 characters long/],
		[{ text: '' }, /^Text \(text\) is empty; a text message needs text \[item 0\]$/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 60)}`, async () => {
			const { error } = await runNode({ parameters: reply(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: an unknown parent gives CometChat's 404 for its item only", async () => {
		const { items } = await runNode({
			parameters: reply({ parentMessageId: '={{ $json.parent }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { parent: '999' } }, { json: { parent: parent.id } }],
		});
		assert.equal(items[0].json.error, 'The message with id 999 does not exist.');
		assert.equal(items[1].json.parentId, parent.id);
	});
});
