/**
 * A 429 is retried after `Retry-After`, and after the reset when the answer names a later
 * one: Send and Send and Wait alike (one transport), through n8n's engine against the fake
 * CometChat, with both spellings of the reset header. The wait is measured where CometChat
 * would see it: between the two requests' arrivals.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import { runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { sendParams, startFake } from '../support/fixtures';
import { startWaiting } from '../support/waiting';

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
