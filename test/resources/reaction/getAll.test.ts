import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import { reactionsOf, seedReactions } from '../../support/fake/reactions';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { startFake } from '../../support/fixtures';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

// The endpoint documents no query parameters; `affix` and `id` are what its own answer's
// `meta.next` gives (messageMetaSchema), sent back to reach the next page.
useFake((fake) => ({ server, credentials } = fake), { undocumentedQuery: ['affix', 'id'] });

function params(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'reaction', operation: 'getAll', messageId: String(server.messages[0]?.id ?? '1'), ...extra };
}

const queries = () => server.requests.map((r) => r.query);

describe('Reaction > Get Many, Return All: pages of the server\'s size (meta.current.limit, 100) through meta.next', () => {
	for (const [count, requests] of [
		[0, 1],
		[1, 1],
		[99, 1],
		[100, 2],
		[101, 2],
		[1000, 11],
	] as const) {
		test(`${count} reactions: every one once, in order, in ${requests} request(s)`, async () => {
			const [message] = seedMessages(server, 1);
			seedReactions(message, count);
			const { items, error } = await runNode({ parameters: params({ returnAll: true }), credentials });
			assert.equal(error, undefined);
			const expected = reactionsOf(message);
			assert.deepEqual(items.map((i) => i.json), expected);
			assert.equal(server.requests.length, requests);
			assert.ok(server.requests.every((r) => r.path === `/v3/messages/${String(message.id)}/reactions`));
			assert.deepEqual(queries()[0], {});
			if (requests > 1) assert.deepEqual(queries()[1], { affix: 'append', id: String(expected[99].id) });
		});
	}
});

describe('Reaction > Get Many with a limit', () => {
	for (const [limit, requests] of [
		[1, 1],
		[100, 1],
		[150, 2],
	] as const) {
		test(`limit ${limit} of 300: ${limit} reactions in ${requests} request(s)`, async () => {
			const [message] = seedMessages(server, 1);
			seedReactions(message, 300);
			const { items } = await runNode({ parameters: params({ limit }), credentials });
			assert.deepEqual(items.map((i) => i.json.id), reactionsOf(message).slice(0, limit).map((r) => r.id));
			assert.equal(server.requests.length, requests);
		});
	}

	test('onBehalfOf is sent when set', async () => {
		const [message] = seedMessages(server, 1);
		seedReactions(message, 2);
		await runNode({ parameters: params({ onBehalfOf: 'cometchat-uid-9' }), credentials });
		assert.equal(server.requests[0].headers.onbehalfof, 'cometchat-uid-9');
	});
});

describe('Reaction > Get Many: repeats, errors, Continue On Fail', () => {
	test('a server ignoring the cursor is stopped after 2 requests', async () => {
		const repeating = await startFake({ paging: 'repeatData' });
		try {
			const [message] = seedMessages(repeating.server, 1);
			seedReactions(message, 150);
			const { error } = await runNode({ parameters: { resource: 'reaction', operation: 'getAll', messageId: String(message.id), returnAll: true }, credentials: repeating.credentials });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			assert.equal(repeating.server.requests.length, 2);
		} finally {
			await repeating.server.stop();
		}
	});

	test('Continue On Fail: an unknown message is an error item, the next message is listed', async () => {
		const [message] = seedMessages(server, 1);
		seedReactions(message, 2);
		const { items } = await runNode({
			parameters: params({ messageId: '={{ $json.id }}', returnAll: true }),
			credentials,
			continueOnFail: true,
			items: [{ json: { id: '404' } }, { json: { id: message.id } }],
		});
		assert.deepEqual(items.map((i) => [i.json.reaction ?? i.json.error, i.pairedItem]), [
			['The message with id 404 does not exist.', { item: 0 }],
			['👍', { item: 1 }],
			['😅', { item: 1 }],
		]);
	});
});
