import assert from 'node:assert/strict';
import { rateLimitCeiling, rateLimitReport, rateLimitWaitMs } from '../../nodes/shared/transport/rateHeaders';
import { nextStep } from '../../nodes/shared/transport/retry';
import { cometChatError, describeHttpFailure, type HttpFailure, redact } from '../../nodes/shared/transport/errors';
import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { jsonShape } from '../../nodes/shared/validation/body';
import { readList, type PageWindow } from '../../nodes/shared/paging';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const node = { id: '1', name: 'CometChat', type: 'n8n-nodes-cometchat.cometChat', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

describe('rateLimitWaitMs', () => {
	test('Retry-After in seconds', () => assert.equal(rateLimitWaitMs({ 'Retry-After': '3' }, NOW), 3000));
	test('Retry-After as an HTTP date', () =>
		assert.equal(rateLimitWaitMs({ 'retry-after': new Date(NOW + 7000).toUTCString() }, NOW), 7000));
	test('Retry-After in the past waits nothing', () =>
		assert.equal(rateLimitWaitMs({ 'retry-after': new Date(NOW - 7000).toUTCString() }, NOW), 0));
	test('X-Rate-Limit-Reset as a Unix timestamp in seconds', () =>
		assert.equal(rateLimitWaitMs({ 'X-Rate-Limit-Reset': String(NOW / 1000 + 12) }, NOW), 12_000));
	test('X-RateLimit-Reset as milliseconds', () =>
		assert.equal(rateLimitWaitMs({ 'x-ratelimit-reset': String(NOW + 1500) }, NOW), 1500));
	test('X-RateLimit-Reset as seconds from now', () => assert.equal(rateLimitWaitMs({ 'x-ratelimit-reset': '5' }, NOW), 5000));
	test('both headers: the later of the two (Retry-After at least, the reset when later)', () => {
		assert.equal(rateLimitWaitMs({ 'retry-after': '2', 'x-rate-limit-reset': String(NOW / 1000 + 30) }, NOW), 30_000);
		assert.equal(rateLimitWaitMs({ 'retry-after': '2', 'x-rate-limit-reset': String(NOW / 1000 + 1) }, NOW), 2000);
		assert.equal(rateLimitWaitMs({ 'Retry-After': '2', 'X-RateLimit-Reset': String(NOW + 300) }, NOW), 2000);
	});
	test('beside Retry-After, a reset an hour off (a clock that jumped) is not waited on', () => {
		assert.equal(rateLimitWaitMs({ 'retry-after': '1', 'x-rate-limit-reset': String(NOW / 1000 + 3600) }, NOW), 1000);
		assert.equal(rateLimitWaitMs({ 'retry-after': '1', 'x-rate-limit-reset': String(NOW / 1000 - 3600) }, NOW), 1000);
	});
	test('nothing usable gives undefined', () => {
		assert.equal(rateLimitWaitMs({}, NOW), undefined);
		assert.equal(rateLimitWaitMs({ 'retry-after': 'soon' }, NOW), undefined);
		assert.equal(rateLimitWaitMs(undefined, NOW), undefined);
	});
});

describe('rateLimitCeiling', () => {
	test('reads X-Rate-Limit in any case and spelling', () => {
		assert.equal(rateLimitCeiling({ 'X-Rate-Limit': '50' }), 50);
		assert.equal(rateLimitCeiling({ 'x-ratelimit-limit': '10000' }), 10_000);
		assert.equal(rateLimitCeiling({ 'X-RateLimit': ['30'] } as never), 30);
	});
	test('ignores the other rate-limit headers and non-numbers', () => {
		assert.equal(rateLimitCeiling({ 'x-rate-limit-remaining': '3', 'x-rate-limit-reset': '1700000000' }), undefined);
		assert.equal(rateLimitCeiling({ 'x-rate-limit': 'lots' }), undefined);
		assert.equal(rateLimitCeiling(undefined), undefined);
	});
});

describe('nextStep', () => {
	const limited = (headers: Record<string, string> = {}): HttpFailure => ({ status: 429, headers, timedOut: false, message: '' });
	const server = (status: number): HttpFailure => ({ status, timedOut: false, message: '' });
	const network: HttpFailure = { networkCode: 'ECONNRESET', timedOut: false, message: '' };
	const timeout: HttpFailure = { networkCode: 'ECONNABORTED', timedOut: true, message: 'timeout' };
	const attempts = (rateLimited = 1, transient = 0, elapsedMs = 0) => ({ rateLimited, transient, elapsedMs });

	test('429 waits as asked, for POST and GET alike', () => {
		assert.deepEqual(nextStep(limited({ 'retry-after': '2' }), 'POST', attempts()), { action: 'wait', ms: 2000 });
		assert.deepEqual(nextStep(limited({ 'retry-after': '60' }), 'GET', attempts()), { action: 'wait', ms: 60_000 });
	});
	test('429 asking for more than 60 s fails at once', () =>
		assert.deepEqual(nextStep(limited({ 'retry-after': '61' }), 'POST', attempts()), { action: 'rateLimitExceeded', resetInMs: 61_000 }));
	test('429 that would take the request past 10 minutes fails', () => {
		assert.deepEqual(nextStep(limited({ 'retry-after': '30' }), 'POST', attempts(40, 0, 570_000)), { action: 'wait', ms: 30_000 });
		assert.deepEqual(nextStep(limited({ 'retry-after': '30' }), 'POST', attempts(41, 0, 570_001)), { action: 'rateLimitExceeded', resetInMs: 30_000 });
	});
	test('429 has no retry count: the 500th wait is allowed while time remains', () =>
		assert.deepEqual(nextStep(limited({ 'retry-after': '1' }), 'POST', attempts(500, 0, 100_000)), { action: 'wait', ms: 1000 }));
	test('a reset already due (Retry-After: 0, a past X-Rate-Limit-Reset) backs off instead of spinning', () => {
		assert.deepEqual(nextStep(limited({ 'retry-after': '0' }), 'POST', attempts()), { action: 'wait', ms: 1000 });
		assert.deepEqual(nextStep(limited({ 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) - 30) }), 'POST', attempts(3)), { action: 'wait', ms: 4000 });
	});
	test('429 without reset headers backs off 1, 2, 4 s … up to 60 s', () => {
		assert.deepEqual([1, 2, 3, 7, 8].map((n) => nextStep(limited(), 'GET', attempts(n))), [
			{ action: 'wait', ms: 1000 },
			{ action: 'wait', ms: 2000 },
			{ action: 'wait', ms: 4000 },
			{ action: 'wait', ms: 60_000 },
			{ action: 'wait', ms: 60_000 },
		]);
	});
	test('a POST is never retried after a 5xx, a network fault or a timeout', () => {
		for (const failure of [server(500), server(503), network, timeout]) {
			assert.deepEqual(nextStep(failure, 'POST', attempts(0, 1)), { action: 'fail' });
		}
	});
	test('a GET is retried twice after a 5xx, a network fault or a timeout', () => {
		for (const failure of [server(502), network, timeout]) {
			assert.deepEqual(nextStep(failure, 'GET', attempts(0, 1)), { action: 'wait', ms: 500 });
			assert.deepEqual(nextStep(failure, 'GET', attempts(0, 2)), { action: 'wait', ms: 1000 });
			assert.deepEqual(nextStep(failure, 'GET', attempts(0, 3)), { action: 'fail' });
		}
	});
	test('4xx other than 429 are not retried', () => assert.deepEqual(nextStep(server(404), 'GET', attempts(0, 1)), { action: 'fail' }));
});

