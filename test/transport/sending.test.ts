/**
 * How a request goes out, a describe block each: items refused before anything is sent, items
 * n8n fails before the node sees them, and the request policies every path (routed operation,
 * Send and Wait, From List search, the trigger's registration) shares.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, INodeParameters, IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { loadPackage, runNode, repoRoot, type RunOptions, authenticatedRequests } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { useFake } from '../support/useFake';
import { runAgent } from '../ai/toolHarness';
import { DEFAULT_TIMEOUT_MS, requestOptionsSetting } from '../../nodes/shared/requestOptions';
import { FakeManagementApi } from '../support/fake/managementApi';
import { listSearch } from '../support/listSearch';
import { startWaiting } from '../support/waiting';
import { triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER } from '../support/webhook';

/**
 * Without Continue On Fail, an item refused before sending means nothing of the run is
 * sent (a fixed workflow run again sends no item twice); with Continue On Fail the refused
 * item carries its error and the others go. Through n8n's engine, with and without
 * Settings > Request Options > Batching (RoutingNode starts the items in groups then).
 */
describe('checkedBeforeSending', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake));
	beforeAll(async () => await loadPackage());

	/** Three items, the receiver from each; item 1's is empty. */
	const items = (second = '') => [{ json: { to: 'ana' } }, { json: { to: second } }, { json: { to: 'ben' } }];
	const send = (extra: INodeParameters = {}) => sendParams({ receiver: '={{ $json.to }}', ...extra });
	const REFUSAL = 'Receiver (receiver) is empty [item 1]';
	const posts = () => server.requestsTo('POST', '/v3/messages');
	// an interval well above the lag of a loaded machine, which can hold one request back ~150 ms
	const batching = { batching: { batch: { batchSize: 1, batchInterval: 400 } } };

	describe('an item refused before sending', () => {
		test('without Continue On Fail: nothing of the run is sent; the error names the parameter and item 1', async () => {
			const { error } = await runNode({ parameters: send(), credentials, items: items() });
			assert.equal(error?.message, REFUSAL);
			assert.equal((error as { context?: { itemIndex?: number } }).context?.itemIndex, 1);
			assert.equal(posts().length, 0);
		});

		test('with Continue On Fail: items 0 and 2 are sent, item 1 carries the error', async () => {
			const { items: out, error } = await runNode({ parameters: send(), credentials, items: items(), continueOnFail: true });
			assert.equal(error, undefined);
			assert.deepEqual(
				posts().map((r) => (r.body as { receiver: string }).receiver),
				['ana', 'ben'],
			);
			assert.equal(out.length, 3);
			assert.equal(out[0].json.receiver, 'ana');
			assert.equal(out[1].json.error, REFUSAL);
			assert.deepEqual(out[1].pairedItem, { item: 1 });
			assert.equal(out[2].json.receiver, 'ben');
		});

		test('with Batching (one item per batch): still nothing sent, and no wait without end', async () => {
			const { error } = await runNode({ parameters: send({ requestOptions: batching }), credentials, items: items() });
			assert.equal(error?.message, REFUSAL);
			assert.equal(posts().length, 0);
		});

		test('with Batching and every item valid: all are sent once the last is checked, still spaced by the interval', async () => {
			const { items: out, error } = await runNode({ parameters: send({ requestOptions: batching }), credentials, items: items('cy') });
			assert.equal(error, undefined);
			assert.deepEqual(out.map((item) => item.json.receiver), ['ana', 'cy', 'ben']);
			const at = posts().map((r) => r.at);
			assert.equal(at.length, 3);
			assert.ok(at[1] - at[0] >= 200 && at[2] - at[1] >= 200, `spaced ${at[1] - at[0]} and ${at[2] - at[1]} ms`);
		});
	});
});

/**
 * An item n8n itself fails before the node sees it (RoutingNode resolves every item's
 * expressions in its item loop and throws out of it): without Continue On Fail the try sends
 * nothing, also with Retry On Fail (a later try never releases an earlier one) and Batching,
 * nothing of the run still waits once the node has returned, and a fixed workflow run again
 * sends every message once. With Continue On Fail the failed item carries its error and the
 * others are sent once; as an AI Agent's tool the call answers with the error.
 */
