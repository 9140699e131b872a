/**
 * The body of POST /moderation/keywords and PUT /moderation/keywords/{keywordId} as
 * CometChat's docs show it (https://www.cometchat.com/docs/rest-api/moderation/add-keywords
 * and update-keyword): a multipart/form-data body with the text fields id, name,
 * description, category (word, pattern, sentence-similarity; required) and searchTerms
 * (comma-separated; required). The OpenAPI refers it to `KeywordList`, a schema it never
 * defines, and our spec notes list the multipart fields as not found (§11), so those docs
 * pages are the reference here. They mark id and name optional; the node requires both,
 * as a rule names the list by its id.
 */
import type { RecordedRequest } from '../../support/fakeCometChat';

const FIELDS = ['id', 'name', 'description', 'category', 'searchTerms'];

/** What is wrong with a keyword list request's body by those docs; [] when nothing. */
export function keywordListBodyProblems(request: RecordedRequest): string[] {
	if (!/^\/v3\/moderation\/keywords/.test(request.path) || !['POST', 'PUT'].includes(request.method)) return [];
	const problems: string[] = [];
	if (!/^multipart\/form-data; boundary=/.test(String(request.headers['content-type']))) problems.push(`Content-Type ${String(request.headers['content-type'])}`);
	if (request.multipartProblem) return [...problems, request.multipartProblem];
	const fields = (request.body ?? {}) as Record<string, string>;
	for (const key of Object.keys(fields)) if (!FIELDS.includes(key)) problems.push(`${key} is no documented field`);
	for (const key of [...(request.method === 'POST' ? ['id', 'name'] : []), 'category', 'searchTerms']) if (!fields[key]) problems.push(`${key} is missing`);
	if (fields.category !== undefined && !['word', 'pattern', 'sentence-similarity'].includes(fields.category)) problems.push(`category ${fields.category}`);
	if (fields.id !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(fields.id)) problems.push(`id ${fields.id}`);
	if (fields.name !== undefined && [...fields.name].length > 100) problems.push('name is longer than 100');
	if (fields.description !== undefined && [...fields.description].length > 255) problems.push('description is longer than 255');
	for (const term of (fields.searchTerms ?? '').split(',')) if ([...term].length > 100 || term === '') problems.push(`search term "${term.slice(0, 20)}"`);
	return problems;
}

/** The multipart body a request with these fields carries, for the boundary it was sent with. */
export function multipartText(request: RecordedRequest, fields: Array<[string, string]>): string {
	const boundary = /boundary=(.+)$/.exec(String(request.headers['content-type']))?.[1] ?? '(no boundary)';
	return `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
}
