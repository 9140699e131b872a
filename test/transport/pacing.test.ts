/**
 * Pacing by CometChat's rate headers, through n8n's engine against the fake CometChat:
 * both spellings of the headers, a server that lowers its limit mid-run, a wall clock
 * that jumps (server in its own process, so that only the node's clock jumps), and
 * `Remaining: 0` with a reset already past.
 */
import assert from 'node:assert/strict';
import { runNode } from '../support/engine';
import { startFake, sendParams } from '../support/fixtures';
import { startFakeProcess } from '../support/fakeServerProcess';
import type { FakeCometChat, FakeOptions } from '../support/fakeCometChat';

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
