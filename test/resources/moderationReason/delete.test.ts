import assert from 'node:assert/strict';
import { makeReason } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// DELETE /moderation/reasons/{id}: no body (checked after each test)
const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

describe('Moderation Reason > Delete', () => {
	test('DELETE /moderation/reasons/{id}; says what it deleted', async () => {
		const { items } = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.deepEqual(sent(fake.server), [['DELETE', '/v3/moderation/reasons/spam', {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, reasonId: 'spam', message: 'The reason spam has been deleted successfully.' });
		assert.equal(fake.store.reasons.size, 0);
	});

	test("CometChat's OpenAPI answer {success, message}, without the data envelope, is a success; a body that is no CometChat answer is not", async () => {
		const message = 'The reason with id spam has been deleted successfully.';
		fake.server.fault({ status: 200, body: { success: true, message } });
		const { items, error } = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.equal(error, undefined);
		assert.deepEqual(items[0].json, { deleted: true, reasonId: 'spam', message });
		fake.server.fault({ status: 200, body: { message } });
		const refused = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.equal(refused.error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: it has no "data"');
	});

	test('items mapped with $json; an unknown reason fails alone with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'delete', reasonId: '={{ $json.id }}' }, { continueOnFail: true, items: [{ json: { id: 'ghost' } }, { json: { id: 'spam' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The reason with id ghost does not exist.', true]);
	});
});
