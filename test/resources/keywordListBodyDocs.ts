/**
 * The body of POST /moderation/keywords and PUT /moderation/keywords/{keywordId}: a
 * multipart/form-data body with the text fields of CometChat's `KeywordList` (defined in
 * its interactive OpenAPI document only; the current one leaves it undefined): by category,
 * `WordPatternSchema` or `PatternSchema` (`searchTerms`, comma-separated text, required) or
 * `SentenceSimilaritySchema` (`disallowedSentences`, an array of strings, required; sent as
 * one part per sentence, so one part reads as a one-sentence array). The limits come from
 * CometChat's docs (rest-api/moderation/add-keywords, properties-and-constraints); they mark
 * id and name optional; the node requires both, as a rule names the list by its id.
 */
import type { RecordedRequest } from '../support/fakeCometChat';
import { getSchemaValidator, INTERACTIVE_FILE } from '../support/openapi';

const SCHEMA_BY_CATEGORY: Record<string, string> = { word: 'WordPatternSchema', pattern: 'PatternSchema', 'sentence-similarity': 'SentenceSimilaritySchema' };

/** What is wrong with a keyword list request's body by the OpenAPI and the docs; [] when nothing. */
export function keywordListBodyProblems(request: RecordedRequest): string[] {
	if (!/^\/v3\/moderation\/keywords/.test(request.path) || !['POST', 'PUT'].includes(request.method)) return [];
	const problems: string[] = [];
	if (!/^multipart\/form-data; boundary=/.test(String(request.headers['content-type']))) problems.push(`Content-Type ${String(request.headers['content-type'])}`);
	if (request.multipartProblem) return [...problems, request.multipartProblem];
	const fields = { ...((request.body ?? {}) as Record<string, string | string[]>) };
	if (typeof fields.disallowedSentences === 'string') fields.disallowedSentences = [fields.disallowedSentences];
	const schema = SCHEMA_BY_CATEGORY[String(fields.category)];
	if (!schema) return [...problems, `category ${String(fields.category)}`];
	const validate = getSchemaValidator(INTERACTIVE_FILE, schema);
	if (!validate(fields)) problems.push(...(validate.errors ?? []).map((e) => `${schema}${e.instancePath} ${e.message ?? 'is invalid'}`));
	for (const key of Object.keys(fields)) if (!(key in ((validate.schema as { properties: object }).properties ?? {}))) problems.push(`${key} is no field of ${schema}`);
	for (const key of request.method === 'POST' ? ['id', 'name'] : []) if (!fields[key]) problems.push(`${key} is missing`);
	const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
	if (text('id') !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(text('id')!)) problems.push(`id ${text('id')}`);
	if (text('name') !== undefined && [...text('name')!].length > 100) problems.push('name is longer than 100');
	if (text('description') !== undefined && [...text('description')!].length > 255) problems.push('description is longer than 255');
	const terms = Array.isArray(fields.disallowedSentences) ? fields.disallowedSentences : (text('searchTerms') ?? '').split(',');
	for (const term of terms) if ([...term].length > 100 || term === '') problems.push(`search term "${term.slice(0, 20)}"`);
	return problems;
}

/** The multipart body a request with these fields carries, for the boundary it was sent with. */
export function multipartText(request: RecordedRequest, fields: Array<[string, string]>): string {
	const boundary = /boundary=(.+)$/.exec(String(request.headers['content-type']))?.[1] ?? '(no boundary)';
	return `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
}
