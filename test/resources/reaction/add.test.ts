import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import { seedReactions } from '../../support/fake/reactions';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

function params(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'reaction', operation: 'add', messageId: String(server.messages[0]?.id ?? '1'), reaction: '👍', onBehalfOf: 'cometchat-uid-2', ...extra };
}

describe('Reaction > Add', () => {
	test('POST /messages/{id}/reactions/{reaction} as the onBehalfOf user; the item is the message with its counts', async () => {
		const [message] = seedMessages(server, 1);
		const { items, error } = await runNode({ parameters: params(), credentials });
		assert.equal(error, undefined);
		const [request] = server.requests;
		assert.equal(request.method, 'POST');
		assert.equal(request.path, `/v3/messages/${message.id}/reactions/${encodeURIComponent('👍')}`);
		assert.equal(request.headers.onbehalfof, 'cometchat-uid-2');
		assert.equal(request.body, undefined);
		assert.equal(items.length, 1);
		assert.equal(items[0].json.id, message.id);
		assert.deepEqual((items[0].json.data as IDataObject).reactions, [{ reaction: '👍', count: 1, reactedByMe: true }]);
	});

	for (const reaction of ['👨‍👩‍👧‍👦', '👍🏽', '🏳️‍🌈', ':thumbsup:', 'a/b c?', '😀'.repeat(45)]) {
		test(`${JSON.stringify(reaction)} (${[...reaction].length} code points) is sent path-encoded`, async () => {
			seedMessages(server, 1);
			const { items } = await runNode({ parameters: params({ reaction }), credentials });
			assert.equal(server.requests[0].path, `/v3/messages/${String(server.messages[0].id)}/reactions/${encodeURIComponent(reaction)}`);
			assert.equal(((items[0].json.data as IDataObject).reactions as IDataObject[])[0].reaction, reaction);
		});
	}

	for (const [extra, pattern] of [
		[{ reaction: '😀'.repeat(46) }, /^Reaction \(reaction\) is 46 characters long; CometChat accepts at most 45 \[item 0\]$/],
		[{ reaction: 'x'.repeat(46) }, /^Reaction \(reaction\) is 46 characters long/],
		[{ reaction: '={{ "  " }}' }, /^Reaction \(reaction\) is empty; give an emoji such as 👍/],
		[{ reaction: '={{ ["👍"] }}' }, /^Reaction \(reaction\) must be text/],
		[{ onBehalfOf: '={{ "" }}' }, /^As User \(onBehalfOf\) is empty \[item 0\]/],
		[{ onBehalfOf: 'ü' }, /^As User \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
		[{ messageId: '={{ "" }}' }, /^Message ID \(messageId\) is empty/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra)}`, async () => {
			seedMessages(server, 1);
			const { error } = await runNode({ parameters: params(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('the server\'s limit of 25 distinct reactions: its error is shown', async () => {
		const [message] = seedMessages(server, 1);
		seedReactions(message, 25, Array.from({ length: 25 }, (_, i) => String.fromCodePoint(0x1f600 + i)));
		const { error } = await runNode({ parameters: params({ reaction: '🙏' }), credentials });
		assert.equal(error?.message, 'A message can have at most 25 distinct reactions.');
		assert.match(String(error?.description), /ERR_REACTION_LIMIT_EXCEEDED/);
	});

	test('Continue On Fail: a 404 on one message does not stop the others', async () => {
		const [a, b] = seedMessages(server, 2);
		const { items } = await runNode({
			parameters: params({ messageId: '={{ $json.id }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: a.id } }, { json: { id: 'missing' } }, { json: { id: b.id } }],
		});
		assert.deepEqual(items.map((i) => i.json.id ?? i.json.error), [a.id, 'The message with id missing does not exist.', b.id]);
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
	});
});
