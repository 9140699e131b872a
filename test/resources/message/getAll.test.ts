import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { startFake } from '../../support/fixtures';
import { byId } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

function params(extra: INodeParameters = {}): INodeParameters {
	return { resource: 'message', operation: 'getAll', conversation: 'group', guid: byId('support'), ...extra };
}

const lists = () => server.requests.map((r) => r.query);
const ids = (items: Array<{ json: Record<string, unknown> }>) => items.map((i) => i.json.id);

describe('Message > Get Many of a group, Return All: cursor paging', () => {
	for (const [count, requests] of [
		[0, 1],
		[1, 1],
		[99, 1],
		[100, 2],
		[101, 2],
		[250, 3],
		[10_000, 101],
	] as const) {
		test(`${count} messages: every one once, in order, in ${requests} request(s)`, async () => {
			server.groups.set('support', { guid: 'support', name: 'Support' });
			const seeded = seedMessages(server, count);
			// a message of another group is not listed
			seedMessages(server, 1, { receiver: 'sales' });
			const { items, error } = await runNode({ parameters: params({ returnAll: true }), credentials });
			assert.equal(error, undefined);
			assert.deepEqual(ids(items), seeded.map((m) => m.id));
			if (count) assert.deepEqual(items[0].json, seeded[0]);
			assert.equal(server.requests.length, requests);
			assert.ok(server.requests.every((r) => r.method === 'GET' && r.path === '/v3/groups/support/messages'));
			assert.deepEqual(lists()[0], { limit: '100' });
			if (requests > 1) assert.deepEqual(lists()[1], { limit: '100', affix: 'append', id: seeded[99].id });
		});
	}

	test('a page size of 1000 reads 2,500 messages in 3 requests', async () => {
		seedMessages(server, 2500);
		const { items } = await runNode({ parameters: params({ returnAll: true, options: { pageSize: 1000 } }), credentials });
		assert.equal(items.length, 2500);
		assert.deepEqual(lists().map((q) => q.limit), ['1000', '1000', '1000']);
	});
});

describe('Message > Get Many with a limit: never a page beyond it', () => {
	for (const [limit, sizes] of [
		[1, ['1']],
		[50, ['50']],
		[100, ['100']],
		[101, ['100', '1']],
		[250, ['100', '100', '50']],
	] as const) {
		test(`limit ${limit} of 400: ${limit} messages, requests for ${sizes.join(' + ')}`, async () => {
			const seeded = seedMessages(server, 400);
			const { items } = await runNode({ parameters: params({ limit }), credentials });
			assert.deepEqual(ids(items), seeded.slice(0, limit).map((m) => m.id));
			assert.deepEqual(lists().map((q) => q.limit), sizes);
		});
	}

	test('the default limit is 50; fewer messages end in one short page', async () => {
		seedMessages(server, 7);
		const { items } = await runNode({ parameters: params(), credentials });
		assert.equal(items.length, 7);
		assert.deepEqual(lists(), [{ limit: '50' }]);
	});
});

describe('Message > Get Many: a server that repeats itself is stopped', () => {
	test('a server ignoring the cursor: error after 2 requests, not an endless loop', async () => {
		const repeating = await startFake({ paging: 'repeatData' });
		try {
			seedMessages(repeating.server, 300);
			const { error } = await runNode({ parameters: params({ returnAll: true }), credentials: repeating.credentials });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			assert.equal(repeating.server.requests.length, 2);
		} finally {
			await repeating.server.stop();
		}
	});
});

