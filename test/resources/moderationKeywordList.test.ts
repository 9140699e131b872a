import assert from 'node:assert/strict';
import { makeKeywordList } from '../support/fake/moderation';
import { sent } from '../support/operations';
import { keywordListBodyProblems, multipartText } from './keywordListBodyDocs';
import { useModerationFake } from './moderationFake';
import { moderationListTests } from './moderationListTests';

describe('Moderation Keyword List > Create', () => {
	// POST /moderation/keywords: multipart/form-data; the fields are checked against `KeywordList`
	// of CometChat's interactive OpenAPI document and its docs (keywordListBodyDocs.ts); the
	// OpenAPI check after each test checks the method, path and media type
	const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('taken', makeKeywordList('taken')));
	const create = (extra: Record<string, unknown> = {}) => ({ operation: 'create', keywordListId: 'scam-words', name: 'Scam words', listCategory: 'word', searchTerms: 'free crypto, wire transfer', ...extra });

	afterEach(() => {
		for (const request of fake.server.requests) assert.deepEqual(keywordListBodyProblems(request), [], JSON.stringify(request.body));
	});

	test('POST /moderation/keywords as multipart/form-data with id, name, description, category and searchTerms; the item is the new list', async () => {
		const { items, error } = await fake.run(create({ additionalFields: { description: 'Scam phrases' } }));
		assert.equal(error, undefined);
		const [request] = fake.server.requests;
		assert.deepEqual(sent(fake.server), [
			['POST', '/v3/moderation/keywords', {}, { id: 'scam-words', name: 'Scam words', description: 'Scam phrases', category: 'word', searchTerms: 'free crypto,wire transfer' }],
		]);
		assert.match(String(request.headers['content-type']), /^multipart\/form-data; boundary=-+n8nCometChat[0-9a-f]+$/);
		assert.equal(request.raw, multipartText(request, [['id', 'scam-words'], ['name', 'Scam words'], ['description', 'Scam phrases'], ['category', 'word'], ['searchTerms', 'free crypto,wire transfer']]));
		assert.equal(request.headers['content-length'], String(Buffer.byteLength(request.raw!)));
		assert.equal(request.headers.apikey, fake.server.apiKey);
		assert.deepEqual(items.map((i) => i.json), [
			{ id: 'scam-words', name: 'Scam words', description: 'Scam phrases', category: 'word', isCSV: false, searchTerms: ['free crypto', 'wire transfer'], active: true, createdAt: 1_700_000_000, updatedAt: 1_700_000_000, revisionId: 'app_scam-words_1' },
		]);
	});

	test('lists mapped from $json: patterns from an array, no description when none is given, one item per item', async () => {
		const { items, error } = await fake.run(
			create({ keywordListId: '={{ $json.id }}', name: '={{ $json.title }}', listCategory: 'pattern', searchTerms: '={{ $json.patterns }}' }),
			{ items: [{ json: { id: 'phones', title: 'Phone numbers', patterns: ['\\b\\d{10}\\b', '\\+\\d+'] } }, { json: { id: 'links', title: 'Links', patterns: ['https?://\\S+'] } }] },
		);
		assert.equal(error, undefined);
		const bodies = fake.server.requests.map((r) => r.body as Record<string, string>).sort((a, b) => a.id.localeCompare(b.id));
		assert.deepEqual(bodies, [
			{ id: 'links', name: 'Links', category: 'pattern', searchTerms: 'https?://\\S+' },
			{ id: 'phones', name: 'Phone numbers', category: 'pattern', searchTerms: '\\b\\d{10}\\b,\\+\\d+' },
		]);
		assert.deepEqual(items.map((i) => [i.json.id, i.json.searchTerms, i.pairedItem]), [
			['phones', ['\\b\\d{10}\\b', '\\+\\d+'], { item: 0 }],
			['links', ['https?://\\S+'], { item: 1 }],
		]);
	});

	test('words one per line are terms like comma-separated ones', async () => {
		const { error } = await fake.run(create({ searchTerms: 'free crypto\nwire transfer, dm me\r\n' }));
		assert.equal(error, undefined);
		assert.equal((fake.server.requests[0].body as Record<string, string>).searchTerms, 'free crypto,wire transfer,dm me');
	});

	test('a sentence-similarity list sends disallowedSentences, one part per sentence (one per line, commas kept), as UTF-8 text', async () => {
		const { error } = await fake.run(create({ keywordListId: 'insults', name: 'Beleidigungen', listCategory: 'sentence-similarity', searchTerms: 'du bist dumm\nHello, let\'s connect on Whatsapp.\r\n\ntu es bête' }));
		assert.equal(error, undefined);
		const [request] = fake.server.requests;
		const sentences = ['du bist dumm', "Hello, let's connect on Whatsapp.", 'tu es bête'];
		assert.deepEqual(request.body, { id: 'insults', name: 'Beleidigungen', category: 'sentence-similarity', disallowedSentences: sentences });
		assert.equal(request.raw, multipartText(request, [['id', 'insults'], ['name', 'Beleidigungen'], ['category', 'sentence-similarity'], ...sentences.map((s): [string, string] => ['disallowedSentences', s])]));
		assert.equal(request.headers['content-length'], String(Buffer.byteLength(request.raw!, 'utf8')));
	});

	test('a sentence-similarity list from an array: each entry one sentence, commas and all', async () => {
		const { error } = await fake.run(create({ listCategory: 'sentence-similarity', searchTerms: '={{ ["Hello, let\'s connect on Whatsapp."] }}' }));
		assert.equal(error, undefined);
		assert.deepEqual(fake.server.requests[0].body, { id: 'scam-words', name: 'Scam words', category: 'sentence-similarity', disallowedSentences: "Hello, let's connect on Whatsapp." });
	});

	for (const [extra, pattern] of [
		[{ keywordListId: 'scam words' }, /^Keyword List ID \(keywordListId\) contains " "; CometChat ids may only contain/],
		[{ keywordListId: '={{ "" }}' }, /^Keyword List ID \(keywordListId\) is empty \[item 0\]/],
		[{ name: '={{ "" }}' }, /^Name \(name\) is empty \[item 0\]/],
		[{ name: 'n'.repeat(101) }, /^Name \(name\) is 101 characters long; CometChat allows 100/],
		[{ searchTerms: ' , ' }, /^Search Terms \(searchTerms\) is empty \[item 0\]/],
		[{ searchTerms: `ok, ${'x'.repeat(101)}` }, /^Search Terms \(searchTerms\) has a term of 101 characters .*CometChat allows 100 \[item 0\]/],
		[{ searchTerms: '={{ ["a,b", "c"] }}' }, /^Search Terms \(searchTerms\) has a comma in entry 1; CometChat reads the terms comma-separated \[item 0\]/],
		[{ searchTerms: '={{ 5 > 3 }}' }, /^Search Terms \(searchTerms\) must be a list or comma-separated text, but it is a boolean \[item 0\]/],
		[{ listCategory: '={{ "regex" }}' }, /^Category \(listCategory\) is "regex"; CometChat takes word, pattern, sentence-similarity \[item 0\]/],
		[{ additionalFields: { description: 'd'.repeat(256) } }, /^Description \(additionalFields.description\) is 256 characters long; CometChat allows 255/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra).slice(0, 60)}`, async () => {
			const { error } = await fake.run(create(extra));
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}

	test("Continue On Fail: a bad item carries its error, CometChat's refusal of a taken ID too, the good one is created", async () => {
		const { items, error } = await fake.run(create({ keywordListId: '={{ $json.id }}' }), {
			items: [{ json: { id: 'taken' } }, { json: { id: 'bad id' } }, { json: { id: 'fresh' } }],
			continueOnFail: true,
		});
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => [i.json.error ?? i.json.id, i.pairedItem]), [
			['The keyword list with id taken already exists.', { item: 0 }],
			[items[1].json.error, { item: 1 }],
			['fresh', { item: 2 }],
		]);
		assert.match(String(items[1].json.error), /^Keyword List ID \(keywordListId\) contains " "/);
		assert.deepEqual(fake.server.requests.map((r) => (r.body as Record<string, string>).id).sort(), ['fresh', 'taken']);
		assert.equal(fake.store.keywordLists.get('fresh')?.name, 'Scam words');
	});
});

describe('Moderation Keyword List > Delete', () => {
	// DELETE /moderation/keywords/{keywordId}: no body (checked after each test)
	const fake = useModerationFake('moderationKeywordList', ({ store }) => {
		for (const id of ['spam-words', 'old words']) store.keywordLists.set(id, makeKeywordList(id));
	});

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

describe('Moderation Keyword List > Get', () => {
	// GET /moderation/keywords/{keywordId} (checked after each test)
	const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('spam-words', makeKeywordList('spam-words')));

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

describe('Moderation Keyword List > Get Many', () => {
	// GET /moderation/keywords: the OpenAPI documents no query parameters, and none are sent (checked after each test)
	const fake = useModerationFake('moderationKeywordList');

	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/keywords',
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.keywordLists.set(`list-${i}`, makeKeywordList(`list-${i}`));
				return `list-${i}`;
			}),
		key: (item) => String(item.id),
	});
});

describe('Moderation Keyword List > Update', () => {
	// PUT /moderation/keywords/{keywordId}: multipart/form-data; the fields are checked against
	// `KeywordList` of CometChat's interactive OpenAPI document and its docs (keywordListBodyDocs.ts:
	// category and its terms required); the OpenAPI check after each test checks the method, path
	// and media type
	const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('spam-words', makeKeywordList('spam-words')));
	const update = (extra: Record<string, unknown> = {}) => ({ operation: 'update', keywordListId: 'spam-words', listCategory: 'word', searchTerms: 'spam, scam, ads', ...extra });

	afterEach(() => {
		for (const request of fake.server.requests) assert.deepEqual(keywordListBodyProblems(request), [], JSON.stringify(request.body));
	});

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
