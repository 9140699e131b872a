import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const params = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'message', operation: 'delete', ...extra });

describe('Message > Delete', () => {
	test('soft delete: DELETE /messages/{id} with no body; the item says what was deleted', async () => {
		const [message] = seedMessages(server, 1);
		const { items, error } = await runNode({ parameters: params({ messageId: message.id }), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json), [{ deleted: true, messageId: message.id, permanent: false }]);
		const [request] = server.requests;
		assert.equal(request.method, 'DELETE');
		assert.equal(request.path, `/v3/messages/${message.id}`);
		assert.equal(request.body, undefined);
		assert.equal(request.headers.onbehalfof, undefined);
		// soft: the message stays, marked as deleted by the app
		assert.equal(server.messages[0].deletedBy, 'app_system');
	});

	test('permanent: {"permanent": true} is sent and the message is gone; onBehalfOf names who deleted', async () => {
		const [message] = seedMessages(server, 1);
		const { items } = await runNode({ parameters: params({ messageId: message.id, permanent: true, onBehalfOf: 'moderator-1' }), credentials });
		assert.deepEqual(items[0].json, { deleted: true, messageId: message.id, permanent: true });
		assert.deepEqual(server.requests[0].body, { permanent: true });
		assert.equal(server.requests[0].headers.onbehalfof, 'moderator-1');
		assert.equal(server.messages.length, 0);
	});

	test('Continue On Fail: a 404 on one item does not stop the rest', async () => {
		const [a, b] = seedMessages(server, 2);
		const { items, error } = await runNode({
			parameters: params({ messageId: '={{ $json.id }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: a.id } }, { json: { id: 'gone' } }, { json: { id: b.id } }],
		});
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json), [
			{ deleted: true, messageId: a.id, permanent: false },
			{ error: 'The message with id gone does not exist.' },
			{ deleted: true, messageId: b.id, permanent: false },
		]);
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
		assert.equal(server.requests.length, 3);
	});

	test('without Continue On Fail the 404 stops the node with CometChat\'s error', async () => {
		const { error, items } = await runNode({ parameters: params({ messageId: 'gone' }), credentials });
		assert.equal(error?.message, 'The message with id gone does not exist.');
		assert.equal(items.length, 0);
	});

	test('a DELETE is not retried after a server error (one request)', async () => {
		const [message] = seedMessages(server, 1);
		server.fault({ status: 500, body: { error: { message: 'Internal error', code: 'ERR_INTERNAL' } } });
		const { error } = await runNode({ parameters: params({ messageId: message.id }), credentials });
		assert.equal(error?.message, 'Internal error');
		assert.equal(server.requests.length, 1);
	});

	test('an id longer than 100 characters is refused before sending', async () => {
		const { error } = await runNode({ parameters: params({ messageId: '9'.repeat(101) }), credentials });
		assert.match(String(error?.message), /^Message ID \(messageId\) is 101 characters long; CometChat ids are at most 100/);
		assert.equal(server.requests.length, 0);
	});
});
