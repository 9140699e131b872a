import type { INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parameterError, parseStringList } from '../../../shared/validation/parameters';

/** CometChat's limit on one keyword (moderation/constraints-and-limits). */
export const MAX_KEYWORD_LENGTH = 100;

/** `listCategory` (sent as `category`) of Moderation Keyword List › Create and Update: what the list's terms are. */
export const keywordListCategory: INodeProperties = {
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
export const searchTerms: INodeProperties = {
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
export function readSearchTerms(context: ItemParameters, category: string): { searchTerms: string } | { disallowedSentences: string[] } {
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

export function readKeywordListCategory(context: ItemParameters): string {
	const category = context.getNodeParameter('listCategory', 'word');
	if (typeof category !== 'string' || !CATEGORIES.includes(category)) {
		throw parameterError(context, 'Category', 'listCategory', `is ${JSON.stringify(category)}; CometChat takes ${CATEGORIES.join(', ')}`);
	}
	return category;
}
