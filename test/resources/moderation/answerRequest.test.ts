import assert from 'node:assert/strict';
import type { INodeExecutionData } from 'n8n-workflow';
import { runNode } from '../../support/engine';

interface Sent {
	body: Buffer;
	headers: Record<string, string>;
	statusCode: number;
}

async function answer(parameters: Record<string, unknown>, items?: INodeExecutionData[], continueOnFail = false) {
	const sent: Sent[] = [];
	const result = await runNode({
		parameters: { resource: 'moderation', operation: 'answerRequest', ...parameters },
		credentials: {},
		items,
		continueOnFail,
		onSendResponse: (response) => sent.push(response as Sent),
	});
	return { ...result, sent, bodies: sent.map((s) => JSON.parse(s.body.toString('utf8')) as Record<string, unknown>) };
}

describe('Moderation > Answer Moderation Request', () => {
	test("answers with HTTP 200 and CometChat's JSON, as a Buffer n8n writes as is; the items pass through", async () => {
		const items = [{ json: { text: 'you idiot', sender: 'ana' } }];
		const { sent, bodies, items: out, error } = await answer({ isViolation: true, confidence: 0.95, reason: 'insult' }, items);
		assert.equal(error, undefined);
		assert.equal(sent.length, 1);
		assert.ok(Buffer.isBuffer(sent[0].body));
		assert.equal(sent[0].statusCode, 200);
		assert.deepEqual(sent[0].headers, { 'content-type': 'application/json; charset=utf-8' });
		assert.equal(sent[0].body.toString('utf8'), '{"isMatchingCondition":true,"confidence":0.95,"reason":"insult"}');
		assert.deepEqual(out.map((i) => i.json), items.map((i) => i.json));
	});

	test('defaults: no violation, confidence 1, empty reason', async () => {
		const { bodies } = await answer({});
		assert.deepEqual(bodies, [{ isMatchingCondition: false, confidence: 1, reason: '' }]);
	});

	test("mapped from a model's answer with expressions: booleans and numbers given as text are read", async () => {
		const items = [{ json: { verdict: 'true', score: '0.8', why: 'spam link' } }];
		const { bodies } = await answer({ isViolation: '={{ $json.verdict }}', confidence: '={{ $json.score }}', reason: '={{ $json.why }}' }, items);
		assert.deepEqual(bodies, [{ isMatchingCondition: true, confidence: 0.8, reason: 'spam link' }]);
	});

	test('Confidence outside 0..1 or not a number: an error naming the parameter and the item, nothing sent', async () => {
		for (const confidence of [1.5, -0.1, '={{ "high" }}']) {
			const { sent, error } = await answer({ isViolation: true, confidence });
			assert.equal(sent.length, 0);
			assert.match(String(error?.message), /^Confidence \(confidence\) must be a number from 0 to 1, not .* \[item 0\]$/);
		}
	});

	test('Is Violation that is not true or false: an error naming the parameter and the item, nothing sent', async () => {
		const { sent, error } = await answer({ isViolation: '={{ "maybe" }}' });
		assert.equal(sent.length, 0);
		assert.equal(error?.message, 'Is Violation (isViolation) must be true or false [item 0]');
	});

	test('Continue On Fail: the bad item carries its error, the next good item answers; items in = items out', async () => {
		const items = [{ json: { score: 2 } }, { json: { score: 0.4 } }];
		const { sent, bodies, items: out, error } = await answer({ isViolation: false, confidence: '={{ $json.score }}' }, items, true);
		assert.equal(error, undefined);
		assert.equal(sent.length, 1);
		assert.deepEqual(bodies, [{ isMatchingCondition: false, confidence: 0.4, reason: '' }]);
		assert.equal(out.length, 2);
		assert.match(String(out[0].json.error), /Confidence \(confidence\).*\[item 0\]/);
		assert.deepEqual(out[1].json, { score: 0.4 });
	});

	test('several items: one request per execution, answered once with the first decision', async () => {
		const items = [{ json: { v: true } }, { json: { v: false } }];
		const { bodies, items: out } = await answer({ isViolation: '={{ $json.v }}', confidence: 0.9 }, items);
		assert.deepEqual(bodies, [{ isMatchingCondition: true, confidence: 0.9, reason: '' }]);
		assert.equal(out.length, 2);
	});
});