describe('Message > Get Many: the three lists', () => {
	test('between two users: GET /users/{uid}/messages as the other user (onBehalfOf), uid encoded', async () => {
		const between = seedMessages(server, 3, { receiverType: 'user', sender: 'agent-1', receiver: 'a/b c' });
		seedMessages(server, 2, { receiverType: 'user', sender: 'agent-2', receiver: 'a/b c' });
		const { items } = await runNode({
			parameters: params({ conversation: 'user', uid: byId('a/b c'), onBehalfOf: 'agent-1', limit: 10 }),
			credentials,
		});
		assert.deepEqual(ids(items), between.map((m) => m.id));
		assert.equal(server.requests[0].path, '/v3/users/a%2Fb%20c/messages');
		assert.equal(server.requests[0].headers.onbehalfof, 'agent-1');
	});

	test('between two users without the other user: refused before sending', async () => {
		const { error } = await runNode({ parameters: params({ conversation: 'user', uid: byId('cometchat-uid-1'), onBehalfOf: '={{ "" }}' }), credentials });
		assert.match(String(error?.message), /^Other User \(onBehalfOf\) is empty \[item 0\]/);
		assert.equal(server.requests.length, 0);
	});

	test('all: GET /messages, its cursor carries sentAt too', async () => {
		seedMessages(server, 2, { receiver: 'support' });
		seedMessages(server, 2, { receiverType: 'user', receiver: 'cometchat-uid-2' });
		const { items } = await runNode({ parameters: params({ conversation: 'all', returnAll: true, options: { pageSize: 3 } }), credentials });
		assert.equal(items.length, 4);
		assert.equal(server.requests[0].path, '/v3/messages');
		const last = server.messages[2];
		assert.deepEqual(lists(), [{ limit: '3' }, { limit: '3', affix: 'append', id: last.id, sentAt: String(last.sentAt) }]);
	});

	test('group messages read as a member: onBehalfOf sent; the group picked from the list mode too', async () => {
		seedMessages(server, 1);
		await runNode({ parameters: params({ guid: { __rl: true, mode: 'list', value: 'support' }, onBehalfOf: 'cometchat-uid-5' }), credentials });
		assert.equal(server.requests[0].headers.onbehalfof, 'cometchat-uid-5');
		assert.equal(server.requests[0].path, '/v3/groups/support/messages');
	});
});

