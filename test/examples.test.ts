import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { repoRoot } from './support/engine';
import type { FakeCometChat } from './support/fakeCometChat';
import { manualExampleFiles, readExample, runExamples, startExampleServer, type ExampleResult } from './support/examples';
import { assertRequestsMatchOpenApi, validateAndCount } from './support/schemaCheck';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
let results: ExampleResult[];

beforeAll(async () => {
	({ server, credentials } = await startExampleServer());
	results = await runExamples(credentials);
});
afterAll(async () => await server.stop());

const result = (file: string) => results.find((r) => r.file === file)!;
const exactly = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const posted = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);

test('the examples are importable n8n workflows using this package', () => {
	assert.equal(manualExampleFiles().length, 11);
	for (const file of manualExampleFiles()) {
		const workflow = readExample(file);
		assert.ok(workflow.nodes.some((n) => n.type === 'n8n-nodes-base.manualTrigger'), file);
		for (const node of workflow.nodes.filter((n) => n.type === 'n8n-nodes-cometchat.cometChat')) {
			assert.deepEqual(node.credentials, { cometChatApi: { id: 'cometchat-demo', name: 'CometChat account' } });
		}
	}
});

// n8n 1.123 saves a workflow's static data only for ids of at most 16 characters
// (isWorkflowIdValid, packages/cli/src/utils.ts): a trigger's registration kept there would be lost
test('every example keeps an id n8n saves static data for (at most 16 characters, as the CLI imports it)', () => {
	const ids = readdirSync(path.join(repoRoot(), 'examples'))
		.filter((file) => file.endsWith('.json'))
		.map((file) => [file, String((readExample(path.join(repoRoot(), 'examples', file)) as { id?: unknown }).id)]);
	assert.ok(ids.length >= 19);
	assert.equal(ids.filter(([, id]) => !/^[A-Za-z0-9]{1,16}$/.test(id)).join('; '), '');
});

test('every example runs; every message sent validates against the OpenAPI schema', () => {
	assert.equal(results.length, 24);
	for (const r of results) assert.equal(r.error, undefined, `${r.file}: ${r.error}`);
	validateAndCount(server);
	assert.equal(posted().length, 10);
});

test('alert: a text with mention, metadata and tags, sent as the monitoring bot', () => {
	const [item] = result('01-alert-to-user.json').items;
	assert.equal(item.json.sender, 'monitoring-bot');
	assert.equal(item.json.receiver, 'ops-oncall');
	const body = posted().find((b) => b.muid === 'alert-db-1-disk')!;
	assert.deepEqual(body.tags, ['alert', 'disk']);
	assert.deepEqual((body.data as IDataObject).metadata, { severity: 'high', host: 'db-1' });
});

test('custom, form and scheduler examples send their category and type', () => {
	assert.deepEqual(
		['02-custom-message.json', '03-form.json', '04-scheduler.json'].map((f) => [result(f).items[0].json.category, result(f).items[0].json.type]),
		[['custom', 'location'], ['interactive', 'form'], ['interactive', 'scheduler']],
	);
});

test('broadcast: multipleReceivers carries the users and groups', () => {
	const body = posted().find((b) => b.receiver === 'all-staff')!;
	assert.deepEqual(body.multipleReceivers, { uids: ['ana', 'bo'], guids: ['support', 'sales'] });
	assert.equal(result('05-broadcast.json').items.length, 1);
});

test('export: the blocked users of cometchat-uid-1, blocked by them', () => {
	const items = result('06-export-blocked-users.json').items;
	assert.deepEqual(items.map((i) => i.json.uid), ['cometchat-uid-2', 'cometchat-uid-4', 'cometchat-uid-5', 'cometchat-uid-7', 'cometchat-uid-8']);
	assert.deepEqual(server.requestsTo('GET', '/v3/users/').map((r) => r.query), [{ page: '1', perPage: '100', direction: 'blockedByMe' }]);
});

test('error handling: the failed send becomes an item carrying the error', () => {
	const [item] = result('07-error-handling.json').items;
	assert.deepEqual(item.json, { error: 'The user with uid unknown-user does not exist.' });
});

