/**
 * docs/operations.md, made from the nodes' and credentials' descriptions: every resource,
 * operation and parameter name, and every value an option can take. Saved workflows store
 * these, so they are fixed once released. `npm run docs:operations` writes the file;
 * test/package/operationsDoc.test.ts fails when the file and the descriptions differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ICredentialType, INodeProperties, INodePropertyCollection, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import { CometChatApi } from '../credentials/CometChatApi.credentials';
import { CometChatManagementApi } from '../credentials/CometChatManagementApi.credentials';
import { CometChatWebhookApi } from '../credentials/CometChatWebhookApi.credentials';
import { CometChat } from '../nodes/CometChat/CometChat.node';
import { CometChatTrigger } from '../nodes/CometChatTrigger/CometChatTrigger.node';
import { repoRoot } from '../test/support/engine';

export const OPERATIONS_DOC = path.join(repoRoot(), 'docs', 'operations.md');

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

/** The CometChat node: one section per resource, a row per operation with its parameters. */
function nodeSection(description: INodeTypeDescription): string[] {
	const properties = description.properties;
	const resource = properties.find((p) => p.name === 'resource')!;
	const lines = [`## ${description.displayName} node (\`${description.name}\`)`, ''];
	for (const r of resource.options as INodePropertyOptions[]) {
		const value = String(r.value);
		const operation = properties.find((p) => p.name === 'operation' && shows(p, 'resource', value));
		lines.push(`### ${r.name} (\`${value}\`)`, '', '| Operation | Value | Parameters |', '| --- | --- | --- |');
		for (const o of (operation?.options ?? []) as INodePropertyOptions[]) {
			const op = String(o.value);
			const used = properties.filter(
				(p) => p.name !== 'resource' && p.name !== 'operation' && p.displayOptions?.show?.resource && shows(p, 'resource', value) && shows(p, 'operation', op),
			);
			lines.push(`| ${o.name} | \`${op}\` | ${used.map((p) => parameter(p, { resource: value, operation: op })).join('<br>') || '—'} |`);
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
		...credentials.map((c) => `| ${c.displayName} (\`${c.name}\`) | ${c.properties.filter((p) => p.type !== 'notice').map((p) => code(p.name)).join(', ')} |`),
		'',
	];
}

export function operationsDoc(): string {
	return [
		'# Operations, parameters and values',
		'',
		'Every resource, operation and parameter name the nodes offer, and every value an option',
		'can take. Saved workflows store them, so they do not change. This file is made from the',
		'descriptions by `npm run docs:operations`; `test/package/operationsDoc.test.ts` fails when',
		'the two differ.',
		'',
		...nodeSection(new CometChat().description),
		...triggerSection(new CometChatTrigger().description),
		...credentialSection([new CometChatApi(), new CometChatWebhookApi(), new CometChatManagementApi()]),
	].join('\n');
}

if (require.main === module) {
	fs.writeFileSync(OPERATIONS_DOC, operationsDoc());
	console.log(`wrote ${path.relative(process.cwd(), OPERATIONS_DOC)}`);
}
