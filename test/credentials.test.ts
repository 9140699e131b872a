import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import { makeBlockedUsers, TEST_API_KEY, type FakeCometChat } from './support/fakeCometChat';
import { loadPackage, repoRoot, runNode } from './support/engine';
import { listParams, sendParams } from './support/fixtures';
import { runCredentialTest } from './support/credentialTest';
import { useFake } from './support/useFake';
import { authenticateCometChat, CometChatApi, cometChatBaseUrl } from '../credentials/CometChatApi.credentials';
import { managementBaseUrl } from '../credentials/CometChatManagementApi.credentials';

let server: FakeCometChat;

// nock intercepts Node's http in this worker process, for every later file it runs too (jest
// shares Node's modules between files): its interceptor held a 50 MB download whole and cut
// it off under load (large.test.ts). Its interception ends with this file.
afterAll(() => nock.restore());

useFake((fake) => ({ server } = fake), { seedOnce: () => server.setBlocked('owner', makeBlockedUsers(2)) });

describe('base URL', () => {
	let unmatched = 0;
	const countUnmatched = () => unmatched++;
	beforeEach(() => {
		unmatched = 0;
		nock.emitter.on('no match', countUnmatched);
		nock.disableNetConnect();
		nock.enableNetConnect('127.0.0.1');
	});
	afterEach(() => {
		nock.emitter.removeListener('no match', countUnmatched);
		nock.cleanAll();
		nock.enableNetConnect();
	});

	for (const region of ['us', 'eu', 'in']) {
		test(`built from App ID and region ${region}: https://{appId}.api-${region}.cometchat.io/v3`, async () => {
			const scope = nock(`https://myapp42.api-${region}.cometchat.io`, { reqheaders: { apikey: 'live-key-123' } })
				.get('/v3/users/owner/blockedusers')
				.query({ page: '1', perPage: '1' })
				.reply(200, { data: [{ uid: 'u1' }], meta: { pagination: { current_page: 1, total_pages: 1 } } });
			const { items, error } = await runNode({
				parameters: listParams({ limit: 1 }),
				credentials: { appId: 'myapp42', region, apiKey: 'live-key-123', baseUrl: '' },
			});
			assert.equal(error, undefined);
			assert.deepEqual(items.map((i) => i.json), [{ uid: 'u1' }]);
			assert.ok(scope.isDone());
		});
	}

	test('a baseUrl override is used without its trailing slashes', async () => {
		const scope = nock('https://chat.example.invalid')
			.post('/custom/v3/messages')
			.reply(200, { data: { id: '1' } });
		const { items, error } = await runNode({
			parameters: sendParams(),
			credentials: { appId: 'ignored', region: 'us', apiKey: 'k-123', baseUrl: 'https://chat.example.invalid/custom/v3//' },
		});
		assert.equal(error, undefined);
		assert.deepEqual(items[0].json, { id: '1' });
		assert.ok(scope.isDone());
	});

	test('a loopback http:// baseUrl is accepted (local test servers)', async () => {
		const { items, error } = await runNode({
			parameters: listParams({ returnAll: true }),
			credentials: { appId: 'a', region: 'us', apiKey: TEST_API_KEY, baseUrl: server.baseUrl },
		});
		assert.equal(error, undefined);
		assert.equal(items.length, 2);
	});

	for (const baseUrl of ['http://chat.example.invalid/v3', 'http://10.0.0.1/v3', 'ftp://chat.example.invalid/v3']) {
		for (const [operation, parameters] of [
			['send', sendParams()],
			['getAll', listParams()],
		] as const) {
			test(`${baseUrl} is refused for ${operation} with a clear error and nothing sent`, async () => {
				const { error } = await runNode({ parameters, credentials: { appId: 'a', region: 'us', apiKey: 'k-123', baseUrl } });
				assert.match(String(error?.message), /Base URL must use https:\/\//);
				assert.equal(server.requests.length, 0);
				assert.equal(unmatched, 0, 'a request tried to leave the machine');
			});
		}
	}

	test('an App ID that could change the host is refused', () => {
		assert.throws(() => cometChatBaseUrl({ appId: 'evil.example.invalid#', region: 'us' }), /App ID/);
		assert.throws(() => cometChatBaseUrl({ appId: 'x', region: 'mars' }), /region must be one of us, eu, in/);
		assert.throws(() => cometChatBaseUrl({ appId: '', region: 'us' }), /App ID is empty/);
		assert.equal(cometChatBaseUrl({ appId: 'abc', region: 'in' }), 'https://abc.api-in.cometchat.io/v3');
		assert.equal(cometChatBaseUrl({ baseUrl: 'http://[::1]:8080/v3/', appId: '' }), 'http://[::1]:8080/v3');
		assert.equal(cometChatBaseUrl({ baseUrl: 'http://127.9.9.9/v3' }), 'http://127.9.9.9/v3');
		assert.throws(() => cometChatBaseUrl({ baseUrl: 'http://127.0.0.1.example.invalid/v3' }), /https/);
		assert.throws(() => cometChatBaseUrl({ baseUrl: 'not a url' }), /not a valid URL/);
	});

	test('both credentials refuse a Base URL in the same words, without a password written into it', () => {
		const notHttps = (name: string, shown: string) => ({
			message: `${name} credentials: the Base URL must use https:// (plain http:// is accepted only for localhost, 127.0.0.0/8 and [::1]); got "${shown}"`,
		});
		assert.throws(() => cometChatBaseUrl({ baseUrl: 'http://10.0.0.1/v3' }), notHttps('CometChat API', 'http://10.0.0.1/v3'));
		assert.throws(() => managementBaseUrl({ baseUrl: 'http://10.0.0.1' }), notHttps('CometChat Management API', 'http://10.0.0.1'));
		assert.throws(() => managementBaseUrl({ baseUrl: 'http://ops:hunter22@mgmt.example.invalid' }), notHttps('CometChat Management API', 'http://…@mgmt.example.invalid'));
		assert.throws(
			() => managementBaseUrl({ baseUrl: 'not a url' }),
			{ message: 'CometChat Management API credentials: the Base URL "not a url" is not a valid URL (expected e.g. https://apimgmt.cometchat.io)' },
		);
		assert.equal(managementBaseUrl({ baseUrl: '' }), 'https://apimgmt.cometchat.io');
		assert.equal(managementBaseUrl({ baseUrl: 'http://127.0.0.1:9000/' }), 'http://127.0.0.1:9000');
	});
});

describe('Custom API Call: the HTTP Request node with this credential', () => {
	const credentials = { appId: 'myapp42', region: 'us', apiKey: 'live-key-123', baseUrl: '' };
	const authenticate = async (options: object) => await authenticateCometChat(credentials, options as never);

	test('a full https:// URL gets the key; the URL stays the one the node gave', async () => {
		const sent = await authenticate({ url: 'https://myapp42.api-us.cometchat.io/v3/roles/default/permissions', method: 'GET' });
		assert.equal(sent.headers?.apikey, 'live-key-123');
		assert.equal(sent.url, 'https://myapp42.api-us.cometchat.io/v3/roles/default/permissions');
	});

	test("n8n 1.x's `uri` and n8n 2.x's `url` over plain http:// to another host are refused before anything is sent", async () => {
		for (const options of [{ uri: 'http://myapp42.api-us.cometchat.io/v3/roles' }, { url: 'http://chat.example.invalid/v3/roles' }]) {
			await assert.rejects(authenticate(options), /the API key is sent only over https:\/\/ .*"http:\/\/(myapp42\.api-us\.cometchat\.io|chat\.example\.invalid)"/);
		}
	});

	test('a relative path (the CometChat node) and http:// on loopback (a local test server) pass', async () => {
		assert.equal((await authenticate({ url: '/users' })).headers?.apikey, 'live-key-123');
		assert.equal((await authenticate({ url: 'http://127.0.0.1:5678/v3/users' })).headers?.apikey, 'live-key-123');
	});

	test("authenticate is the credential's own property, which n8n's copy of the type keeps (Custom API Call needs it)", () => {
		const copy = { ...new CometChatApi() };
		assert.equal(copy.authenticate, authenticateCometChat);
	});

	test('the credential tells where to find the URL for an HTTP Request node', () => {
		const notice = new CometChatApi().properties.find((p) => p.type === 'notice');
		assert.match(notice?.displayName ?? '', /HTTP Request node .*Predefined Credential Type.*https:\/\/\{appId\}\.api-\{region\}\.cometchat\.io\/v3\/\{path\}/);
	});
});

describe('credential test (GET /users?perPage=1)', () => {
	test('passes with a valid key, sending the apikey header', async () => {
		server.knownUsers.add('someone');
		const result = await runCredentialTest({ appId: 'a', region: 'us', apiKey: TEST_API_KEY, baseUrl: server.baseUrl });
		assert.deepEqual(result, { status: 'OK', message: 'Connection successful!' });
		assert.equal(server.requests.length, 1);
		assert.equal(server.requests[0].path, '/v3/users');
		assert.deepEqual(server.requests[0].query, { perPage: '1' });
		assert.equal(server.requests[0].headers.apikey, TEST_API_KEY);
	});

	test('names the likely cause for an unknown key', async () => {
		const result = await runCredentialTest({ appId: 'a', region: 'us', apiKey: 'wrong-key', baseUrl: server.baseUrl });
		assert.equal(result.status, 'Error');
		assert.match(result.message, /did not accept the API key/);
		assert.doesNotMatch(result.message, /wrong-key/);
	});

	test('names the likely cause for a key without fullAccess scope', async () => {
		server.options.authOnlyKeys = ['auth-only-key'];
		const result = await runCredentialTest({ appId: 'a', region: 'us', apiKey: 'auth-only-key', baseUrl: server.baseUrl });
		assert.equal(result.status, 'Error');
		assert.match(result.message, /fullAccess/);
	});

	test('refuses a plain http:// base URL before sending anything', async () => {
		const result = await runCredentialTest({ appId: 'a', region: 'us', apiKey: 'k-123', baseUrl: 'http://chat.example.invalid/v3' });
		assert.equal(result.status, 'Error');
		assert.match(result.message, /must use https/);
		assert.equal(server.requests.length, 0);
	});
});

describe('the built package', () => {
	test('loads with n8n-core\'s PackageDirectoryLoader from its package.json n8n section', async () => {
		const loader = await loadPackage();
		assert.equal(loader.packageName, 'n8n-nodes-cometchat');
		assert.deepEqual(Object.keys(loader.nodeTypes).sort(), ['cometChat', 'cometChatTrigger']);
		assert.deepEqual(Object.keys(loader.credentialTypes).sort(), ['cometChatApi', 'cometChatManagementApi', 'cometChatWebhookApi']);
		const { description } = loader.nodeTypes.cometChat.type as unknown as { description: Record<string, unknown> };
		assert.equal(description.name, 'cometChat');
		assert.equal(description.displayName, 'CometChat');
		assert.equal(description.version, 1);
		assert.equal(description.usableAsTool, true);
		assert.equal(loader.credentialTypes.cometChatApi.type.displayName, 'CometChat API');
		const known = loader.known.nodes.cometChat;
		assert.equal(known.className, 'CometChat');
		const codex = (description as { codex?: { categories?: string[] } }).codex;
		assert.deepEqual(codex?.categories, ['Communication']);
		for (const icon of ['dist/icons/cometchat.svg', 'dist/icons/cometchat.dark.svg']) {
			assert.ok(existsSync(path.join(repoRoot(), icon)), icon);
		}
	});
});
