// The CometChat node's operations beyond the example workflows' ones, each in REAL n8n
// (1.123.x and 2.x) against the fake CometChat on 127.0.0.1: one workflow (one run
// per version) in which a Manual Trigger and a Set node ("Inputs") fan out to one chain per
// resource; later nodes of a chain map what earlier ones output (`{{ $json.… }}`,
// `{{ $('Inputs').item.json.… }}`), as users do. Execution order v1 runs the chains one after the
// other, top to bottom. Every CometChat node has On Error "continue", so that one failing
// operation shows as its own failed check and the others still run.
//
// For each operation: the node ran without error; the exact requests CometChat received
// (method, path, query, body, onBehalfOf header); each request valid against CometChat's
// OpenAPI (a moderation rule's body: CometChat's docs, the OpenAPI's schema for it being an
// undefined $ref; a keyword list's multipart fields: its docs too); the items the node output. For the whole run: no other request was sent,
// and the API key is in no output. The workflow runs in the n8n the suites share (sharedN8n.mjs).
// `npm run test:e2e` runs it; alone: scripts/e2e/in-netns.sh node test/e2e/operations.e2e.mjs [1|2|1,2]
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runAsMain, runWorkflows } from './harness.mjs';
import { REPO_DIR } from './n8n-runner.mjs';

const require = createRequire(import.meta.url);
const build = (file) => require(path.join(REPO_DIR, 'build-test/test/support', file));
const { startExampleServer } = build('exampleServer.js');
const { validateRequest } = build('openapiRequests.js');
const { makeUser } = build('fake/users.js');
const { makeGroup } = build('fake/groups.js');
const { makeRole } = build('fake/roles.js');
const { seedMessages } = build('fake/messages.js');
const { moderationOf, makeBlocked, makeKeywordList, makeReason, makeRule } = build('fake/moderation.js');
const { ruleBodyProblems } = require(path.join(REPO_DIR, 'build-test/test/resources/ruleBodyDocs.js'));
const { keywordListBodyProblems } = require(path.join(REPO_DIR, 'build-test/test/resources/keywordListBodyDocs.js'));
const { seedConversations } = require(path.join(REPO_DIR, 'build-test/test/resources/conversationFake.js'));

const CREDENTIAL = { id: 'cometchat-demo', name: 'CometChat account' };
const byId = (value) => ({ __rl: true, mode: 'id', value });

/** What these operations need in the fake, besides what the example workflows need; what the workflow needs to know of it. */
function seed(server) {
	for (const uid of ['ana', 'bo', 'chen']) server.users.set(uid, makeUser(uid));
	server.groups.set('helpdesk', makeGroup('helpdesk', { membersCount: 2 }));
	server.groupMembers.set('helpdesk', new Map(['ana', 'bo'].map((uid) => [uid, { ...makeUser(uid), scope: 'participant' }])));
	server.roles.set('default', makeRole('default', { name: 'Default Role', description: 'This role gives full access' }));
	server.roles.set('manager', makeRole('manager', { name: 'Manager' }));
	// the conversations of agent (with customer-1, customer-2 and the group support), as the jest tests have them
	const conversations = seedConversations(server);
	server.users.set('support-bot', makeUser('support-bot'));
	const [parent] = seedMessages(server, 1, { receiverType: 'user', sender: 'customer-1', receiver: 'support-bot', text: () => 'Where is my order?' });
	for (const uid of ['dee', 'eve']) server.users.set(uid, makeUser(uid));
	// moderation: a message to flag, one blocked, a reason, a keyword list, a rule (the example workflows add flagged messages)
	const store = moderationOf(server);
	const [spam, blocked] = seedMessages(server, 2, { sender: 'spammer-1' });
	store.blocked.set(blocked.id, makeBlocked(blocked));
	store.reasons.set('spam', makeReason('spam'));
	store.keywordLists.set('spam-words', makeKeywordList('spam-words'));
	store.rules.set('block-links', makeRule('block-links'));
	const snapshot = { flagged: [...store.flagged.keys()], blocked: [...store.blocked.keys()], reviewed: store.reviewed.length, rules: [...store.rules.keys()], reasons: [...store.reasons.keys()], keywordLists: [...store.keywordLists.keys()] };
	return { conversations, parentId: String(parent.id), snapshot, spamId: String(spam.id), blockedId: String(blocked.id) };
}

/** What the Set node "Inputs" outputs: the item every chain starts from. */
const inputs = (seeded) => ({
	uid: 'ana',
	friends: 'bo, chen',
	guid: 'helpdesk',
	offender: 'bo',
	role: 'support-agent',
	roleName: 'Support agent',
	from: '2026-11-16T00:00:00Z',
	to: '2026-11-23T00:00:00Z',
	agent: 'agent',
	customer: 'customer-1',
	firstQuestionId: String(seeded.conversations.customer1[0].id),
	tags: ['escalated', 'billing'],
	conversationId: 'agent_user_customer-2',
	parentId: seeded.parentId,
	deactivate: 'dee, eve',
	spamId: seeded.spamId,
	keywordListId: 'spam-words',
});

