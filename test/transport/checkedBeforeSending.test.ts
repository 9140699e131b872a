/**
 * Without Continue On Fail, an item refused before sending means nothing of the run is
 * sent (a fixed workflow run again sends no item twice); with Continue On Fail the refused
 * item carries its error and the others go. Through n8n's engine, with and without
 * Settings > Request Options > Batching (RoutingNode starts the items in groups then).
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { loadPackage, runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams } from '../support/fixtures';
import { useFake } from '../support/useFake';

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
