/**
 * Every file of examples/ (those added later too) is a workflow n8n imports: nodes with the
 * fields n8n reads, unique names, connections between nodes that exist, node and credential
 * types n8n knows with this package loaded. And each explains itself on the canvas: a sticky
 * note (n8n-nodes-base.stickyNote, typeVersion 1) whose content starts with "## " and a title,
 * says what the workflow does and which credentials it needs, and covers no node.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { INode } from 'n8n-workflow';
import { loadPackage, repoRoot } from '../support/engine';
import { exampleFiles, readExample } from '../support/examples';

const files = exampleFiles();
const PACKAGE = 'n8n-nodes-cometchat';
/** n8n's own node types the examples may use. */
const N8N_NODE_TYPE = /^(n8n-nodes-base|@n8n\/n8n-nodes-langchain)\.[A-Za-z]+$/;
/** n8n's own credential types the examples may use (the OpenAI Chat Model's). */
const N8N_CREDENTIALS = ['openAiApi'];
/** What n8n draws for a node (its default size), to check that a note covers none. */
const NODE_SIZE = 100;

const name = (file: string) => file.replace(/^.*\//, '');

/** Where the repository's files are read on the web (package.json's repository, as npm shows it). */
const REPOSITORY_FILES = `${String((JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { repository: { url: string } }).repository.url).replace(/^git\+|\.git$/g, '')}/blob/main/`;

/** Every text of a workflow (notes, descriptions, parameters), wherever it sits. */
const texts = (value: unknown): string[] =>
	typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

/**
 * A path of this repository outside a link to it: in n8n, where the workflow is imported,
 * `docs/ai-agents.md` leads nowhere. Node types (`n8n-nodes-base.…`) and API paths are no files.
 */
function repositoryPaths(text: string): string[] {
	const withoutLinks = text.replace(/https?:\/\/[^\s)\]]+/g, '');
	return [...withoutLinks.matchAll(/(?<![\w/.-])((?:docs|examples|scripts|test|nodes|credentials)\/[\w./-]*\w|[A-Z]+\.md)\b/g)].map((m) => m[1]);
}
const notesOf = (nodes: INode[]) => nodes.filter((n) => n.type === 'n8n-nodes-base.stickyNote');

test('examples/ holds the example workflows', () => {
	assert.ok(files.length >= 13, `${files.length} files`);
});

test('a path of the repository in a text is caught; a link to it is not', () => {
	assert.deepEqual(repositoryPaths('Guide: docs/ai-agents.md. See README.md'), ['docs/ai-agents.md', 'README.md']);
	assert.deepEqual(repositoryPaths(`Guide: [it](${REPOSITORY_FILES}docs/ai-agents.md). POST /v3/messages, n8n-nodes-base.if`), []);
});

describe.each(files.map((file) => [name(file), file]))('%s', (_, file) => {
	const workflow = readExample(file);
	const nodes = workflow.nodes as INode[];

	test('importable: nodes with id, name, type, version, position, parameters; names unique; connections between its nodes', async () => {
		assert.equal(typeof workflow.name, 'string');
		assert.ok(Array.isArray(nodes) && nodes.length > 0);
		for (const node of nodes) {
			assert.equal(typeof node.id, 'string', `${node.name}: id`);
			assert.equal(typeof node.name, 'string');
			assert.equal(typeof node.typeVersion, 'number', `${node.name}: typeVersion`);
			assert.ok(Array.isArray(node.position) && node.position.length === 2 && node.position.every(Number.isFinite), `${node.name}: position`);
			assert.equal(typeof node.parameters, 'object', `${node.name}: parameters`);
		}
		assert.equal(new Set(nodes.map((n) => n.name)).size, nodes.length, 'node names are unique');
		assert.equal(new Set(nodes.map((n) => n.id)).size, nodes.length, 'node ids are unique');
		const names = new Set(nodes.map((n) => n.name));
		for (const [from, outputs] of Object.entries(workflow.connections)) {
			assert.ok(names.has(from), `a connection from ${from}, which is no node`);
			for (const targets of Object.values(outputs).flat()) {
				for (const target of targets ?? []) assert.ok(names.has(target.node), `a connection from ${from} to ${target.node}, which is no node`);
			}
		}

		const loader = await loadPackage();
		const ours = new Set(Object.keys(loader.nodeTypes));
		const credentialTypes = new Set(Object.keys(loader.credentialTypes));
		for (const node of nodes) {
			if (node.type.startsWith(`${PACKAGE}.`)) {
				// n8n derives <node>Tool and <node>HitlTool from a node that is usable as a tool
				const base = node.type.slice(PACKAGE.length + 1).replace(/(Hitl)?Tool$/, '');
				assert.ok(ours.has(base), `${node.name}: ${node.type} is not a node of this package`);
			} else assert.match(node.type, N8N_NODE_TYPE, `${node.name}: ${node.type}`);
			for (const [type, reference] of Object.entries(node.credentials ?? {})) {
				assert.ok(credentialTypes.has(type) || N8N_CREDENTIALS.includes(type), `${node.name}: credential type ${type}`);
				assert.ok(reference.id && reference.name, `${node.name}: the ${type} credential has an id and a name`);
			}
		}
	});

	test('its texts name no repository path, only links to the repository that lead to a file of it', () => {
		const all = texts(workflow);
		assert.deepEqual(all.flatMap(repositoryPaths), []);
		for (const link of all.flatMap((t) => [...t.matchAll(/https?:\/\/[^\s)\]]+/g)].map((m) => m[0].replace(/[.,]$/, '')))) {
			if (link.startsWith(REPOSITORY_FILES)) assert.ok(fs.existsSync(path.join(repoRoot(), link.slice(REPOSITORY_FILES.length))), link);
		}
	});

	test('a sticky note says what it does and what to set up, and covers no node', () => {
		const notes = notesOf(nodes);
		assert.ok(notes.length >= 1, 'no sticky note');
		for (const note of notes) assert.equal(note.typeVersion, 1);
		const [first] = notes;
		const content = String(first.parameters.content);
		assert.match(content, /^## \S.*\n\n\S/, 'starts with "## " and a title, then a paragraph');
		const credentialTypes = new Set(nodes.flatMap((n) => Object.keys(n.credentials ?? {})));
		if (credentialTypes.size > 0) assert.match(content, /credential/i, 'names the credentials to set up');
		for (const note of notes) {
			const [x, y] = note.position;
			const width = Number(note.parameters.width);
			const height = Number(note.parameters.height);
			assert.ok(width > 0 && height > 0, `${note.name}: width and height`);
			for (const node of nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote')) {
				const [nx, ny] = node.position;
				const apart = nx + NODE_SIZE <= x || nx >= x + width || ny + NODE_SIZE <= y || ny >= y + height;
				assert.ok(apart, `${note.name} covers ${node.name}`);
			}
		}
	});
});
