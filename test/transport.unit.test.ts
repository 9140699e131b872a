import assert from 'node:assert/strict';
import { rateLimitCeiling, rateLimitDelayMs } from '../nodes/shared/transport/rateLimit';
import { nextStep } from '../nodes/shared/transport/retryPolicy';
import { cometChatError, redact } from '../nodes/shared/transport/cometChatError';
import { describeHttpFailure, type HttpFailure } from '../nodes/shared/transport/httpFailure';
import { jsonDepth } from '../nodes/shared/validation/json';
import { perPageFor } from '../nodes/shared/paging/pagedList';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const node = { id: '1', name: 'CometChat', type: 'n8n-nodes-cometchat.cometChat', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

describe('rateLimitDelayMs', () => {
	test('Retry-After in seconds', () => assert.equal(rateLimitDelayMs({ 'Retry-After': '3' }, NOW), 3000));
	test('Retry-After as an HTTP date', () =>
		assert.equal(rateLimitDelayMs({ 'retry-after': new Date(NOW + 7000).toUTCString() }, NOW), 7000));
	test('Retry-After in the past waits nothing', () =>
		assert.equal(rateLimitDelayMs({ 'retry-after': new Date(NOW - 7000).toUTCString() }, NOW), 0));
	test('X-Rate-Limit-Reset as a Unix timestamp in seconds', () =>
		assert.equal(rateLimitDelayMs({ 'X-Rate-Limit-Reset': String(NOW / 1000 + 12) }, NOW), 12_000));
	test('X-RateLimit-Reset as milliseconds', () =>
		assert.equal(rateLimitDelayMs({ 'x-ratelimit-reset': String(NOW + 1500) }, NOW), 1500));
	test('X-RateLimit-Reset as seconds from now', () => assert.equal(rateLimitDelayMs({ 'x-ratelimit-reset': '5' }, NOW), 5000));
	test('Retry-After wins over the reset headers', () =>
		assert.equal(rateLimitDelayMs({ 'retry-after': '2', 'x-rate-limit-reset': String(NOW / 1000 + 30) }, NOW), 2000));
	test('nothing usable gives undefined', () => {
		assert.equal(rateLimitDelayMs({}, NOW), undefined);
		assert.equal(rateLimitDelayMs({ 'retry-after': 'soon' }, NOW), undefined);
		assert.equal(rateLimitDelayMs(undefined, NOW), undefined);
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
	const context = { node, itemIndex: 2, origin: 'https://app.api-us.cometchat.io', timeoutMs: 500, apiKey: 'secret-key-123' };
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
	test('describeHttpFailure finds the response wherever n8n put it', () => {
		const axiosLike = { message: 'Request failed', response: { status: 429, headers: { 'retry-after': '1' }, data: { error: {} } } };
		assert.equal(describeHttpFailure({ message: 'wrapped', cause: axiosLike }).status, 429);
		assert.equal(describeHttpFailure(axiosLike).headers?.['retry-after'], '1');
		assert.deepEqual(describeHttpFailure({ message: 'x', cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } }).networkCode, 'ECONNREFUSED');
		assert.equal(describeHttpFailure({ message: 'x', cause: { code: 'ECONNABORTED', message: 'timeout of 500ms exceeded' } }).timedOut, true);
	});
});

describe('small helpers', () => {
	test('perPageFor: a limit below one page asks for just that many', () => {
		assert.equal(perPageFor({ returnAll: false, limit: 30, pageSize: 100 }), 30);
		assert.equal(perPageFor({ returnAll: false, limit: 101, pageSize: 100 }), 100);
		assert.equal(perPageFor({ returnAll: true, limit: 0, pageSize: 250 }), 250);
	});
	test('jsonDepth measures without recursion', () => {
		assert.equal(jsonDepth(1), 0);
		assert.equal(jsonDepth({ a: [1, { b: {} }] }), 4);
		let deep: unknown = {};
		for (let i = 0; i < 100_000; i++) deep = { a: deep };
		assert.equal(jsonDepth(deep), 65);
	});
});

describe('RateGate', () => {
	test('after a 429 nobody goes before the reset; then the limit goes out, then one probe', async () => {
		const { RateGate } = await import('../nodes/shared/transport/rateGate');
		const gate = new RateGate();
		const far = Date.now() + 60_000;
		assert.deepEqual(await gate.admit(far, 60_000), { ticket: 'free' }, 'no limit known: free');
		gate.settle('free', { waitMs: 150, limit: 2 });
		const started = Date.now();
		const tickets = await Promise.all([1, 2, 3].map(() => gate.admit(far, 60_000)));
		assert.ok(Date.now() - started >= 140, 'waited for the reset');
		assert.deepEqual(tickets.map((t) => ('ticket' in t ? t.ticket : 'refused')).sort(), ['paced', 'paced', 'probe']);
		let fourth: unknown;
		const waiting = gate.admit(far, 60_000).then((t) => (fourth = t));
		await new Promise((resolve) => setImmediate(resolve));
		assert.equal(fourth, undefined, 'the fourth waits for the probe');
		gate.settle('probe', { waitMs: 100 });
		await waiting;
		assert.deepEqual(fourth, { ticket: 'paced' });
	});

	test('a reset beyond what the request may wait is refused at once', async () => {
		const { RateGate } = await import('../nodes/shared/transport/rateGate');
		const gate = new RateGate();
		gate.settle('free', { waitMs: 30_000 });
		const admission = await gate.admit(Date.now() + 10_000, 60_000);
		assert.ok('resetInMs' in admission && admission.resetInMs > 29_000);
	});

	test('the earliest reset wins while the gate is closed (Retry-After is rounded up)', async () => {
		const { RateGate } = await import('../nodes/shared/transport/rateGate');
		const gate = new RateGate();
		gate.settle('free', { waitMs: 5_000 });
		gate.settle('free', { waitMs: 1_000 });
		const admission = await gate.admit(Date.now() + 60_000, 500);
		assert.ok('resetInMs' in admission && admission.resetInMs <= 1_000);
	});
});

describe('cancellation', () => {
	test('pause stops waiting soon after the execution is cancelled', async () => {
		const { pause } = await import('../nodes/shared/transport/pause');
		const controller = new AbortController();
		const started = Date.now();
		const waiting = pause(5_000, controller.signal);
		controller.abort();
		await waiting;
		assert.ok(Date.now() - started < 400, `waited ${Date.now() - started} ms`);
	});
	test('a cancelled execution is not admitted by the rate gate', async () => {
		const { RateGate } = await import('../nodes/shared/transport/rateGate');
		const gate = new RateGate();
		gate.settle('free', { waitMs: 10_000 });
		const controller = new AbortController();
		const admission = gate.admit(Date.now() + 60_000, 60_000, controller.signal);
		controller.abort();
		assert.deepEqual(await admission, { cancelled: true });
	});
	test('a probe refused for a far reset does not reopen the window', async () => {
		const { RateGate } = await import('../nodes/shared/transport/rateGate');
		const gate = new RateGate();
		gate.settle('free', { waitMs: 100, limit: 1 });
		const far = Date.now() + 60_000;
		const first = await gate.admit(far, 60_000);
		const probe = await gate.admit(far, 60_000);
		assert.deepEqual([first, probe], [{ ticket: 'paced' }, { ticket: 'probe' }]);
		gate.settle('probe', 'refused');
		let next: unknown;
		void gate.admit(far, 60_000).then((a) => (next = a));
		await new Promise((resolve) => setTimeout(resolve, 50));
		assert.deepEqual(next, { ticket: 'probe' }, 'only another probe, not a new round');
	});
});
