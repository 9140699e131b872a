/**
 * docs/operations.md, the package's public contract, made from the built package as n8n
 * loads it (package.json's `n8n` list of files in dist/): the node and credential type
 * names, every resource, operation and parameter name, every value an option can take, and
 * what items each operation gives. Saved workflows store these, so they are fixed once
 * released. `npm run docs:operations` writes the file; test/package/operationsDoc.test.ts
 * fails when the file and the built package differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ICredentialType, INodeProperties, INodePropertyCollection, INodePropertyOptions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { repoRoot } from '../test/support/engine';

export const OPERATIONS_DOC = path.join(repoRoot(), 'docs', 'operations.md');

/** The built package: the classes of the files package.json names, each exported under its file's name. */
export function builtPackage(): { nodes: INodeType[]; credentials: ICredentialType[] } {
	const { n8n } = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { n8n: { nodes: string[]; credentials: string[] } };
	const load = <T>(file: string): T => {
		const exported = require(path.join(repoRoot(), file)) as Record<string, new () => T>;
		return new exported[path.basename(file).replace(/\..*$/, '')]();
	};
	return { nodes: n8n.nodes.map((file) => load<INodeType>(file)), credentials: n8n.credentials.map((file) => load<ICredentialType>(file)) };
}

/** What items an operation gives, from how it is built (`returns`, `output`; resources/README.md). */
interface BuiltOperation {
	value: string;
	returns?: string;
	output?: unknown;
}

function itemsOut(operation: BuiltOperation | undefined): string {
	if (!operation?.returns) return 'its own';
	if (operation.returns === 'list') return 'one per entry';
	return operation.output ? 'made' : '`data`';
}

/** The built operations of a resource of the CometChat node (dist/nodes/CometChat/resources/<resource>). */
function builtOperations(resource: string): BuiltOperation[] {
	const exported = require(path.join(repoRoot(), 'dist', 'nodes', 'CometChat', 'resources', resource)) as Record<string, { operations: BuiltOperation[] }>;
	return exported[resource].operations;
}

type Choice = INodePropertyOptions | INodeProperties | INodePropertyCollection;

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** Where a parameter is shown: a resource and operation of the node (none for the trigger). */
type Place = { resource: string; operation: string } | undefined;

/** A collection's entry shown at this place (entries name the operations with `/operation`, in `show` or `hide`). */
function entryShown(entry: Choice, place: Place): boolean {
	const { show, hide } = (entry as INodeProperties).displayOptions ?? {};
	if (!place) return true;
	const shown = !show || ((!show['/resource'] || show['/resource'].includes(place.resource)) && (!show['/operation'] || show['/operation'].includes(place.operation)));
	const hidden = Boolean(hide?.['/resource']?.includes(place.resource) || hide?.['/operation']?.includes(place.operation));
	return shown && !hidden;
}

/** `name` (type), with the values of an option list and the entries of a collection shown at `place`. */
function parameter(property: INodeProperties, place?: Place): string {
	const choices = ((property.options ?? []) as Choice[]).filter((c) => entryShown(c, place));
	let detail = '';
	if (property.type === 'options' || property.type === 'multiOptions') {
		detail = `: ${choices.map((c) => code((c as INodePropertyOptions).value)).join(', ')}`;
	} else if (property.type === 'collection') {
		detail = `: ${choices.map((c) => parameter(c as INodeProperties, place)).join(', ')}`;
	} else if (property.type === 'fixedCollection') {
		detail = `: ${choices.map((c) => `${code(c.name)} (${((c as INodePropertyCollection).values ?? []).map((v) => parameter(v, place)).join(', ')})`).join(', ')}`;
	} else if (property.type === 'resourceLocator') {
		detail = `: modes ${(property.modes ?? []).map((m) => code(m.name)).join(', ')}`;
	}
	return `${code(property.name)} (${property.type}${detail ? detail : ''})`;
}

const shows = (property: INodeProperties, name: string, value: string) => {
	const allowed = property.displayOptions?.show?.[name];
	return !allowed || allowed.includes(value);
};

/** The type names a saved workflow stores, the version and the credentials of each node. */
function packageSection(nodes: INodeTypeDescription[]): string[] {
	const credentials = (d: INodeTypeDescription) => (d.credentials ?? []).map((c) => code(c.name)).join(', ');
	const tool = (d: INodeTypeDescription) => (d.usableAsTool ? `; as an AI Agent's tool \`n8n-nodes-cometchat.${d.name}Tool\`` : '');
	return [
		'| Node | Type | Version | Credentials |',
		'| --- | --- | --- | --- |',
		...nodes.map((d) => `| ${d.displayName} | \`n8n-nodes-cometchat.${d.name}\`${tool(d)} | ${[d.version].flat().join(', ')} | ${credentials(d)} |`),
		'',
	];
}

