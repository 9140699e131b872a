/**
 * Which fields each operation's panel shows, decided as n8n's editor decides it, on the built
 * node as n8n loads it: n8n-workflow's getNodeParameters gives the panel's values (defaults
 * filled in), displayParameterPath shows a parameter (path `parameters`) or a collection's entry
 * in its "Add Field" list (path `parameters.<collection>`). For every one of the 80 operations,
 * and every value of the options and switches its display rules depend on, in the node and in
 * its AI tool (`@tool`; not Agent's, which shows why a tool cannot run it):
 * - the panel shows exactly the parameters the operation's own module defines (its `fields`,
 *   shown by their own rules), and each collection (Additional Fields, Options, Filters) offers
 *   exactly the operation's own entries, alike in label, type, default, options and texts;
 * - taken over all those values, the parameters and entries are what docs/operations.md lists.
 * The editor check in real n8n (test/e2e/screenshots.e2e.mjs) looks at one panel per resource;
 * `npm run screenshots` at all of them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { NodeHelpers, type INode, type INodeParameters, type INodeProperties, type INodePropertyOptions, type INodeTypeDescription } from 'n8n-workflow';
import { OPERATIONS_DOC } from '../../scripts/operationsDoc';
import { loadPackage, PackageNodeTypes, repoRoot } from '../support/engine';

/** The parts of an operation's definition (dist/…/resources/<resource>.js, or the folder's index.js). */
interface Listed {
	value: string;
	fields: INodeProperties[];
}

const NODE = { typeVersion: 1 } as INode;
/** The node's own parameters, shown for every operation, not an operation's. */
const NODE_WIDE = ['requestOptions'];
const SELECTORS = ['resource', 'operation'];

let description: INodeTypeDescription;
let operations: Array<{ resource: string; operation: string; fields: INodeProperties[] }>;

beforeAll(async () => {
	const type = new PackageNodeTypes(await loadPackage()).getByNameAndVersion('n8n-nodes-cometchat.cometChat', 1);
	description = type.description;
	const resources = (description.properties.find((p) => p.name === 'resource')?.options ?? []) as INodePropertyOptions[];
	operations = resources.flatMap(({ value }) => {
		const resource = String(value);
		const file = path.join(repoRoot(), 'dist', 'nodes', 'CometChat', 'resources', resource);
		const definition = (require(file) as Record<string, { operations?: Listed[] }>)[resource];
		return (definition.operations ?? []).map((o) => ({ resource, operation: o.value, fields: o.fields }));
	});
});

/** The properties n8n shows for these values (the node's, or with `asTool` its AI tool's), with the values the panel holds. */
function shown(properties: INodeProperties[], values: INodeParameters, asTool: boolean) {
	const type = { ...description, name: asTool ? `${description.name}Tool` : description.name, properties };
	const panel = NodeHelpers.getNodeParameters(properties, values, true, false, NODE, type) ?? {};
	const at = (p: INodeProperties, where: string) => NodeHelpers.displayParameterPath({ parameters: panel }, p, where, NODE, type);
	const top = properties.filter((p) => !SELECTORS.includes(p.name) && at(p, 'parameters'));
	const entries = (collection: INodeProperties) => ((collection.options ?? []) as INodeProperties[]).filter((e) => at(e, `parameters.${collection.name}`));
	return { top, entries, panel };
}

/**
 * The node's panel and its AI tool's, but the tool's where it runs none of the resource's
 * operations (Agent): it shows why instead, a notice (test/ai/sendAndWaitTool.test.ts).
 */
const panelsOf = (resource: string) =>
	description.properties.some((p) => p.type === 'notice' && p.displayOptions?.show?.['@tool']?.includes(true) && p.displayOptions.show.resource?.includes(resource)) ? [false] : [false, true];

/** An operation's own parameters, alone in a node with the selectors that pick it. */
function ownProperties(resource: string, operation: string, fields: INodeProperties[]): INodeProperties[] {
	const selector = (name: string, value: string): INodeProperties => ({ displayName: name, name, type: 'options', options: [{ name: value, value }], default: value });
	return [selector('resource', resource), selector('operation', operation), ...fields];
}

/**
 * What the panel shows of a parameter or an entry, but where it is shown; of a collection, not
 * its entries (compared one by one) nor its description: the node merges same-named collections
 * into one, which keeps one description for all.
 */
function looks(p: INodeProperties): string {
	const { displayOptions: _where, options, description, ...rest } = p;
	const own = p.type === 'collection' ? {} : { options, description };
	return JSON.stringify({ ...rest, ...own });
}

