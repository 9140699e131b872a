/**
 * Every operation of the CometChat node (read from the built node's description, as n8n
 * loads it) has its tests where a contributor looks for them: a file
 * resources/<resource>/<operation>.test.ts or a folder resources/<resource>/<operation>/.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { INodePropertyOptions, INodeType } from 'n8n-workflow';
import { loadPackage, NODE_TYPE, PackageNodeTypes } from '../support/engine';

test('every operation has a test file or a folder of test files named for it', async () => {
	const { description } = new PackageNodeTypes(await loadPackage()).getByNameAndVersion(NODE_TYPE, 1) as INodeType;
	const operations = description.properties
		// the node's selectors (the AI tool's leaves out Send and Wait: test/ai/sendAndWaitTool.test.ts)
		.filter((p) => p.name === 'operation' && !p.displayOptions?.show?.['@tool']?.includes(true))
		.flatMap((p) => {
			const [resource] = (p.displayOptions?.show?.resource ?? []) as string[];
			return ((p.options ?? []) as INodePropertyOptions[]).map((option) => `${resource}/${String(option.value)}`);
		});
	assert.ok(operations.length > 0);
	const withoutTests = operations.filter((operation) => {
		const folder = path.join(__dirname, operation);
		if (existsSync(`${folder}.test.ts`)) return false;
		return !existsSync(folder) || !readdirSync(folder).some((file) => file.endsWith('.test.ts'));
	});
	assert.deepEqual(withoutTests, []);
});
