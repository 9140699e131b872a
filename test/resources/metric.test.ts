import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sent } from '../support/operations';
import { useFake } from '../support/useFake';

describe('Metric > Get Message Metrics', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake));

	const params = { resource: 'metric', operation: 'getMessageMetrics' };

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

describe('Metric > Get Usage', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useFake((fake) => ({ server, credentials } = fake), {
		seedEach: () => Object.assign(server.usage, { audio_minutes: 12, video_minutes: 30, recorded_minutes: 0, active_users: 41, concurrent_users: 7 }),
	});

	const params = (extra: Record<string, unknown> = {}) => ({ resource: 'metric', operation: 'getUsage', ...extra });

	// The OpenAPI types fromDate and toDate as integers, "Unix timestamp"; CometChat's example
	// answer echoes milliseconds (cometchat-moderation-agents-conversations.md §8). Unix seconds
	// are sent, as every other CometChat time is; the answer is passed on as CometChat gives it.
	test('GET /stats with fromDate and toDate in Unix seconds, from dates mapped from the item; outputs the usage', async () => {
		const { items } = await runNode({
			parameters: params({ fromDate: '={{ $json.from }}', toDate: '={{ $json.to }}' }),
			credentials,
			items: [{ json: { from: '2026-11-16T00:00:00Z', to: '2026-11-23T00:00:00Z' } }],
		});
		assert.deepEqual(sent(server), [['GET', '/v3/stats', { fromDate: '1794787200', toDate: '1795392000' }, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [
			{
				metrics: { audio_minutes: 12, video_minutes: 30, recorded_minutes: 0, active_users: 41, concurrent_users: 7 },
				time_range: { fromDate: 1_794_787_200_000, toDate: 1_795_392_000_000 },
			},
		]);
	});

	test('a Luxon date from an expression ($now.minus) is taken as its time', async () => {
		await runNode({ parameters: params({ fromDate: '={{ $now.minus({ days: 7 }) }}', toDate: '={{ $now }}' }), credentials });
		const { fromDate, toDate } = server.requests[0].query;
		assert.equal(Number(toDate) - Number(fromDate), 7 * 86_400);
		assert.ok(Math.abs(Number(toDate) - Date.now() / 1000) < 60, toDate);
	});

	for (const [what, parameters, pattern] of [
		['a date that is not one', { fromDate: 'last week', toDate: '2026-11-23T00:00:00Z' }, /^From \(fromDate\) is not a date and time: "last week" \[item 0\]$/],
		['a period that ends before it starts', { fromDate: '2026-11-23T00:00:00Z', toDate: '2026-11-16T00:00:00Z' }, /^To \(toDate\) is not after From/],
	] as const) {
		test(`${what} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: params(parameters), credentials });
			assert.match(String(error?.message), pattern);
			assert.equal(server.requests.length, 0);
		});
	}

	test('Continue On Fail: a failed request is an error item, the next item is answered', async () => {
		server.fault({ match: (r) => r.query.fromDate === '1794787200', status: 403, body: { error: { message: 'Metrics are not in your plan.', code: 'ERR_PLAN_RESTRICTED' } } });
		const { items } = await runNode({
			parameters: params({ fromDate: '={{ $json.from }}', toDate: '2026-11-23T00:00:00Z' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { from: '2026-11-16T00:00:00Z' } }, { json: { from: '2026-11-22T00:00:00Z' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? (i.json.metrics as { active_users: number }).active_users), ['Metrics are not in your plan.', 41]);
	});
});
