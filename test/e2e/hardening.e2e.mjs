// Hardening in REAL n8n, where the HTTP layer differs between versions: n8n
// 1.123 and 2.41 must both leave a redirect unfollowed (a second fake CometChat on another
// loopback port records whether the apikey arrived) and fail an item whose 2xx answer is
// not CometChat's envelope, and retry a 429 on Send and on Send and Wait after Retry-After
// although the reset header (either spelling) names an earlier time (n8n 1.x's request
// helper drops an error status's headers when it throws: the transport never lets it).
// One workflow, CometChat nodes with Continue On Fail, run in the n8n the suites share.
//   node test/e2e/hardening.e2e.mjs [1|2|1,2]   (inside scripts/e2e/in-netns.sh)
import assert from 'node:assert/strict';
import { runAsMain, runWorkflows, support } from './harness.mjs';

const { FakeCometChat, makeBlockedUsers } = support('fakeCometChat');

const credentialRef = { cometChatApi: { id: 'cometchat-hard', name: 'CometChat hardening' } };
const cometChat = (name, x, parameters) => ({
	id: name.toLowerCase().replace(/\W+/g, '-'),
	name,
	type: 'CUSTOM.cometChat',
	typeVersion: 1,
	position: [x, 0],
	parameters,
	credentials: credentialRef,
	onError: 'continueRegularOutput',
});
const send = (muid) => ({ resource: 'message', operation: 'send', receiverType: 'user', receiver: 'ana', category: 'message', messageType: 'text', text: 'Hello', additionalFields: { muid } });
const chain = (names) =>
	Object.fromEntries(names.slice(0, -1).map((from, i) => [from, { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] }]));

/** Send and Wait's question to `receiver`: no muid, so the fake tells the questions apart by receiver. */
const question = (receiver) => ({ resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver, message: 'Refund $120 to order #1042?' });
/** The rate-limited cases: node, the request it sends, the reset header's spelling. */
const rateLimited = [
	{ node: 'Rate-limited send', parameters: send('rate-limited'), matches: (r) => r.body?.muid === 'rate-limited', reset: 'X-Rate-Limit-Reset' },
	{ node: 'Rate-limited question', parameters: question('rl-a'), matches: (r) => r.body?.receiver === 'rl-a', reset: 'X-Rate-Limit-Reset' },
	{ node: 'Rate-limited question 2', parameters: question('rl-b'), matches: (r) => r.body?.receiver === 'rl-b', reset: 'X-RateLimit-Reset' },
];
const RETRY_AFTER_S = 2;

const names = ['Start', 'Redirected send', 'Odd answer', 'Redirected list', ...rateLimited.map((c) => c.node)];
const workflow = {
	id: 'hardening1',
	name: 'CometChat hardening',
	nodes: [
		{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		cometChat('Redirected send', 240, send('redirect-me')),
		cometChat('Odd answer', 480, send('odd-answer')),
		cometChat('Redirected list', 720, { resource: 'blockedUser', operation: 'getAll', uid: 'owner', limit: 5 }),
		...rateLimited.map((c, i) => cometChat(c.node, 960 + 240 * i, c.parameters)),
	],
	connections: chain(names),
	settings: { executionOrder: 'v1' },
};

async function runOnce(n8nVersion, tag, check) {
	const server = new FakeCometChat();
	const elsewhere = new FakeCometChat();
	await server.start();
	await elsewhere.start();
	server.setBlocked('owner', makeBlockedUsers(5));
	elsewhere.setBlocked('owner', makeBlockedUsers(5));
	const other = new URL(elsewhere.baseUrl).origin;
	server.fault({ match: (r) => r.body?.muid === 'redirect-me', status: 307, headers: { location: `${elsewhere.baseUrl}/messages` }, raw: '' });
	server.fault({ match: (r) => r.body?.muid === 'odd-answer', status: 200, headers: { 'content-type': 'application/json' }, raw: '{"data": null}' });
	server.fault({ match: (r) => r.method === 'GET', status: 302, headers: { location: `${elsewhere.baseUrl}/users/owner/blockedusers?page=1&perPage=5` }, raw: '' });
	// a 429 asking for 2 s with a reset at the next whole second, then (once retried) a 400:
	// the item fails with the 400 instead of waiting for an answer, and the gap between the
	// two requests is what the node waited
	for (const c of rateLimited) {
		server.fault({
			match: c.matches,
			status: 429,
			dynamicHeaders: () => ({ 'Retry-After': String(RETRY_AFTER_S), [c.reset]: String(Math.floor(Date.now() / 1000) + 1) }),
			body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } },
		});
		server.fault({ match: c.matches, status: 400, body: { error: { message: 'Stop here.', code: 'ERR_STOP' } } });
	}
	let result;
	try {
		[result] = await runWorkflows({
			what: 'hardening',
			credentials: [{ id: 'cometchat-hard', name: 'CometChat hardening', type: 'cometChatApi', data: { appId: 'hard', region: 'us', apiKey: server.apiKey, baseUrl: server.baseUrl } }],
			workflows: [workflow],
		});
	} finally {
		await server.stop();
		await elsewhere.stop();
	}
	const output = (node) => result.nodeOutputs?.[node] ?? [];
	check(`the workflow runs in ${tag}`, () => assert.ok(result.ok, `${result.status}: ${result.error?.message}`));
	check('a 307 on a send is an error naming status and origin; sent once', () => {
		assert.deepEqual(output('Redirected send'), [{ error: `CometChat answered with a redirect (HTTP 307) to ${other}; redirects are not followed, so nothing was sent there` }]);
		assert.equal(server.requests.filter((r) => r.body?.muid === 'redirect-me').length, 1);
	});
	check('a 200 {"data": null} on a send fails the item; sent once', () => {
		assert.deepEqual(output('Odd answer'), [{ error: 'CometChat answered HTTP 200 without its {"data": …} envelope: "data" is null' }]);
		assert.equal(server.requests.filter((r) => r.body?.muid === 'odd-answer').length, 1);
	});
	check('a 302 on a list page is an error; not retried', () => {
		assert.deepEqual(output('Redirected list'), [{ error: `CometChat answered with a redirect (HTTP 302) to ${other}; redirects are not followed, so nothing was sent there` }]);
		assert.equal(server.requestsTo('GET', '/v3/users/').length, 1);
	});
	for (const c of rateLimited) {
		check(`${c.node} (${c.reset}): a 429 is retried after Retry-After, not at the earlier reset`, () => {
			assert.deepEqual(output(c.node), [{ error: 'Stop here.' }]);
			const sent = server.requests.filter(c.matches);
			assert.equal(sent.length, 2, 'the 429, then one retry');
			const gap = sent[1].at - sent[0].at;
			assert.ok(gap >= RETRY_AFTER_S * 1000 - 30, `retried after ${gap} ms`);
		});
	}
	check('nothing reached the other origin, so the key never did', () => assert.equal(elsewhere.requests.length, 0));
}

await runAsMain(import.meta.url, 'runs the hardening workflow', runOnce);
