import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const params = { resource: 'metric', operation: 'getMessageMetrics' };

describe('Metric > Get Message Metrics', () => {
	// GET /stats/messages documents no parameters (OpenAPI and docs): CometChat picks the period.
	// Its answer: the OpenAPI's schema puts dataPoints at the top, its example and the docs
	// (message-metrics, spec §8) under data; the fake answers as the docs, and both are taken.
	test('GET /stats/messages with no query; outputs CometChat data with the totals of its data points', async () => {
		const now = Math.floor(Date.now() / 1000);
		for (let i = 0; i < 3; i++) server.messages.push({ id: String(i), sentAt: now - 60 });
		const { items } = await runNode({ parameters: params, credentials });
		assert.deepEqual(sent(server), [['GET', '/v3/stats/messages', {}, undefined]]);
		const [item] = items.map((i) => i.json);
		const points = item.dataPoints as IDataObject[];
		assert.equal(points.length, 12);
		assert.deepEqual(Object.keys(item).sort(), ['appId', 'dataPoints', 'endTime', 'startTime', 'totals']);
		assert.equal(points.reduce((sum, p) => sum + Number(p.messagesSent), 0), 3);
		assert.deepEqual(item.totals, { messagesSent: 3, readReceipts: 0, deliveryReceipts: 0 });
	});

	test('totals add counts given as numbers or text, as CometChat may give them', async () => {
		const dataPoints = [
			{ messagesSent: 4, readReceipts: '2', deliveryReceipts: 3, startTime: '1682676600000', endTime: '1682676900000' },
			{ messagesSent: '6', readReceipts: 1, deliveryReceipts: 0, startTime: '1682676900000', endTime: '1682677200000' },
		];
		server.fault({ status: 200, body: { data: { startTime: '1682676600000', endTime: '1682677200000', dataPoints, appId: 'app' } } });
		const { items } = await runNode({ parameters: params, credentials });
		assert.deepEqual(items[0].json, { startTime: '1682676600000', endTime: '1682677200000', dataPoints, appId: 'app', totals: { messagesSent: 10, readReceipts: 3, deliveryReceipts: 3 } });
	});

	test("the OpenAPI schema's answer, dataPoints without data, is taken; an answer with neither is refused, on its item with Continue On Fail", async () => {
		const dataPoints = [{ messagesSent: 2, readReceipts: 1, deliveryReceipts: 1, startTime: '1682676600000', endTime: '1682676900000' }];
		server.fault({ status: 200, body: { dataPoints } });
		const { items, error } = await runNode({ parameters: params, credentials });
		assert.equal(error, undefined);
		assert.deepEqual(items[0].json, { dataPoints, totals: { messagesSent: 2, readReceipts: 1, deliveryReceipts: 1 } });
		server.fault({ status: 200, body: { points: [] } });
		const refused = await runNode({ parameters: params, credentials, continueOnFail: true });
		assert.equal(refused.items.length, 1);
		assert.equal(refused.items[0].json.error, 'CometChat answered HTTP 200 without its {"data": …} envelope: it has no "data"');
	});
});
