/**
 * Every operation of the CometChat node (read from the built node's description, as n8n
 * loads it) has its tests where a contributor looks for them: a block
 * `describe('<Resource> > <Operation>', …)`, named as the panel names them, in
 * resources/<resource>.test.ts (one file per resource, as the node has one; jest compiles
 * n8n's modules again for every file). Message's tests, too many for one file, are in
 * resources/message/<operation>.test.ts or a folder resources/message/<operation>/.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INodePropertyOptions, INodeType } from 'n8n-workflow';
import { loadPackage, NODE_TYPE, PackageNodeTypes } from '../support/engine';

const IN_FILES_OF_THEIR_OWN = ['message'];

/** Whether the file has a top-level describe titled exactly `title` with tests in it (up to the next top-level line that closes a block). */
function describes(file: string, title: string): boolean {
	const openings = [`describe('${title}', `, `describe("${title}", `];
	const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
	const start = lines.findIndex((line) => openings.some((opening) => line.startsWith(opening)));
	if (start < 0) return false;
	const end = lines.findIndex((line, i) => i > start && line.startsWith('}'));
	// a test, or a helper that writes them (moderationListTests)
	return lines.slice(start + 1, end < 0 ? undefined : end).some((line) => /^\s+((test|it)(\.each\b.*)?|\w+Tests)\(/.test(line));
}

function hasOwnFiles(resource: string, operation: string): boolean {
	const folder = path.join(__dirname, resource, operation);
	if (existsSync(`${folder}.test.ts`)) return true;
	return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.test.ts'));
}

test('every operation has a describe block named for it in its resource\'s test file (Message: a file or a folder)', async () => {
	const { description } = new PackageNodeTypes(await loadPackage()).getByNameAndVersion(NODE_TYPE, 1) as INodeType;
	const resourceNames = new Map(
		((description.properties.find((p) => p.name === 'resource')?.options ?? []) as INodePropertyOptions[]).map((option) => [option.value, option.name]),
	);
	const operations = description.properties
		// the node's selectors (the AI tool's leaves out Send and Wait: test/ai/sendAndWaitTool.test.ts)
		.filter((p) => p.name === 'operation' && !p.displayOptions?.show?.['@tool']?.includes(true))
		.flatMap((p) => {
			const [resource] = (p.displayOptions?.show?.resource ?? []) as string[];
			return ((p.options ?? []) as INodePropertyOptions[]).map((option) => ({ resource, operation: String(option.value), title: `${resourceNames.get(resource)} > ${option.name}` }));
		});
	assert.ok(operations.length > 0);
	const withoutTests = operations
		.filter(({ resource, operation, title }) =>
			IN_FILES_OF_THEIR_OWN.includes(resource) ? !hasOwnFiles(resource, operation) : !describes(path.join(__dirname, `${resource}.test.ts`), title),
		)
		.map(({ resource, title }) => `${title} (resources/${resource}${IN_FILES_OF_THEIR_OWN.includes(resource) ? '/' : '.test.ts'})`);
	assert.deepEqual(withoutTests, []);
});
