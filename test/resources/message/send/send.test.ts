/**
 * Message > Send: a describe block per thing a Send test looks at, each with its own fake
 * (one file: jest loads n8n's modules again for every file). The interactive messages are in
 * send.interactive.test.ts.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters, ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat, RecordedRequest } from '../../../support/fakeCometChat';
import { useSendFake } from './sendFake';
import { runWorkflow, type WorkflowFile, runNode } from '../../../support/engine';
import { cometChatNode, NODE_NAME } from '../../../support/node';
import { useFake } from '../../../support/useFake';
import { startWaiting } from '../../../support/waiting';
import { makeUser } from '../../../support/fake/users';
import { ask, sentQuestion } from '../sendAndWait/helpers';
import { runAgent } from '../../../ai/toolHarness';
import { seedMessages } from '../../../support/fake/messages';
import { sendParams } from '../../../support/fixtures';
import { validateRequest } from '../../../support/openapiRequests';
import { CURRENT_FILE, INTERACTIVE_FILE, findDanglingRefs, loadOpenApiDocument, schemaAgreementsChecked, schemaDisagreements, validateSendMessageBody } from '../../../support/openapi';

/**
 * Message > Send, category message, type text: the exact request and output, the
 * onBehalfOf header, metadata, and the text and metadata that are refused.
 */
describe('text', () => {
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
});

/**
 * Message > Send, category message, types image, file, audio and video: attachments, the
 * optional caption, and the attachments that are refused.
 */
describe('media', () => {
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
});

/**
 * Message > Send, category custom: customType and customData, and what is refused.
 */
describe('custom', () => {
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
});

/**
 * Message > Send, the fields every category shares: receiver and receiver type, muid,
 * quotedMessageId, tags and multipleReceivers, and the values of them that are refused.
 */
describe('commonFields', () => {
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
});

/**
 * Message › Send's Receiver, a locator (From List, By ID) since its list came: the value each
 * mode saves, and workflows saved before, whose `receiver` is a plain string or an expression,
 * sending what they sent. Send as Bot, Send and Wait for Response and the AI tool ($fromAI in
 * By ID, as the editor's "let the model define" writes it) read it alike.
 */