/** The CometChat node: one section per resource, a row per operation with its parameters. */
function nodeSection(description: INodeTypeDescription): string[] {
	const properties = description.properties;
	const resource = properties.find((p) => p.name === 'resource')!;
	const lines = [
		`## ${description.displayName} node (\`${description.name}\`)`,
		'',
		'Items out, for each operation:',
		'',
		"- `data`: one item per input item, CometChat's `data` object.",
		'- one per entry: one item per entry of the list CometChat returns, all pages read up to Return All or Limit.',
		'- made: one item per input item that the operation makes of the answer; a delete, remove, ban, reset, review',
		'  or flag gives `{ "<what was done>": true, …the ids it names }` and CometChat\'s `message` when it gives one.',
		'- its own: Send and Wait for Response resumes with the answer (`{ "data": { "approved": true|false } }`,',
		'  `{ "data": { "text": "…" } }` or `{ "data": { "<field>": "<value>", … } }`, with `respondedAt`), or with its',
		'  input item when the wait limit passes; Answer Moderation Request and Answer Agent Run pass their input items on.',
		'',
		"Download Attachments puts each file into the item's binary data too, in the field `attachment_<N>` (Put Output",
		"Files in Fields Starting With, then N), N being the attachment's place in the message's `data.attachments`, from 0,",
		'also where Kinds leaves others out: `attachment_1` can come without `attachment_0`. The CometChat Trigger\'s',
		'Download Attachments option names them alike.',
		'',
		'With Continue On Fail a failed item is `{ "error": "<the error message>" }`.',
		'',
	];
	for (const r of resource.options as INodePropertyOptions[]) {
		const value = String(r.value);
		const operation = properties.find((p) => p.name === 'operation' && shows(p, 'resource', value));
		const built = builtOperations(value);
		lines.push(`### ${r.name} (\`${value}\`)`, '', '| Operation | Value | Parameters | Items out |', '| --- | --- | --- | --- |');
		for (const o of (operation?.options ?? []) as INodePropertyOptions[]) {
			const op = String(o.value);
			const used = properties.filter(
				(p) =>
					p.name !== 'resource' &&
					p.name !== 'operation' &&
					p.displayOptions?.show?.resource &&
					shows(p, 'resource', value) &&
					shows(p, 'operation', op) &&
					// the AI tool's own (its notice where it runs none of a resource's operations)
					!p.displayOptions.show['@tool']?.includes(true),
			);
			const items = itemsOut(built.find((b) => b.value === op));
			lines.push(`| ${o.name} | \`${op}\` | ${used.map((p) => parameter(p, { resource: value, operation: op })).join('<br>') || '—'} | ${items} |`);
		}
		lines.push('');
	}
	const everywhere = properties.filter((p) => !p.displayOptions?.show?.resource && p.name !== 'resource');
	lines.push(`Every operation: ${everywhere.map((p) => parameter(p)).join(', ')}.`, '');
	return lines;
}

function triggerSection(description: INodeTypeDescription): string[] {
	return [
		`## ${description.displayName} (\`${description.name}\`)`,
		'',
		'| Parameter | Type and values |',
		'| --- | --- |',
		...description.properties.filter((p) => p.type !== 'notice').map((p) => `| \`${p.name}\` | ${parameter(p).replace(/^`[^`]*` \((.*)\)$/, '$1')} |`),
		'',
	];
}

function credentialSection(credentials: ICredentialType[]): string[] {
	return [
		'## Credentials',
		'',
		'| Credential | Fields |',
		'| --- | --- |',
		...credentials.map((c) => `| ${c.displayName} (\`${c.name}\`) | ${c.properties.filter((p) => p.type !== 'notice').map((p) => parameter(p)).join(', ')} |`),
		'',
	];
}

export function operationsDoc(built = builtPackage()): string {
	const [node, trigger] = built.nodes.map((n) => n.description);
	return [
		'# Operations, parameters and values: the public contract',
		'',
		'Every node and credential type name, every resource, operation and parameter name the nodes',
		'offer, every value an option can take, and what items each operation gives. Saved workflows',
		'store the names and values, so they do not change. This file is made from the built package',
		'(dist/, as n8n loads it) by `npm run docs:operations`; `test/package/operationsDoc.test.ts`',
		'fails when the two differ.',
		'',
		...packageSection([node, trigger]),
		...nodeSection(node),
		...triggerSection(trigger),
		...credentialSection(built.credentials),
	].join('\n');
}

if (require.main === module) {
	fs.writeFileSync(OPERATIONS_DOC, operationsDoc());
	console.log(`wrote ${path.relative(process.cwd(), OPERATIONS_DOC)}`);
}
