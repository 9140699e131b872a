import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const params = (additionalFields: IDataObject, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'message',
	operation: 'update',
	messageId: String(server.messages[0]?.id ?? '1'),
	additionalFields: additionalFields as INodeParameters,
	...extra,
});

describe('Message > Update', () => {
	test('PUT /messages/{id} with only the text; the item is CometChat\'s "edited" answer', async () => {
		const [message] = seedMessages(server, 1, { extra: () => ({ tags: ['keep'] }) });
		const { items, error } = await runNode({ parameters: params({ text: 'Fixed typo' }), credentials });
		assert.equal(error, undefined);
		const [request] = server.requests;
		assert.equal(request.method, 'PUT');
		assert.equal(request.path, `/v3/messages/${message.id}`);
		assert.deepEqual(request.body, { data: { text: 'Fixed typo' } });
		assert.equal(request.headers.onbehalfof, undefined);
		const answer = items[0].json as IDataObject & { data: { action: string; entities: { on: { entity: IDataObject } } } };
		assert.equal(answer.category, 'action');
		assert.equal(answer.data.action, 'edited');
		assert.equal((answer.data.entities.on.entity.data as IDataObject).text, 'Fixed typo');
		assert.deepEqual(answer.data.entities.on.entity.tags, ['keep']);
		assert.equal(items.length, 1);
	});

	test('text, metadata and tags together, as the user given in onBehalfOf', async () => {
		seedMessages(server, 1);
		await runNode({
			parameters: params({ text: 'New', metadata: '{"priority": "high"}', tags: ' a, b ,, c ' }, { onBehalfOf: 'cometchat-uid-1' }),
			credentials,
		});
		assert.deepEqual(server.requests[0].body, { data: { text: 'New', metadata: { priority: 'high' } }, tags: ['a', 'b', 'c'] });
		assert.equal(server.requests[0].headers.onbehalfof, 'cometchat-uid-1');
		assert.equal(server.messages[0].editedBy, 'cometchat-uid-1');
	});

	test('only tags: no data is sent; an empty tag list clears them', async () => {
		seedMessages(server, 1);
		await runNode({ parameters: params({ tags: '' }), credentials });
		assert.deepEqual(server.requests[0].body, { tags: [] });
	});

	for (const [fields, pattern] of [
		[{}, /^Update Fields \(additionalFields\) are empty; add the text, metadata or tags to change \[item 0\]$/],
		[{ text: '  ' }, /^Text \(additionalFields.text\) is empty; remove the field to keep the current text/],
		[{ metadata: '{oops' }, /^Metadata \(additionalFields.metadata\) is not valid JSON/],
		[{ metadata: '[1]' }, /^Metadata \(additionalFields.metadata\) must be a JSON object, but it is an array/],
		[{ text: 'x'.repeat(10_300) }, /^Message Data \(additionalFields.text, additionalFields.metadata\) is too large: the data object is 10311 bytes; CometChat accepts at most 10240 bytes/],
		[{ text: '😀'.repeat(2600) }, /is too large: the data object is 10411 bytes/],
		[{ text: Array.from({ length: 11 }, (_, i) => `<@uid:u${i}>`).join(' ') }, /^Text \(additionalFields.text\) mentions 11 distinct users; CometChat accepts at most 10/],
		[{ tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(',') }, /^Tags \(additionalFields.tags\) has 26 tags; CometChat accepts at most 25/],
		[{ tags: `ok,${'é'.repeat(101)}` }, /^Tags \(additionalFields.tags\) has a tag of 101 characters at position 2; each tag may have at most 100/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(fields).slice(0, 50)}`, async () => {
			seedMessages(server, 1);
			const { error } = await runNode({ parameters: params(fields as IDataObject), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('at the limits exactly: 10,240 bytes of data, 10 mentions, 25 tags of 100 characters are sent', async () => {
		seedMessages(server, 1);
		const text = 'x'.repeat(10_240 - '{"text":""}'.length);
		await runNode({ parameters: params({ text, tags: Array.from({ length: 25 }, () => 'é'.repeat(100)).join(',') }), credentials });
		assert.equal(server.requests.length, 1);
		const mentions = Array.from({ length: 10 }, (_, i) => `<@uid:u${i}>`).join(' ');
		await runNode({ parameters: params({ text: mentions }), credentials });
		assert.equal(server.requests.length, 2);
	});

	test('Continue On Fail: an unknown message is one error item, the next item is edited', async () => {
		const [message] = seedMessages(server, 1);
		const { items } = await runNode({
			parameters: params({ text: '={{ $json.text }}' }, { messageId: '={{ $json.id }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: 'nope', text: 'a' } }, { json: { id: message.id, text: 'b' } }],
		});
		assert.equal(items[0].json.error, 'The message with id nope does not exist.');
		assert.equal(items[1].json.category, 'action');
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }]);
		assert.equal((server.messages[0].data as IDataObject).text, 'b');
	});

	test('bad input on one item with Continue On Fail: that item carries the error, nothing sent for it', async () => {
		const [message] = seedMessages(server, 1);
		const { items } = await runNode({
			parameters: params({ metadata: '={{ $json.meta }}' }, { messageId: message.id }),
			credentials,
			continueOnFail: true,
			items: [{ json: { meta: 'nope' } }, { json: { meta: '{"a":1}' } }],
		});
		assert.match(String(items[0].json.error), /^Metadata \(additionalFields.metadata\) is not valid JSON/);
		assert.equal(items[1].json.category, 'action');
		assert.equal(server.requests.length, 1);
	});
});