describe('receiver', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedOnce: () => server.users.set('support-bot', makeUser('support-bot')) });

	const TRIGGER = 'When clicking ‘Execute workflow’';

	/** Manual Trigger → CometChat, as n8n saves it: only the parameters that differ from their defaults. */
	function saved(parameters: INodeParameters): WorkflowFile {
		return {
			name: 'Saved',
			nodes: [
				{ id: 't', name: TRIGGER, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
				cometChatNode({ position: [200, 0], parameters }),
			],
			connections: { [TRIGGER]: { main: [[{ node: NODE_NAME, type: 'main', index: 0 }]] } },
		};
	}

	/** Each request the fake received: method, path, onBehalfOf header, body. */
	const sent = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]);

	const text = (receiverType: string, receiver: string) => ({ receiverType, receiver, category: 'message', type: 'text', data: { text: 'Hi' } });

	test('a workflow saved with receiver as a plain string sends to that uid, as before', async () => {
		// Message › Send is the node's default operation, so n8n saved neither resource nor operation
		const { error, outputs } = await runWorkflow(saved({ receiver: 'cometchat-uid-2', text: 'Hi' }), credentials);
		assert.equal(error, undefined, String(error?.message));
		assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('user', 'cometchat-uid-2')]]);
		assert.equal(outputs[NODE_NAME][0].json.receiver, 'cometchat-uid-2');
	});

	test('a workflow saved with receiver as an expression string sends to what it gives, a group here', async () => {
		const { error } = await runWorkflow(saved({ receiverType: 'group', receiver: "={{ 'support-' + (1 + 1) }}", text: 'Hi' }), credentials);
		assert.equal(error, undefined, String(error?.message));
		assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('group', 'support-2')]]);
	});

	test('From List and By ID (an expression too) send to the id the locator holds', async () => {
		const receivers = [
			{ __rl: true, mode: 'list', value: 'cometchat-uid-3', cachedResultName: 'Ana (cometchat-uid-3)' },
			{ __rl: true, mode: 'id', value: 'cometchat-uid-4' },
			{ __rl: true, mode: 'id', value: "={{ 'cometchat-uid-' + 5 }}" },
		];
		for (const receiver of receivers) assert.equal((await runWorkflow(saved({ receiver, text: 'Hi' }), credentials)).error, undefined);
		assert.deepEqual(
			sent().map(([, , , body]) => (body as { receiver: string }).receiver),
			['cometchat-uid-3', 'cometchat-uid-4', 'cometchat-uid-5'],
		);
	});

	test('an empty locator is refused naming Receiver, and nothing is sent', async () => {
		const { error } = await runWorkflow(saved({ receiver: { __rl: true, mode: 'id', value: ' ' }, text: 'Hi' }), credentials);
		assert.match(String(error?.message), /^Receiver \(receiver\) is empty \[item 0\]$/);
		assert.deepEqual(sent(), []);
	});

	test('Send as Bot reads the locator as Send does', async () => {
		const parameters = { operation: 'sendAsBot', botUid: 'support-bot', receiverType: 'group', receiver: { __rl: true, mode: 'list', value: 'support' }, text: 'Hi' };
		assert.equal((await runWorkflow(saved(parameters), credentials)).error, undefined);
		assert.deepEqual(sent(), [['POST', '/v3/bots/support-bot/messages', undefined, text('group', 'support')]]);
	});

	test('Send and Wait for Response reads the locator as Send does', async () => {
		const run = await startWaiting({ parameters: ask({ receiver: { __rl: true, mode: 'list', value: 'cometchat-uid-6' } }), credentials });
		assert.equal(run.status, 'waiting');
		assert.equal(sentQuestion(server).body.receiver, 'cometchat-uid-6');
	});

	test("the AI tool: the model's receiver, through $fromAI in By ID, is the one sent to", async () => {
		const receiver = { __rl: true, mode: 'id', value: "={{ $fromAI('Receiver', 'The uid of the person to answer', 'string') }}" };
		const parameters = { resource: 'message', operation: 'send', receiver, text: "={{ $fromAI('Text', 'The reply', 'string') }}" };
		const { tools } = await runAgent({
			credentials,
			tools: [{ parameters }],
			calls: [{ tool: 'Send_a_message_in_CometChat', args: { Receiver: 'cometchat-uid-7', Text: 'Hi' } }],
		});
		assert.deepEqual(Object.keys((tools[0].schema as { properties: object }).properties).sort(), ['Receiver', 'Text']);
		assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('user', 'cometchat-uid-7')]]);
	});
});

describe('thread', () => {
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
});

/**
 * Message > Send with several input items: expressions resolved per item, outputs in order
 * and paired, and Continue On Fail keeping the other items going.
 */
describe('items', () => {
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
});

/**
 * Message > Send: keys JavaScript treats specially (__proto__, constructor) are refused in the
 * JSON parameters (Custom Data, Metadata, Interactive Data), naming the parameter and the key,
 * since they would be dropped on the way to CometChat.
 */
describe('jsonKeys', () => {
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
});

/**
 * Message > Send: every limit of the contract, at the limit (sent) and one past it (refused, with the
 * parameter and item named, and no request reaching the server).
 */
