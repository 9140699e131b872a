import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const params = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'message', operation: 'get', ...extra });

describe('Message > Get', () => {
	test('GET /messages/{id}: the message itself is the item', async () => {
		const [message] = seedMessages(server, 1);
		const { items, error } = await runNode({ parameters: params({ messageId: message.id }), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json), [message]);
		assert.equal(server.requests.length, 1);
		const [request] = server.requests;
		assert.equal(request.method, 'GET');
		assert.equal(request.path, `/v3/messages/${message.id}`);
		assert.deepEqual(request.query, {});
		assert.equal(request.headers.onbehalfof, undefined);
		assert.equal(request.headers.apikey, server.apiKey);
	});

	test('a message sent by Send is read back; onBehalfOf sent when set; the id is trimmed and encoded', async () => {
		await runNode({ parameters: { resource: 'message', operation: 'send', receiverType: 'group', receiver: 'support', category: 'message', messageType: 'text', text: 'Hi' }, credentials });
		const sent = server.messages[0];
		const { items } = await runNode({ parameters: params({ messageId: ` ${String(sent.id)} `, onBehalfOf: 'cometchat-uid-2' }), credentials });
		assert.equal(items[0].json.id, sent.id);
		assert.deepEqual((items[0].json.data as { text: string }).text, 'Hi');
		assert.equal(server.requests[1].headers.onbehalfof, 'cometchat-uid-2');
		const odd = await runNode({ parameters: params({ messageId: 'a/b' }), credentials, continueOnFail: true });
		assert.equal(server.requests[2].path, '/v3/messages/a%2Fb');
		assert.equal(odd.items[0].json.error, 'The message with id a/b does not exist.');
	});

	test('an empty id is refused before anything is sent', async () => {
		const { error } = await runNode({ parameters: params({ messageId: '={{ "" }}' }), credentials });
		assert.match(String(error?.message), /^Message ID \(messageId\) is empty \[item 0\]$/);
		assert.equal(error?.description, 'Give the ID of a message, such as "1523".');
		assert.equal(server.requests.length, 0);
	});

	test('an unknown id gives CometChat\'s 404 error', async () => {
		const { error } = await runNode({ parameters: params({ messageId: '999' }), credentials });
		assert.equal(error?.message, 'The message with id 999 does not exist.');
		assert.match(String(error?.description), /ERR_MSG_NOT_FOUND/);
		assert.equal((error as { httpCode?: string }).httpCode, '404');
	});

	test('Continue On Fail: one 404 among three items, the others read; items in = items out', async () => {
		const [a, b] = seedMessages(server, 2);
		const { items } = await runNode({
			parameters: params({ messageId: '={{ $json.id }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: a.id } }, { json: { id: '404' } }, { json: { id: b.id } }],
		});
		assert.deepEqual(
			items.map((i) => [i.json.id ?? i.json.error, i.pairedItem]),
			[
				[a.id, { item: 0 }],
				['The message with id 404 does not exist.', { item: 1 }],
				[b.id, { item: 2 }],
			],
		);
	});
});
