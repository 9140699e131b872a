import assert from 'node:assert/strict';
import { makeReason } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// PUT /moderation/reasons/{id}: body {name} as the OpenAPI documents it; its schema leaves other fields open (checked after each test)
const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

describe('Moderation Reason > Update', () => {
	test('PUT /moderation/reasons/{id} with the new name; the item is the reason', async () => {
		const { items, error } = await fake.run({ operation: 'update', reasonId: 'spam', additionalFields: { name: 'Spam or ads' } });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/reasons/spam', {}, { name: 'Spam or ads' }]]);
		assert.equal(items[0].json.name, 'Spam or ads');
	});

	test('name and description from $json', async () => {
		await fake.run({ operation: 'update', reasonId: 'spam', additionalFields: { name: '={{ $json.name }}', description: '={{ $json.about }}' } }, { items: [{ json: { name: 'Ads', about: 'Unwanted ads' } }] });
		assert.deepEqual(fake.server.requests[0].body, { name: 'Ads', description: 'Unwanted ads' });
	});

	test('nothing to change is refused before sending', async () => {
		const { error } = await fake.run({ operation: 'update', reasonId: 'spam' });
		assert.match(String(error?.message), /^Additional Fields \(additionalFields\) changes nothing \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
	});

	test('an unknown reason: CometChat\'s 404 as an item with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'update', reasonId: 'nope', additionalFields: { name: 'X' } }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The reason with id nope does not exist.' }]);
	});
});
