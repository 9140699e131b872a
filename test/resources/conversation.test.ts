import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { seedMessages } from '../support/fake/messages';
import type { FakeCometChat, RecordedRequest } from '../support/fakeCometChat';
import { startFake } from '../support/fixtures';
import { validateRequest } from '../support/openapiRequests';
import { byId, fromList } from '../support/operations';
import { useFake } from '../support/useFake';
import { seedConversations, WITH_CUSTOMER_1, SUPPORT_GROUP, WITH_CUSTOMER_2 } from './conversationFake';

describe('Conversation > Delete', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

	const remove = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'delete', conversationId: '={{ $json.conversationId }}', onBehalfOf: 'agent', ...extra });

	test('DELETE /conversations/{conversationId} (from $json) as Conversation Of; the item says what was deleted; gone for both users', async () => {
		const { items, error } = await runNode({ parameters: remove(), credentials, items: [{ json: { conversationId: WITH_CUSTOMER_1 } }] });
		assert.equal(error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]), [['DELETE', `/v3/conversations/${WITH_CUSTOMER_1}`, 'agent', undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, conversationId: WITH_CUSTOMER_1, message: `The conversation ${WITH_CUSTOMER_1} has been deleted successfully for all the users.` });
		const seen = await runNode({ parameters: { resource: 'conversation', operation: 'get', conversationWith: 'user', uid: byId('agent'), onBehalfOf: 'customer-1' }, credentials, continueOnFail: true });
		assert.equal(seen.items[0].json.error, `The conversation ${WITH_CUSTOMER_1} is not accessible.`);
	});

	test('refused before sending: an empty conversation ID, or no Conversation Of', async () => {
		for (const [extra, pattern] of [
			[{}, /^Conversation ID \(conversationId\) is empty \[item 0\]$/],
			[{ conversationId: 'group_support', onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty/],
		] as const) {
			const { error } = await runNode({ parameters: remove(extra), credentials, items: [{ json: { conversationId: ' ' } }] });
			assert.match(String(error?.message), pattern);
		}
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown conversation gives CometChat's 404 for its item only", async () => {
		const { items } = await runNode({ parameters: remove(), credentials, continueOnFail: true, items: [{ json: { conversationId: 'nobody_user_nowhere' } }, { json: { conversationId: 'group_support' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The conversation nobody_user_nowhere does not exist.', true]);
	});
});

describe('Conversation > Get', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

	const get = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'get', conversationWith: 'user', uid: byId('customer-1'), onBehalfOf: 'agent', ...extra });
	const asked = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof]);

	test('with a user: GET /users/{uid}/conversation as Conversation Of (mapped from $json); the one conversation CometChat wraps in a list is the item', async () => {
		const { items, error } = await runNode({
			parameters: get({ uid: byId('={{ $json.customer }}'), onBehalfOf: '={{ $json.agent }}' }),
			credentials,
			items: [{ json: { customer: 'customer-1', agent: 'agent' } }],
		});
		assert.equal(error, undefined);
		assert.deepEqual(asked(), [['GET', '/v3/users/customer-1/conversation', 'agent']]);
		assert.equal(items.length, 1);
		assert.deepEqual(
			[items[0].json.conversationId, items[0].json.conversationType, items[0].json.unreadMessageCount, (items[0].json.conversationWith as { uid: string }).uid],
			[WITH_CUSTOMER_1, 'user', '3', 'customer-1'],
		);
	});

	test('of a group: GET /groups/{guid}/conversation, the group picked from the list', async () => {
		const { items } = await runNode({ parameters: get({ conversationWith: 'group', guid: fromList('support') }), credentials });
		assert.deepEqual(asked(), [['GET', '/v3/groups/support/conversation', 'agent']]);
		assert.equal(items[0].json.conversationId, SUPPORT_GROUP);
	});

	test('by conversation ID: GET /conversations/{conversationId}, encoded', async () => {
		const { items } = await runNode({ parameters: get({ conversationWith: 'id', conversationId: `={{ "${WITH_CUSTOMER_1}" }}` }), credentials });
		assert.deepEqual(asked(), [['GET', `/v3/conversations/${WITH_CUSTOMER_1}`, 'agent']]);
		assert.equal(items[0].json.unreadMessageCount, '3');
	});

	for (const [extra, pattern] of [
		[{ onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty \[item 0\]/],
		[{ uid: byId('={{ "" }}') }, /^User \(uid\) is empty \[item 0\]/],
		[{ conversationWith: 'id', conversationId: '={{ ".." }}' }, /^Conversation ID \(conversationId\) is "\.\.", which a URL reads as a directory/],
		[{ conversationWith: 'id', conversationId: `={{ "${'x'.repeat(207)}" }}` }, /^Conversation ID \(conversationId\) is 207 characters long; a conversationId is at most 206 \[item 0\]$/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: get(extra as never), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test("Continue On Fail: a conversation without messages gives CometChat's error for its item only", async () => {
		const { items } = await runNode({
			parameters: get({ uid: byId('={{ $json.customer }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { customer: 'customer-2' } }, { json: { customer: 'agent' } }],
		});
		assert.equal(items[0].json.conversationType, 'user');
		assert.equal(items[1].json.error, 'The conversation agent_user_agent is not accessible.');
	});
});

describe('Conversation > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

	const getAll = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'conversation', operation: 'getAll', ...extra });
	const ofAgent = (extra: INodeParameters = {}) => getAll({ filters: { onBehalfOf: '={{ $json.uid }}' }, ...extra });
	const asked = () => server.requests.map((r) => [r.path, r.headers.onbehalfof, r.query]);
	const agent = [{ json: { uid: 'agent' } }];

	describe('GET /conversations', () => {
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
});

describe('Conversation > Mark as Delivered', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	let seeded: ReturnType<typeof seedConversations>;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => (seeded = seedConversations(s)) });

	const mark = (extra: INodeParameters = {}): INodeParameters => ({
		resource: 'conversation',
		operation: 'markAsDelivered',
		conversationWith: 'user',
		uid: byId('customer-1'),
		onBehalfOf: 'agent',
		messageId: '={{ $json.id }}',
		...extra,
	});

	test('with a user: POST /users/{uid}/conversation/delivered {messageId}, one request per item, the id mapped from $json', async () => {
		const ids = seeded.customer1.slice(0, 2).map((m) => m.id);
		const { items, error } = await runNode({ parameters: mark(), credentials, items: ids.map((id) => ({ json: { id } })) });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			ids.map((id) => ['POST', '/v3/users/customer-1/conversation/delivered', 'agent', { messageId: Number(id) }]),
		);
		assert.deepEqual(items.map((i) => [i.json.success, i.pairedItem]), [[true, { item: 0 }], [true, { item: 1 }]]);
		assert.equal(server.conversationState.get('agent|agent_user_customer-1')?.deliveredUpTo, Number(ids[1]));
	});

	test('of a group: POST /groups/{guid}/conversation/delivered', async () => {
		await runNode({ parameters: mark({ conversationWith: 'group', guid: byId('support') }), credentials, items: [{ json: { id: seeded.group[1].id } }] });
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [['/v3/groups/support/conversation/delivered', { messageId: Number(seeded.group[1].id) }]]);
	});

	test('refused before sending: a message ID that is no whole number', async () => {
		const { error } = await runNode({ parameters: mark(), credentials, items: [{ json: { id: '12a' } }] });
		assert.match(String(error?.message), /^Message ID \(messageId\) must be the ID of a message, a whole number such as 1523, not "12a" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});

describe('Conversation > Mark as Read', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	let seeded: ReturnType<typeof seedConversations>;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => (seeded = seedConversations(s)) });

	const mark = (extra: INodeParameters = {}): INodeParameters => ({
		resource: 'conversation',
		operation: 'markAsRead',
		conversationWith: 'user',
		uid: byId('={{ $json.data.message.sender }}'),
		onBehalfOf: '={{ $json.data.message.receiver }}',
		messageId: '={{ $json.data.message.id }}',
		...extra,
	});
	const unread = async (parameters: INodeParameters) =>
		(await runNode({ parameters: { resource: 'conversation', operation: 'get', onBehalfOf: 'agent', ...parameters }, credentials })).items[0].json.unreadMessageCount;

	test('with a user, mapped from a message_sent event: POST /users/{uid}/conversation/read {messageId} as the reader; unread drops', async () => {
		const last = seeded.customer1[2];
		const event = { trigger: 'message_sent', data: { message: { id: last.id, sender: 'customer-1', receiver: 'agent' } } };
		const { items, error } = await runNode({ parameters: mark(), credentials, items: [{ json: event }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['POST', '/v3/users/customer-1/conversation/read', 'agent', { messageId: Number(last.id) }]],
		);
		assert.deepEqual(items[0].json, { success: true, Message: `All the messages up to ${String(last.id)} are marked as read for the requesting user.` });
		assert.equal(await unread({ conversationWith: 'user', uid: byId('customer-1') }), '0');
	});

	test('of a group: POST /groups/{guid}/conversation/read', async () => {
		const { items } = await runNode({
			parameters: mark({ conversationWith: 'group', guid: byId('support'), onBehalfOf: 'agent', messageId: seeded.group[0].id as string }),
			credentials,
		});
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [['/v3/groups/support/conversation/read', { messageId: Number(seeded.group[0].id) }]]);
		assert.equal(items[0].json.success, true);
		assert.equal(await unread({ conversationWith: 'group', guid: byId('support') }), '1');
	});

	for (const [messageId, pattern] of [
		['abc', /^Message ID \(messageId\) must be the ID of a message, a whole number such as 1523, not "abc" \[item 0\]$/],
		['={{ "" }}', /^Message ID \(messageId\) must be the ID of a message/],
	] as const) {
		test(`refused before sending: messageId ${messageId}`, async () => {
			const { error } = await runNode({ parameters: mark({ uid: byId('customer-1'), onBehalfOf: 'agent', messageId }), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('refused before sending: no reader (Conversation Of)', async () => {
		const { error } = await runNode({ parameters: mark({ uid: byId('customer-1'), onBehalfOf: '={{ "" }}', messageId: '1' }), credentials });
		assert.match(String(error?.message), /^Conversation Of \(onBehalfOf\) is empty \[item 0\]/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user gives CometChat's 404 for its item only", async () => {
		const message = (sender: string) => ({ json: { data: { message: { id: seeded.customer2[0].id, sender, receiver: 'agent' } } } });
		const { items } = await runNode({ parameters: mark(), credentials, continueOnFail: true, items: [message('ghost'), message('customer-2')] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.success), ['The user with uid ghost does not exist.', true]);
	});
});

describe('Conversation > Mark as Unread', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;
	let seeded: ReturnType<typeof seedConversations>;

	/**
	 * The OpenAPI gives `DELETE /groups/{guid}/conversation/read` no onBehalfOf header, though
	 * it marks the conversation unread for one user (its example answer names that user) and
	 * its user variant requires it: there the docs ("Mark conversation messages as unread")
	 * are the reference.
	 */
	const groupUnread = (r: RecordedRequest) => r.method === 'DELETE' && /^\/v3\/groups\/[^/]+\/conversation\/read$/.test(r.path);

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => (seeded = seedConversations(s)), match: (r) => !groupUnread(r) });

	const mark = (extra: INodeParameters = {}): INodeParameters => ({
		resource: 'conversation',
		operation: 'markAsUnread',
		conversationWith: 'user',
		uid: byId('customer-1'),
		onBehalfOf: 'agent',
		messageId: '={{ $json.after }}',
		...extra,
	});
	const unread = async (parameters: INodeParameters) =>
		(await runNode({ parameters: { resource: 'conversation', operation: 'get', onBehalfOf: 'agent', ...parameters }, credentials })).items[0].json.unreadMessageCount;

	test('with a user: DELETE /users/{uid}/conversation/read {messageId}: the messages after it are unread again', async () => {
		await runNode({ parameters: { ...mark(), operation: 'markAsRead', messageId: String(seeded.customer1[3].id) }, credentials });
		server.requests.length = 0;
		const { items, error } = await runNode({ parameters: mark(), credentials, items: [{ json: { after: seeded.customer1[0].id } }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['DELETE', '/v3/users/customer-1/conversation/read', 'agent', { messageId: Number(seeded.customer1[0].id) }]],
		);
		assert.equal(items[0].json.success, true);
		assert.equal(await unread({ conversationWith: 'user', uid: byId('customer-1') }), '2');
	});

	test('of a group: DELETE /groups/{guid}/conversation/read as the user (the docs are the reference: the OpenAPI lacks onBehalfOf there)', async () => {
		const { items } = await runNode({ parameters: mark({ conversationWith: 'group', guid: byId('support') }), credentials, items: [{ json: { after: seeded.group[0].id } }] });
		const [request] = server.requests;
		assert.deepEqual([request.method, request.path, request.headers.onbehalfof, request.body], ['DELETE', '/v3/groups/support/conversation/read', 'agent', { messageId: Number(seeded.group[0].id) }]);
		assert.match(String(items[0].json.message), /marked as unread for the user agent/);
		assert.deepEqual(validateRequest(request), ['mark-group-conversation-as-unread: the onBehalfOf header is not documented for this operation']);
		assert.equal(await unread({ conversationWith: 'group', guid: byId('support') }), '1');
	});

	test('refused before sending: Conversation With set to an ID (only Get takes one)', async () => {
		const { error } = await runNode({ parameters: mark({ conversationWith: 'id' }), credentials, items: [{ json: { after: 1 } }] });
		assert.match(String(error?.message), /^Conversation With \(conversationWith\) must be "user" or "group" here, not "id" \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});

describe('Conversation > Reset', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

	const reset = (extra: INodeParameters = {}): INodeParameters => ({
		resource: 'conversation',
		operation: 'reset',
		conversationWith: 'user',
		uid: byId('={{ $json.customer }}'),
		onBehalfOf: 'agent',
		...extra,
	});
	const listed = async () =>
		(await runNode({ parameters: { resource: 'conversation', operation: 'getAll', returnAll: true, filters: { onBehalfOf: 'agent' } }, credentials })).items.map((i) => i.json.conversationId);

	test('with a user: DELETE /users/{uid}/conversation as Conversation Of, no body; it leaves their list; the item says what was reset', async () => {
		const { items, error } = await runNode({ parameters: reset(), credentials, items: [{ json: { customer: 'customer-1' } }] });
		assert.equal(error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]), [['DELETE', '/v3/users/customer-1/conversation', 'agent', undefined]]);
		assert.deepEqual(items[0].json, {
			reset: true,
			uid: 'customer-1',
			onBehalfOf: 'agent',
			message: `The conversation ${WITH_CUSTOMER_1} has been deleted successfully for UID agent.`,
		});
		assert.deepEqual(await listed(), [SUPPORT_GROUP, WITH_CUSTOMER_2]);
	});

	test('with Delete Messages Permanently: {"deleteMessagesPermanently": true}, the messages are gone', async () => {
		await runNode({ parameters: reset({ options: { deleteMessagesPermanently: true } }), credentials, items: [{ json: { customer: 'customer-1' } }] });
		assert.deepEqual(server.requests[0].body, { deleteMessagesPermanently: true });
		assert.equal(server.messages.filter((m) => m.conversationId === WITH_CUSTOMER_1).length, 0);
	});

	test('of a group: DELETE /groups/{guid}/conversation with no body (CometChat documents none there)', async () => {
		const { items } = await runNode({ parameters: reset({ conversationWith: 'group', guid: byId('support'), options: { deleteMessagesPermanently: true } }), credentials });
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.body]), [['DELETE', '/v3/groups/support/conversation', undefined]]);
		assert.equal(items[0].json.guid, 'support');
	});

	test("Continue On Fail: a conversation without messages fails its item only", async () => {
		const { items } = await runNode({ parameters: reset(), credentials, continueOnFail: true, items: [{ json: { customer: 'agent' } }, { json: { customer: 'customer-2' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.reset), ['The conversation agent_user_agent is not accessible.', true]);
	});
});

describe('Conversation > Update', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), { seedEach: (s) => seedConversations(s) });

	const update = (extra: INodeParameters = {}): INodeParameters => ({
		resource: 'conversation',
		operation: 'update',
		conversationWith: 'user',
		uid: byId('customer-1'),
		onBehalfOf: 'agent',
		additionalFields: { tags: '={{ $json.tags }}' },
		...extra,
	});

	test('with a user: PUT /users/{uid}/conversation {tags} as Conversation Of; the item is the conversation (unwrapped from its list) with its tags', async () => {
		const { items, error } = await runNode({ parameters: update(), credentials, items: [{ json: { tags: ['escalated', ' ', 'billing'] } }] });
		assert.equal(error, undefined);
		assert.deepEqual(
			server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]),
			[['PUT', '/v3/users/customer-1/conversation', 'agent', { tags: ['escalated', 'billing'] }]],
		);
		assert.deepEqual([items[0].json.conversationId, items[0].json.tags], [WITH_CUSTOMER_1, ['escalated', 'billing']]);
	});

	test('of a group, tags as comma-separated text; empty Tags clears them', async () => {
		const group = update({ conversationWith: 'group', guid: byId('support') });
		const { items } = await runNode({ parameters: group, credentials, items: [{ json: { tags: 'vip, urgent' } }, { json: { tags: '' } }] });
		assert.deepEqual(server.requests.map((r) => [r.path, r.body]), [
			['/v3/groups/support/conversation', { tags: ['vip', 'urgent'] }],
			['/v3/groups/support/conversation', { tags: [] }],
		]);
		assert.deepEqual(items.map((i) => [i.json.conversationId, i.json.tags]), [[SUPPORT_GROUP, ['vip', 'urgent']], [SUPPORT_GROUP, undefined]]);
	});

	test('Conversation Of from the list, by ID, or as a plain string (saved before it was a picker): its uid is the onBehalfOf header', async () => {
		const owners = [{ __rl: true, mode: 'list', value: 'agent', cachedResultName: 'Agent (agent)' }, byId('agent'), 'agent', '={{ "age" + "nt" }}'];
		for (const onBehalfOf of owners) assert.equal((await runNode({ parameters: update({ onBehalfOf }), credentials, items: [{ json: { tags: 'a' } }] })).error, undefined);
		assert.deepEqual(server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof]), Array(4).fill(['PUT', '/v3/users/customer-1/conversation', 'agent']));
	});

	for (const [extra, pattern] of [
		[{ additionalFields: {} }, /^Update Fields \(additionalFields\) are empty; add Tags \(empty to clear them\) \[item 0\]$/],
		[{ additionalFields: { tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(',') } }, /^Tags \(additionalFields.tags\) has 26 tags; CometChat accepts at most 25 \[item 0\]$/],
		[{ onBehalfOf: '={{ "" }}' }, /^Conversation Of \(onBehalfOf\) is empty/],
	] as const) {
		test(`refused before sending: ${pattern.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: update(extra as never), credentials, items: [{ json: { tags: 'a' } }] });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}
});