test('moderation: the recent messages of support with the banned word are deleted and their senders blocked', () => {
	const found = result('12-moderation.json').items;
	assert.deepEqual(found.map((i) => [i.json.sender, (i.json.data as IDataObject).text]), [
		['spammer-1', 'Buy cheap-pills at https://spam.invalid'],
		['spammer-2', 'cheap-pills, 90% off'],
	]);
	const [list] = server.requestsTo('GET', '/v3/groups/support/messages');
	assert.deepEqual(Object.keys(list.query).sort(), ['categories', 'fromTimestamp', 'limit', 'searchKey']);
	assert.equal(list.query.searchKey, 'cheap-pills');
	assert.ok(Math.abs(Number(list.query.fromTimestamp) - (Date.now() / 1000 - 86_400)) < 120, list.query.fromTimestamp);
	const deletes = server.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v3/messages/'));
	// n8n sends the items' requests concurrently: compare without order
	assert.deepEqual(deletes.map((r) => `${r.path} as ${String(r.headers.onbehalfof)}`).sort(), found.map((i) => `/v3/messages/${String(i.json.id)} as moderator`).sort());
	const deleted = results.find((r) => r.file === '12-moderation.json' && r.node === 'Delete message')!.items;
	assert.deepEqual(deleted.map((i) => i.json), found.map((i) => ({ deleted: true, messageId: i.json.id, permanent: false })));
	const blocks = server.requestsTo('POST', '/v3/users/moderator/blockedusers').map((r) => JSON.stringify(r.body));
	assert.deepEqual(blocks.sort(), ['{"blockedUids":["spammer-1"]}', '{"blockedUids":["spammer-2"]}']);
	const blocked = results.find((r) => r.file === '12-moderation.json' && r.node === 'Block sender')!.items;
	assert.deepEqual(blocked.map((i) => Object.entries(i.json).map(([uid, result]) => [uid, (result as IDataObject).success])), [[['spammer-1', true]], [['spammer-2', true]]]);
	assertRequestsMatchOpenApi(server, { match: (r) => r.path.startsWith('/v3/groups/') || r.method === 'DELETE' });
});

