/**
 * The README shows node parameters from the example workflows: every JSON snippet names the
 * file it comes from (a link to examples/… in the text just before it) and must be that
 * file's parameters of one node, or an exact part of them (keys left out, none changed).
 * Every picture the README shows exists.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const repoDir = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(repoDir, 'README.md'), 'utf8');

interface Snippet {
	line: number;
	file?: string;
	value: unknown;
}

/** Every ```json block, with the examples/ file named by the text between it and the block before. */
function jsonSnippets(markdown: string): Snippet[] {
	const snippets: Snippet[] = [];
	let textSince = '';
	const lines = markdown.split('\n');
	for (let i = 0; i < lines.length; i++) {
		const fence = /^\s*```(\w*)/.exec(lines[i]);
		if (!fence) {
			textSince += `${lines[i]}\n`;
			continue;
		}
		const start = i;
		const body: string[] = [];
		for (i++; i < lines.length && !/^\s*```/.test(lines[i]); i++) body.push(lines[i]);
		if (fence[1] === 'json') {
			const named = [...textSince.matchAll(/\(?(examples\/[\w.-]+\.json)\)?/g)].map((m) => m[1]);
			snippets.push({ line: start + 1, file: named.at(-1), value: JSON.parse(body.join('\n')) });
		}
		textSince = '';
	}
	return snippets;
}

/** Where `part` differs from `whole` (objects may leave keys out, at any depth), or undefined. */
function difference(part: unknown, whole: unknown, at = '$'): string | undefined {
	if (part !== null && typeof part === 'object' && !Array.isArray(part)) {
		if (whole === null || typeof whole !== 'object' || Array.isArray(whole)) return `${at} is an object in the README only`;
		for (const [key, value] of Object.entries(part)) {
			if (!(key in whole)) return `${at}.${key} is not in the file`;
			const found = difference(value, (whole as Record<string, unknown>)[key], `${at}.${key}`);
			if (found) return found;
		}
		return undefined;
	}
	try {
		assert.deepStrictEqual(part, whole);
		return undefined;
	} catch {
		return `${at} is ${JSON.stringify(part)} in the README, ${JSON.stringify(whole)} in the file`;
	}
}

const snippets = jsonSnippets(readme);

test('the README shows node parameters, each naming its example file', () => {
	const parameters = snippets.filter((s) => s.value !== null && typeof s.value === 'object' && 'resource' in (s.value as object));
	assert.ok(parameters.length >= 3, `${parameters.length} parameter snippets`);
	for (const s of parameters) assert.ok(s.file, `README line ${s.line}: a parameters snippet that names no examples/ file`);
});

test.each(snippets.filter((s) => s.file).map((s) => [`line ${s.line}, ${s.file}`, s] as const))('README %s: the snippet is that file\'s', (_, snippet) => {
	const workflow = JSON.parse(fs.readFileSync(path.join(repoDir, snippet.file!), 'utf8')) as { nodes: Array<{ name: string; parameters: unknown }> };
	const differences = workflow.nodes.map((node) => `${node.name}: ${difference(snippet.value, node.parameters) ?? 'same'}`);
	assert.ok(differences.some((d) => d.endsWith(': same')), `no node of ${snippet.file} has these parameters:\n${differences.join('\n')}`);
});

test('a changed value or an added key is caught', () => {
	const file = { resource: 'user', additionalFields: { tags: 'a', role: 'default' } };
	assert.equal(difference({ resource: 'user', additionalFields: { tags: 'a' } }, file), undefined);
	assert.match(difference({ resource: 'user', additionalFields: { tags: 'b' } }, file)!, /tags is "b"/);
	assert.match(difference({ resource: 'user', uid: 'x' }, file)!, /uid is not in the file/);
	assert.match(difference({ text: '=hi' }, { text: 'hi' })!, /text/);
});

test('every picture the README shows exists', () => {
	const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
	assert.ok(pictures.length >= 3);
	for (const picture of pictures) assert.ok(fs.existsSync(path.join(repoDir, picture)), `${picture} is missing`);
});
