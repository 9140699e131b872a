// End-to-end in REAL n8n: the example workflows of examples/ that start by hand are imported
// with n8n's CLI, with a CometChat API credential pointing at the fake CometChat (started
// here, on 127.0.0.1), run one after the other in the n8n the suites share as the editor's
// Execute Workflow does (sharedN8n.mjs), and their outputs checked. Run through
// `npm run test:e2e`, which installs n8n 1.123.x (and n8n 2.x) on Node 24 and runs this
// file inside an empty network namespace.
//
// The same checks run once per n8n install (1 = .cache/e2e/n8n, 1.123.x; 2 = .cache/e2e/n8n-2,
// 2.x), each against a fresh fake CometChat. Select with a CLI arg or N8N_E2E_N8N:
//   node test/e2e/cometchat.e2e.mjs        # both (1 is required; 2 is reported as skipped if not installed)
//   node test/e2e/cometchat.e2e.mjs 2      # only n8n 2.x (required)
//   node test/e2e/cometchat.e2e.mjs 1,2    # both, both required
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runAsMain, runWorkflows, support } from './harness.mjs';
import { REPO_DIR } from './n8n-runner.mjs';

const { startExampleServer } = support('exampleServer');
const { validateSendMessageBody } = support('openapi');
const { validateRequest } = support('openapiRequests');

