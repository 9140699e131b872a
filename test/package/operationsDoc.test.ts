/**
 * docs/operations.md is the package's public contract: every node and credential type name,
 * resource, operation and parameter name, and every option value, as the built package
 * (dist/, as n8n loads it) gives them; saved workflows store them. The documents send
 * readers there, never to a file outside the repository.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { OPERATIONS_DOC, builtPackage, operationsDoc } from '../../scripts/operationsDoc';
import { repoRoot } from '../support/engine';

test('docs/operations.md is what the built package gives (npm run docs:operations writes it)', () => {
	const written = fs.readFileSync(OPERATIONS_DOC, 'utf8');
	assert.ok(written === operationsDoc(), 'docs/operations.md differs from the built nodes: run `npm run docs:operations` and commit it');
});

test('it names the type names, every operation of the node, the parameters of Send and the credentials\' fields and values', () => {
	const doc = operationsDoc();
	for (const row of [
		'| CometChat | `n8n-nodes-cometchat.cometChat`; as an AI Agent\'s tool `n8n-nodes-cometchat.cometChatTool` | 1 | `cometChatApi` |',
		'| CometChat Trigger | `n8n-nodes-cometchat.cometChatTrigger` | 1 | `cometChatWebhookApi`, `cometChatManagementApi`, `cometChatApi` |',
		'| Send and Wait for Response | `sendAndWait` |',
		'| Get Many | `getAll` |',
	]) {
		assert.ok(doc.includes(row), row);
	}
	for (const name of ['`receiverType`', '`receiver`', '`onBehalfOf`', '`returnAll`', '`limit`', '`region` (options: `us`, `eu`, `in`']) assert.ok(doc.includes(name), name);
	const { nodes } = builtPackage();
	// the AI tool variant's Operation lists (@tool) repeat the node's, less what a tool cannot run
	const operations = nodes[0].description.properties.filter((p) => p.name === 'operation' && !p.displayOptions?.show?.['@tool']?.includes(true)).flatMap((p) => p.options ?? []);
	assert.equal(operations.length, [...doc.matchAll(/^\| [^|]+ \| `\w+` \| .* \| (one per entry|`data`|made|its own) \|$/gm)].length);
});

test('the documents give the contract from this repository, not from a file outside it', () => {
	const documents = ['README.md', 'CONTRIBUTING.md', 'DEVELOPERS.md', 'test/README.md', '.github/pull_request_template.md', ...fs.readdirSync(path.join(repoRoot(), 'docs')).map((f) => `docs/${f}`)];
	const found = documents
		.filter((file) => file.endsWith('.md') && fs.existsSync(path.join(repoRoot(), file)))
		.flatMap((file) => (fs.readFileSync(path.join(repoRoot(), file), 'utf8').match(/NODE_CONTRACT|\.\.\/shared\/|\/work\/shared/g) ?? []).map((hit) => `${file}: ${hit}`));
	assert.deepEqual(found, []);
	assert.match(fs.readFileSync(path.join(repoRoot(), 'CONTRIBUTING.md'), 'utf8'), /## Add an operation[^#]*`docs\/operations\.md`/);
});
