import assert from 'node:assert/strict';
import type { INodeExecutionData } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { seedMessages } from '../support/fake/messages';
import { makeReason, makeBlocked } from '../support/fake/moderation';
import { sent } from '../support/operations';
import { useModerationFake, seedFlagged } from './moderationFake';
import { moderationListTests } from './moderationListTests';

describe('Moderation > Answer Moderation Request', () => {
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

describe('Moderation > Flag Message', () => {
	// POST /messages/{id}/flagged is fully described by the OpenAPI (onBehalfOf header, reasonId/remark body): checked after each test
	const fake = useModerationFake('moderation', ({ server, store }) => {
		seedMessages(server, 2, { sender: 'spammer-1' });
		for (const id of ['spam', 'harassment']) store.reasons.set(id, makeReason(id));
	});
	const flag = (extra: Record<string, unknown> = {}) => ({ operation: 'flagMessage', messageId: fake.server.messages[0].id as string, onBehalfOf: 'cometchat-uid-2', reasonId: 'spam', ...extra });

	test('POST /messages/{id}/flagged as the reporter, with the reason and the remark; the message is in the flagged queue', async () => {
		const id = fake.server.messages[0].id as string;
		const { items, error } = await fake.run(flag({ remark: 'Sent the same link five times' }));
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['POST', `/v3/messages/${id}/flagged`, {}, { reasonId: 'spam', remark: 'Sent the same link five times' }]]);
		assert.equal(fake.server.requests[0].headers.onbehalfof, 'cometchat-uid-2');
		assert.deepEqual(items.map((i) => i.json), [{ flagged: true, messageId: id, reasonId: 'spam' }]);
		const entry = fake.store.flagged.get(id)!;
		assert.equal(entry.flaggedCount, 1);
		assert.equal(entry.flaggedBy[0].remark, 'Sent the same link five times');
	});

	test('an empty remark is not sent', async () => {
		await fake.run(flag({ remark: '  ' }));
		assert.deepEqual(fake.server.requests[0].body, { reasonId: 'spam' });
	});

	test('items mapped with $json: each message flagged by its reporter, paired with its input', async () => {
		const [a, b] = fake.server.messages.map((m) => m.id as string);
		const { items } = await fake.run(flag({ messageId: '={{ $json.id }}', onBehalfOf: '={{ $json.by }}', reasonId: '={{ $json.reason }}' }), {
			items: [{ json: { id: a, by: 'ana', reason: 'spam' } }, { json: { id: b, by: 'bo', reason: 'harassment' } }],
		});
		assert.deepEqual(items.map((i) => [i.json.messageId, i.json.reasonId, i.pairedItem]), [[a, 'spam', { item: 0 }], [b, 'harassment', { item: 1 }]]);
		assert.deepEqual(fake.server.requests.map((r) => [r.path, r.headers.onbehalfof]).sort(), [[`/v3/messages/${a}/flagged`, 'ana'], [`/v3/messages/${b}/flagged`, 'bo']].sort());
	});

	for (const [extra, pattern] of [
		[{ onBehalfOf: '={{ "" }}' }, /^Flagged By \(onBehalfOf\) is empty \[item 0\]/],
		[{ onBehalfOf: 'ana lima' }, /^Flagged By \(onBehalfOf\) has characters that cannot travel in an HTTP header/],
		[{ reasonId: '={{ "" }}' }, /^Reason ID \(reasonId\) is empty \[item 0\]/],
		[{ messageId: '={{ " " }}' }, /^Message ID \(messageId\) is empty \[item 0\]/],
		[{ messageId: '..' }, /^Message ID \(messageId\) is "\.\.", which a URL reads as/],
		[{ remark: 'x'.repeat(1001) }, /^Remark \(remark\) is 1001 characters long; keep it under 1000 \[item 0\]/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra).slice(0, 60)}`, async () => {
			const { error } = await fake.run(flag(extra));
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}

	test("CometChat's errors (unknown message, unknown reason) with Continue On Fail: items in = items out", async () => {
		const id = fake.server.messages[0].id as string;
		const { items } = await fake.run(flag({ messageId: '={{ $json.id }}', reasonId: '={{ $json.reason }}' }), {
			continueOnFail: true,
			items: [{ json: { id: 'nope', reason: 'spam' } }, { json: { id, reason: 'gone' } }, { json: { id, reason: 'spam' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.flagged), [
			'The message with id nope does not exist.',
			'The reason with id gone does not exist.',
			true,
		]);
	});
});

describe('Moderation > Get Blocked Messages', () => {
	// GET /moderation/blocked-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
	const fake = useModerationFake('moderation');

	moderationListTests(fake, {
		operation: 'getBlockedMessages',
		path: '/moderation/blocked-messages',
		seed: (store, count) =>
			seedMessages(fake.server, count).map((message) => {
				store.blocked.set(message.id as string, makeBlocked(message));
				return message.id as string;
			}),
		key: (item) => String((item.message as { id: string }).id),
	});
});

describe('Moderation > Get Flagged Messages', () => {
	// GET /moderation/flagged-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
	const fake = useModerationFake('moderation');

	moderationListTests(fake, {
		operation: 'getFlaggedMessages',
		path: '/moderation/flagged-messages',
		seed: (store, count) => seedFlagged(fake.server, store, count),
		key: (item) => String(item.id),
	});
});

describe('Moderation > Get Reviewed Messages', () => {
	// GET /moderation/reviewed-messages: the OpenAPI documents no query parameters, and none are sent (checked after each test)
	const fake = useModerationFake('moderation');

	moderationListTests(fake, {
		operation: 'getReviewedMessages',
		path: '/moderation/reviewed-messages',
		seed: (store, count) =>
			seedMessages(fake.server, count).map((message) => {
				store.reviewed.push({ ...makeBlocked(message), status: 'rejected' });
				return message.id as string;
			}),
		key: (item) => String((item.message as { id: string }).id),
	});
});

describe('Moderation > Approve or Review Blocked Message', () => {
	/*
	 * PATCH /moderation/blocked-messages/{id}: the OpenAPI lists this URL twice, to approve
	 * ({status} required) and to review ({status: approved|rejected, reviewed}, both required
	 * in the rendered docs); the request checker takes the review one, and the body sent
	 * carries both fields, so it satisfies the two (checked after each test).
	 */
	const fake = useModerationFake('moderation', ({ server, store }) => {
		for (const message of seedMessages(server, 2)) store.blocked.set(message.id as string, makeBlocked(message));
	});
	const ids = () => [...fake.store.blocked.keys()];

	for (const [decision, body] of [
		['approve', { status: 'approved', reviewed: true }],
		['disapprove', { status: 'rejected', reviewed: true }],
	] as const) {
		test(`${decision}: PATCH with ${JSON.stringify(body)}; the message moves to the reviewed ones`, async () => {
			const [id] = ids();
			const { items, error } = await fake.run({ operation: 'reviewBlockedMessage', messageId: id, decision });
			assert.equal(error, undefined);
			assert.deepEqual(sent(fake.server), [['PATCH', `/v3/moderation/blocked-messages/${id}`, {}, body]]);
			assert.equal(items[0].json.reviewed, true);
			assert.equal(items[0].json.decision, decision);
			assert.equal(fake.store.blocked.has(id), false);
			assert.deepEqual(fake.store.reviewed.map((r) => [r.message.id, r.status]), [[id, body.status]]);
		});
	}

	test('the default decision is approve', async () => {
		await fake.run({ operation: 'reviewBlockedMessage', messageId: ids()[0] });
		assert.deepEqual(fake.server.requests[0].body, { status: 'approved', reviewed: true });
	});

	test('items mapped with $json, a message no longer blocked failing alone with Continue On Fail', async () => {
		const [a, b] = ids();
		const { items } = await fake.run(
			{ operation: 'reviewBlockedMessage', messageId: '={{ $json.id }}', decision: 'disapprove' },
			{ continueOnFail: true, items: [{ json: { id: a } }, { json: { id: 'gone' } }, { json: { id: b } }] },
		);
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.messageId), [a, 'No blocked message with id gone.', b]);
	});

	test('an empty message ID is refused before sending', async () => {
		const { error } = await fake.run({ operation: 'reviewBlockedMessage', messageId: '={{ null }}' });
		assert.match(String(error?.message), /^Message ID \(messageId\) must be text, but the expression gave null \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
	});
});

describe('Moderation > Review Flagged Message', () => {
	// PATCH /moderation/flagged-messages/{id}: body {status: approved|disapproved} as the OpenAPI documents it (checked after each test)
	const fake = useModerationFake('moderation', ({ server, store }) => seedFlagged(server, store, 3));
	const ids = () => [...fake.store.flagged.keys()];

	for (const [decision, status] of [
		['approve', 'approved'],
		['disapprove', 'disapproved'],
	] as const) {
		test(`${decision}: PATCH with {"status": "${status}"}; the message moves to the reviewed ones`, async () => {
			const [id] = ids();
			const { items, error } = await fake.run({ operation: 'reviewFlaggedMessage', messageId: id, decision });
			assert.equal(error, undefined);
			assert.deepEqual(sent(fake.server), [['PATCH', `/v3/moderation/flagged-messages/${id}`, {}, { status }]]);
			assert.deepEqual(items[0].json, { reviewed: true, messageId: id, decision, message: `Message ${id} has been ${status === 'approved' ? 'approved' : 'disapproved'} successfully.` });
			assert.equal(fake.store.flagged.has(id), false);
			assert.deepEqual(fake.store.reviewed.map((r) => [r.id, r.status]), [[id, status]]);
		});
	}

	test("CometChat's docs' answer {success, message}, without the data envelope, is a success; {} is not", async () => {
		const [id] = ids();
		const message = `Message ${id} has been approved successfully.`;
		fake.server.fault({ status: 200, body: { success: true, message } });
		const { items, error } = await fake.run({ operation: 'reviewFlaggedMessage', messageId: id, decision: 'approve' });
		assert.equal(error, undefined);
		assert.deepEqual(items[0].json, { reviewed: true, messageId: id, decision: 'approve', message });
		fake.server.fault({ status: 200, body: {} });
		const refused = await fake.run({ operation: 'reviewFlaggedMessage', messageId: id, decision: 'approve' });
		assert.equal(refused.error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: it has no "data"');
	});

	test('the flagged list reviewed item by item with $json: each decision its own request', async () => {
		const [a, b, c] = ids();
		const { items } = await fake.run(
			{ operation: 'reviewFlaggedMessage', messageId: '={{ $json.id }}', decision: '={{ $json.ok ? "approve" : "disapprove" }}' },
			{ items: [{ json: { id: a, ok: true } }, { json: { id: b, ok: false } }, { json: { id: c, ok: false } }] },
		);
		assert.deepEqual(items.map((i) => [i.json.messageId, i.json.decision, i.pairedItem]), [[a, 'approve', { item: 0 }], [b, 'disapprove', { item: 1 }], [c, 'disapprove', { item: 2 }]]);
		assert.deepEqual(fake.server.requests.map((r) => [r.path, r.body]).sort(), [
			[`/v3/moderation/flagged-messages/${a}`, { status: 'approved' }],
			[`/v3/moderation/flagged-messages/${b}`, { status: 'disapproved' }],
			[`/v3/moderation/flagged-messages/${c}`, { status: 'disapproved' }],
		].sort());
	});

	for (const [extra, pattern] of [
		[{ decision: '={{ "ban" }}' }, /^Decision \(decision\) must be approve or disapprove, not "ban" \[item 0\]$/],
		[{ messageId: '={{ "" }}' }, /^Message ID \(messageId\) is empty \[item 0\]/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra)}`, async () => {
			const { error } = await fake.run({ operation: 'reviewFlaggedMessage', messageId: ids()[0], ...extra });
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}

	test('a message that is not flagged: CometChat\'s 404, as an item with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'reviewFlaggedMessage', messageId: 'nope', decision: 'approve' }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'No flagged message with id nope.' }]);
	});
});
