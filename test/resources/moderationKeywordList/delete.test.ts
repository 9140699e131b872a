import assert from 'node:assert/strict';
import { makeKeywordList } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// DELETE /moderation/keywords/{keywordId}: no body (checked after each test)
const fake = useModerationFake('moderationKeywordList', ({ store }) => {
	for (const id of ['spam-words', 'old words']) store.keywordLists.set(id, makeKeywordList(id));
});

describe('Moderation Keyword List > Delete', () => {
	test('DELETE /moderation/keywords/{keywordId}, path-encoded; says what it deleted', async () => {
		const { items } = await fake.run({ operation: 'delete', keywordListId: '={{ $json.id }}' }, { items: [{ json: { id: 'old words' } }, { json: { id: 'spam-words' } }] });
		assert.deepEqual(sent(fake.server).map(([method, path, , body]) => [method, path, body]).sort(), [
			['DELETE', '/v3/moderation/keywords/old%20words', undefined],
			['DELETE', '/v3/moderation/keywords/spam-words', undefined],
		]);
		assert.deepEqual(items.map((i) => i.json), [
			{ deleted: true, keywordListId: 'old words', message: 'The keyword list old words has been deleted successfully.' },
			{ deleted: true, keywordListId: 'spam-words', message: 'The keyword list spam-words has been deleted successfully.' },
		]);
		assert.equal(fake.store.keywordLists.size, 0);
	});

	test('an unknown list fails with CometChat\'s error', async () => {
		const { error } = await fake.run({ operation: 'delete', keywordListId: 'ghost' });
		assert.equal(error?.message, 'The keyword list with id ghost does not exist.');
	});
});