describe('checkedBeforeSending.n8nFails', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake));
	beforeAll(async () => await loadPackage());

	/** The package's own module as n8n loaded it (dist/): how many runs still hold items. */
	const runsWaiting = (): number =>
		(require(path.join(repoRoot(), 'dist/nodes/shared/runCheckpoint.js')) as { runsWaiting(): number }).runsWaiting();

	/** The text names the order of the item, or else a node the workflow does not have: n8n fails that item. */
	const TEXT = "={{ 'order ' + ($json.order ?? $('Orders').item.json.id) + ' shipped' }}";
	const MISSING_NODE = /Referenced node doesn't exist/;
	/** Three orders; the one at `failing` has no order, so its text fails. */
	const orders = (failing?: number) => ['A-1', 'A-2', 'A-3'].map((order, index) => ({ json: (index === failing ? {} : { order }) as IDataObject }));
	const texts = () => server.requestsTo('POST', '/v3/messages').map((r) => ((r.body as IDataObject).data as IDataObject).text);
	const retry = { retryOnFail: true, maxTries: 2, waitBetweenTries: 50 };
	const batching = (batchSize: number, batchInterval = 120): INodeParameters => ({ requestOptions: { batching: { batch: { batchSize, batchInterval } } } });
	const pauseMs = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms));

	const send = async (failing: number | undefined, extra: INodeParameters = {}, more: Partial<RunOptions> = {}) =>
		await runNode({ parameters: sendParams({ text: TEXT, ...extra }), credentials, items: orders(failing), ...more });

	/**
	 * The node failed on n8n's error, nothing was sent, nothing waits, and nothing is sent later.
	 * An item failed inside a slice of RoutingNode's loop is seen before the failure leaves the
	 * node. One failed at the start of a Batching group is seen by a timer of RoutingNode's
	 * interval set just after its sleep, so a moment after the node failed (on a busy CPU, as
	 * long as the process waited between the two timers; a CI run saw more than 5 ms): by
	 * `laterMs` its items are let go.
	 */
	async function failedSendingNothing(run: Awaited<ReturnType<typeof send>>, atGroupStart: boolean, laterMs: number): Promise<void> {
		assert.match(String(run.error?.message), MISSING_NODE);
		assert.deepEqual(texts(), []);
		if (!atGroupStart) assert.equal(runsWaiting(), 0, 'items of the failed run still wait when the node failed');
		await pauseMs(laterMs);
		assert.equal(runsWaiting(), 0, 'items of the failed run still wait');
		assert.deepEqual(texts(), [], 'a request left after the node returned');
	}

	/** What the case is, its parameters, the failing item, and whether it starts a Batching group. */
	const cases: Array<[string, INodeParameters, number, boolean]> = [
		['without Batching', {}, 2, false],
		['Batching 1 per 120 ms, the failing item alone in its group', batching(1), 2, true],
		['Batching 2 per 120 ms, the failing item first of the second group', batching(2), 2, true],
		['Batching 2 per 120 ms, the failing item second of the first group', batching(2), 1, false],
	];

	describe('an item n8n fails before the node sees it, without Continue On Fail', () => {
		test.each(cases)('%s, Retry On Fail with 2 tries: no try sends anything; a fixed run sends each message once', async (_, extra, failing, atGroupStart) => {
			await failedSendingNothing(await send(failing, extra, { settings: retry }), atGroupStart, 400);
			const fixed = await send(undefined, extra, { settings: retry });
			assert.equal(fixed.error, undefined);
			assert.deepEqual(texts(), ['order A-1 shipped', 'order A-2 shipped', 'order A-3 shipped']);
			assert.equal(runsWaiting(), 0);
		});

		test.each(cases)('%s, one try: nothing sent and nothing left waiting', async (_, extra, failing, atGroupStart) => {
			await failedSendingNothing(await send(failing, extra), atGroupStart, 300);
		});

		test('an item refused by the node and a later one failed by n8n: n8n\'s error, nothing sent, nothing waits', async () => {
			const items = [{ json: { order: 'A-1' } }, { json: { order: 'A-2', to: '' } }, { json: {} }];
			const run = await runNode({ parameters: sendParams({ text: TEXT, receiver: '={{ $json.to ?? "ana" }}' }), credentials, items, settings: retry });
			await failedSendingNothing(run, false, 200);
		});

		test('Execute Once with three items: the first is sent, once, and the node returns', async () => {
			const run = await send(undefined, {}, { settings: { executeOnce: true } });
			assert.equal(run.error, undefined);
			assert.deepEqual(texts(), ['order A-1 shipped']);
			assert.equal(runsWaiting(), 0);
		}, 10_000);
	});

	describe('with Continue On Fail: the failed item carries its error, the others are sent once', () => {
		test.each(cases)('%s', async (_, extra, failing) => {
			const { items, error } = await send(failing, extra, { continueOnFail: true, settings: retry });
			assert.equal(error, undefined);
			assert.equal(items.length, 3);
			assert.match(String(items[failing].error?.message), MISSING_NODE);
			const sent = ['A-1', 'A-2', 'A-3'].filter((_order, index) => index !== failing).map((order) => `order ${order} shipped`);
			assert.deepEqual(texts(), sent);
			await pauseMs(300);
			assert.deepEqual(texts(), sent);
			assert.equal(runsWaiting(), 0);
		});
	});

	test('as an AI Agent\'s tool: a call n8n fails fails the agent (n8n-core makeHandleToolInvocation throws it); the call before it was sent once; nothing waits', async () => {
		const text = "={{ $fromAI('text', 'The message', 'string') || $('Orders').item.json.id }}";
		await assert.rejects(
			runAgent({
				credentials,
				tools: [{ name: 'Notify', parameters: sendParams({ receiver: "={{ $fromAI('receiver', 'The uid', 'string') }}", text }) }],
				calls: [
					{ tool: 'Notify', args: { receiver: 'ana', text: 'order A-1 shipped' } },
					{ tool: 'Notify', args: { receiver: 'ben', text: '' } },
				],
			}),
			MISSING_NODE,
		);
		assert.deepEqual(texts(), ['order A-1 shipped']);
		assert.equal(runsWaiting(), 0);
		await pauseMs(200);
		assert.deepEqual(texts(), ['order A-1 shipped']);
	});
});

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
describe('requestPolicies', () => {
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
});