const AS_AGENT = { onBehalfOf: 'agent' };
/** A conversation of agent with a user. */
const AGENT_WITH = (uid) => ({ resource: 'conversation', conversationWith: 'user', uid: byId(uid), onBehalfOf: 'agent' });
const textTo = (receiver, text) => ({ receiverType: 'user', receiver, category: 'message', type: 'text', data: { text } });

const RULE_CONDITIONS = [{ id: 1, entity: 'message', operand: 'text', operator: 'contains', category: 'word', isKeywordReferencePresent: true, value: 'spam-words' }];

const ROLE_BODY = {
	role: 'support-agent',
	name: 'Support agent',
	description: 'Answers customers',
	metadata: { team: 'support' },
	settings: { listUsers: 'friendsOnly', sendMessagesTo: 'all' },
};

/**
 * The chains, top to bottom; in each, a node follows the one before it (the first follows
 * Inputs). `setup` nodes are operations of the original 29 that a chain needs (not checked
 * here). `expect(out, server)` gives the requests the node must cause (as `asSent` writes them),
 * and checks its items; `out(name)` is the items of a node of the run.
 */
const chains = (seeded) => [
	[
		{
			name: 'Ban',
			parameters: { resource: 'bannedUser', operation: 'ban', guid: byId('={{ $json.guid }}'), uid: byId('={{ $json.offender }}') },
			expect: (out) => ({
				requests: [['POST', '/v3/groups/helpdesk/bannedusers/bo', {}, undefined]],
				items: () => assert.deepEqual(out('Ban'), [{ banned: true, guid: 'helpdesk', uid: 'bo', message: 'The user with uid bo has been banned from the Group with helpdesk.' }]),
			}),
		},
		{
			name: 'Banned users',
			parameters: { resource: 'bannedUser', operation: 'getAll', guid: byId('={{ $json.guid }}'), returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/groups/helpdesk/bannedusers', { page: '1', perPage: '100' }, undefined]],
				items: () => assert.deepEqual(out('Banned users'), [makeUser('bo')]),
			}),
		},
		{
			name: 'Unban',
			parameters: { resource: 'bannedUser', operation: 'unban', guid: byId("={{ $('Ban').item.json.guid }}"), uid: byId('={{ $json.uid }}') },
			expect: (out) => ({
				requests: [['DELETE', '/v3/groups/helpdesk/bannedusers/bo', {}, undefined]],
				items: () => assert.deepEqual(out('Unban'), [{ unbanned: true, guid: 'helpdesk', uid: 'bo', message: 'The user with uid bo has been unbanned from the Group with helpdesk.' }]),
			}),
		},
	],
	[
		{
			name: 'Add friends',
			parameters: { resource: 'friend', operation: 'add', uid: byId('={{ $json.uid }}'), friends: '={{ $json.friends }}' },
			expect: (out) => ({
				requests: [['POST', '/v3/users/ana/friends', {}, { accepted: ['bo', 'chen'] }]],
				items: () => {
					const ok = { success: true, message: 'Created relationship with status accepted.' };
					assert.deepEqual(out('Add friends'), [{ accepted: { bo: ok, chen: ok } }]);
				},
			}),
		},
		{
			name: 'Friends',
			parameters: { resource: 'friend', operation: 'getAll', uid: byId("={{ $('Inputs').item.json.uid }}"), returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/users/ana/friends', { page: '1', perPage: '100' }, undefined]],
				items: () => assert.deepEqual(out('Friends'), [makeUser('bo'), makeUser('chen')]),
			}),
		},
		{
			name: 'Remove friend',
			// one request per item: each friend listed is removed
			parameters: { resource: 'friend', operation: 'remove', uid: byId("={{ $('Inputs').item.json.uid }}"), friends: '={{ $json.uid }}' },
			expect: (out) => ({
				requests: [
					['DELETE', '/v3/users/ana/friends', {}, { friends: ['bo'] }],
					['DELETE', '/v3/users/ana/friends', {}, { friends: ['chen'] }],
				],
				items: () =>
					assert.deepEqual(
						out('Remove friend'),
						['bo', 'chen'].map((uid) => ({ removed: true, uid: 'ana', friends: [uid], message: 'Deleted the friend relations succussfully' })),
					),
			}),
		},
	],
	[
		{
			name: 'Create token',
			setup: true,
			parameters: { resource: 'authToken', operation: 'create', uid: byId('={{ $json.uid }}') },
			expect: () => ({ requests: [['POST', '/v3/users/ana/auth_tokens', {}, undefined]] }),
		},
		{
			name: 'Get token',
			parameters: { resource: 'authToken', operation: 'get', uid: byId('={{ $json.uid }}'), authToken: '={{ $json.authToken }}' },
			expect: (out) => {
				const [token] = out('Create token');
				return {
					requests: [['GET', `/v3/users/ana/auth_tokens/${token?.authToken}`, {}, undefined]],
					items: () => {
						assert.match(token.authToken, /^ana_\d+abcdef$/);
						assert.deepEqual(out('Get token'), [{ uid: 'ana', authToken: token.authToken, createdAt: token.createdAt }]);
					},
				};
			},
		},
		{
			name: 'Update token',
			parameters: {
				resource: 'authToken',
				operation: 'update',
				uid: byId('={{ $json.uid }}'),
				authToken: '={{ $json.authToken }}',
				additionalFields: { platform: 'android', userAgent: 'Mozilla/5.0', appInfo: '{"version": "4.2.0"}' },
			},
			expect: (out) => {
				const [token] = out('Create token');
				const body = { platform: 'android', userAgent: 'Mozilla/5.0', appInfo: { version: '4.2.0' } };
				return {
					requests: [['PUT', `/v3/users/ana/auth_tokens/${token?.authToken}`, {}, body]],
					items: () => assert.deepEqual(out('Update token'), [{ uid: 'ana', authToken: token.authToken, createdAt: token.createdAt, ...body }]),
				};
			},
		},
		{
			name: 'Delete all tokens',
			parameters: { resource: 'authToken', operation: 'deleteAll', uid: byId('={{ $json.uid }}') },
			expect: (out) => ({
				requests: [['DELETE', '/v3/users/ana/auth_tokens', {}, undefined]],
				items: () => assert.deepEqual(out('Delete all tokens'), [{ deleted: true, uid: 'ana', message: 'Cleared Auth Tokens successfully for uid ana.' }]),
			}),
		},
	],
	[
		{
			name: 'Roles',
			parameters: { resource: 'role', operation: 'getAll', returnAll: false, limit: 2 },
			expect: (out) => ({
				requests: [['GET', '/v3/roles', { page: '1', perPage: '2' }, undefined]],
				items: () => assert.deepEqual(out('Roles').map((r) => r.role), ['default', 'manager']),
			}),
		},
		{
			name: 'Create role',
			executeOnce: true,
			parameters: {
				resource: 'role',
				operation: 'create',
				role: "={{ $('Inputs').item.json.role }}",
				name: "={{ $('Inputs').item.json.roleName }}",
				additionalFields: { description: 'Answers customers', metadata: '{"team": "support"}', listUsers: 'friendsOnly', sendMessagesTo: 'all' },
			},
			expect: (out) => ({
				requests: [['POST', '/v3/roles', {}, ROLE_BODY]],
				items: () => assert.deepEqual(out('Create role'), [{ ...ROLE_BODY, createdAt: 1_700_000_000 }]),
			}),
		},
		{
			name: 'Get role',
			parameters: { resource: 'role', operation: 'get', role: '={{ $json.role }}' },
			expect: (out) => ({
				requests: [['GET', '/v3/roles/support-agent', {}, undefined]],
				items: () => assert.deepEqual(out('Get role'), [{ ...ROLE_BODY, createdAt: 1_700_000_000 }]),
			}),
		},
		{
			name: 'Update role',
			parameters: { resource: 'role', operation: 'update', role: '={{ $json.role }}', additionalFields: { name: 'Senior support', sendMessagesTo: 'friendsOnly', unset: ['metadata'] } },
			expect: (out) => ({
				requests: [['PUT', '/v3/roles/support-agent', {}, { name: 'Senior support', settings: { sendMessagesTo: 'friendsOnly' }, unset: ['metadata'] }]],
				items: () => {
					const [role] = out('Update role');
					assert.deepEqual(
						{ ...role, updatedAt: typeof role?.updatedAt },
						{ role: 'support-agent', name: 'Senior support', description: 'Answers customers', settings: { listUsers: 'friendsOnly', sendMessagesTo: 'friendsOnly' }, createdAt: 1_700_000_000, updatedAt: 'number' },
					);
				},
			}),
		},
		{
			name: 'Delete role',
			parameters: { resource: 'role', operation: 'delete', role: '={{ $json.role }}' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/roles/support-agent', {}, undefined]],
				items: () => assert.deepEqual(out('Delete role'), [{ deleted: true, role: 'support-agent', message: 'Role support-agent has been deleted successfully.' }]),
			}),
		},
	],
	[
		{
			name: 'Usage',
			parameters: { resource: 'metric', operation: 'getUsage', fromDate: '={{ $json.from }}', toDate: '={{ $json.to }}' },
			expect: (out, server) => ({
				requests: [['GET', '/v3/stats', { fromDate: '1794787200', toDate: '1795392000' }, undefined]],
				items: () => assert.deepEqual(out('Usage'), [{ metrics: { ...server.usage }, time_range: { fromDate: 1_794_787_200_000, toDate: 1_795_392_000_000 } }]),
			}),
		},
		{
			name: 'Message metrics',
			parameters: { resource: 'metric', operation: 'getMessageMetrics' },
			expect: (out) => ({
				requests: [['GET', '/v3/stats/messages', {}, undefined]],
				items: () => {
					const [item] = out('Message metrics');
					assert.deepEqual(Object.keys(item ?? {}).sort(), ['appId', 'dataPoints', 'endTime', 'startTime', 'totals']);
					assert.equal(item.dataPoints.length, 12);
					assert.deepEqual(Object.keys(item.totals).sort(), ['deliveryReceipts', 'messagesSent', 'readReceipts']);
				},
			}),
		},
	],
	[
		{
			name: 'Conversations',
			parameters: { resource: 'conversation', operation: 'getAll', filters: { onBehalfOf: '={{ $json.agent }}' }, returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/conversations', { page: '1', perPage: '100' }, undefined, AS_AGENT]],
				// the group's unread count also holds the example workflows' messages in the group support
				items: () =>
					assert.deepEqual(
						out('Conversations').map((c) => [c.conversationId, c.conversationType, c.conversationType === 'user' ? c.unreadMessageCount : '']),
						[['group_support', 'group', ''], ['agent_user_customer-2', 'user', '1'], ['agent_user_customer-1', 'user', '3']],
					),
			}),
		},
		{
			name: 'Conversation',
			executeOnce: true,
			parameters: { resource: 'conversation', operation: 'get', conversationWith: 'user', uid: byId("={{ $('Inputs').item.json.customer }}"), onBehalfOf: "={{ $('Inputs').item.json.agent }}" },
			expect: (out) => ({
				requests: [['GET', '/v3/users/customer-1/conversation', {}, undefined, AS_AGENT]],
				items: () => {
					const [c] = out('Conversation');
					assert.deepEqual([out('Conversation').length, c?.conversationId, c?.unreadMessageCount, c?.conversationWith?.uid, c?.lastMessage?.id], [1, 'agent_user_customer-1', '3', 'customer-1', seeded.conversations.customer1[3].id]);
				},
			}),
		},
		{
			name: 'Mark as delivered',
			parameters: { ...AGENT_WITH('={{ $json.conversationWith.uid }}'), operation: 'markAsDelivered', messageId: '={{ $json.lastMessage.id }}' },
			expect: (out) => ({
				requests: [['POST', '/v3/users/customer-1/conversation/delivered', {}, { messageId: Number(seeded.conversations.customer1[3].id) }, AS_AGENT]],
				items: () => assert.equal(out('Mark as delivered')[0]?.success, true),
			}),
		},
		{
			name: 'Mark as read',
			parameters: { ...AGENT_WITH("={{ $('Conversation').item.json.conversationWith.uid }}"), operation: 'markAsRead', messageId: "={{ $('Conversation').item.json.lastMessage.id }}" },
			expect: (out) => {
				const id = seeded.conversations.customer1[3].id;
				return {
					requests: [['POST', '/v3/users/customer-1/conversation/read', {}, { messageId: Number(id) }, AS_AGENT]],
					items: () => assert.deepEqual(out('Mark as read'), [{ success: true, Message: `All the messages up to ${String(id)} are marked as read for the requesting user.` }]),
				};
			},
		},
		{
			name: 'Mark as unread',
			parameters: { ...AGENT_WITH('customer-1'), operation: 'markAsUnread', messageId: "={{ $('Inputs').item.json.firstQuestionId }}" },
			expect: (out) => ({
				requests: [['DELETE', '/v3/users/customer-1/conversation/read', {}, { messageId: Number(seeded.conversations.customer1[0].id) }, AS_AGENT]],
				items: () => assert.equal(out('Mark as unread')[0]?.success, true),
			}),
		},
		{
			name: 'Tag conversation',
			parameters: { ...AGENT_WITH('customer-1'), operation: 'update', additionalFields: { tags: "={{ $('Inputs').item.json.tags }}" } },
			expect: (out) => ({
				requests: [['PUT', '/v3/users/customer-1/conversation', {}, { tags: ['escalated', 'billing'] }, AS_AGENT]],
				items: () => assert.deepEqual(out('Tag conversation').map((c) => [c.conversationId, c.tags]), [['agent_user_customer-1', ['escalated', 'billing']]]),
			}),
		},
		{
			name: 'Reset conversation',
			parameters: { ...AGENT_WITH('={{ $json.conversationWith.uid }}'), operation: 'reset' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/users/customer-1/conversation', {}, undefined, AS_AGENT]],
				items: () =>
					assert.deepEqual(out('Reset conversation'), [
						{ reset: true, uid: 'customer-1', onBehalfOf: 'agent', message: 'The conversation agent_user_customer-1 has been deleted successfully for UID agent.' },
					]),
			}),
		},
		{
			name: 'Delete conversation',
			parameters: { resource: 'conversation', operation: 'delete', conversationId: "={{ $('Inputs').item.json.conversationId }}", onBehalfOf: 'agent' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/conversations/agent_user_customer-2', {}, undefined, AS_AGENT]],
				items: () =>
					assert.deepEqual(out('Delete conversation'), [
						{ deleted: true, conversationId: 'agent_user_customer-2', message: 'The conversation agent_user_customer-2 has been deleted successfully for all the users.' },
					]),
			}),
		},
	],
	[
		{
			name: 'Reply in thread',
			parameters: {
				resource: 'message',
				operation: 'send',
				receiverType: 'user',
				receiver: '={{ $json.customer }}',
				onBehalfOf: 'support-bot',
				parentMessageId: '={{ $json.parentId }}',
				category: 'message',
				messageType: 'text',
				text: 'Looking into it',
			},
			expect: (out) => ({
				requests: [['POST', `/v3/messages/${seeded.parentId}/thread`, {}, textTo('customer-1', 'Looking into it'), { onBehalfOf: 'support-bot' }]],
				items: () => assert.deepEqual(out('Reply in thread').map((m) => [m.parentId, m.sender, m.receiver, m.data?.text]), [[seeded.parentId, 'support-bot', 'customer-1', 'Looking into it']]),
			}),
		},
		{
			name: 'Thread replies',
			parameters: { resource: 'message', operation: 'getAll', conversation: 'thread', messageId: '={{ $json.parentId }}', returnAll: true },
			expect: (out) => ({
				requests: [['GET', `/v3/messages/${seeded.parentId}/thread`, { page: '1', perPage: '100' }, undefined]],
				items: () => assert.deepEqual(out('Thread replies').map((m) => [m.parentId, m.sender, m.data?.text]), [[seeded.parentId, 'support-bot', 'Looking into it']]),
			}),
		},
		{
			name: 'Send as bot',
			parameters: { resource: 'message', operation: 'sendAsBot', botUid: byId('support-bot'), receiverType: 'user', receiver: '={{ $json.receiver }}', category: 'message', messageType: 'text', text: 'Anything else?' },
			// POST /bots/{uid}/messages is in the OpenAPI (send-bot-message), as the jest tests check it
			expect: (out) => ({
				requests: [['POST', '/v3/bots/support-bot/messages', {}, textTo('customer-1', 'Anything else?')]],
				items: () => assert.deepEqual(out('Send as bot').map((m) => [m.sender, m.receiver, m.data?.text]), [['support-bot', 'customer-1', 'Anything else?']]),
			}),
		},
	],
	[
		{
			name: 'Deactivate users',
			parameters: { resource: 'user', operation: 'deactivate', uids: '={{ $json.deactivate }}' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/users', {}, { uidsToDeactivate: ['dee', 'eve'] }]],
				items: () => assert.deepEqual(out('Deactivate users'), [{ deactivatedUids: ['dee', 'eve'] }]),
			}),
		},
		{
			name: 'Reactivate users',
			parameters: { resource: 'user', operation: 'reactivate', uids: '={{ $json.deactivatedUids }}' },
			expect: (out) => ({
				requests: [['PUT', '/v3/users', {}, { uidsToActivate: ['dee', 'eve'] }]],
				items: () => assert.deepEqual(out('Reactivate users'), [{ nonDeactivatedUids: ['dee', 'eve'] }]),
			}),
		},
	],
	[
		{
			name: 'Flag message',
			parameters: { resource: 'moderation', operation: 'flagMessage', messageId: '={{ $json.spamId }}', onBehalfOf: 'cometchat-uid-2', reasonId: 'spam', remark: 'Sent the same link five times' },
			expect: (out) => ({
				requests: [['POST', `/v3/messages/${seeded.spamId}/flagged`, {}, { reasonId: 'spam', remark: 'Sent the same link five times' }, { onBehalfOf: 'cometchat-uid-2' }]],
				items: () => assert.deepEqual(out('Flag message'), [{ flagged: true, messageId: seeded.spamId, reasonId: 'spam' }]),
			}),
		},
		{
			name: 'Flagged messages',
			parameters: { resource: 'moderation', operation: 'getFlaggedMessages', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/flagged-messages', {}, undefined]],
				items: () => assert.deepEqual(out('Flagged messages').map((m) => String(m.id)), [...seeded.snapshot.flagged, seeded.spamId]),
			}),
		},
		{
			name: 'Review flagged',
			executeOnce: true,
			parameters: { resource: 'moderation', operation: 'reviewFlaggedMessage', messageId: "={{ $('Flag message').first().json.messageId }}", decision: 'disapprove' },
			expect: (out) => ({
				requests: [['PATCH', `/v3/moderation/flagged-messages/${seeded.spamId}`, {}, { status: 'disapproved' }]],
				items: () =>
					assert.deepEqual(out('Review flagged'), [{ reviewed: true, messageId: seeded.spamId, decision: 'disapprove', message: `Message ${seeded.spamId} has been disapproved successfully.` }]),
			}),
		},
		{
			name: 'Blocked messages',
			parameters: { resource: 'moderation', operation: 'getBlockedMessages', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/blocked-messages', {}, undefined]],
				items: () => assert.deepEqual(out('Blocked messages').map((b) => String(b.message?.id)), seeded.snapshot.blocked),
			}),
		},
		{
			name: 'Approve blocked',
			parameters: { resource: 'moderation', operation: 'reviewBlockedMessage', messageId: '={{ $json.message.id }}', decision: 'approve' },
			expect: (out) => ({
				requests: [['PATCH', `/v3/moderation/blocked-messages/${seeded.blockedId}`, {}, { status: 'approved', reviewed: true }]],
				items: () => assert.deepEqual(out('Approve blocked').map((r) => [r.reviewed, r.decision]), [[true, 'approve']]),
			}),
		},
		{
			name: 'Reviewed messages',
			parameters: { resource: 'moderation', operation: 'getReviewedMessages', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/reviewed-messages', {}, undefined]],
				// the flagged message disapproved and the blocked one approved, after what was reviewed before
				items: () => assert.deepEqual(out('Reviewed messages').slice(seeded.snapshot.reviewed).map((r) => [String(r.id ?? r.message?.id), r.status]), [[seeded.spamId, 'disapproved'], [seeded.blockedId, 'approved']]),
			}),
		},
	],
	[
		{
			name: 'Moderation rules',
			parameters: { resource: 'moderationRule', operation: 'getAll', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/rules', { limit: '100' }, undefined]],
				items: () => assert.deepEqual(out('Moderation rules').map((r) => r.id), seeded.snapshot.rules),
			}),
		},
		{
			name: 'Create rule',
			executeOnce: true,
			openApi: 'docs',
			parameters: { resource: 'moderationRule', operation: 'create', ruleId: 'block-spam', name: 'Block spam', conditions: JSON.stringify(RULE_CONDITIONS) },
			expect: (out) => ({
				requests: [['POST', '/v3/moderation/rules', {}, { id: 'block-spam', name: 'Block spam', conditions: RULE_CONDITIONS }]],
				items: () => assert.deepEqual(out('Create rule').map((r) => [r.id, r.name, r.conditions]), [['block-spam', 'Block spam', RULE_CONDITIONS]]),
			}),
		},
		{
			name: 'Get rule',
			parameters: { resource: 'moderationRule', operation: 'get', ruleId: '={{ $json.id }}' },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/rules/block-spam', {}, undefined]],
				items: () => assert.deepEqual(out('Get rule'), out('Create rule')),
			}),
		},
		{
			name: 'Update rule',
			openApi: 'docs',
			parameters: { resource: 'moderationRule', operation: 'update', ruleId: '={{ $json.id }}', additionalFields: { enabled: false, name: 'Block spam (off)' } },
			expect: (out) => ({
				requests: [['PUT', '/v3/moderation/rules/block-spam', {}, { name: 'Block spam (off)', enabled: false }]],
				items: () => assert.deepEqual(out('Update rule').map((r) => [r.id, r.name, r.enabled]), [['block-spam', 'Block spam (off)', false]]),
			}),
		},
		{
			name: 'Delete rule',
			parameters: { resource: 'moderationRule', operation: 'delete', ruleId: '={{ $json.id }}' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/moderation/rules/block-spam', {}, undefined]],
				items: () => assert.deepEqual(out('Delete rule'), [{ deleted: true, ruleId: 'block-spam', message: 'The rule block-spam has been deleted successfully.' }]),
			}),
		},
	],
	[
		{
			name: 'Keyword lists',
			parameters: { resource: 'moderationKeywordList', operation: 'getAll', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/keywords', {}, undefined]],
				items: () => assert.deepEqual(out('Keyword lists').map((k) => k.id), seeded.snapshot.keywordLists),
			}),
		},
		{
			name: 'Keyword list',
			executeOnce: true,
			parameters: { resource: 'moderationKeywordList', operation: 'get', keywordListId: "={{ $('Inputs').item.json.keywordListId }}" },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/keywords/spam-words', {}, undefined]],
				items: () => assert.deepEqual(out('Keyword list'), [makeKeywordList('spam-words')]),
			}),
		},
		{
			name: 'Update keyword list',
			parameters: { resource: 'moderationKeywordList', operation: 'update', keywordListId: '={{ $json.id }}', listCategory: 'word', searchTerms: '={{ $json.searchTerms.concat("free crypto").join(", ") }}', additionalFields: { name: 'Spam and scams' } },
			expect: (out) => ({
				// multipart/form-data: the fields as the fake read them
				requests: [['PUT', '/v3/moderation/keywords/spam-words', {}, { name: 'Spam and scams', category: 'word', searchTerms: 'spam,scam,free crypto' }]],
				items: () =>
					assert.deepEqual(out('Update keyword list'), [
						makeKeywordList('spam-words', { name: 'Spam and scams', searchTerms: ['spam', 'scam', 'free crypto'], updatedAt: 1_700_000_001, revisionId: 'app_spam-words_2' }),
					]),
			}),
		},
		{
			name: 'Delete keyword list',
			parameters: { resource: 'moderationKeywordList', operation: 'delete', keywordListId: '={{ $json.id }}' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/moderation/keywords/spam-words', {}, undefined]],
				items: () => assert.deepEqual(out('Delete keyword list'), [{ deleted: true, keywordListId: 'spam-words', message: 'The keyword list spam-words has been deleted successfully.' }]),
			}),
		},
		{
			name: 'Create keyword list',
			parameters: {
				resource: 'moderationKeywordList',
				operation: 'create',
				keywordListId: '={{ $json.keywordListId }}-links',
				name: 'Links',
				listCategory: 'pattern',
				searchTerms: '={{ ["https?://[^ ]+", "www[.][a-z]+"] }}',
				additionalFields: { description: 'Links in messages' },
			},
			expect: (out) => ({
				requests: [['POST', '/v3/moderation/keywords', {}, { id: 'spam-words-links', name: 'Links', description: 'Links in messages', category: 'pattern', searchTerms: 'https?://[^ ]+,www[.][a-z]+' }]],
				items: () =>
					assert.deepEqual(out('Create keyword list').map((k) => [k.id, k.category, k.searchTerms]), [['spam-words-links', 'pattern', ['https?://[^ ]+', 'www[.][a-z]+']]]),
			}),
		},
	],
	[
		{
			name: 'Reasons',
			parameters: { resource: 'moderationReason', operation: 'getAll', returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/reasons', {}, undefined]],
				items: () => assert.deepEqual(out('Reasons').map((r) => r.id), seeded.snapshot.reasons),
			}),
		},
		{
			name: 'Create reason',
			executeOnce: true,
			parameters: { resource: 'moderationReason', operation: 'create', reasonId: 'scam', name: 'Scam', additionalFields: { description: 'Asks for money or passwords' } },
			expect: (out) => ({
				requests: [['POST', '/v3/moderation/reasons', {}, { id: 'scam', name: 'Scam', description: 'Asks for money or passwords' }]],
				items: () => assert.deepEqual(out('Create reason').map((r) => [r.id, r.name, r.description]), [['scam', 'Scam', 'Asks for money or passwords']]),
			}),
		},
		{
			name: 'Get reason',
			parameters: { resource: 'moderationReason', operation: 'get', reasonId: '={{ $json.id }}' },
			expect: (out) => ({
				requests: [['GET', '/v3/moderation/reasons/scam', {}, undefined]],
				items: () => assert.deepEqual(out('Get reason'), out('Create reason')),
			}),
		},
		{
			name: 'Update reason',
			parameters: { resource: 'moderationReason', operation: 'update', reasonId: '={{ $json.id }}', additionalFields: { name: 'Scam or fraud' } },
			expect: (out) => ({
				requests: [['PUT', '/v3/moderation/reasons/scam', {}, { name: 'Scam or fraud' }]],
				items: () => assert.deepEqual(out('Update reason').map((r) => [r.id, r.name]), [['scam', 'Scam or fraud']]),
			}),
		},
		{
			name: 'Delete reason',
			parameters: { resource: 'moderationReason', operation: 'delete', reasonId: '={{ $json.id }}' },
			expect: (out) => ({
				requests: [['DELETE', '/v3/moderation/reasons/scam', {}, undefined]],
				items: () => assert.deepEqual(out('Delete reason'), [{ deleted: true, reasonId: 'scam', message: 'The reason scam has been deleted successfully.' }]),
			}),
		},
	],
];