async function runOnce(n8nVersion, tag, check) {
	const { server, credentials: data } = await startExampleServer();
	// the alert's first attempt is rate limited: real n8n must wait and send it once
	server.fault({ match: (r) => r.body?.muid === 'alert-db-1-disk', status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });

	const examplesDir = path.join(REPO_DIR, 'examples');
	const workflows = readdirSync(examplesDir)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) => {
			const workflow = JSON.parse(readFileSync(path.join(examplesDir, f), 'utf8'));
			// a package loaded through N8N_CUSTOM_EXTENSIONS has its types under CUSTOM.
			for (const node of workflow.nodes) node.type = node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.');
			return { ...workflow, file: f };
		})
		// examples without a Manual Trigger start on events: trigger.e2e.mjs runs them; examples
		// that wait for an answer (Send and Wait): wait.e2e.mjs and moderationQueue.e2e.mjs run them
		.filter((workflow) => workflow.nodes.some((node) => node.type === 'n8n-nodes-base.manualTrigger'))
		.filter((workflow) => !workflow.nodes.some((node) => node.parameters?.operation === 'sendAndWait'));

	const credentials = [
		{ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data },
	];

	let results;
	try {
		results = await runWorkflows({ what: 'the examples', credentials, workflows: workflows.map(({ file, ...w }) => w) });
	} finally {
		await server.stop();
	}

	const byFile = Object.fromEntries(workflows.map((w, i) => [w.file, results[i]]));
	const output = (file, node) => byFile[file].nodeOutputs?.[node] ?? [];

	for (const w of workflows) {
		const r = byFile[w.file];
		check(`${w.file} executes in ${tag}`, () => assert.ok(r.ok, `${r.status}: ${r.error?.message}`));
	}
	check('alert: sent by monitoring-bot to ops-oncall', () => {
		const [m] = output('01-alert-to-user.json', 'Send alert');
		assert.equal(m.sender, 'monitoring-bot');
		assert.equal(m.receiver, 'ops-oncall');
		assert.deepEqual(m.tags, ['alert', 'disk']);
	});
	check('alert: a 429 with Retry-After was waited out and the message sent once', () => {
		const attempts = server.requestsTo('POST', '/v3/messages').filter((r) => r.body?.muid === 'alert-db-1-disk');
		assert.equal(attempts.length, 2);
		assert.ok(attempts[1].at - attempts[0].at >= 900, `retried after ${attempts[1].at - attempts[0].at} ms`);
		assert.equal(server.messages.filter((m) => m.muid === 'alert-db-1-disk').length, 1);
	});
	check('custom, form and scheduler: category and type', () => {
		assert.deepEqual(
			[
				output('02-custom-message.json', 'Share location')[0],
				output('03-form.json', 'Send feedback form')[0],
				output('04-scheduler.json', 'Send scheduler')[0],
			].map((m) => `${m.category}/${m.type}`),
			['custom/location', 'interactive/form', 'interactive/scheduler'],
		);
	});
	check('broadcast: multipleReceivers sent', () => {
		const body = server.requestsTo('POST', '/v3/messages').map((r) => r.body).find((b) => b.receiver === 'all-staff');
		assert.deepEqual(body.multipleReceivers, { uids: ['ana', 'bo'], guids: ['support', 'sales'] });
	});
	check('export: 5 blocked users listed in one request', () => {
		assert.deepEqual(output('06-export-blocked-users.json', 'List blocked users').map((u) => u.uid), ['cometchat-uid-2', 'cometchat-uid-4', 'cometchat-uid-5', 'cometchat-uid-7', 'cometchat-uid-8']);
		assert.equal(server.requestsTo('GET', '/v3/users/').length, 1);
	});
	check('error handling: Continue On Fail turns the 404 into an item', () => {
		assert.deepEqual(output('07-error-handling.json', 'Message unknown user')[0], { error: 'The user with uid unknown-user does not exist.' });
	});
	check('moderation: recent messages with the banned word found, deleted as the moderator, senders blocked', () => {
		const found = output('12-moderation.json', 'Find messages with the banned word');
		assert.deepEqual(found.map((m) => m.sender), ['spammer-1', 'spammer-2']);
		const [list] = server.requestsTo('GET', '/v3/groups/support/messages');
		assert.equal(list.query.searchKey, 'cheap-pills');
		assert.ok(Math.abs(Number(list.query.fromTimestamp) - (Date.now() / 1000 - 86_400)) < 600, `fromTimestamp ${list.query.fromTimestamp}`);
		assert.deepEqual(output('12-moderation.json', 'Delete message'), found.map((m) => ({ deleted: true, messageId: m.id, permanent: false })));
		// n8n sends the items' requests concurrently: compare without order
		const deletes = server.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v3/messages/'));
		assert.deepEqual(deletes.map((r) => `${r.path} as ${r.headers.onbehalfof}`).sort(), found.map((m) => `/v3/messages/${m.id} as moderator`).sort());
		assert.deepEqual(server.requestsTo('POST', '/v3/users/moderator/blockedusers').map((r) => r.body.blockedUids.join()).sort(), ['spammer-1', 'spammer-2']);
		assert.deepEqual(output('12-moderation.json', 'Block sender').map((r) => Object.keys(r)), [['spammer-1'], ['spammer-2']]);
	});
	check('onboarding: user created without a token, then an auth token for the app', () => {
		const [user] = output('10-onboarding.json', 'Create user');
		assert.equal(user.uid, 'new-hire-ana');
		assert.equal(user.authToken, undefined);
		assert.deepEqual(user.metadata, { '@private': { email: 'ana@example.com' } });
		const [token] = output('10-onboarding.json', 'Create auth token');
		assert.equal(token.uid, 'new-hire-ana');
		assert.match(token.authToken, /^new-hire-ana_/);
		assert.deepEqual(server.requests.filter((r) => r.path === '/v3/users/new-hire-ana/auth_tokens').map((r) => [r.method, r.body]), [['POST', { force: true }]]);
	});
	check('ops channel: private group created, on-call people added, members listed with their scope', () => {
		assert.equal(output('11-ops-channel.json', 'Create incident group')[0].type, 'private');
		assert.deepEqual(output('11-ops-channel.json', 'Add on-call people'), [{ participants: { 'oncall-ana': { success: true }, 'oncall-bo': { success: true } }, admins: { 'ops-lead': { success: true } } }]);
		assert.deepEqual(output('11-ops-channel.json', 'List members').map((m) => [m.uid, m.scope]), [['oncall-ana', 'participant'], ['oncall-bo', 'participant'], ['ops-lead', 'admin']]);
	});
	check('support bot: unread conversations answered in their threads as the bot, then marked read', () => {
		const found = output('17-support-bot-thread.json', 'Find unread conversations');
		assert.deepEqual(found.map((c) => c.conversationWith.uid).sort(), ['customer-ana', 'customer-bo']);
		const replies = output('17-support-bot-thread.json', 'Answer in the thread');
		assert.deepEqual(replies.map((m) => [m.sender, m.parentId]).sort(), found.map((c) => ['support-bot', c.lastMessage.id]).sort());
		const ours = server.requests.filter((r) => r.path === '/v3/conversations' || r.path.endsWith('/thread') || r.path.endsWith('/conversation/read'));
		assert.deepEqual(ours.map((r) => [r.method, r.headers.onbehalfof]).sort(), [['GET', 'support-bot'], ['POST', 'support-bot'], ['POST', 'support-bot'], ['POST', 'support-bot'], ['POST', 'support-bot']]);
		for (const r of ours) assert.deepEqual(validateRequest(r), []);
	});
	check('users, tokens, groups and members: every request matches its OpenAPI operation', () => {
		const ours = server.requests.filter((r) => r.path === '/v3/users' || r.path.startsWith('/v3/users/new-hire-ana') || r.path.startsWith('/v3/groups/incident-2041') || r.path === '/v3/groups');
		assert.equal(ours.length, 5);
		for (const r of ours) assert.deepEqual(validateRequest(r), []);
	});
	check('every request carried the apikey header; every message validates against the OpenAPI schema', () => {
		// 8 for examples 01-07, 2 for 10-onboarding, 3 for 11-ops-channel, 5 for 12-moderation (one list, two deletes, two blocks),
		// 5 for 17-support-bot-thread (one list, two thread replies, two read receipts)
		assert.equal(server.requests.length, 8 + 2 + 3 + 5 + 5);
		for (const r of server.requests) assert.equal(r.headers.apikey, server.apiKey);
		for (const r of server.requestsTo('POST', '/v3/messages')) assert.deepEqual(validateSendMessageBody(r.body), []);
	});
	check('the API key appears nowhere in the n8n log or the runs', () => {
		for (const r of results) assert.ok(!r.seen.includes(server.apiKey));
	});
	console.log(`[${tag}] ${workflows.length} example workflows`);
}

await runAsMain(import.meta.url, 'runs the example workflows', runOnce);