describe('cometChatError', () => {
	const context = { node, itemIndex: 2, origin: 'https://app.api-us.cometchat.io', timeoutMs: 500, secrets: ['secret-key-123'] };
	test('a CometChat error body: message, description with devMessage and code, httpCode', () => {
		const error = cometChatError(
			{ status: 400, body: { error: { message: 'Bad request.', devMessage: 'receiver is invalid', source: 'x', code: 'ERR_BAD_REQUEST', details: { receiver: ['is invalid'] } } }, timedOut: false, message: '' },
			context,
		);
		assert.equal(error.message, 'Bad request.');
		assert.equal(error.description, 'receiver is invalid. Error code: ERR_BAD_REQUEST. Details: {"receiver":["is invalid"]}');
		assert.equal(error.httpCode, '400');
		assert.equal(error.context.itemIndex, 2);
	});
	test('an HTML page', () => {
		const error = cometChatError({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', timedOut: false, message: '' }, context);
		assert.equal(error.message, 'CometChat answered HTTP 502 with a non-JSON body');
		assert.match(String(error.description), /The body began: 502 Bad Gateway$/);
	});
	test('a refused connection and a timeout', () => {
		assert.equal(cometChatError({ networkCode: 'ECONNREFUSED', timedOut: false, message: '' }, context).message, 'Could not reach CometChat at https://app.api-us.cometchat.io: the connection was refused');
		assert.equal(cometChatError({ networkCode: 'ECONNABORTED', timedOut: true, message: '' }, context).message, 'CometChat did not answer at https://app.api-us.cometchat.io within 500 ms');
	});
	test('the key is redacted even when a server echoes it', () => {
		const error = cometChatError({ status: 401, body: { error: { message: 'Key secret-key-123 unknown', devMessage: 'apikey=secret-key-123', code: 'AUTH_ERR_APIKEY_NOT_FOUND' } }, timedOut: false, message: '' }, context);
		assert.doesNotMatch(JSON.stringify({ ...error, message: error.message, description: error.description }), /secret-key-123/);
		assert.equal(error.message, 'Key [redacted] unknown');
		assert.equal(redact('abc', 'ab'), 'abc', 'keys shorter than 4 characters are not searched for');
	});
	test('describeHttpFailure finds the network code and the timeout wherever n8n put them', () => {
		assert.deepEqual(describeHttpFailure({ message: 'x', cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } }).networkCode, 'ECONNREFUSED');
		assert.equal(describeHttpFailure({ message: 'x', cause: { code: 'ECONNABORTED', message: 'timeout of 500ms exceeded' } }).timedOut, true);
	});
});

describe('small helpers', () => {
	test('readList: a limit below one page asks for just that many', async () => {
		const context = { getNode: () => node, getItemIndex: () => 0 } as unknown as IExecuteSingleFunctions;
		const perPage = async (window: PageWindow) => {
			let asked: unknown;
			await readList(context, async (qs) => ((asked = qs.perPage), { data: [] }), { by: 'page', window });
			return asked;
		};
		assert.equal(await perPage({ returnAll: false, limit: 30, pageSize: 100 }), 30);
		assert.equal(await perPage({ returnAll: false, limit: 101, pageSize: 100 }), 100);
		assert.equal(await perPage({ returnAll: true, limit: 0, pageSize: 250 }), 250);
	});
	test('jsonShape measures the depth without recursion', () => {
		assert.equal(jsonShape(1).depth, 0);
		assert.equal(jsonShape({ a: [1, { b: {} }] }).depth, 4);
		let deep: unknown = {};
		for (let i = 0; i < 100_000; i++) deep = { a: deep };
		assert.equal(jsonShape(deep).depth, 65);
	});
});

describe('cancellation', () => {
	test('waited stops waiting soon after the execution is cancelled', async () => {
		const { waited } = await import('../../nodes/shared/transport/retry');
		const controller = new AbortController();
		const started = Date.now();
		const waiting = waited(5_000, controller.signal);
		controller.abort();
		await waiting;
		assert.ok(Date.now() - started < 400, `waited ${Date.now() - started} ms`);
	});
});

describe('rateLimitReport', () => {
	const reset = String(NOW / 1000 + 2);
	test('reads limit, remaining and reset in every spelling and case', () => {
		const expected = { limit: 50, remaining: 7, resetInMs: 2000, resetKey: NOW + 2000 };
		assert.deepEqual(rateLimitReport({ 'X-Rate-Limit': '50', 'X-Rate-Limit-Remaining': '7', 'X-Rate-Limit-Reset': reset }, NOW), expected);
		assert.deepEqual(rateLimitReport({ 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': reset }, NOW), expected);
		assert.deepEqual(rateLimitReport({ 'X-RATELIMIT': ['50'], 'X-RATELIMIT-REMAINING': ['7'], 'X-RATELIMIT-RESET': [reset] } as never, NOW), expected);
	});
	test('a reset in the past or implausibly far (a clock that jumped) is no reset', () => {
		assert.deepEqual(rateLimitReport({ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(NOW / 1000 - 5) }, NOW), { limit: undefined, remaining: 0, resetInMs: undefined, resetKey: undefined });
		assert.equal(rateLimitReport({ 'x-rate-limit-reset': String(NOW / 1000 + 3600) }, NOW), undefined);
		// the same header read by a clock one hour ahead or behind
		assert.equal(rateLimitReport({ 'x-rate-limit-reset': reset }, NOW + 3_600_000), undefined);
		assert.equal(rateLimitReport({ 'x-rate-limit-reset': reset }, NOW - 3_600_000), undefined);
	});
	test('no rate headers, no report', () => {
		assert.equal(rateLimitReport({ 'content-type': 'application/json' }, NOW), undefined);
		assert.equal(rateLimitReport(undefined, NOW), undefined);
	});
});

describe('RateGate', () => {
	type Gate = import('../../nodes/shared/transport/rateGate').RateGate;
	type Ticket = import('../../nodes/shared/transport/rateGate').Ticket;
	const far = () => performance.now() + 600_000;
	// On jest's clock (Date, performance, timers): a test moves it, so a loaded machine cannot
	// stretch a window or a wait. `tick` moves it, running what falls due on the way.
	beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] }));
	afterEach(() => jest.useRealTimers());
	const tick = async (ms = 0) => void (await jest.advanceTimersByTimeAsync(ms));
	/** `promise`'s value, the clock moved 1 ms at a time until it settles. */
	const settled = async <T>(promise: Promise<T>): Promise<T> => {
		let done = false;
		void promise.finally(() => (done = true));
		while (!done) await tick(1);
		return await promise;
	};
	/** A wait that does not move the clock: for work running side by side while one loop moves it. */
	const sleepFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
	const newGate = async () => new (await import('../../nodes/shared/transport/rateGate')).RateGate();
	/** Queues `n` requests; `admitted` lists the tickets in the order they were let out. */
	function queue(gate: Gate, n: number, signal?: AbortSignal) {
		const admitted: Ticket[] = [];
		const results = Array.from({ length: n }, () =>
			gate.admit(far(), 60_000, signal).then((a) => {
				if ('ticket' in a) admitted.push(a.ticket);
				return a;
			}),
		);
		return { admitted, results };
	}
	const report = (remaining: number, resetInMs?: number, limit = 5) => ({
		responded: true as const,
		report: { limit, remaining, resetInMs, resetKey: resetInMs === undefined ? undefined : Math.round(Date.now() + resetInMs) },
	});
	/** An answer from the window that ends at `windowEnd` (ms since the epoch), however late it is read. */
	const reportUntil = (remaining: number, windowEnd: number, limit?: number) => report(remaining, windowEnd - Date.now(), limit);

	test('the first request goes alone; the others wait for its answer', async () => {
		const gate = await newGate();
		const { admitted } = queue(gate, 5);
		await tick(20);
		assert.deepEqual(admitted.map((t) => t.kind), ['probe']);
		gate.settle(admitted[0], report(4, 300));
		await tick(5);
		assert.ok(admitted.length > 1, 'the answer lets the others on');
	});

	test('with headers: never more than the remaining budget before the reset, then the new window', async () => {
		const gate = await newGate();
		const { admitted } = queue(gate, 12);
		await tick();
		gate.settle(admitted[0], report(4, 250));
		await tick(200);
		assert.equal(admitted.length, 5, 'probe + the 4 remaining, spread over the window');
		for (const t of admitted.slice(1)) gate.settle(t, report(0, 50));
		await tick(150);
		assert.equal(admitted.length, 6, 'after the reset: one request, to learn when the new window ends');
		gate.settle(admitted[5], report(4, 400));
		await tick(380);
		assert.equal(admitted.length, 10, 'then the rest of the new window');
		assert.equal(gate.waiting, 2);
	});

	test('a queue that fits in the remaining budget goes at once; spread over the window when it does not', async () => {
		const gate = await newGate();
		const first = queue(gate, 1);
		await tick();
		gate.settle(first.admitted[0], report(40, 1000, 50));
		const second = queue(gate, 1);
		await tick(5);
		gate.settle(second.admitted[0], report(39, 995, 50)); // the server counts only ours: alone
		const small = queue(gate, 10);
		await tick(5);
		assert.equal(small.admitted.length, 10, 'fits: all at once');
		const big = queue(gate, 60);
		await tick(100);
		assert.ok(big.admitted.length >= 2 && big.admitted.length <= 10, `spread: ${big.admitted.length} in 100 ms of a window with 29 left for 900 ms`);
	});

	test('a server that lowers its limit mid-window: nothing more until the reset', async () => {
		const gate = await newGate();
		const { admitted } = queue(gate, 40);
		await tick();
		gate.settle(admitted[0], report(19, 300, 20));
		await tick(40);
		const before = admitted.length;
		for (const t of admitted.slice(1)) gate.settle(t, report(0, 260, 3));
		await tick(150);
		assert.equal(admitted.length, before, 'remaining 0: nobody goes before the reset');
		await tick(200);
		assert.ok(admitted.length >= before + 1 && admitted.length <= before + 3, 'then at most the new limit of 3');
	});

	test('Remaining: 0 with a reset in the past: one request at a time, no spin, no deadlock', async () => {
		const gate = await newGate();
		const { admitted, results } = queue(gate, 4);
		for (let answered = 0; answered < 4; answered++) {
			await tick(5);
			assert.equal(admitted.length, answered + 1, 'exactly one more per answer');
			gate.settle(admitted[answered], report(0, undefined));
		}
		await Promise.all(results);
	});

	test('someone else spending the budget: requests are spread, not burst', async () => {
		const gate = await newGate();
		const first = queue(gate, 1);
		await tick();
		const windowEnd = Date.now() + 1000;
		gate.settle(first.admitted[0], reportUntil(40, windowEnd, 50));
		const { admitted } = queue(gate, 2);
		await tick(60); // paced from the first answer on: the second goes one interval (1000 ms / 40) later
		assert.equal(admitted.length, 2);
		// our 2 went out, yet the server has 10 less: another client
		gate.settle(admitted[0], reportUntil(30, windowEnd, 50));
		gate.settle(admitted[1], reportUntil(29, windowEnd, 50));
		const later = queue(gate, 10);
		await tick(50);
		assert.ok(later.admitted.length < 10, `spread although the queue fits (${later.admitted.length} of 10 in 50 ms)`);
	});

	test('without headers: a slow start, then after a 429 as many as got through, then one probe', async () => {
		const { RateGate } = await import('../../nodes/shared/transport/rateGate');
		const { INITIAL_ALLOWANCE } = await import('../../nodes/shared/transport/rateBudgets');
		const gate = new RateGate();
		const { admitted } = queue(gate, 40);
		await tick();
		gate.settle(admitted[0], { responded: true });
		await tick();
		assert.equal(admitted.length, 1 + INITIAL_ALLOWANCE + 1, 'probe, then the initial window and one more for its success');
		for (const t of admitted.slice(1, 4)) gate.settle(t, { responded: true });
		await tick();
		assert.equal(admitted.length, 1 + INITIAL_ALLOWANCE + 1 + 3 * 2, 'each success lets two more out');
		const inFlight = admitted.slice(4);
		const successes = 4; // the probe and three
		for (const t of inFlight) gate.settle(t, { limited: true, waitMs: 150 });
		await tick(100);
		assert.equal(admitted.length, 1 + INITIAL_ALLOWANCE + 7, 'closed until the reset');
		await tick(100);
		assert.equal(admitted.length, 1 + INITIAL_ALLOWANCE + 7 + successes + 1, 'as many as got through, then a single probe');
		assert.equal(admitted[admitted.length - 1].kind, 'probe');
	});

	test('a reset beyond what the request may wait is refused at once', async () => {
		const gate = await newGate();
		const first = queue(gate, 1);
		await tick();
		gate.settle(first.admitted[0], { limited: true, waitMs: 30_000 });
		const admission = await gate.admit(performance.now() + 10_000, 60_000);
		assert.ok('resetInMs' in admission && admission.resetInMs > 29_000);
		const longer = await gate.admit(far(), 20_000);
		assert.ok('resetInMs' in longer, 'more than 60 s at a time (here 20) is refused too');
	});

	test('the earliest reset wins while the gate is closed (Retry-After is rounded up)', async () => {
		const gate = await newGate();
		const { admitted } = queue(gate, 1);
		await tick();
		gate.settle(admitted[0], { limited: true, waitMs: 5_000 });
		const two = queue(gate, 0);
		void two;
		const retry = gate.admit(far(), 60_000, undefined, true);
		gate.settle({ kind: 'go', round: 0 }, { limited: true, waitMs: 100 });
		const started = performance.now();
		const admission = await settled(retry);
		assert.ok('ticket' in admission);
		assert.ok(performance.now() - started < 1_000);
	});

	test('a cancelled execution leaves the queue at once', async () => {
		const gate = await newGate();
		const first = queue(gate, 1);
		await tick();
		gate.settle(first.admitted[0], { limited: true, waitMs: 10_000 });
		const controller = new AbortController();
		const { results } = queue(gate, 3, controller.signal);
		const started = performance.now();
		controller.abort();
		assert.deepEqual(await Promise.all(results), [{ cancelled: true }, { cancelled: true }, { cancelled: true }]);
		assert.ok(performance.now() - started < 50);
		assert.equal(gate.waiting, 0);
	});

	test('requests that never come back hold no queue: each new window lets at least one go', async () => {
		const gate = await newGate();
		const first = queue(gate, 1);
		await tick();
		const firstEnd = Date.now() + 100;
		gate.settle(first.admitted[0], reportUntil(1, firstEnd, 2));
		const second = queue(gate, 1);
		await tick(130);
		gate.settle(second.admitted[0], reportUntil(1, firstEnd + 100, 2)); // the next window: 100 ms long
		const { admitted } = queue(gate, 6);
		await tick(1_000); // none of these is ever answered: in flight for good, more than the limit of 2
		assert.equal(admitted.length, 6, `${admitted.length} of 6 let out in 10 windows`);
	});

	test('two gates sharing one budget only through the headers: no race for the last request of each window', async () => {
		// A fixed-window server (20 requests per 300 ms) and two processes, each with its own gate.
		const windowMs = 300;
		const limit = 20;
		let current = { start: 0, count: 0 };
		const limitedIn = new Set<number>();
		let requests = 0;
		let limited = 0;
		const serve = () => {
			const now = Date.now();
			const start = now - (now % windowMs);
			if (start !== current.start) current = { start, count: 0 };
			current.count++;
			requests++;
			const end = start + windowMs;
			const isLimited = current.count > limit;
			if (isLimited) (limited++, limitedIn.add(start));
			return { isLimited, end, report: { limit, remaining: Math.max(0, limit - current.count), resetInMs: end - now, resetKey: end } };
		};
		const send = async (gate: Gate) => {
			for (let retry = false; ; retry = true) {
				const admission = await gate.admit(far(), 60_000, undefined, retry);
				if (!('ticket' in admission)) throw new Error('not admitted');
				await sleepFor(2);
				const { isLimited, end, report } = serve();
				await sleepFor(2);
				if (!isLimited) return gate.settle(admission.ticket, { responded: true, report });
				gate.settle(admission.ticket, { limited: true, waitMs: Math.max(1, end - Date.now()), report });
			}
		};
		const gates = [await newGate(), await newGate()];
		await settled(Promise.all(gates.flatMap((gate) => Array.from({ length: 100 }, () => send(gate)))));
		assert.equal(requests - limited, 200, 'every request got through once');
		// Before each gate counts its share per window, both took the last request of every window: one 429 a window.
		assert.ok(limitedIn.size <= 2, `429s in ${limitedIn.size} windows (${limited} of ${requests} requests)`);
	});

	test('a wall clock that jumps moves no wait (the gate runs on the monotonic clock)', async () => {
		const gate = await newGate();
		const { admitted } = queue(gate, 3);
		await tick();
		gate.settle(admitted[0], { limited: true, waitMs: 150 });
		const realNow = Date.now;
		try {
			Date.now = () => realNow() + 3_600_000;
			await tick(50);
			assert.equal(admitted.length, 1, 'an hour later on the wall clock, still closed');
			Date.now = () => realNow() - 3_600_000;
			await tick(200);
			assert.ok(admitted.length > 1, 'an hour earlier on the wall clock, open on time');
		} finally {
			Date.now = realNow;
		}
	});
});

