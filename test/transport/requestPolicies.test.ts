/**
 * n8n's request policies on every path the node sends by, through n8n's engine: the
 * credential's Allowed HTTP Request Domains (a list naming the node's host lets the request
 * go, a list naming only another host refuses it before anything is sent), and the node's
 * Settings > Request Options (proxy, Ignore SSL Issues, timeout) reaching the request: a
 * routed operation (RoutingNode prepares them), Send and Wait, a From List search and the
 * trigger's registration (the node applies them with n8n-workflow's functions). And the
 * one default timeout. The proxy tests restrict the credential to another host, so that
 * n8n refuses the request after the options reached it and no proxy is needed.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';
import { DEFAULT_TIMEOUT_MS, requestOptionsSetting } from '../../nodes/shared/requestOptions';
import { FakeManagementApi } from '../support/fake/managementApi';
import { authenticatedRequests, loadPackage, runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { listSearch } from '../support/listSearch';
import { useFake } from '../support/useFake';
import { startWaiting } from '../support/waiting';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER } from '../support/webhook';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));
beforeAll(async () => await loadPackage());
beforeEach(() => (authenticatedRequests.length = 0));

/** The credential restricted to `domains` ("Allowed HTTP Request Domains: Specific Domains"). */
const restricted = (domains: string) => ({ ...credentials, allowedHttpRequestDomains: 'domains', allowedDomains: domains });
const OWN_HOST = '127.0.0.1';
const OTHER_HOST = 'api.other.invalid';
const REFUSED = `Domain not allowed: This credential is restricted from accessing 127.0.0.1:`;
const PROXY = { proxy: 'http://ops:s3cret@127.0.0.1:3128', allowUnauthorizedCerts: true, timeout: 4321 };

/** The options n8n prepared for the latest request, as they reached the credential. */
const lastPrepared = (): IHttpRequestOptions => {
	assert.ok(authenticatedRequests.length > 0, 'a request reached n8n');
	return authenticatedRequests[authenticatedRequests.length - 1];
};

const assertRequestOptionsApplied = (prepared: IHttpRequestOptions, timeout = 4321) => {
	assert.deepEqual(prepared.proxy, { host: '127.0.0.1', port: 3128, protocol: 'http', auth: { username: 'ops', password: 's3cret' } });
	assert.equal(prepared.skipSslCertificateValidation, true);
	assert.equal(prepared.timeout, timeout);
};

const userGet = { resource: 'user', operation: 'get', uid: { __rl: true, mode: 'id', value: 'cometchat-uid-1' } };
const ask = { resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver: 'ana', message: 'Refund?' };

describe('one default timeout', () => {
	test("the Timeout option's default is the node's default, 30 s", () => {
		const timeout = (requestOptionsSetting.options as Array<{ name: string; default: unknown }>).find((option) => option.name === 'timeout');
		assert.equal(DEFAULT_TIMEOUT_MS, 30_000);
		assert.equal(timeout?.default, DEFAULT_TIMEOUT_MS);
	});

	test('without Timeout set, a routed request and Send and Wait wait 30 s, not n8n\'s 300 s; a list search at most its 10 s', async () => {
		await runNode({ parameters: userGet, credentials });
		assert.equal(lastPrepared().timeout, 30_000);
		await startWaiting({ parameters: ask, credentials });
		assert.equal(lastPrepared().timeout, 30_000);
		// a picker in the editor waits at most SEARCH_MAX_WAIT_MS in all
		await listSearch('searchUsers', credentials);
		assert.equal(lastPrepared().timeout, 10_000);
	});
});

