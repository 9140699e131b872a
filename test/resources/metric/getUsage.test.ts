import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => Object.assign(server.usage, { audio_minutes: 12, video_minutes: 30, recorded_minutes: 0, active_users: 41, concurrent_users: 7 }),
});

const params = (extra: Record<string, unknown> = {}) => ({ resource: 'metric', operation: 'getUsage', ...extra });

describe('Metric > Get Usage', () => {
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
