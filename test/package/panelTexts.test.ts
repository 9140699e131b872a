/**
 * What the panels say, on the built nodes as n8n loads them: each notice speaks of its own
 * operation (or Listen For source) only, in one or two sentences; the Resource selector describes
 * no implementation; units in display names are whole words.
 */
import assert from 'node:assert/strict';
import type { INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import { loadPackage, PackageNodeTypes } from '../support/engine';

let node: INodeTypeDescription;
let trigger: INodeTypeDescription;

beforeAll(async () => {
	const types = new PackageNodeTypes(await loadPackage());
	node = types.getByNameAndVersion('n8n-nodes-cometchat.cometChat', 1).description;
	trigger = types.getByNameAndVersion('n8n-nodes-cometchat.cometChatTrigger', 1).description;
});

/** Every display name of these properties, their options' and their collections' entries, at any depth. */
function displayNames(properties: unknown[]): string[] {
	return properties.flatMap((p) => {
		const { displayName, options, values } = p as { displayName?: string; options?: unknown[]; values?: unknown[] };
		const own = typeof displayName === 'string' ? [displayName] : [];
		return [...own, ...displayNames(options?.filter((o) => typeof o === 'object') ?? []), ...displayNames(values ?? [])];
	});
}

/** Sentences end with . ! or ? before a capital, a quote, a parenthesis or the end ("e.g. https://…" does not end one). */
const sentences = (text: string) => text.match(/[.!?](?=\s+["(A-Z]|\s*$)/g)?.length ?? 1;

const notices = (description: INodeTypeDescription) => description.properties.filter((p) => p.type === 'notice');

/** The names of the options of a selector, whichever resource shows it. */
const optionNames = (description: INodeTypeDescription, name: string) =>
	description.properties.filter((p) => p.name === name).flatMap((p) => (p.options as INodePropertyOptions[]).map((o) => ({ value: String(o.value), name: o.name })));

test('every notice of both nodes is one or two sentences', () => {
	const all = [...notices(node), ...notices(trigger)];
	assert.ok(all.length >= 9, `${all.length} notices`);
	assert.deepEqual(all.filter((p) => sentences(p.displayName) > 2).map((p) => `${p.name}: ${p.displayName}`), []);
});

/** Per operation with a notice: what its notice must not speak of (the other answering operation). */
const OTHERS_SUBJECTS: Record<string, RegExp> = { answerRequest: /agent|AG-UI/i, answerRun: /moderation/i };

/** The AI tool's notices for a resource it runs no operation of (shown instead of its Operation), with that one operation. */
const TOOL_NOTICES: Record<string, string> = { agent: 'answerRun' };

test('each notice of the node is shown for one operation and speaks of it only', () => {
	const shownFor = notices(node).map((notice) => {
		const show = notice.displayOptions?.show ?? {};
		const forTool = show.operation === undefined;
		if (forTool) assert.deepEqual([show['@tool'], (show.resource as string[]).length], [[true], 1], `${notice.name}: the AI tool's, for one resource`);
		const [operation, ...more] = (forTool ? [TOOL_NOTICES[String(show.resource)]] : show.operation) as string[];
		assert.deepEqual(more, [], `${notice.name} is shown for several operations`);
		assert.ok(!OTHERS_SUBJECTS[operation].test(notice.displayName.replace(/AI Agent/g, '')), `${operation}: ${notice.displayName}`);
		return operation;
	});
	assert.deepEqual([...new Set(shownFor)].sort(), Object.keys(OTHERS_SUBJECTS).sort());
	assert.equal(shownFor.length, 3);
});

test("each notice of the trigger is shown for one Listen For source (or for Authentication alone) and names no other source", () => {
	const sources = optionNames(trigger, 'source');
	for (const notice of notices(trigger)) {
		const shown = (notice.displayOptions?.show?.source ?? []) as string[];
		if (!shown.length) {
			assert.deepEqual(Object.keys(notice.displayOptions?.show ?? {}), ['authentication'], notice.name);
			continue;
		}
		assert.equal(shown.length, 1, notice.name);
		for (const other of sources.filter((s) => s.value !== shown[0])) {
			assert.ok(!notice.displayName.includes(other.name.replace(/ \(.*\)$/, '')), `${notice.name} speaks of ${other.name}: ${notice.displayName}`);
		}
	}
});

test("the Resource selector is one for the node and its AI tool, and says nothing of how the tool is built", () => {
	// a tool's Resource chooses what in CometChat it works on, as the node's does; n8n's own nodes describe neither
	const selectors = node.properties.filter((p) => p.name === 'resource');
	assert.equal(selectors.length, 1);
	const [resource] = selectors;
	assert.equal(resource.displayOptions, undefined);
	assert.equal(resource.description, undefined);
	assert.deepEqual((resource.options as INodePropertyOptions[]).filter((o) => o.description !== undefined), []);
});

test('a unit in a display name is a whole word, as n8n\'s title case keeps it: "(Milliseconds)", never "(Ms)"', () => {
	// n8n writes "(ms)" with its lint rule turned off; its community-package scanner allows no such exception
	const names = [...displayNames(node.properties), ...displayNames(trigger.properties)];
	assert.ok(names.includes('Batch Interval (Milliseconds)') && names.includes('Time Budget (Milliseconds)'), 'both units found');
	assert.deepEqual(names.filter((name) => /\((Ms|S|Sec|Min|Kb|Mb)\)/.test(name)), []);
});
