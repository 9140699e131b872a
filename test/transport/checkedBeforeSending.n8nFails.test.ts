/**
 * An item n8n itself fails before the node sees it (RoutingNode resolves every item's
 * expressions in its item loop and throws out of it): without Continue On Fail the try sends
 * nothing, also with Retry On Fail (a later try never releases an earlier one) and Batching,
 * nothing of the run still waits once the node has returned, and a fixed workflow run again
 * sends every message once. With Continue On Fail the failed item carries its error and the
 * others are sent once; as an AI Agent's tool the call answers with the error.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { runAgent } from '../ai/toolHarness';
import { loadPackage, repoRoot, runNode, type RunOptions } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { useFake } from '../support/useFake';

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
 * An item failed at the start of a Batching group is seen by a timer of the same length as
 * RoutingNode's sleep, set just after it: it fires with it, or (when the clock's millisecond
 * turned between the two) one millisecond later, before Retry On Fail's next try, but possibly
 * after the failure reached this harness's in-memory engine: 5 ms cover both.
 */
async function failedSendingNothing(run: Awaited<ReturnType<typeof send>>, atGroupStart: boolean, laterMs: number): Promise<void> {
	assert.match(String(run.error?.message), MISSING_NODE);
	assert.deepEqual(texts(), []);
	if (atGroupStart) await pauseMs(5);
	assert.equal(runsWaiting(), 0, 'items of the failed run still wait');
	await pauseMs(laterMs);
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
