import assert from 'node:assert/strict';
import { seedMessages } from '../../support/fake/messages';
import { makeReason } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from './moderationFake';

// POST /messages/{id}/flagged is fully described by the OpenAPI (onBehalfOf header, reasonId/remark body): checked after each test
const fake = useModerationFake('moderation', ({ server, store }) => {
	seedMessages(server, 2, { sender: 'spammer-1' });
	for (const id of ['spam', 'harassment']) store.reasons.set(id, makeReason(id));
});
const flag = (extra: Record<string, unknown> = {}) => ({ operation: 'flagMessage', messageId: fake.server.messages[0].id as string, onBehalfOf: 'cometchat-uid-2', reasonId: 'spam', ...extra });

describe('Moderation > Flag Message', () => {
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
