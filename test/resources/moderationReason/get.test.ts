import assert from 'node:assert/strict';
import { makeReason } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/reasons/{id} (checked after each test)
const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

describe('Moderation Reason > Get', () => {
	test('GET /moderation/reasons/{id}; the item is the reason', async () => {
		const { items } = await fake.run({ operation: 'get', reasonId: '={{ $json.reason }}' }, { items: [{ json: { reason: 'spam' } }] });
		assert.deepEqual(sent(fake.server), [['GET', '/v3/moderation/reasons/spam', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [makeReason('spam')]);
	});

	test('an empty ID is refused before sending; an unknown one gives CometChat\'s 404', async () => {
		const empty = await fake.run({ operation: 'get', reasonId: '={{ "" }}' });
		assert.match(String(empty.error?.message), /^Reason ID \(reasonId\) is empty \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
		const unknown = await fake.run({ operation: 'get', reasonId: 'nope' });
		assert.equal(unknown.error?.message, 'The reason with id nope does not exist.');
	});
});