describe('Message > Get Many: filters', () => {
	test('none set: only the page size is sent', async () => {
		seedMessages(server, 1);
		await runNode({ parameters: params({ filters: {}, options: {} }), credentials });
		assert.deepEqual(lists(), [{ limit: '50' }]);
	});

	test('every filter is sent as documented and applied', async () => {
		const start = 1_700_000_000;
		seedMessages(server, 6, {
			text: (i) => (i === 4 ? 'refund <@uid:cometchat-uid-3> https://x.invalid' : `hello ${i}`),
			sender: 'cometchat-uid-1',
			extra: (i) => ({ tags: i === 4 || i % 2 ? ['billing'] : ['other'], ...(i === 4 ? { data: { text: 'refund <@uid:cometchat-uid-3> https://x.invalid', reactions: [{ reaction: '👍', count: 1 }] } } : {}) }),
		});
		const { items } = await runNode({
			parameters: params({
				filters: {
					categories: ['message', 'custom'],
					types: 'text, image',
					sender: 'cometchat-uid-1',
					searchKey: ' refund ',
					hasMentions: true,
					hasReactions: true,
					hasLinks: true,
					hasAttachments: false,
					sentAfter: new Date((start + 1) * 1000).toISOString(),
					sentBefore: new Date((start + 5) * 1000).toISOString(),
					tags: ['billing', 'vip'],
				},
				options: { withTags: true, hideReplies: true },
			}),
			credentials,
		});
		assert.deepEqual(ids(items), [server.messages[4].id]);
		assert.deepEqual(items[0].json.tags, ['billing']);
		assert.deepEqual(lists(), [
			{
				limit: '50',
				categories: 'message,custom',
				types: 'text,image',
				sender: 'cometchat-uid-1',
				searchKey: 'refund',
				hasMentions: 'true',
				hasReactions: 'true',
				hasLinks: 'true',
				fromTimestamp: String(start + 1),
				toTimestamp: String(start + 5),
				tags: 'billing,vip',
				withTags: 'true',
				hideReplies: 'true',
			},
		]);
	});

	test('attachments: hasAttachments and attachmentTypes', async () => {
		seedMessages(server, 2, { extra: (i) => (i === 1 ? { type: 'image', data: { attachments: [{ url: 'https://x.invalid/a.png' }] } } : {}) });
		const { items } = await runNode({ parameters: params({ filters: { hasAttachments: true, attachmentTypes: 'image' } }), credentials });
		assert.deepEqual(ids(items), [server.messages[1].id]);
		assert.deepEqual(lists(), [{ limit: '50', hasAttachments: 'true', attachmentTypes: 'image' }]);
	});

	test('all messages, only Sent Before: fromTimestamp 1 goes with it (GET /messages ignores toTimestamp alone)', async () => {
		await runNode({ parameters: params({ conversation: 'all', filters: { sentBefore: '2026-11-23T08:00:00Z' } }), credentials });
		assert.deepEqual(lists(), [{ limit: '50', toTimestamp: String(Date.UTC(2026, 10, 23, 8) / 1000), fromTimestamp: '1' }]);
	});

	test('without Include Tags the list carries no tags', async () => {
		seedMessages(server, 1, { extra: () => ({ tags: ['x'] }) });
		const { items } = await runNode({ parameters: params(), credentials });
		assert.equal(items[0].json.tags, undefined);
	});

	for (const [filters, pattern] of [
		[{ sentAfter: 'yesterday-ish' }, /^Sent After \(filters.sentAfter\) is not a date and time: "yesterday-ish" \[item 0\]$/],
		[{ sender: 'x'.repeat(101) }, /^Sender \(filters.sender\) is 101 characters long/],
		[{ tags: '={{ 5 }}' }, /^Tags \(filters.tags\) must be a list or comma-separated text/],
		// a list an expression left empty would widen the search to every category
		[{ categories: '={{ null }}' }, /^Categories \(filters.categories\) must be a list or comma-separated text, but it is null \[item 0\]$/],
	] as const) {
		test(`${JSON.stringify(filters).slice(0, 60)} is refused before any request`, async () => {
			const { error } = await runNode({ parameters: params({ filters: filters as never }), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	for (const [parameters, pattern] of [
		[{ limit: 0 }, /^Limit \(limit\) must be a whole number at least 1, not 0 \[item 0\]$/],
		[{ returnAll: true, options: { pageSize: '={{ 5000 }}' } }, /^Page Size \(options.pageSize\) must be a whole number from 1 to 1000, not 5000/],
		[{ guid: byId('  ') }, /^Group \(guid\) is empty \[item 0\]/],
		[{ onBehalfOf: 'a b' }, /^On Behalf Of \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
	] as const) {
		test(`${JSON.stringify(parameters)} is refused before any request`, async () => {
			const { error } = await runNode({ parameters: params(parameters as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}
});

describe('Message > Get Many: errors and Continue On Fail', () => {
	test('an unknown group gives CometChat\'s 404', async () => {
		const { error } = await runNode({ parameters: params({ guid: byId('nowhere') }), credentials });
		assert.equal(error?.message, 'The group with guid nowhere does not exist.');
		assert.equal((error as { httpCode?: string }).httpCode, '404');
	});

	test('Continue On Fail: the 404 of one item is its output, the other items are listed', async () => {
		const a = seedMessages(server, 2, { receiver: 'a' });
		const b = seedMessages(server, 1, { receiver: 'b' });
		const { items, error } = await runNode({
			parameters: params({ guid: byId('={{ $json.guid }}'), returnAll: true }),
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'a' } }, { json: { guid: 'nowhere' } }, { json: { guid: 'b' } }],
		});
		assert.equal(error, undefined);
		assert.deepEqual(
			items.map((i) => [i.json.id ?? i.json.error, i.pairedItem]),
			[
				[a[0].id, { item: 0 }],
				[a[1].id, { item: 0 }],
				['The group with guid nowhere does not exist.', { item: 1 }],
				[b[0].id, { item: 2 }],
			],
		);
	});

	test('a 429 on the second page is waited out (Retry-After) and the list completes', async () => {
		const seeded = seedMessages(server, 150);
		server.fault({ match: (r) => r.query.id !== undefined, status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });
		const { items, error } = await runNode({ parameters: params({ returnAll: true }), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(ids(items), seeded.map((m) => m.id));
		assert.deepEqual(lists().map((q) => q.id), [undefined, seeded[99].id, seeded[99].id]);
		assert.ok(server.requests[2].at - server.requests[1].at >= 900);
	});

	test('a failed page after the first: with Continue On Fail the item carries the error', async () => {
		seedMessages(server, 150);
		server.fault({ match: (r) => r.query.id !== undefined, status: 400, body: { error: { message: 'Bad cursor', code: 'ERR_BAD_REQUEST' } } });
		const { items } = await runNode({ parameters: params({ returnAll: true }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'Bad cursor' }]);
		assert.equal(server.requests.length, 2);
	});
});

describe('Message > Get Many of a thread (Conversation: Thread): GET /messages/{id}/thread, page by page', () => {
	const thread = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'message', operation: 'getAll', conversation: 'thread', messageId: '={{ $json.parent }}', ...extra });
	const seedThread = (fake: FakeCometChat, replies: number) => {
		const [parent] = seedMessages(fake, 1, { text: () => 'Where is my order?' });
		seedMessages(fake, 1, { text: () => 'not in the thread' });
		return { parent, replies: seedMessages(fake, replies, { extra: () => ({ parentId: parent.id }) }) };
	};

	test('Return All: every reply once, in order; page/perPage only (a thread takes no filters); the parent mapped from $json', async () => {
		const { parent, replies } = seedThread(server, 5);
		const { items, error } = await runNode({
			parameters: thread({ returnAll: true, options: { pageSize: 2 }, filters: { searchKey: 'x' } }),
			credentials,
			items: [{ json: { parent: parent.id } }],
		});
		assert.equal(error, undefined);
		assert.deepEqual(ids(items), replies.map((m) => m.id));
		assert.deepEqual(items[0].json, replies[0]);
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [1, 2, 3].map((page) => [`/v3/messages/${String(parent.id)}/thread`, { page: String(page), perPage: '2' }]));
	});

	test('a limit below a page is one request for exactly that many; onBehalfOf sent when set', async () => {
		const { parent, replies } = seedThread(server, 10);
		const { items } = await runNode({ parameters: thread({ limit: 3, onBehalfOf: 'agent-1' }), credentials, items: [{ json: { parent: parent.id } }] });
		assert.deepEqual(ids(items), replies.slice(0, 3).map((m) => m.id));
		assert.deepEqual(lists(), [{ page: '1', perPage: '3' }]);
		assert.equal(server.requests[0].headers.onbehalfof, 'agent-1');
	});

	test('a server that repeats its first page is stopped after 2 requests', async () => {
		const repeating = await startFake({ paging: 'repeatData' });
		try {
			const { parent } = seedThread(repeating.server, 300);
			const { error } = await runNode({ parameters: thread({ returnAll: true }), credentials: repeating.credentials, items: [{ json: { parent: parent.id } }] });
			assert.match(String(error?.message), /same items as an earlier page; stopped to avoid an endless loop/);
			assert.equal(repeating.server.requests.length, 4);
		} finally {
			await repeating.server.stop();
		}
	});

	test("refused before sending without a parent; an unknown parent gives CometChat's 404, with Continue On Fail as its item", async () => {
		const missing = await runNode({ parameters: thread({ messageId: '={{ "" }}' }), credentials });
		assert.match(String(missing.error?.message), /^Message ID \(messageId\) is empty \[item 0\]/);
		assert.equal(server.requests.length, 0);
		const { parent, replies } = seedThread(server, 1);
		const { items } = await runNode({ parameters: thread(), credentials, continueOnFail: true, items: [{ json: { parent: '404404' } }, { json: { parent: parent.id } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.id), ['The message with id 404404 does not exist.', replies[0].id]);
	});
});
