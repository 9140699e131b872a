import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { seedMessages } from '../support/fake/messages';
import { seedReactions, reactionsOf, react } from '../support/fake/reactions';
import type { FakeCometChat } from '../support/fakeCometChat';
import { startFake } from '../support/fixtures';
import { useFake } from '../support/useFake';

describe('Reaction > Add', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake));

	function params(extra: INodeParameters = {}): INodeParameters {
		return { resource: 'reaction', operation: 'add', messageId: String(server.messages[0]?.id ?? '1'), reaction: '👍', onBehalfOf: 'cometchat-uid-2', ...extra };
	}

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

describe('Reaction > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	// The endpoint documents no query parameters; `affix` and `id` are what its own answer's
	// `meta.next` gives (messageMetaSchema), sent back to reach the next page.
	useFake((fake) => ({ server, credentials } = fake), { undocumentedQuery: ['affix', 'id'] });

	function params(extra: INodeParameters = {}): INodeParameters {
		return { resource: 'reaction', operation: 'getAll', messageId: String(server.messages[0]?.id ?? '1'), ...extra };
	}

	const queries = () => server.requests.map((r) => r.query);

	describe("Return All: pages of the server's size (meta.current.limit, 100) through meta.next", () => {
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

	describe('with a limit', () => {
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

	describe('repeats, errors, Continue On Fail', () => {
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
});

describe('Reaction > Remove', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake));

	function params(extra: INodeParameters = {}): INodeParameters {
		return { resource: 'reaction', operation: 'remove', messageId: String(server.messages[0]?.id ?? '1'), reaction: '👨‍👩‍👧', onBehalfOf: 'cometchat-uid-2', ...extra };
	}

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
