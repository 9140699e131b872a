/**
 * 1,000 messages against a server (in its own process, as a real one would be) that
 * allows 50 requests a second, says so in its rate headers and answers 429 beyond that:
 * every message is delivered exactly once, and the node paces itself by the headers
 * instead of learning the limit from a storm of 429s (before pacing: 968 of them). The
 * time from the first request is reported against the 20 s that rate allows.
 */
import assert from 'node:assert/strict';
import { runNode } from '../support/engine';
import { startFakeProcess, type ServerProcess } from '../support/fakeServerProcess';
import { sendParams } from '../support/fixtures';

let server: ServerProcess;

beforeAll(async () => (server = await startFakeProcess({ ratePerSecond: 50 })));
afterAll(async () => await server.stop());

test('1,000 items at 50 requests/s: each message delivered exactly once', async () => {
	const count = 1000;
	const started = Date.now();
	const { items, error } = await runNode({
		parameters: sendParams({ receiver: '={{ $json.uid }}', text: '=Alert {{ $json.n }}', additionalFields: { muid: '={{ "load-" + $json.n }}' } }),
		credentials: { appId: 'load', region: 'us', apiKey: server.apiKey, baseUrl: server.baseUrl },
		items: Array.from({ length: count }, (_, n) => ({ json: { n, uid: `user-${n % 37}` } })),
	});
	const seconds = (Date.now() - started) / 1000;
	assert.equal(error, undefined);
	assert.equal(items.length, count);
	assert.deepEqual(items.map((i) => i.json.muid), Array.from({ length: count }, (_, n) => `load-${n}`));
	assert.deepEqual(items.map((i) => i.pairedItem), Array.from({ length: count }, (_, item) => ({ item })));
	const state = await server.state();
	const delivered = state.messages.map((m) => m.muid);
	assert.equal(delivered.length, count);
	assert.equal(new Set(delivered).size, count, 'no message delivered twice');
	const paced = (state.lastAt! - state.firstAt!) / 1000;
	console.log(`wall time ${seconds.toFixed(1)} s for 1,000 messages at 50/s, ${paced.toFixed(1)} s from the first request (the rate allows 20 s; ratio ${(paced / 20).toFixed(2)}); ${state.rateLimited} requests answered 429`);
	// the goal is 1 % (npm run bench); an overloaded machine sends some requests only after
	// the window they were let out in has ended
	assert.ok(state.rateLimited <= 100, `${state.rateLimited} requests answered 429`);
	assert.ok(paced < 30, `took ${paced} s from the first request`);
});
