import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { type FakeCometChat } from './support/fakeCometChat';
import { runNode } from './support/engine';
import { sendParams, startFake } from './support/fixtures';
import { validateAndCount } from './support/schemaCheck';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => ({ server, credentials } = await startFake()));
afterAll(async () => await server.stop());
beforeEach(() => server.reset());
afterEach(() => validateAndCount(server));

const sentBodies = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);
const send = async (extra: IDataObject = {}, more: Partial<Parameters<typeof runNode>[0]> = {}) =>
	await runNode({ parameters: sendParams(extra as never), credentials, ...more });

async function refused(extra: IDataObject, pattern: RegExp) {
	const { error } = await send(extra);
	assert.match(String(error?.message), pattern);
	assert.equal(server.requests.length, 0, 'nothing may be sent for invalid input');
}

describe('category message', () => {
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

	test('metadata is sent as data.metadata', async () => {
		await send({ additionalFields: { metadata: '{"priority":"high","n":1}' } });
		assert.deepEqual(sentBodies()[0].data, { text: 'Hello', metadata: { priority: 'high', n: 1 } });
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

describe('category custom', () => {
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

describe('common fields', () => {
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
		await refused({ receiver: '={{ { uid: 1 } }}' }, /Receiver \(receiver\) must be text, but the expression gave a object \[item 0\]/);
	});
	test('a receiverType from an expression outside user/group is refused', async () => {
		await refused({ receiverType: '={{ "channel" }}' }, /Receiver Type \(receiverType\) must be "user" or "group"/);
	});
});

describe('several items with expressions', () => {
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
