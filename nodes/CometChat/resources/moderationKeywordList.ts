import { type INodeProperties, type IDataObject, type ItemParameters, parseStringList, readId, readNewId, parameterError, fillPath, defineResource, getAndDelete, newNameField } from './parts';
import { moderationList } from './moderation';
import { settingBody, readSettingName, settingFields, MAX_NAME_LENGTH } from './moderationRule';

/** CometChat's limit on one keyword (moderation/constraints-and-limits). */
const MAX_KEYWORD_LENGTH = 100;

/** `listCategory` (sent as `category`) of Moderation Keyword List › Create and Update: what the list's terms are. */
const keywordListCategory: INodeProperties = {
	displayName: 'Category',
	name: 'listCategory',
	type: 'options',
	options: [
		{ name: 'Pattern', value: 'pattern', description: 'Regular expressions, such as \\b\\d{10}\\b for phone numbers' },
		{ name: 'Sentence Similarity', value: 'sentence-similarity', description: 'Sentences; messages that mean much the same match' },
		{ name: 'Word', value: 'word', description: 'Words or phrases a message must contain' },
	],
	default: 'word',
	description: "What the search terms are; a rule that names the list matches messages by them. On Update CometChat sets the list's category too: choose the list's own category again (Word is the default).",
};

/** `searchTerms` of Moderation Keyword List › Create and Update: the list's terms, all of them. */
const searchTerms: INodeProperties = {
	displayName: 'Search Terms',
	name: 'searchTerms',
	type: 'string',
	typeOptions: { rows: 2 },
	required: true,
	default: '',
	placeholder: 'e.g. free crypto, dm me (Sentence Similarity: one sentence per line)',
	description: `The words or patterns of the list, comma-separated or one per line; for Sentence Similarity the sentences, one per line (a sentence may hold commas). Or an array from an expression. Each at most ${MAX_KEYWORD_LENGTH} characters. On Update they replace the list's terms.`,
};

/**
 * The list's terms from `searchTerms`, checked, as CometChat's OpenAPI (`KeywordList` in
 * its interactive document) takes them for the category: `searchTerms`, comma-separated
 * text, for words and patterns; `disallowedSentences`, an array of strings (one multipart
 * part each), for sentence similarity.
 */
function readSearchTerms(context: ItemParameters, category: string): { searchTerms: string } | { disallowedSentences: string[] } {
	const value = context.getNodeParameter('searchTerms', '');
	const label = 'Search Terms';
	const sentences = category === 'sentence-similarity';
	if (Array.isArray(value) && !sentences) {
		const withComma = value.findIndex((entry) => typeof entry === 'string' && entry.includes(','));
		if (withComma >= 0) {
			throw parameterError(context, label, 'searchTerms', `has a comma in entry ${withComma + 1}; CometChat reads the terms comma-separated`, 'Split it into two terms or leave the comma out.');
		}
	}
	// a sentence may hold commas: one per line, as CometChat's dashboard takes them; words and
	// patterns are split on commas and line breaks alike
	const lines = typeof value === 'string' ? value.split(sentences ? /\r?\n/ : /,|\r?\n/) : value;
	const terms = parseStringList(context, lines, label, 'searchTerms');
	if (!terms.length) throw parameterError(context, label, 'searchTerms', 'is empty', 'Give at least one word, pattern or sentence.');
	const long = terms.find((term) => [...term].length > MAX_KEYWORD_LENGTH);
	if (long !== undefined) {
		throw parameterError(context, label, 'searchTerms', `has a term of ${[...long].length} characters ("${[...long].slice(0, 20).join('')}…"); CometChat allows ${MAX_KEYWORD_LENGTH}`);
	}
	return sentences ? { disallowedSentences: terms } : { searchTerms: terms.join(',') };
}

const CATEGORIES = ['word', 'pattern', 'sentence-similarity'];

function readKeywordListCategory(context: ItemParameters): string {
	const category = context.getNodeParameter('listCategory', 'word');
	if (typeof category !== 'string' || !CATEGORIES.includes(category)) {
		throw parameterError(context, 'Category', 'listCategory', `is ${JSON.stringify(category)}; CometChat takes ${CATEGORIES.join(', ')}`);
	}
	return category;
}

/** `keywordListId`: the keyword list a Get, Update or Delete works on, and the ID a new list gets (CometChat's `/moderation/keywords/{keywordId}`). */
const keywordListId: INodeProperties = {
	displayName: 'Keyword List ID',
	name: 'keywordListId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. profanity-list',
	description:
		'The ID of the keyword list (Moderation Keyword List › Get Many lists them; rules name it in their conditions). For Create, the ID the new list gets: letters, digits, "-" and "_", at most 100 characters.',
};

const readKeywordListId = (ctx: ItemParameters) => readId(ctx, keywordListId, 'the ID of a keyword list', 'profanity-list');

const [getList, deleteList] = getAndDelete(
	[keywordListId],
	'/moderation/keywords/{keywordListId}',
	(ctx) => ({ keywordListId: readKeywordListId(ctx) }),
	'Get one CometChat moderation keyword list by ID with its search terms',
	'Delete one of your CometChat moderation keyword lists by ID; rules that name it no longer find its terms',
);

export const moderationKeywordList = defineResource('moderationKeywordList', 'getAll', {
	/**
	 * `POST /moderation/keywords`, a multipart/form-data body with the fields of CometChat's
	 * `KeywordList` (its interactive OpenAPI document): id, name, description, category, and
	 * the terms as the category takes them (`readSearchTerms`).
	 */
	create: {
		description:
			'Create a CometChat moderation keyword list (at most 25 per app): its ID, name, category (words, regex patterns or sentences) and search terms, and optionally a description; a moderation rule then names it by ID',
		fields: [keywordListId, newNameField('e.g. Banned words', `The display name of the new keyword list, at most ${MAX_NAME_LENGTH} characters`), keywordListCategory, searchTerms, settingFields],
		request(ctx) {
			const id = readNewId(ctx, keywordListId, 'the ID of the new keyword list');
			const name = readSettingName(ctx);
			const category = readKeywordListCategory(ctx);
			const terms = readSearchTerms(ctx, category);
			const { description } = settingBody(ctx, { description: 'text' });
			const body: IDataObject = { id, name, ...(description === undefined ? {} : { description }), category, ...terms };
			return { method: 'POST', path: '/moderation/keywords', body, bodyAs: 'multipart' };
		},
	},
	get: getList,
	getAll: {
		...moderationList('List the moderation keyword lists of the app (words, patterns, sentences that rules look for): ID, name, category, searchTerms', '/moderation/keywords'),
	},
	/**
	 * `PUT /moderation/keywords/{keywordId}`, a multipart/form-data body with the fields of
	 * CometChat's `KeywordList`: the category and its terms (`readSearchTerms`), which it
	 * requires, and the name and description where set.
	 */
	update: {
		description: "Replace the search terms and category of a CometChat moderation keyword list, and change its name or description if set; CometChat takes the whole list of terms each time",
		fields: [keywordListId, keywordListCategory, searchTerms, settingFields],
		request(ctx) {
			const path = fillPath('/moderation/keywords/{keywordId}', { keywordId: readKeywordListId(ctx) });
			const category = readKeywordListCategory(ctx);
			const terms = readSearchTerms(ctx, category);
			return { method: 'PUT', path, body: { ...settingBody(ctx, { name: 'text', description: 'text' }), category, ...terms }, bodyAs: 'multipart' };
		},
	},
	delete: deleteList,
}, 'keyword list');