describe('a routed operation: RoutingNode prepares the request, the hook sends it with makeRoutingRequest', () => {
	test("the node's host in the allowed domains: sent; the request carries n8n's list", async () => {
		const { items, error } = await runNode({ parameters: sendParams(), credentials: restricted(`${OTHER_HOST}, ${OWN_HOST}`) });
		assert.equal(error, undefined);
		assert.equal(items[0].json.receiver, 'cometchat-uid-1');
		assert.equal(lastPrepared().allowedDomains, `${OTHER_HOST}, ${OWN_HOST}`);
		assert.equal(server.requests.length, 1);
	});

	test('only another host allowed: refused before anything is sent', async () => {
		const { error } = await runNode({ parameters: userGet, credentials: restricted(OTHER_HOST) });
		assert.ok(error?.message.startsWith(REFUSED), error?.message);
		assert.equal(server.requests.length, 0);
	});

	test('Proxy, Ignore SSL Issues and Timeout reach the request', async () => {
		await runNode({ parameters: { ...userGet, requestOptions: PROXY }, credentials: restricted(OTHER_HOST) });
		assertRequestOptionsApplied(lastPrepared());
	});
});

describe('Send and Wait (n8n runs it: customOperations)', () => {
	test("the node's host allowed: the question is sent and the execution waits", async () => {
		const run = await startWaiting({ parameters: ask, credentials: restricted(OWN_HOST) });
		assert.equal(run.status, 'waiting');
		assert.equal(server.requestsTo('POST', '/v3/messages').length, 1);
		assert.equal(lastPrepared().allowedDomains, OWN_HOST);
	});

	test('only another host allowed: refused, nothing sent, nothing waits', async () => {
		const run = await startWaiting({ parameters: ask, credentials: restricted(OTHER_HOST) });
		assert.notEqual(run.status, 'waiting');
		assert.ok(run.firstRun.data.resultData.error?.message.startsWith(REFUSED));
		assert.equal(server.requests.length, 0);
	});

	test('Proxy, Ignore SSL Issues and Timeout reach the request', async () => {
		await startWaiting({ parameters: { ...ask, requestOptions: PROXY }, credentials: restricted(OTHER_HOST) });
		assertRequestOptionsApplied(lastPrepared());
	});
});

describe('a From List search (the editor runs it: methods.listSearch)', () => {
	test("the node's host allowed: the users are listed", async () => {
		const { results } = await listSearch('searchUsers', restricted(OWN_HOST));
		assert.ok(Array.isArray(results));
		assert.equal(server.requestsTo('GET', '/v3/users').length, 1);
		assert.equal(lastPrepared().allowedDomains, OWN_HOST);
	});

	test('only another host allowed: refused, nothing sent', async () => {
		await assert.rejects(listSearch('searchUsers', restricted(OTHER_HOST)), (error: Error) => error.message.startsWith(REFUSED));
		assert.equal(server.requests.length, 0);
	});

	test("the node's Proxy, Ignore SSL Issues and Timeout reach the request", async () => {
		await listSearch('searchUsers', restricted(OTHER_HOST), undefined, undefined, { ...userGet, requestOptions: PROXY }).catch(() => undefined);
		assertRequestOptionsApplied(lastPrepared());
	});
});

describe("the trigger's registration (n8n runs its webhook methods)", () => {
	let api: FakeManagementApi;
	beforeEach(async () => (api = await new FakeManagementApi().start()));
	afterEach(async () => await api.stop());

	const activate = async (over: Record<string, string>) => {
		const trigger = await triggerHarness({
			parameters: { events: ['message_sent'], registration: 'automatic' },
			credentials: { cometChatWebhookApi: { user: WEBHOOK_USER, password: WEBHOOK_PASSWORD }, cometChatManagementApi: api.credentials(over) },
		});
		return await trigger.activate();
	};

	test("the Management API's host allowed: the webhook is registered, within the registration's 20 s timeout", async () => {
		assert.deepEqual(await activate({ allowedHttpRequestDomains: 'domains', allowedDomains: OWN_HOST }), { created: true });
		assert.equal(api.webhooks.size, 1);
		assert.equal(lastPrepared().allowedDomains, OWN_HOST);
		assert.equal(lastPrepared().timeout, 20_000);
	});

	test('only another host allowed: activation fails, nothing sent', async () => {
		await assert.rejects(activate({ allowedHttpRequestDomains: 'domains', allowedDomains: OTHER_HOST }), (error: Error) => error.message.includes(REFUSED));
		assert.equal(api.requests.length, 0);
	});
});