/** Manual Trigger → Inputs (Set) → every chain; positions order the chains top to bottom. */
function operationsWorkflow(chainList, inputItem) {
	const nodes = [
		{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{
			id: 'inputs',
			name: 'Inputs',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: [220, 0],
			parameters: { mode: 'raw', jsonOutput: JSON.stringify(inputItem), options: {} },
		},
	];
	const connections = { Start: { main: [[{ node: 'Inputs', type: 'main', index: 0 }]] }, Inputs: { main: [[]] } };
	chainList.forEach((chain, row) => {
		chain.forEach((op, column) => {
			nodes.push({
				id: `op-${row}-${column}`,
				name: op.name,
				type: 'CUSTOM.cometChat',
				typeVersion: 1,
				position: [440 + column * 220, row * 200],
				parameters: op.parameters,
				credentials: { cometChatApi: CREDENTIAL },
				onError: 'continueRegularOutput',
				...(op.executeOnce ? { executeOnce: true } : {}),
			});
			const from = column === 0 ? 'Inputs' : chain[column - 1].name;
			connections[from] ??= { main: [[]] };
			connections[from].main[0].push({ node: op.name, type: 'main', index: 0 });
		});
	});
	return { id: 'operationsE2e', name: 'CometChat operations', nodes, connections, settings: { executionOrder: 'v1' } };
}

const label = (op) => `${op.parameters.resource} › ${op.parameters.operation} ("${op.name}")`;
/** Requests in a fixed order: a node sends its items' requests at once, in any order. */
const sorted = (requests) => [...requests].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
/** A request as the expectations write it: [method, path, query, body], and the onBehalfOf header when sent. */
const asSent = (r) => [r.method, r.path, r.query, r.body, ...(r.headers.onbehalfof === undefined ? [] : [{ onBehalfOf: r.headers.onbehalfof }])];

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await startExampleServer();
	const seeded = seed(server);
	const chainList = chains(seeded);
	const operations = chainList.flat();
	let result;
	try {
		[result] = await runWorkflows({ what: 'operations', credentials: [{ ...CREDENTIAL, type: 'cometChatApi', data }], workflows: [operationsWorkflow(chainList, inputs(seeded))] });
	} finally {
		await server.stop();
	}
	const out = (name) => result.nodeOutputs?.[name] ?? [];
	check(`the workflow of ${operations.length} CometChat nodes runs in ${tag}`, () => assert.ok(result.ok, `${result.status}: ${result.error?.message}`));

	// each request is the node's that started last before it (the nodes run one at a time; a node
	// takes more than a millisecond from its start to its first request, while the request that
	// ends a node can come in the millisecond the next one starts)
	const runData = result.output?.data?.resultData?.runData ?? {};
	const starts = operations.map((op) => [op.name, runData[op.name]?.[0]?.startTime ?? Infinity]).sort((a, b) => a[1] - b[1]);
	const sender = (request) => starts.filter(([, start]) => start < request.at).at(-1)?.[0];
	const expected = operations.map((op) => ({ op, ...op.expect(out, server) }));
	const received = server.requests;
	for (const { op, requests, items } of expected) {
		const mine = received.filter((request) => sender(request) === op.name);
		if (op.setup) continue;
		check(`${label(op)} ran without error`, () => {
			const run = runData[op.name];
			assert.ok(run, 'the node did not run');
			assert.equal(run.at(-1).error?.message, undefined);
			const failed = out(op.name).filter((item) => item.error !== undefined);
			assert.deepEqual(failed, [], `its items carry errors: ${JSON.stringify(failed).slice(0, 500)}`);
		});
		check(`${label(op)} sent exactly ${requests.map(([method, p]) => `${method} ${p}`).join(', ')}`, () => assert.deepEqual(sorted(mine.map(asSent)), sorted(requests)));
		if (op.openApi === 'docs') {
			// the OpenAPI refers a moderation rule's body to a schema it never defines: the body is held to CometChat's docs, as the jest tests do
			check(`${label(op)}: its requests are valid against CometChat's docs (the OpenAPI's rule body $ref is undefined)`, () => {
				assert.ok(mine.length > 0, 'no request');
				for (const request of mine) assert.deepEqual(ruleBodyProblems(request), [], `${request.method} ${request.path}`);
			});
		} else {
			check(`${label(op)}: its requests are valid against CometChat's OpenAPI`, () => {
				assert.ok(mine.length > 0, 'no request');
				for (const request of mine) assert.deepEqual(validateRequest(request), [], `${request.method} ${request.path}`);
				// a keyword list's multipart fields: the OpenAPI's schema for them (KeywordList) is undefined, CometChat's docs are the reference
				for (const request of mine) assert.deepEqual(keywordListBodyProblems(request), [], `${request.method} ${request.path}`);
			});
		}
		if (items) check(`${label(op)} output the expected items`, items);
	}
	check(`CometChat received no other request (${received.length} in all)`, () => assert.deepEqual(sorted(received.map(asSent)), sorted(expected.flatMap((e) => e.requests))));
	check('every request carried the API key', () => assert.ok(server.requests.every((r) => r.headers.apikey === server.apiKey)));
	check('the API key appears nowhere in the n8n log or the run', () => assert.ok(!result.seen.includes(server.apiKey)));
}

await runAsMain(import.meta.url, 'Operations in real n8n', runOnce);
