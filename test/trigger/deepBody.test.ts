/**
 * A body nested deeper than any CometChat payload (about 1 MiB of `[`, which n8n's JSON
 * parser reads without trouble) is refused with 400 by every source before anything walks
 * it: no RangeError from a recursive walk (HTTP 500), no execution started with it.
 */
import assert from 'node:assert/strict';
import { ResponseRecorder } from '../support/responseRecorder';
import { triggerHarness, type TriggerOptions } from '../support/webhook';

/** Just under the 1 MiB cap: `[[[…]]]`, half a million levels deep. */
const DEPTH = 520_000;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

const sources: Array<[string, TriggerOptions['parameters'], string]> = [
	['webhook events (a selected event)', { events: ['message_sent'] }, `{"trigger":"message_sent","data":{"message":{"id":"1","data":{"metadata":${deep}}}}}`],
	['moderation requests', { source: 'moderation' }, `{"contextMessages":[{"ana":{"id":"1","sender":"ana","data":{"text":"hi","metadata":${deep}}}}]}`],
	['bot callbacks', { source: 'bot', botUid: 'support-bot' }, `{"trigger":"after_message","data":{"id":"1","sender":"ana","receiver":"support-bot","data":{"metadata":${deep}}}}`],
	['agent runs', { source: 'agent' }, `{"threadId":"t","runId":"r","messages":[{"id":"m","role":"user","content":"hi"}],"state":${deep}}`],
];

let counter = 0;
describe.each(sources)('CometChat Trigger, %s: a body nested half a million levels deep', (_source, parameters, raw) => {
	test('400 naming the depth, no execution', async () => {
		assert.ok(Buffer.byteLength(raw) < 1024 * 1024);
		const trigger = await triggerHarness({ workflowId: `wf-deep-${++counter}`, parameters });
		const response = new ResponseRecorder();
		try {
			const answer = await trigger.deliver({ raw, response });
			assert.equal(answer.status, 400);
			assert.deepEqual(answer.body, { message: 'Body nested too deep: more than 64 levels' });
			assert.equal(answer.items, undefined);
		} finally {
			if (!response.sent) response.end();
		}
	});
});

test('64 levels, as deep as a body may be, are taken', async () => {
	const nested = `${'['.repeat(61)}${']'.repeat(61)}`;
	const trigger = await triggerHarness({ workflowId: 'wf-deep-ok', parameters: { events: ['message_sent'] } });
	const answer = await trigger.deliver({ raw: `{"trigger":"message_sent","data":{"message":{"id":"64","metadata":${nested}}}}` });
	assert.equal(answer.status, 200);
	assert.equal(answer.items?.length, 1);
});
