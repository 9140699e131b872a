import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../../support/engine';
import { seedMessages } from '../../support/fake/messages';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { startFake } from '../../support/fixtures';
import { useFake } from '../../support/useFake';
import { seedConversations, SUPPORT_GROUP, WITH_CUSTOMER_1, WITH_CUSTOMER_2 } from './conversationFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'getAll', ...extra });
const ofAgent = (extra: INodeParameters = {}) => getAll({ filters: { onBehalfOf: '={{ $json.uid }}' }, ...extra });
const asked = () => server.requests.map((r) => [r.path, r.headers.onbehalfof, r.query]);
const agent = [{ json: { uid: 'agent' } }];

describe('Conversation > Get Many: GET /conversations', () => {
	test("a user's conversations (Of User from $json, header onBehalfOf), latest first, with their unread counts", async () => {
		const { items, error } = await runNode({ parameters: ofAgent({ returnAll: true }), credentials, items: agent });
		assert.equal(error, undefined);
		assert.deepEqual(asked(), [['/v3/conversations', 'agent', { page: '1', perPage: '100' }]]);
		assert.deepEqual(
			items.map((i) => [i.json.conversationId, i.json.conversationType, i.json.unreadMessageCount, i.pairedItem]),
			[
				[SUPPORT_GROUP, 'group', '2', { item: 0 }],
				[WITH_CUSTOMER_2, 'user', '1', { item: 0 }],
				[WITH_CUSTOMER_1, 'user', '3', { item: 0 }],
			],
		);
		assert.deepEqual((items[2].json.lastMessage as { data: unknown }).data, { text: 'answer' });
	});

	test('every documented filter and option is sent as documented and applied', async () => {
		await runNode({ parameters: { resource: 'conversation', operation: 'update', conversationWith: 'group', guid: { __rl: true, mode: 'id', value: 'support' }, onBehalfOf: 'agent', additionalFields: { tags: 'urgent' } }, credentials });
		server.requests.length = 0;
		const { items } = await runNode({
			parameters: ofAgent({
				limit: 10,
				filters: { onBehalfOf: '={{ $json.uid }}', conversationType: 'group', unread: true, searchKey: ' supp ', tags: ['urgent', 'later'], groupTags: 'vip', userTags: '' },
				options: { withTags: true, withUserAndGroupTags: true, perPage: 5 },
			}),
			credentials,
			items: agent,
		});
		assert.deepEqual(asked(), [
			[
				'/v3/conversations',
				'agent',
				{ page: '1', perPage: '5', conversationType: 'group', unread: 'true', searchKey: 'supp', tags: 'urgent,later', groupTags: 'vip', withTags: 'true', withUserAndGroupTags: 'true' },
			],
		]);
		assert.deepEqual(items.map((i) => [i.json.conversationId, i.json.tags, (i.json.conversationWith as { tags?: unknown }).tags]), [[SUPPORT_GROUP, ['urgent'], ['vip']]]);
	});

	test('without Of User: the conversations of the whole app, no onBehalfOf header', async () => {
		const { items } = await runNode({ parameters: getAll({ returnAll: true }), credentials });
		assert.deepEqual(asked(), [['/v3/conversations', undefined, { page: '1', perPage: '100' }]]);
		assert.equal(items.length, 3);
	});

	test('paging: 250 conversations in 3 requests; a limit of 120 in 2; never a page beyond it', async () => {
		for (let i = 0; i < 247; i++) seedMessages(server, 1, { receiverType: 'user', sender: `c-${i}`, receiver: 'agent' });
		const all = await runNode({ parameters: ofAgent({ returnAll: true }), credentials, items: agent });
		assert.equal(all.items.length, 250);
		assert.equal(new Set(all.items.map((i) => i.json.conversationId)).size, 250);
		assert.deepEqual(asked().map((r) => r[2]), [1, 2, 3].map((page) => ({ page: String(page), perPage: '100' })));
		server.requests.length = 0;
		const some = await runNode({ parameters: ofAgent({ limit: 120 }), credentials, items: agent });
		assert.equal(some.items.length, 120);
		assert.deepEqual(asked().map((r) => r[2]), [1, 2].map((page) => ({ page: String(page), perPage: '100' })));
	});

	test('a server that ignores the page is stopped, not followed forever', async () => {
		const broken = await startFake({ paging: 'ignorePage' });
		try {
			seedConversations(broken.server);
			const { error } = await runNode({ parameters: ofAgent({ returnAll: true, options: { perPage: 1 } }), credentials: broken.credentials, items: agent });
			assert.match(String(error?.message), /stopped to avoid an endless loop/);
			assert.equal(broken.server.requests.length, 2);
		} finally {
			await broken.server.stop();
		}
	});

	for (const [extra, pattern] of [
		[{ filters: { onBehalfOf: 'a b' } }, /^Of User \(filters.onBehalfOf\) has characters that cannot travel in an HTTP header/],
		[{ limit: 0 }, /^Limit \(limit\) must be a whole number at least 1, not 0 \[item 0\]$/],
		[{ filters: { tags: '={{ 5 }}' } }, /^Tags \(filters.tags\) must be a list or comma-separated text/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: getAll(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}
});
