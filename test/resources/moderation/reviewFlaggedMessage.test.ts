import assert from 'node:assert/strict';
import { sent } from '../../support/operations';
import { seedFlagged, useModerationFake } from './moderationFake';

// PATCH /moderation/flagged-messages/{id}: body {status: approved|disapproved} as the OpenAPI documents it (checked after each test)
const fake = useModerationFake('moderation', ({ server, store }) => seedFlagged(server, store, 3));
const ids = () => [...fake.store.flagged.keys()];

describe('Moderation > Review Flagged Message', () => {
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
