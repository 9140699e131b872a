import assert from 'node:assert/strict';
import { makeKeywordList } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/keywords/{keywordId} (checked after each test)
const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('spam-words', makeKeywordList('spam-words')));

describe('Moderation Keyword List > Get', () => {
	test('GET /moderation/keywords/{keywordId}; the item is the list with its terms', async () => {
		const { items, error } = await fake.run({ operation: 'get', keywordListId: '={{ $json.list }}' }, { items: [{ json: { list: 'spam-words' } }] });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['GET', '/v3/moderation/keywords/spam-words', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [makeKeywordList('spam-words')]);
	});

	test('an empty ID is refused before sending; an unknown one gives CometChat\'s 404', async () => {
		const empty = await fake.run({ operation: 'get', keywordListId: '={{ "" }}' });
		assert.match(String(empty.error?.message), /^Keyword List ID \(keywordListId\) is empty \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
		const { items } = await fake.run({ operation: 'get', keywordListId: 'nope' }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The keyword list with id nope does not exist.' }]);
	});
});