describe('rateGateFor: the gates kept per key', () => {
	test('at MAX_IDLE_GATES keys only idle gates are forgotten: one with a request on its way and one queued, one closed after a 429, stay', async () => {
		const { rateGateFor, rateGateKeys, MAX_IDLE_GATES } = await import('../../nodes/shared/transport/rateGate');
		const busy = rateGateFor('busy');
		const sent = await busy.admit(Infinity, 60_000);
		assert.ok('ticket' in sent);
		const queued = busy.admit(Infinity, 60_000);
		assert.equal(busy.waiting, 1);
		const closed = rateGateFor('closed');
		const limited = await closed.admit(Infinity, 60_000);
		assert.ok('ticket' in limited);
		closed.settle(limited.ticket, { limited: true, waitMs: 60_000 });

		for (let i = 0; i < 3 * MAX_IDLE_GATES; i++) rateGateFor(`idle-${i}`);
		assert.ok(rateGateKeys().length <= MAX_IDLE_GATES, String(rateGateKeys().length));
		assert.equal(rateGateFor('busy'), busy);
		assert.equal(rateGateFor('closed'), closed);
		// the queued request still gets its turn once the one on its way is answered
		busy.settle(sent.ticket, { responded: true });
		const turn = await queued;
		assert.ok('ticket' in turn);
		busy.settle(turn.ticket, { responded: true });
		// a closed gate still refuses a request that cannot wait that long
		const refused = await closed.admit(Infinity, 1000);
		assert.ok('resetInMs' in refused && refused.resetInMs > 50_000);
	});

	test('the idle gates unused longest go first; a gate used again is kept', async () => {
		const { rateGateFor, MAX_IDLE_GATES } = await import('../../nodes/shared/transport/rateGate');
		const old = rateGateFor('old');
		const kept = rateGateFor('kept');
		for (let i = 0; i < 2 * MAX_IDLE_GATES; i++) {
			rateGateFor(`other-${i}`);
			assert.equal(rateGateFor('kept'), kept);
		}
		assert.notEqual(rateGateFor('old'), old);
	});
});

describe('apiRequest: what every attempt asks of n8n', () => {
	// describeHttpFailure reads no HTTP status out of a thrown error: it can rely on that only
	// because every attempt asks n8n for the whole response whatever its status
	test('the whole response whatever its status (ignoreHttpStatusErrors), no redirect followed', async () => {
		const { apiRequest, COMETCHAT_API } = await import('../../nodes/shared/transport/request');
		const sent: Array<Record<string, unknown>> = [];
		const ctx = { getCredentials: async () => ({ appId: 'app', region: 'us', apiKey: 'key' }), getNode: () => ({ name: 'CometChat' }) } as never;
		const channel = {
			prepared: {},
			send: async (options: never) => {
				sent.push(options);
				return { statusCode: 200, headers: {}, body: { data: { ok: true } } } as never;
			},
		};
		await apiRequest(ctx, COMETCHAT_API, { method: 'GET', path: '/users/ana', returns: 'object' }, 0, channel);
		assert.equal(sent.length, 1);
		assert.deepEqual([sent[0].ignoreHttpStatusErrors, sent[0].disableFollowRedirect, sent[0].returnFullResponse], [true, true, true]);
	});
});
