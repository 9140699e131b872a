import assert from 'node:assert/strict';
import { seedMessages } from '../../support/fake/messages';
import { makeBlocked } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from './moderationFake';

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

describe('Moderation > Approve or Review Blocked Message', () => {
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
