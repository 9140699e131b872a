import assert from 'node:assert/strict';
import { makeKeywordList } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';
import { keywordListBodyProblems, multipartText } from './keywordListBodyDocs';

// PUT /moderation/keywords/{keywordId}: multipart/form-data; the fields are checked against
// `KeywordList` of CometChat's interactive OpenAPI document and its docs (keywordListBodyDocs.ts:
// category and its terms required); the OpenAPI check after each test checks the method, path
// and media type
const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('spam-words', makeKeywordList('spam-words')));
const update = (extra: Record<string, unknown> = {}) => ({ operation: 'update', keywordListId: 'spam-words', listCategory: 'word', searchTerms: 'spam, scam, ads', ...extra });

afterEach(() => {
	for (const request of fake.server.requests) assert.deepEqual(keywordListBodyProblems(request), [], JSON.stringify(request.body));
});

describe('Moderation Keyword List > Update', () => {
	test('PUT /moderation/keywords/{keywordId} as multipart/form-data with the new name, category and terms; the item is the list', async () => {
		const { items, error } = await fake.run(update({ additionalFields: { name: 'Spam and ads' } }));
		assert.equal(error, undefined);
		const [request] = fake.server.requests;
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/keywords/spam-words', {}, { name: 'Spam and ads', category: 'word', searchTerms: 'spam,scam,ads' }]]);
		assert.match(String(request.headers['content-type']), /^multipart\/form-data; boundary=/);
		assert.equal(request.raw, multipartText(request, [['name', 'Spam and ads'], ['category', 'word'], ['searchTerms', 'spam,scam,ads']]));
		assert.deepEqual(items.map((i) => i.json), [
			makeKeywordList('spam-words', { name: 'Spam and ads', searchTerms: ['spam', 'scam', 'ads'], updatedAt: 1_700_000_001, revisionId: 'app_spam-words_2' }),
		]);
	});

	test('ID, terms and description from $json; the ID is one path segment', async () => {
		fake.store.keywordLists.set('a/b', makeKeywordList('a/b'));
		const { items, error } = await fake.run(
			update({ keywordListId: '={{ $json.list }}', searchTerms: '={{ $json.terms.join(",") }}', additionalFields: { description: '={{ $json.about }}' } }),
			{ items: [{ json: { list: 'a/b', terms: ['x', 'y'], about: 'Short list' } }] },
		);
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/keywords/a%2Fb', {}, { description: 'Short list', category: 'word', searchTerms: 'x,y' }]]);
		assert.deepEqual(items.map((i) => [i.json.id, i.json.description, i.json.searchTerms, i.pairedItem]), [['a/b', 'Short list', ['x', 'y'], { item: 0 }]]);
	});

	test('Sentence Similarity: the sentences as disallowedSentences, one part each', async () => {
		const { error } = await fake.run(update({ listCategory: 'sentence-similarity', searchTerms: 'Hello, add me on Whatsapp.\nSend me your number' }));
		assert.equal(error, undefined);
		const [request] = fake.server.requests;
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/keywords/spam-words', {}, { category: 'sentence-similarity', disallowedSentences: ['Hello, add me on Whatsapp.', 'Send me your number'] }]]);
		assert.equal(request.raw, multipartText(request, [['category', 'sentence-similarity'], ['disallowedSentences', 'Hello, add me on Whatsapp.'], ['disallowedSentences', 'Send me your number']]));
	});

	for (const [extra, pattern] of [
		[{ keywordListId: '={{ "" }}' }, /^Keyword List ID \(keywordListId\) is empty \[item 0\]/],
		[{ searchTerms: '={{ "" }}' }, /^Search Terms \(searchTerms\) is empty \[item 0\]/],
		[{ additionalFields: { name: 'n'.repeat(101) } }, /^Name \(additionalFields.name\) is 101 characters long; CometChat allows 100 \[item 0\]/],
		[{ additionalFields: { description: 'd'.repeat(256) } }, /^Description \(additionalFields.description\) is 256 characters long/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra).slice(0, 60)}`, async () => {
			const { error } = await fake.run(update(extra));
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}

	test("an unknown list: CometChat's 404 as an item with Continue On Fail, the other item updated", async () => {
		const { items } = await fake.run(update({ keywordListId: '={{ $json.list }}' }), { continueOnFail: true, items: [{ json: { list: 'nope' } }, { json: { list: 'spam-words' } }] });
		assert.deepEqual(items.map((i) => [i.json.error ?? i.json.searchTerms, i.pairedItem]), [
			['The keyword list with id nope does not exist.', { item: 0 }],
			[['spam', 'scam', 'ads'], { item: 1 }],
		]);
	});
});