describe('limits', () => {
	const send = useSendFake();
	const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

	async function expectSent(extra: IDataObject): Promise<IDataObject> {
		const bodies = await send.expectSent(extra);
		assert.equal(bodies.length, 1);
		return bodies[0];
	}

	async function expectRefused(extra: IDataObject, pattern: RegExp): Promise<void> {
		assert.match(await send.refused(extra, pattern), /\[item 0\]$/);
	}

	/** A text whose `data` object ({"text": …}) is exactly `size` bytes, mostly 4-byte emoji. */
	function textForDataBytes(size: number): string {
		const room = size - bytes({ text: '' });
		return '😀'.repeat(Math.floor(room / 4)) + 'a'.repeat(room % 4);
	}

	describe('Message > Send limits: tags', () => {
		const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag-${i}`);
		test('25 tags are sent', async () => {
			assert.deepEqual((await expectSent({ additionalFields: { tags: tags(25).join(',') } })).tags, tags(25));
		});
		test('26 tags are refused', async () => {
			await expectRefused({ additionalFields: { tags: tags(26).join(',') } }, /^Tags \(additionalFields.tags\) has 26 tags; CometChat accepts at most 25/);
		});
		test('a tag of 100 characters (emoji count as one) is sent', async () => {
			const tag = '🏷'.repeat(100);
			assert.deepEqual((await expectSent({ additionalFields: { tags: tag } })).tags, [tag]);
		});
		test('a tag of 101 characters is refused', async () => {
			await expectRefused({ additionalFields: { tags: `ok,${'🏷'.repeat(101)}` } }, /has a tag of 101 characters at position 2; each tag may have at most 100/);
		});
	});

	describe('Message > Send limits: mentions', () => {
		const mentions = (n: number) => Array.from({ length: n }, (_, i) => `<@uid:user-${i}>`).join(' ');
		test('10 distinct users (mentioned twice each) are sent', async () => {
			const text = `${mentions(10)} ${mentions(10)}`;
			assert.equal(((await expectSent({ text })).data as IDataObject).text, text);
		});
		test('11 distinct users are refused', async () => {
			await expectRefused({ text: mentions(11) }, /^Text \(text\) mentions 11 distinct users; CometChat accepts at most 10/);
		});
	});

	describe('Message > Send limits: data object (10,240 bytes as UTF-8)', () => {
		test('a text message whose data is exactly 10,240 bytes is sent', async () => {
			const text = textForDataBytes(10_240);
			const body = await expectSent({ text });
			assert.equal(bytes(body.data), 10_240);
		});
		test('10,241 bytes are refused', async () => {
			await expectRefused({ text: textForDataBytes(10_241) }, /^Message Data \(text, attachments, additionalFields.metadata\) is too large: the data object is 10241 bytes; CometChat accepts at most 10240 bytes/);
		});
		test('metadata counts toward the data object', async () => {
			const metadata = { note: 'x'.repeat(100) };
			const text = textForDataBytes(10_241 - bytes(metadata) - ',"metadata":'.length);
			await expectRefused({ text, additionalFields: { metadata: JSON.stringify(metadata) } }, /the data object is 10241 bytes/);
		});
		const customOf = (size: number) => {
			const room = size - bytes({ customData: { v: '' } });
			return { v: 'é'.repeat(Math.floor(room / 2)) + 'a'.repeat(room % 2) };
		};
		test('custom data of exactly 10,240 bytes is sent', async () => {
			const body = await expectSent({ category: 'custom', customType: 'blob', customData: JSON.stringify(customOf(10_240)) });
			assert.equal(bytes(body.data), 10_240);
		});
		test('custom data of 10,241 bytes is refused', async () => {
			await expectRefused({ category: 'custom', customType: 'blob', customData: JSON.stringify(customOf(10_241)) }, /^Custom Data \(customData\) is too large: the data object is 10241 bytes/);
		});
	});

	describe('Message > Send limits: whole request (65,536 bytes as UTF-8)', () => {
		/** Receiver uids (at most 100 characters each) that make the body exactly `size` bytes. */
		function uidsForBody(size: number): string[] {
			const base = { receiverType: 'user', receiver: 'cometchat-uid-1', category: 'message', type: 'text', data: { text: 'Hello' }, multipleReceivers: { uids: [] as string[] } };
			const uids: string[] = [];
			const current = () => bytes({ ...base, multipleReceivers: { uids } });
			while (current() + 103 <= size) uids.push(`u${String(uids.length).padStart(99, '0')}`);
			const room = size - current() - (uids.length ? 3 : 2);
			uids.push('z'.repeat(room));
			assert.equal(current(), size);
			return uids;
		}
		test('a request of exactly 65,536 bytes is sent', async () => {
			const uids = uidsForBody(65_536);
			const body = await expectSent({ additionalFields: { multipleReceiversUids: uids.join(',') } });
			assert.equal(bytes(body), 65_536);
		});
		test('65,537 bytes are refused', async () => {
			const uids = uidsForBody(65_537);
			await expectRefused({ additionalFields: { multipleReceiversUids: uids.join(',') } }, /^Message \(all parameters\) is too large: the request is 65537 bytes; CometChat accepts at most 65536 bytes/);
		});
	});

	describe('Message > Send limits: JSON parameters', () => {
		test('1 MB of JSON is refused before parsing', async () => {
			await expectRefused({ category: 'custom', customType: 'x', customData: JSON.stringify({ v: 'x'.repeat(1_048_576) }) }, /^Custom Data \(customData\) is 1048584 bytes of JSON, far more than a whole CometChat request may hold/);
		});
		test('indentation does not count: 70,000 bytes of pretty JSON that is small once compact is sent', async () => {
			const pretty = `{\n${' '.repeat(70_000)}"note": "hi"\n}`;
			const body = await expectSent({ category: 'custom', customType: 'x', customData: pretty });
			assert.deepEqual(body.data, { customData: { note: 'hi' } });
		});
		test('JSON nested 10,000 levels deep is refused without crashing', async () => {
			const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
			await expectRefused({ category: 'custom', customType: 'x', customData: deep }, /^Custom Data \(customData\) is nested more than 64 levels deep/);
		});
		test('JSON nested 64 levels deep is fine', async () => {
			const deep = '{"a":'.repeat(63) + '{}' + '}'.repeat(63);
			const body = await expectSent({ category: 'custom', customType: 'x', customData: deep });
			assert.equal(bytes(body.data), bytes({ customData: JSON.parse(deep) }));
		});
	});
});

/**
 * Message > Send, the request body as CometChat's OpenAPI files describe it: the checker the
 * Send tests validate every body with accepts the bodies of each category and refuses each
 * kind of mistake; the official examples, and what the files themselves hold.
 */
describe('requestSchema', () => {
	type Body = Record<string, unknown>;

	const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

	const textMessage: Body = {
		receiver: 'superhero2',
		receiverType: 'user',
		category: 'message',
		type: 'text',
		data: { text: 'Hello <@uid:superhero3>', metadata: { source: 'n8n' } },
		tags: ['n8n', 'welcome'],
		muid: 'muid-123',
		quotedMessageId: '42',
		multipleReceivers: { uids: ['superhero3'], guids: ['group_1'] },
	};

	const imageMessage: Body = {
		receiver: 'group_1',
		receiverType: 'group',
		category: 'message',
		type: 'image',
		data: {
			attachments: [
				{
					url: 'https://example.com/cat.png',
					name: 'cat.png',
					mimeType: 'image/png',
					extension: 'png',
					size: '20480',
				},
			],
		},
	};

	const customMessage: Body = {
		receiver: 'superhero2',
		receiverType: 'user',
		category: 'custom',
		type: 'location',
		data: { customData: { latitude: 19.07, longitude: 72.87 } },
	};

	const apiAction = {
		actionType: 'apiAction',
		url: 'https://example.com/hook',
		method: 'POST',
		payload: { answer: 'yes' },
		headers: { 'Content-Type': 'application/json' },
		dataKey: 'CometChatData',
	};

	const cardMessage: Body = {
		receiver: 'superhero2',
		receiverType: 'user',
		category: 'interactive',
		type: 'card',
		data: {
			interactionGoal: { type: 'anyOf', elementIds: ['buy', 'visit'] },
			allowSenderInteraction: false,
			interactiveData: {
				text: 'Our new personalised cards are here',
				cardActions: [
					{ elementType: 'button', elementId: 'buy', buttonText: 'Buy now', disableAfterInteracted: true, action: apiAction },
					{
						elementType: 'button',
						elementId: 'visit',
						buttonText: 'Visit',
						disableAfterInteracted: false,
						action: { actionType: 'urlNavigation', url: 'https://www.cometchat.com' },
					},
				],
			},
		},
	};

	const formMessage: Body = {
		receiver: 'group_1',
		receiverType: 'group',
		category: 'interactive',
		type: 'form',
		data: {
			interactionGoal: { type: 'allOf', elementIds: ['submit'] },
			allowSenderInteraction: true,
			interactiveData: {
				title: 'Society services',
				formFields: [
					{
						elementType: 'textInput',
						elementId: 'name',
						label: 'Name',
						optional: false,
						maxLines: 1,
						defaultValue: 'Ada',
						placeholder: { text: 'write your name here' },
					},
					{
						elementType: 'dropdown',
						elementId: 'country',
						label: 'Country',
						defaultValue: 'in',
						options: [
							{ value: 'in', label: 'India' },
							{ value: 'au', label: 'Australia' },
						],
					},
					{
						// The specification wins over the schema: a checkbox's defaultValue is an
						// array of option values (the schema types every defaultValue as string).
						elementType: 'checkbox',
						elementId: 'services',
						label: 'Services',
						optional: true,
						defaultValue: ['garbage', 'lift'],
						options: [
							{ value: 'garbage', label: 'Garbage' },
							{ value: 'lift', label: 'Lift' },
						],
					},
					{
						elementType: 'singleSelect',
						elementId: 'wing',
						label: 'Wing',
						defaultValue: 'a',
						options: [
							{ value: 'a', label: 'A Wing' },
							{ value: 'b', label: 'B Wing' },
						],
					},
				],
				submitElement: {
					elementType: 'button',
					elementId: 'submit',
					buttonText: 'Submit',
					disableAfterInteracted: true,
					action: apiAction,
				},
				goalCompletionText: 'Thanks!',
			},
		},
		tags: ['form'],
	};

	const schedulerMessage: Body = {
		receiver: 'superhero2',
		receiverType: 'user',
		category: 'interactive',
		type: 'scheduler',
		data: {
			interactionGoal: { type: 'anyAction', elementIds: [] },
			allowSenderInteraction: false,
			interactiveData: {
				title: 'Meet with Dr. Jacob',
				avatarUrl: 'https://example.com/avatar.png',
				bufferTime: 15,
				icsFileUrl: 'https://example.com/calendar.ics',
				availability: { monday: [{ from: '0600', to: '1700' }], tuesday: [{ from: '1000', to: '1400' }] },
				timezoneCode: 'Asia/Kolkata',
				duration: 60,
				scheduleElement: {
					elementType: 'button',
					elementId: 'schedule',
					buttonText: 'Schedule',
					disableAfterInteracted: true,
					action: {
						actionType: 'apiAction',
						url: 'https://example.com/v3/messages',
						method: 'POST',
						dataKey: 'CometChatData',
						headers: { 'content-type': 'application/json' },
						payload: {
							data: { text: 'Meeting scheduled' },
							type: 'text',
							category: 'message',
							receiver: 'superhero2',
							receiverType: 'user',
						},
					},
				},
				goalCompletionText: 'Your meeting has been scheduled',
				dateRangeStart: '2025-06-09',
				dateRangeEnd: '2025-06-30',
			},
		},
	};

	const customInteractiveMessage: Body = {
		receiver: 'superhero2',
		receiverType: 'user',
		category: 'interactive',
		type: 'customInteractive',
		data: { data: { poll: { question: 'Lunch?', choices: ['pizza', 'salad'] } } },
	};

	const REMOVE = Symbol('remove');

	/** A deep copy of `body` with the value at `path` replaced (or removed with REMOVE). */
	function changed(body: Body, path: Array<string | number>, value: unknown): Body {
		const copy = clone(body);
		let node: unknown = copy;
		for (const key of path.slice(0, -1)) {
			node = (node as Record<string | number, unknown>)[key];
			assert.ok(typeof node === 'object' && node !== null, `no object at ${path.join('.')}`);
		}
		const container = node as Record<string | number, unknown>;
		const last = path[path.length - 1] as string | number;
		assert.ok(last in container || value !== REMOVE, `nothing to remove at ${path.join('.')}`);
		if (value === REMOVE) delete container[last];
		else container[last] = value;
		return copy;
	}

	const ID = ['data', 'interactiveData'];

	describe('Message > Send request body schema: valid bodies', () => {
		test('valid: text message (with quotedMessageId, tags, multipleReceivers)', () => {
			assert.deepEqual(validateSendMessageBody(textMessage), []);
		});

		test('valid: image message with attachments', () => {
			assert.deepEqual(validateSendMessageBody(imageMessage), []);
		});

		test('valid: custom message', () => {
			assert.deepEqual(validateSendMessageBody(customMessage), []);
		});

		test('valid: interactive card', () => {
			assert.deepEqual(validateSendMessageBody(cardMessage), []);
		});

		test('valid: interactive form with a checkbox whose defaultValue is an array (the specification wins)', () => {
			assert.deepEqual(validateSendMessageBody(formMessage), []);
		});

		test('valid: interactive scheduler with every field the specification requires', () => {
			assert.deepEqual(validateSendMessageBody(schedulerMessage), []);
		});

		test('valid: interactive customInteractive', () => {
			assert.deepEqual(validateSendMessageBody(customInteractiveMessage), []);
		});

		test('valid: interactive without type is checked as a card (default card)', () => {
			assert.deepEqual(validateSendMessageBody(changed(cardMessage, ['type'], REMOVE)), []);
		});
	});

	describe('Message > Send request body schema: invalid bodies', () => {
		test('invalid: category message with type "sticker"', () => {
			assert.deepEqual(validateSendMessageBody({ ...textMessage, type: 'sticker' }), [
				'/type must be equal to one of the allowed values ("text", "image", "file", "audio", "video")',
			]);
		});

		test('invalid: receiverType "channel"', () => {
			assert.deepEqual(validateSendMessageBody({ ...textMessage, receiverType: 'channel' }), [
				'/receiverType must be equal to one of the allowed values ("user", "group")',
			]);
			assert.deepEqual(validateSendMessageBody({ ...customMessage, receiverType: 'channel' }), [
				'/receiverType must be equal to one of the allowed values ("user", "group")',
			]);
			assert.deepEqual(validateSendMessageBody({ ...formMessage, receiverType: 'channel' }), [
				'/receiverType must be equal to one of the allowed values ("user", "group")',
			]);
		});

		test('invalid: tags not an array / tag not a string', () => {
			assert.deepEqual(validateSendMessageBody({ ...textMessage, tags: 'n8n' }), ['/tags must be array']);
			assert.deepEqual(validateSendMessageBody({ ...customMessage, tags: [1] }), ['/tags/0 must be string']);
		});

		test('invalid: attachments not an array', () => {
			const body = changed(imageMessage, ['data', 'attachments'], { url: 'https://example.com/cat.png' });
			assert.deepEqual(validateSendMessageBody(body), ['/data/attachments must be array']);
		});

		test('invalid: attachment size as a number (schema and specification type it as string)', () => {
			const body = changed(imageMessage, ['data', 'attachments', 0, 'size'], 20480);
			assert.deepEqual(validateSendMessageBody(body), ['/data/attachments/0/size must be string']);
		});

		test('invalid: quotedMessageId not a string, customData not an object, data not an object', () => {
			assert.deepEqual(validateSendMessageBody({ ...textMessage, quotedMessageId: 42 }), ['/quotedMessageId must be string']);
			assert.deepEqual(validateSendMessageBody({ ...customMessage, data: { customData: 'x' } }), [
				'/data/customData must be object',
			]);
			assert.deepEqual(validateSendMessageBody({ ...cardMessage, data: 'x' }), ['/data must be object']);
		});

		test('invalid: scheduler missing icsFileUrl', () => {
			const body = changed(schedulerMessage, [...ID, 'icsFileUrl'], REMOVE);
			assert.deepEqual(validateSendMessageBody(body), [
				"/data/interactiveData must have required property 'icsFileUrl'",
			]);
		});

		test('invalid: scheduler with a dateRangeStart that is not a date, a string duration, no data', () => {
			const body = changed(changed(schedulerMessage, [...ID, 'dateRangeStart'], '09/06/2025'), [...ID, 'duration'], '60');
			assert.deepEqual(validateSendMessageBody(body), [
				'/data/interactiveData/duration must be integer',
				'/data/interactiveData/dateRangeStart must match format "date"',
			]);
			assert.deepEqual(validateSendMessageBody(changed(schedulerMessage, ['data'], REMOVE)), ['/data is required for type "scheduler"']);
		});

		test('invalid: scheduler action payload missing receiverType', () => {
			const body = changed(schedulerMessage, [...ID, 'scheduleElement', 'action', 'payload', 'receiverType'], REMOVE);
			assert.deepEqual(validateSendMessageBody(body), [
				"/data/interactiveData/scheduleElement/action/payload must have required property 'receiverType'",
			]);
		});

		test('invalid: interactionGoal.type not in the enum of the selected schema', () => {
			const form = changed(formMessage, ['data', 'interactionGoal', 'type'], 'someOf');
			assert.deepEqual(validateSendMessageBody(form), [
				'/data/interactionGoal/type must be equal to one of the allowed values ("anyOf", "allOf", "oneOf", "none")',
			]);
			// anyAction is a scheduler goal only: form and card reject it (schema and specification agree).
			const card = changed(cardMessage, ['data', 'interactionGoal', 'type'], 'anyAction');
			assert.deepEqual(validateSendMessageBody(card), [
				'/data/interactionGoal/type must be equal to one of the allowed values ("anyOf", "allOf", "oneOf", "none")',
			]);
			// ... and anyOf is a form/card goal only: the scheduler rejects it.
			const scheduler = changed(schedulerMessage, ['data', 'interactionGoal', 'type'], 'anyOf');
			assert.deepEqual(validateSendMessageBody(scheduler), [
				'/data/interactionGoal/type must be equal to one of the allowed values ("anyAction", "allOf", "oneOf", "none")',
			]);
		});

		test('invalid: defaultValue must be an array for checkbox and a string otherwise (specification)', () => {
			const body = changed(
				changed(formMessage, [...ID, 'formFields', 0, 'defaultValue'], ['Ada']),
				[...ID, 'formFields', 2, 'defaultValue'],
				'garbage',
			);
			assert.deepEqual(validateSendMessageBody(body), [
				'/data/interactiveData/formFields/0/defaultValue must be string',
				'/data/interactiveData/formFields/2/defaultValue must be array',
			]);
		});

		test('invalid: element fields the specification types (options, buttonText, action, title)', () => {
			const form = changed(changed(formMessage, [...ID, 'title'], 7), [...ID, 'formFields', 1, 'options'], [{ value: 'in' }]);
			assert.deepEqual(validateSendMessageBody(form), [
				"/data/interactiveData/formFields/1/options/0 must have required property 'label'",
				'/data/interactiveData/title must be string',
			]);
			const card = changed(
				changed(cardMessage, [...ID, 'cardActions', 0, 'buttonText'], true),
				[...ID, 'cardActions', 1, 'action'],
				'https://www.cometchat.com',
			);
			assert.deepEqual(validateSendMessageBody(card), [
				'/data/interactiveData/cardActions/0/buttonText must be string',
				'/data/interactiveData/cardActions/1/action must be object',
			]);
		});

		test('invalid: wrong interactive type, missing or unknown category, non-object body', () => {
			assert.deepEqual(validateSendMessageBody({ ...cardMessage, type: 'poll' }), [
				'/type must be equal to one of the allowed values ("card", "form", "customInteractive", "scheduler")',
			]);
			assert.deepEqual(validateSendMessageBody(changed(textMessage, ['category'], REMOVE)), [
				"/ must have required property 'category' (it selects the message, custom or interactive variant)",
			]);
			assert.deepEqual(validateSendMessageBody({ ...textMessage, category: 'action' }), [
				'/category must be equal to one of the allowed values ("message", "custom", "interactive"), got "action"',
			]);
			assert.deepEqual(validateSendMessageBody([textMessage]), ['/ must be a JSON object']);
			assert.deepEqual(validateSendMessageBody(null), ['/ must be a JSON object']);
		});
	});

	describe('Message > Send request body schema: the official files themselves', () => {
		test('official examples: card and scheduler pass; the form example fails only on its dateTime defaultValue false', () => {
			type Examples = Record<'form-interactive' | 'card-interactive' | 'scheduler-interactive', { value: unknown }>;
			const doc = loadOpenApiDocument(INTERACTIVE_FILE) as unknown as {
				paths: { '/messages': { post: { requestBody: { content: { 'application/json': { examples: Examples } } } } } };
			};
			const examples = doc.paths['/messages'].post.requestBody.content['application/json'].examples;
			assert.deepEqual(validateSendMessageBody(examples['card-interactive'].value), []);
			assert.deepEqual(validateSendMessageBody(examples['scheduler-interactive'].value), []);
			// Neither the schema (string) nor the specification (string, or array for checkbox)
			// allows the boolean the upstream example uses for its dateTime element.
			assert.deepEqual(validateSendMessageBody(examples['form-interactive'].value), [
				'/data/interactiveData/formFields/7/defaultValue must be string',
			]);
		});

		test('the current file has ten dangling $refs, none of them reached by the message schemas', () => {
			// All of them are used only by /moderation/* operations.
			assert.deepEqual(findDanglingRefs(loadOpenApiDocument(CURRENT_FILE)), [
				'#/components/parameters/apikey',
				'#/components/parameters/appId',
				'#/components/parameters/key',
				'#/components/parameters/keywordId',
				'#/components/parameters/messageId',
				'#/components/parameters/ruleId',
				'#/components/parameters/secret',
				'#/components/schemas/KeywordList',
				'#/components/schemas/ModerationData',
				'#/components/schemas/ModerationRequestBody',
			]);
			assert.deepEqual(findDanglingRefs(loadOpenApiDocument(INTERACTIVE_FILE)), []);
			// Compiling the message and custom schemas does not trip over them.
			assert.deepEqual(validateSendMessageBody(textMessage), []);
			assert.deepEqual(validateSendMessageBody(customMessage), []);
		});

		test('schema/specification disagreements are documented', () => {
			assert.equal(schemaDisagreements.length, 5);
			for (const entry of schemaDisagreements) {
				for (const key of ['where', 'schema', 'specification', 'resolution'] as const) {
					assert.ok(entry[key].length > 0, `${key} of ${entry.where}`);
				}
			}
			assert.ok(schemaDisagreements.some((d) => d.where.includes('defaultValue')));
			assert.ok(schemaDisagreements.some((d) => d.where.includes('data.oneOf')));
			assert.ok(schemaAgreementsChecked.some((s) => s.startsWith('interactionGoal.type')));
		});
	});
});
