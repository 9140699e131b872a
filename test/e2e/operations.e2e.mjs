// The CometChat node's operations beyond the example workflows' ones, each in REAL n8n
// (1.123.x and 2.x) against the fake CometChat on 127.0.0.1: one workflow (one `n8n execute`
// per version) in which a Manual Trigger and a Set node ("Inputs") fan out to one chain per
// resource; later nodes of a chain map what earlier ones output (`{{ $json.… }}`,
// `{{ $('Inputs').item.json.… }}`), as users do. Execution order v1 runs the chains one after the
// other, top to bottom. Every CometChat node has On Error "continue", so that one failing
// operation shows as its own failed check and the others still run.
//
// For each operation: the node ran without error; the exact requests CometChat received
// (method, path, query, body); each request valid against CometChat's OpenAPI; the items the
// node output. For the whole run: no other request was sent, and the API key is in no output.
// `npm run test:e2e` runs it; alone: E2E_ONLY=operations bash scripts/e2e/in-netns.sh node test/e2e/run-all.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR, checker, finishChecks, runVersionsAtOnce, runInRealN8n } from './n8n-runner.mjs';

const require = createRequire(import.meta.url);
const build = (file) => require(path.join(REPO_DIR, 'build-test/test/support', file));
const { startExampleServer } = build('exampleServer.js');
const { validateRequest } = build('openapiRequests.js');
const { makeUser } = build('fake/users.js');
const { makeGroup } = build('fake/groups.js');
const { makeRole } = build('fake/roles.js');

const CREDENTIAL = { id: 'cometchat-demo', name: 'CometChat account' };
const byId = (value) => ({ __rl: true, mode: 'id', value });

/** What the Set node "Inputs" outputs: the item every chain starts from. */
const INPUTS = {
	uid: 'ana',
	friends: 'bo, chen',
	guid: 'support',
	offender: 'bo',
	role: 'support-agent',
	roleName: 'Support agent',
	from: '2026-11-16T00:00:00Z',
	to: '2026-11-23T00:00:00Z',
};

/** What these operations need in the fake, besides what the example workflows need. */
function seed(server) {
	for (const uid of ['ana', 'bo', 'chen']) server.users.set(uid, makeUser(uid));
	server.groups.set('support', makeGroup('support', { membersCount: 2 }));
	server.groupMembers.set('support', new Map(['ana', 'bo'].map((uid) => [uid, { ...makeUser(uid), scope: 'participant' }])));
	server.roles.set('default', makeRole('default', { name: 'Default Role', description: 'This role gives full access' }));
	server.roles.set('manager', makeRole('manager', { name: 'Manager' }));
}

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
 * here). `expect(out)` gives the requests the node must cause, as [method, path, query, body],
 * and checks its items; `out(name)` is the items of a node of the run.
 */
const CHAINS = [
	[
		{
			name: 'Ban',
			parameters: { resource: 'bannedUser', operation: 'ban', guid: byId('={{ $json.guid }}'), uid: byId('={{ $json.offender }}') },
			expect: (out) => ({
				requests: [['POST', '/v3/groups/support/bannedusers/bo', {}, undefined]],
				items: () => assert.deepEqual(out('Ban'), [{ banned: true, guid: 'support', uid: 'bo', message: 'The user with uid bo has been banned from the Group with support.' }]),
			}),
		},
		{
			name: 'Banned users',
			parameters: { resource: 'bannedUser', operation: 'getAll', guid: byId('={{ $json.guid }}'), returnAll: true },
			expect: (out) => ({
				requests: [['GET', '/v3/groups/support/bannedusers', { page: '1', perPage: '100' }, undefined]],
				items: () => assert.deepEqual(out('Banned users'), [makeUser('bo')]),
			}),
		},
		{
			name: 'Unban',
			parameters: { resource: 'bannedUser', operation: 'unban', guid: byId("={{ $('Ban').item.json.guid }}"), uid: byId('={{ $json.uid }}') },
			expect: (out) => ({
				requests: [['DELETE', '/v3/groups/support/bannedusers/bo', {}, undefined]],
				items: () => assert.deepEqual(out('Unban'), [{ unbanned: true, guid: 'support', uid: 'bo', message: 'The user with uid bo has been unbanned from the Group with support.' }]),
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
];

const OPERATIONS = CHAINS.flat();

/** Manual Trigger → Inputs (Set) → every chain; positions order the chains top to bottom. */
function operationsWorkflow() {
	const nodes = [
		{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{
			id: 'inputs',
			name: 'Inputs',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: [220, 0],
			parameters: { mode: 'raw', jsonOutput: JSON.stringify(INPUTS), options: {} },
		},
	];
	const connections = { Start: { main: [[{ node: 'Inputs', type: 'main', index: 0 }]] }, Inputs: { main: [[]] } };
	CHAINS.forEach((chain, row) => {
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
const asSent = (r) => [r.method, r.path, r.query, r.body];

async function runOnce(n8nVersion, version, tag, checks) {
	const { server, credentials: data } = await startExampleServer();
	seed(server);
	let result;
	try {
		[result] = await runInRealN8n({ n8nVersion, packageDir: REPO_DIR, credentials: [{ ...CREDENTIAL, type: 'cometChatApi', data }], workflows: [operationsWorkflow()] });
	} finally {
		await server.stop();
	}
	const check = checker(checks, tag);
	const out = (name) => result.nodeOutputs?.[name] ?? [];
	check(`the workflow of ${OPERATIONS.length} CometChat nodes runs in n8n ${version}`, () =>
		assert.ok(result.ok, `exit ${result.exitCode}: ${result.error?.message ?? result.stderr.slice(0, 500)}`),
	);

	// each request is the node's that started last before it (the nodes run one at a time; a node
	// takes more than a millisecond from its start to its first request, while the request that
	// ends a node can come in the millisecond the next one starts)
	const runData = result.output?.data?.resultData?.runData ?? {};
	const starts = OPERATIONS.map((op) => [op.name, runData[op.name]?.[0]?.startTime ?? Infinity]).sort((a, b) => a[1] - b[1]);
	const sender = (request) => starts.filter(([, start]) => start < request.at).at(-1)?.[0];
	const expected = OPERATIONS.map((op) => ({ op, ...op.expect(out, server) }));
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
		check(`${label(op)} sent exactly ${requests.map(([method, p]) => `${method} ${p}`).join(', ')}`, () => assert.deepEqual(mine.map(asSent), requests));
		check(`${label(op)}: its requests are valid against CometChat's OpenAPI`, () => {
			assert.ok(mine.length > 0, 'no request');
			for (const request of mine) assert.deepEqual(validateRequest(request), [], `${request.method} ${request.path}`);
		});
		if (items) check(`${label(op)} output the expected items`, items);
	}
	check(`CometChat received no other request (${received.length} in all)`, () => assert.deepEqual(received.map(asSent), expected.flatMap((e) => e.requests)));
	check('every request carried the API key', () => assert.ok(server.requests.every((r) => r.headers.apikey === server.apiKey)));
	check('the API key appears in no n8n output', () => assert.ok(!result.stdout.includes(server.apiKey) && !result.stderr.includes(server.apiKey)));
}

const checks = [];
await runVersionsAtOnce(checks, 'Operations', ({ n8nVersion, install, tag }) =>
	runOnce(n8nVersion, install.version, tag, checks).catch((error) => checks.push([tag, 'Operations in real n8n', false, error.message.slice(0, 3000)])),
);
finishChecks(checks);
