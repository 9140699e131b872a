/**
 * holdResponse on a real Node HTTP response (what Express hands n8n's webhook server) on
 * 127.0.0.1: one answer goes out, and everything written after it is dropped without a
 * throw or an 'error' event.
 */
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import { holdResponse, isDecisionReply } from '../../nodes/shared/heldResponse';
import { ResponseRecorder } from '../support/responseRecorder';

const fallback = () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"isMatchingCondition":false,"confidence":0,"reason":"fallback"}' });
const decision = Buffer.from('{"isMatchingCondition":true,"confidence":0.9,"reason":"insult"}');

async function serve(handle: (res: ServerResponse) => void) {
	const errors: Error[] = [];
	const server = createServer((_req, res) => {
		res.on('error', (e) => errors.push(e));
		handle(res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	try {
		const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
		const text = await answer.text();
		await new Promise((r) => setTimeout(r, 20));
		return { status: answer.status, text, errors };
	} finally {
		await new Promise<void>((resolve) => server.close(() => resolve()));
	}
}

/** n8n's late answer: the Buffer path of setupResponseNodePromise, then its res.end() on the next tick. */
function lateN8nAnswer(res: ServerResponse) {
	res.statusCode = 200;
	res.setHeaders(new Map([['content-type', 'application/json']]));
	res.setHeader('Content-Security-Policy', 'sandbox');
	res.end(decision);
	process.nextTick(() => res.end());
}

test('the budget passes: the fallback goes out; the late answer is dropped without throwing', async () => {
	let thrown: unknown;
	const result = await serve((res) => {
		holdResponse(res, { budgetMs: 30, fallback, accepts: isDecisionReply });
		setTimeout(() => {
			try {
				lateN8nAnswer(res);
			} catch (error) {
				thrown = error;
			}
		}, 60);
	});
	await new Promise((r) => setTimeout(r, 60));
	assert.equal(thrown, undefined);
	assert.deepEqual(result, { status: 200, text: fallback().body, errors: [] });
});

test("the workflow's decision in time goes out as is", async () => {
	const result = await serve((res) => {
		holdResponse(res, { budgetMs: 1000, fallback, accepts: isDecisionReply });
		lateN8nAnswer(res);
	});
	assert.deepEqual(result, { status: 200, text: decision.toString('utf8'), errors: [] });
});

test('an ended run (n8n ends the response with its error) gets the fallback at once', async () => {
	const result = await serve((res) => {
		holdResponse(res, { budgetMs: 1000, fallback, accepts: isDecisionReply });
		res.statusCode = 500;
		res.setHeader('content-type', 'application/json');
		res.end('{"message":"Error in workflow"}');
	});
	assert.deepEqual(result, { status: 200, text: fallback().body, errors: [] });
});

describe('what the hold changes and keeps', () => {
	afterEach(() => jest.useRealTimers());

	test('it replaces end, write, setHeader and setHeaders of this response, nothing else', () => {
		const res = new ResponseRecorder();
		holdResponse(res, { budgetMs: 0, fallback, accepts: isDecisionReply });
		const replaced = Object.getOwnPropertyNames(res).filter((name) => typeof (res as unknown as Record<string, unknown>)[name] === 'function');
		assert.deepEqual(replaced.sort(), ['end', 'setHeader', 'setHeaders', 'write']);
		assert.equal(new ResponseRecorder().end, ResponseRecorder.prototype.end, 'other responses keep their own');
	});

	for (const [how, finish] of [
		['the reply', (res: ResponseRecorder) => res.end(decision)],
		['the caller leaving', (res: ResponseRecorder) => res.emit('close')],
	] as const) {
		test(`the budget's wait (60 s) stops within a fifth of a second of ${how}`, async () => {
			jest.useFakeTimers();
			const res = new ResponseRecorder();
			holdResponse(res, { budgetMs: 60_000, fallback, accepts: isDecisionReply });
			assert.equal(jest.getTimerCount(), 1, 'the budget runs');
			finish(res);
			await jest.advanceTimersByTimeAsync(200);
			assert.equal(jest.getTimerCount(), 0);
		});
	}
});
