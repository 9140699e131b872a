import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import { react } from '../../support/fake/reactions';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

function params(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'reaction', operation: 'remove', messageId: String(server.messages[0]?.id ?? '1'), reaction: '👨‍👩‍👧', onBehalfOf: 'cometchat-uid-2', ...extra };
}

describe('Reaction > Remove', () => {
	test('DELETE /messages/{id}/reactions/{reaction} as the onBehalfOf user; the others\' reactions stay', async () => {
		const [message] = seedMessages(server, 1);
		react(message, 'cometchat-uid-2', '👨‍👩‍👧');
		react(message, 'cometchat-uid-3', '👨‍👩‍👧');
		const { items, error } = await runNode({ parameters: params(), credentials });
		assert.equal(error, undefined);
		const [request] = server.requests;
		assert.equal(request.method, 'DELETE');
		assert.equal(request.path, `/v3/messages/${message.id}/reactions/${encodeURIComponent('👨‍👩‍👧')}`);
		assert.equal(request.headers.onbehalfof, 'cometchat-uid-2');
		assert.equal(request.body, undefined);
		assert.deepEqual((items[0].json.data as IDataObject).reactions, [{ reaction: '👨‍👩‍👧', count: 1 }]);
	});

	test('a reaction the user never gave: CometChat\'s 404, and with Continue On Fail the next item still runs', async () => {
		const [message] = seedMessages(server, 1);
		react(message, 'cometchat-uid-2', '👍');
		const { items } = await runNode({
			parameters: params({ reaction: '={{ $json.r }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { r: '🎉' } }, { json: { r: '👍' } }],
		});
		assert.equal(items[0].json.error, `cometchat-uid-2 has not reacted with 🎉 to message ${String(message.id)}.`);
		assert.deepEqual((items[1].json.data as IDataObject).reactions, []);
		assert.equal(server.requests.length, 2);
	});

	test('the required user and the 45-character limit are checked before sending', async () => {
		seedMessages(server, 1);
		const missing = await runNode({ parameters: params({ onBehalfOf: '={{ "" }}' }), credentials });
		assert.match(String(missing.error?.message), /^As User \(onBehalfOf\) is empty \[item 0\]/);
		const long = await runNode({ parameters: params({ reaction: 'ab'.repeat(23) }), credentials });
		assert.match(String(long.error?.message), /^Reaction \(reaction\) is 46 characters long/);
		assert.equal(server.requests.length, 0);
	});
});