/** The options and switches the display rules of these properties depend on (`/x` from inside a collection). */
function ruling(properties: INodeProperties[]): Set<string> {
	const names = new Set<string>();
	const visit = (p: INodeProperties) => {
		for (const rule of [p.displayOptions?.show, p.displayOptions?.hide]) for (const key of Object.keys(rule ?? {})) names.add(key.replace(/^\//, ''));
		if (p.type === 'collection') ((p.options ?? []) as INodeProperties[]).forEach(visit);
	};
	properties.forEach(visit);
	return names;
}

/**
 * Every combination of values of the shown options and switches that rules depend on, one at
 * a time as they are shown (a choice can show another), from the panel as it opens.
 */
function combinations(properties: INodeProperties[], start: INodeParameters, asTool: boolean): INodeParameters[] {
	const rules = ruling(properties);
	const done: INodeParameters[] = [];
	const open = [start];
	while (open.length) {
		const values = open.pop()!;
		const next = shown(properties, values, asTool).top.find((p) => rules.has(p.name) && !(p.name in values) && (p.type === 'options' || p.type === 'boolean'));
		if (!next) {
			done.push(values);
			continue;
		}
		const choices = next.type === 'boolean' ? [false, true] : ((next.options ?? []) as INodePropertyOptions[]).map((o) => o.value);
		for (const choice of choices) open.push({ ...values, [next.name]: choice });
	}
	return done;
}

/** docs/operations.md: per `resource.operation`, each parameter's name and, for a collection, its entries' names. */
function documented(): Map<string, Array<{ name: string; entries?: string[] }>> {
	const rows = new Map<string, Array<{ name: string; entries?: string[] }>>();
	let resource = '';
	for (const line of fs.readFileSync(OPERATIONS_DOC, 'utf8').split('\n')) {
		const heading = /^### .* \(`(\w+)`\)$/.exec(line);
		if (heading) resource = heading[1];
		// the columns: Operation, Value, Parameters, Items out
		const row = /^\| [^|]+ \| `(\w+)` \| (.*) \| [^|]+ \|$/.exec(line);
		if (!row || !resource) continue;
		const parameters = row[2] === '—' ? [] : row[2].split('<br>');
		rows.set(
			`${resource}.${row[1]}`,
			parameters.map((text) => {
				const [, name, type] = /^`(\w+)` \((\w+)/.exec(text)!;
				if (type !== 'collection') return { name };
				// the entries: the names one parenthesis deep
				const entries: string[] = [];
				let depth = 0;
				for (const token of text.match(/`[^`]*`|[()]/g) ?? []) {
					if (token === '(') depth++;
					else if (token === ')') depth--;
					else if (depth === 1) entries.push(token.slice(1, -1));
				}
				return { name, entries };
			}),
		);
	}
	return rows;
}

test('every operation of the node is checked', () => {
	assert.equal(operations.length, 80);
	assert.equal(new Set(operations.map((o) => o.resource)).size, 17);
});

test('for every value its rules depend on, each operation shows exactly its own parameters, and each collection its own entries', () => {
	const problems: string[] = [];
	let panels = 0;
	for (const { resource, operation, fields } of operations) {
		const own = ownProperties(resource, operation, fields);
		for (const asTool of panelsOf(resource)) {
			for (const values of combinations(description.properties, { resource, operation }, asTool)) {
				panels++;
				const where = `${resource}.${operation}${asTool ? ' (AI tool)' : ''} with ${JSON.stringify(values)}`;
				const node = shown(description.properties, values, asTool);
				const expected = shown(own, values, asTool);
				const names = (list: INodeProperties[]) => list.map((p) => p.name).join(', ');
				// in the node's order: where two operations list two parameters in opposite orders, the node keeps one
				const got = node.top.filter((p) => !NODE_WIDE.includes(p.name));
				const defined = [...expected.top].sort((a, b) => got.findIndex((p) => p.name === a.name) - got.findIndex((p) => p.name === b.name));
				if (names(got) !== names(defined)) {
					problems.push(`${where}: shows [${names(got)}], the operation defines [${names(expected.top)}]`);
					continue;
				}
				got.forEach((p, i) => {
					const mine = defined[i];
					if (looks(p) !== looks(mine)) problems.push(`${where}: ${p.name} is not the operation's own`);
					if (p.type !== 'collection') return;
					const offered = node.entries(p);
					const entries = expected.entries(mine);
					if (names(offered) !== names(entries)) problems.push(`${where}: ${p.name} offers [${names(offered)}], the operation defines [${names(entries)}]`);
					else offered.forEach((e, j) => looks(e) !== looks(entries[j]) && problems.push(`${where}: ${p.name}.${e.name} is not the operation's own`));
				});
			}
		}
	}
	assert.deepEqual(problems, []);
	assert.ok(panels >= 2 * operations.length, `${panels} panels`);
});

test('each operation\'s panel shows its parameters in the order the operation lists them (n8n orders a panel by the node\'s properties)', () => {
	const problems: string[] = [];
	for (const { resource, operation, fields } of operations) {
		const own = ownProperties(resource, operation, fields);
		for (const asTool of panelsOf(resource)) {
			for (const values of combinations(description.properties, { resource, operation }, asTool)) {
				const names = (list: INodeProperties[]) => list.map((p) => p.name).join(', ');
				const got = names(shown(description.properties, values, asTool).top.filter((p) => !NODE_WIDE.includes(p.name)));
				const listed = names(shown(own, values, asTool).top);
				if (got !== listed) problems.push(`${resource}.${operation}${asTool ? ' (AI tool)' : ''} with ${JSON.stringify(values)}: shows [${got}], lists [${listed}]`);
			}
		}
	}
	assert.deepEqual([...new Set(problems)], []);
});

test('Message › Send: the receiver first, then what to send and the message, then the optional sender and thread', () => {
	const panel = (values: INodeParameters) =>
		shown(description.properties, { resource: 'message', operation: 'send', ...values }, false)
			.top.map((p) => p.name)
			.filter((name) => !NODE_WIDE.includes(name));
	const after = ['onBehalfOf', 'parentMessageId', 'additionalFields'];
	assert.deepEqual(panel({}), ['receiverType', 'receiver', 'category', 'messageType', 'text', ...after]);
	assert.deepEqual(panel({ messageType: 'image' }), ['receiverType', 'receiver', 'category', 'messageType', 'text', 'attachments', ...after]);
	assert.deepEqual(panel({ category: 'custom' }), ['receiverType', 'receiver', 'category', 'customType', 'customData', ...after]);
	assert.deepEqual(panel({ category: 'interactive' }).slice(0, 4), ['receiverType', 'receiver', 'category', 'interactiveType']);
	assert.deepEqual(panel({ category: 'interactive' }).slice(-3), after);
});

test('Conversation operations: whose conversation it is (Conversation Of) and with whom (With User), each a picker', () => {
	for (const operation of ['get', 'markAsRead', 'markAsDelivered', 'markAsUnread', 'update', 'reset']) {
		const top = shown(description.properties, { resource: 'conversation', operation, conversationWith: 'user' }, false).top;
		const [owner, , other] = top;
		assert.deepEqual([owner.name, owner.displayName, owner.type, owner.required], ['onBehalfOf', 'Conversation Of', 'resourceLocator', true], operation);
		assert.deepEqual([other.name, other.displayName, other.type], ['uid', 'With User', 'resourceLocator'], operation);
		assert.match(String(owner.description), /^The user whose conversation it is/);
		assert.match(String(other.description), /^The other user of the conversation/);
		for (const locator of [owner, other]) assert.deepEqual(locator.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod]), [['list', 'searchUsers'], ['id', undefined]]);
	}
	const remove = shown(description.properties, { resource: 'conversation', operation: 'delete' }, false).top;
	assert.deepEqual(remove.filter((p) => !NODE_WIDE.includes(p.name)).map((p) => p.displayName), ['Conversation Of', 'Conversation ID']);
});

test('over all those values, each operation shows the parameters and entries docs/operations.md lists for it', () => {
	const docs = documented();
	for (const { resource, operation } of operations) {
		const key = `${resource}.${operation}`;
		// the definitions shown, by object: the merged collections hold same-named entries of other resources
		const seen = new Map<INodeProperties, Set<INodeProperties>>();
		for (const asTool of panelsOf(resource)) {
			for (const values of combinations(description.properties, { resource, operation }, asTool)) {
				const node = shown(description.properties, values, asTool);
				for (const p of node.top.filter((t) => t.name !== 'requestOptions')) {
					const entries = seen.get(p) ?? new Set<INodeProperties>();
					if (p.type === 'collection') node.entries(p).forEach((e) => entries.add(e));
					seen.set(p, entries);
				}
			}
		}
		// in the order of the node's description, as docs/operations.md lists them
		const union = description.properties
			.filter((p) => seen.has(p))
			.map((p) => (p.type === 'collection' ? { name: p.name, entries: ((p.options ?? []) as INodeProperties[]).filter((e) => seen.get(p)!.has(e)).map((e) => e.name) } : { name: p.name }));
		assert.deepEqual(union, docs.get(key), key);
	}
});