test('onboarding: the user is created without a token, then an auth token for the app', () => {
	const [user] = result('10-onboarding.json').items;
	assert.deepEqual(user.json, {
		uid: 'new-hire-ana',
		name: 'Ana Lima',
		status: 'offline',
		role: 'default',
		createdAt: 1_700_000_000,
		tags: ['new-hire', 'support'],
		metadata: { '@private': { email: 'ana@example.com' } },
	});
	const token = results.find((r) => r.file === '10-onboarding.json' && r.node === 'Create auth token')!.items;
	assert.deepEqual(token.map((i) => i.json), [{ uid: 'new-hire-ana', authToken: 'new-hire-ana_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	assert.deepEqual(exactly('POST', '/v3/users').map((r) => r.body), [
		{ uid: 'new-hire-ana', name: 'Ana Lima', role: 'default', tags: ['new-hire', 'support'], metadata: { '@private': { email: 'ana@example.com' } } },
	]);
	assert.deepEqual(server.requestsTo('POST', '/v3/users/new-hire-ana/auth_tokens').map((r) => r.body), [{ force: true }]);
	assertRequestsMatchOpenApi(server, { match: (r) => r.path.startsWith('/v3/users/new-hire-ana') || r.path === '/v3/users' });
});

test('ops channel: a private group, the on-call people added, the members listed', () => {
	const [group] = result('11-ops-channel.json').items;
	assert.equal(group.json.guid, 'incident-2041');
	assert.equal(group.json.type, 'private');
	const added = results.find((r) => r.file === '11-ops-channel.json' && r.node === 'Add on-call people')!.items;
	assert.deepEqual(added.map((i) => i.json), [{ participants: { 'oncall-ana': { success: true }, 'oncall-bo': { success: true } }, admins: { 'ops-lead': { success: true } } }]);
	const members = results.find((r) => r.file === '11-ops-channel.json' && r.node === 'List members')!.items;
	assert.deepEqual(members.map((i) => [i.json.uid, i.json.scope]), [['oncall-ana', 'participant'], ['oncall-bo', 'participant'], ['ops-lead', 'admin']]);
	assert.deepEqual(exactly('POST', '/v3/groups').map((r) => r.body), [
		{ guid: 'incident-2041', name: 'Incident 2041: checkout errors', type: 'private', description: 'War room for incident 2041', tags: ['incident', 'sev2'] },
	]);
	assertRequestsMatchOpenApi(server, { match: (r) => r.path.startsWith('/v3/groups/incident-2041') || r.path === '/v3/groups' });
});

test('weekly metrics report: started by its schedule, the past week\'s usage and the latest message metrics posted to ops', () => {
	const [usage] = server.requestsTo('GET', '/v3/stats').filter((r) => r.path === '/v3/stats');
	const { fromDate, toDate } = usage.query;
	assert.equal(Number(toDate) - Number(fromDate), 7 * 86_400);
	assert.equal(Number(toDate) % 60, 0);
	assert.equal(server.requestsTo('GET', '/v3/stats/messages').length, 1);
	const body = posted().find((b) => b.receiver === 'ops')!;
	assert.deepEqual([body.receiverType, body.tags], ['group', ['report', 'weekly']]);
	const lines = String((body.data as IDataObject).text).split('\n');
	assert.match(lines[0], /^Weekly CometChat report, \d{1,2} \w{3} to \d{1,2} \w{3} \d{4}$/);
	assert.deepEqual(lines.slice(1, 4), ['• Active users: 128', '• Peak concurrent users: 17', '• Audio minutes: 340, video minutes: 95, recorded: 12']);
	// the messages the other examples sent a moment ago are in CometChat's latest interval
	assert.match(lines[4], /^• Latest messages \(\d\d:\d\d to \d\d:\d\d UTC\): [1-9]\d* sent, 0 delivered, 0 read$/);
	const output = (node: string) => results.find((r) => r.file === '19-weekly-metrics-report.json' && r.node === node)!.items.map((i) => i.json);
	assert.deepEqual(output('Usage of the past week').map((u) => u.metrics), [{ audio_minutes: 340, video_minutes: 95, recorded_minutes: 12, active_users: 128, concurrent_users: 17 }]);
	assert.deepEqual(output('Latest message metrics').map((m) => (m.dataPoints as unknown[]).length), [12]);
	assert.deepEqual(output('Post the report').map((m) => [m.receiver, m.category, m.type]), [['ops', 'message', 'text']]);
	assertRequestsMatchOpenApi(server, { match: (r) => r.path.startsWith('/v3/stats') });
});

test('support bot: the unread conversations answered in their threads as the bot, then marked read', () => {
	const found = results.find((r) => r.file === '17-support-bot-thread.json' && r.node === 'Find unread conversations')!.items;
	assert.deepEqual(found.map((i) => [(i.json.conversationWith as IDataObject).uid, i.json.unreadMessageCount]).sort(), [['customer-ana', '1'], ['customer-bo', '1']]);
	const [list] = exactly('GET', '/v3/conversations');
	assert.deepEqual([list.headers.onbehalfof, list.query], ['support-bot', { page: '1', perPage: '100', conversationType: 'user', unread: 'true' }]);
	const parents = new Map(found.map((i) => [String((i.json.lastMessage as IDataObject).id), (i.json.conversationWith as IDataObject).uid]));
	const replies = server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/thread'));
	// n8n sends the items' requests concurrently: compare without order
	assert.deepEqual(
		replies.map((r) => [r.path, r.headers.onbehalfof, (r.body as IDataObject).receiver, ((r.body as IDataObject).data as IDataObject).text, (r.body as IDataObject).tags]).sort(),
		[...parents].map(([id, uid]) => [`/v3/messages/${id}/thread`, 'support-bot', uid, `Hi User ${String(uid)}, thanks for your message! A support agent will follow up right here in this thread.`, ['auto-reply']]).sort(),
	);
	const answered = results.find((r) => r.file === '17-support-bot-thread.json' && r.node === 'Answer in the thread')!.items;
	assert.deepEqual(answered.map((i) => [i.json.sender, i.json.parentId]).sort(), [...parents.keys()].map((id) => ['support-bot', id]).sort());
	const reads = server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/conversation/read'));
	assert.deepEqual(
		reads.map((r) => [r.path, r.headers.onbehalfof, r.body]).sort(),
		[...parents].map(([id, uid]) => [`/v3/users/${String(uid)}/conversation/read`, 'support-bot', { messageId: Number(id) }]).sort(),
	);
	for (const uid of ['customer-ana', 'customer-bo']) assert.equal(server.conversationState.get(`support-bot|${[uid, 'support-bot'].sort().join('_user_')}`)?.readUpTo !== undefined, true);
	assertRequestsMatchOpenApi(server, { match: (r) => r.path === '/v3/conversations' || r.path.endsWith('/thread') || r.path.includes('/conversation/') });
});
