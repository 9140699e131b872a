import assert from 'node:assert/strict';
import { makeKeywordList } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';
import { keywordListBodyProblems, multipartText } from './keywordListBodyDocs';

// POST /moderation/keywords: multipart/form-data; the fields are checked against `KeywordList`
// of CometChat's interactive OpenAPI document and its docs (keywordListBodyDocs.ts); the
// OpenAPI check after each test checks the method, path and media type
const fake = useModerationFake('moderationKeywordList', ({ store }) => store.keywordLists.set('taken', makeKeywordList('taken')));
const create = (extra: Record<string, unknown> = {}) => ({ operation: 'create', keywordListId: 'scam-words', name: 'Scam words', listCategory: 'word', searchTerms: 'free crypto, wire transfer', ...extra });

afterEach(() => {
	for (const request of fake.server.requests) assert.deepEqual(keywordListBodyProblems(request), [], JSON.stringify(request.body));
});

describe('Moderation Keyword List > Create', () => {
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
