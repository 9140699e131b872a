/**
 * The rate limits through the engine, a describe block each: pacing by CometChat's headers,
 * Retry-After after a 429, and 1,000 items at 50 requests/s. The decisions on their own:
 * rateDecisions.unit.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { startFake, sendParams } from '../support/fixtures';
import { startFakeProcess, type ServerProcess } from '../support/fakeServerProcess';
import type { FakeCometChat, FakeOptions } from '../support/fakeCometChat';
import { startWaiting } from '../support/waiting';

/**
 * Pacing by CometChat's rate headers, through n8n's engine against the fake CometChat:
 * both spellings of the headers, a server that lowers its limit mid-run, a wall clock
 * that jumps (server in its own process, so that only the node's clock jumps), and
 * `Remaining: 0` with a reset already past.
 */
describe('pacing', () => {
	const muidParams = sendParams({ receiver: '={{ $json.uid }}', additionalFields: { muid: '={{ "p-" + $json.n }}' } });
	const items = (count: number) => Array.from({ length: count }, (_, n) => ({ json: { n, uid: `user-${n % 7}` } }));

	function deliveredOnce(server: FakeCometChat, count: number): void {
		const muids = server.messages.map((m) => m.muid);
		assert.equal(muids.length, count);
		assert.equal(new Set(muids).size, count, 'no message delivered twice');
	}

	async function sendThrough(options: FakeOptions, count: number, during?: (server: FakeCometChat) => void) {
		const { server, credentials } = await startFake(options);
		try {
			during?.(server);
			const started = Date.now();
			const { items: out, error } = await runNode({ parameters: muidParams, credentials, items: items(count) });
			assert.equal(error, undefined);
			assert.equal(out.length, count);
			deliveredOnce(server, count);
			return { server, seconds: (Date.now() - started) / 1000 };
		} finally {
			await server.stop();
		}
	}

	test.each([['X-Rate-Limit (any case)', {}], ['X-RateLimit-Limit / -Remaining / -Reset', { rateHeaderSpelling: 'X-RateLimit' as const }]])(
		'headers spelled %s: paced before the limit, no storm of 429s',
		async (_, spelling) => {
			const { server } = await sendThrough({ ratePerSecond: 10, ...spelling }, 40);
			// without reading the headers the first window alone would answer 429s to a burst
			assert.ok(server.rateLimited <= 1, `${server.rateLimited} answered 429`);
			const seconds = new Set(server.requests.map((r) => Math.floor(r.at / 1000)));
			for (const second of seconds) {
				assert.ok(server.requests.filter((r) => Math.floor(r.at / 1000) === second).length <= 11);
			}
		},
	);

	test('a server that lowers its limit mid-run: the node follows its headers', async () => {
		let lowered = 0;
		const { server } = await sendThrough({ ratePerSecond: 20 }, 60, (fake) => {
			const options = fake.options as FakeOptions;
			fake.fault({
				// after 20 requests the server allows only 5 a second
				match: () => {
					if (fake.requests.length === 20) {
						options.ratePerSecond = 5;
						lowered = Date.now();
					}
					return false;
				},
				times: Number.MAX_SAFE_INTEGER,
			});
		});
		assert.ok(lowered > 0);
		const after = server.requests.filter((r) => r.at > lowered + 1000);
		const perSecond = new Map<number, number>();
		for (const r of after) perSecond.set(Math.floor(r.at / 1000), (perSecond.get(Math.floor(r.at / 1000)) ?? 0) + 1);
		assert.ok(Math.max(...perSecond.values()) <= 6, `at most the new limit a second: ${[...perSecond.values()]}`);
		assert.ok(server.rateLimited <= 4, `${server.rateLimited} answered 429`);
	}, 60_000);

	test('Remaining: 0 with a reset in the past: every item goes, one request each, no waiting on the past', async () => {
		const { server, credentials } = await startFake();
		try {
			const past = String(Math.floor(Date.now() / 1000) - 30);
			// every answer says the budget is spent and reset half a minute ago
			server.fault({ times: 1000, status: 200, headers: { 'X-Rate-Limit': '5', 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': past }, body: { data: { id: '1' } } });
			const started = Date.now();
			const { items: out, error } = await runNode({ parameters: muidParams, credentials, items: items(12) });
			assert.equal(error, undefined);
			assert.equal(out.length, 12);
			assert.equal(server.requests.length, 12, 'one request per item: no spinning');
			assert.ok(Date.now() - started < 10_000, 'no wait on a reset in the past');
		} finally {
			await server.stop();
		}
	});

	test('a wall clock that jumps an hour ahead, then an hour back: nothing waits on it', async () => {
		const server = await startFakeProcess({ ratePerSecond: 20 });
		const realNow = Date.now;
		const jumps = [
			setTimeout(() => (Date.now = () => realNow() + 3_600_000), 700),
			setTimeout(() => (Date.now = () => realNow() - 3_600_000), 1700),
		];
		try {
			const started = performance.now();
			const { items: out, error } = await runNode({
				parameters: muidParams,
				credentials: { appId: 'clock', region: 'us', apiKey: server.apiKey, baseUrl: server.baseUrl },
				items: items(80),
			});
			const seconds = (performance.now() - started) / 1000;
			Date.now = realNow;
			assert.equal(error, undefined);
			assert.equal(out.length, 80);
			const state = await server.state();
			assert.equal(new Set(state.messages.map((m) => m.muid)).size, 80);
			assert.equal(state.messages.length, 80, 'each delivered once');
			assert.ok(seconds < 30, `took ${seconds} s`);
			assert.ok(state.rateLimited <= 16, `${state.rateLimited} answered 429`);
		} finally {
			jumps.forEach(clearTimeout);
			Date.now = realNow;
			await server.stop();
		}
	}, 60_000);
});

/**
 * A 429 is retried after `Retry-After`, and after the reset when the answer names a later
 * one: Send and Send and Wait alike (one transport), through n8n's engine against the fake
 * CometChat, with both spellings of the reset header. The wait is measured where CometChat
 * would see it: between the two requests' arrivals.
 */
describe('retryAfter', () => {
	/** Timers fire a little early or late; the server sees the requests a moment after they leave. */
	const SLACK_MS = 30;

	const question: INodeParameters = { resource: 'message', operation: 'sendAndWait', receiverType: 'user', receiver: 'ana', message: 'Refund $120 to order #1042?' };

	type Send = (credentials: ICredentialDataDecryptedObject) => Promise<unknown>;

	const operations: Array<[string, Send]> = [
		[
			'Send',
			async (credentials) => {
				const { error } = await runNode({ parameters: sendParams({ additionalFields: { muid: 'once' } }), credentials });
				assert.equal(error, undefined);
			},
		],
		[
			'Send and Wait',
			async (credentials) => {
				const run = await startWaiting({ parameters: question, credentials });
				return run;
			},
		],
	];

	/** The gap between the two POSTs, after a 429 with these headers on the first. */
	async function gapAfter429(send: Send, headers: (now: number) => Record<string, string>): Promise<{ gapMs: number; server: FakeCometChat }> {
		// a server of its own per case: its own address, so its own rate gate
		const { server, credentials } = await startFake();
		try {
			// the headers are made when the 429 is answered: the reset is relative to that moment
			server.fault({ match: (r) => r.method === 'POST', status: 429, dynamicHeaders: () => headers(Date.now()), body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });
			await send(credentials);
			const posts = server.requestsTo('POST', '/v3/messages');
			assert.equal(posts.length, 2, 'one 429, then sent once');
			assert.equal(server.messages.length, 1);
			return { gapMs: posts[1].at - posts[0].at, server };
		} finally {
			await server.stop();
		}
	}

	const nextSecond = (now: number) => Math.floor(now / 1000) + 1;

	describe.each(operations)('%s after a 429', (_, send) => {
		test.each(['X-Rate-Limit-Reset', 'X-RateLimit-Reset'])('Retry-After: 2 with %s at the next whole second: waits the 2 s', async (name) => {
			const { gapMs } = await gapAfter429(send, (now) => ({ 'Retry-After': '2', [name]: String(nextSecond(now)) }));
			assert.ok(gapMs >= 2000 - SLACK_MS, `retried after ${gapMs} ms`);
			assert.ok(gapMs < 4000, `retried after ${gapMs} ms`);
		});

		test.each(['X-Rate-Limit-Reset', 'X-RateLimit-Reset'])('Retry-After: 1 with %s 2.5 s away: waits until the reset', async (name) => {
			let reset = 0;
			const { gapMs } = await gapAfter429(send, (now) => {
				reset = now + 2500;
				return { 'Retry-After': '1', [name]: String(reset) };
			});
			assert.ok(gapMs >= 2500 - SLACK_MS, `retried after ${gapMs} ms`);
			assert.ok(gapMs < 4500, `retried after ${gapMs} ms`);
		});

		test('Retry-After alone: waits it', async () => {
			const { gapMs } = await gapAfter429(send, () => ({ 'Retry-After': '1' }));
			assert.ok(gapMs >= 1000 - SLACK_MS && gapMs < 2500, `retried after ${gapMs} ms`);
		});
	});
});

/**
 * 1,000 messages against a server (in its own process, as a real one would be) that
 * allows 50 requests a second, says so in its rate headers and answers 429 beyond that:
 * every message is delivered exactly once, and the node paces itself by the headers
 * instead of learning the limit from a storm of 429s (before pacing: 968 of them). The
 * time from the first request is reported against the 20 s that rate allows.
 */
describe('load', () => {
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
});
