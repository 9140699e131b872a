import assert from 'node:assert/strict';
import type { INode, INodeParameters, INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { loadPackage } from '../support/engine';
import { startFake } from '../support/fixtures';
import { runAgent, type BuiltTool } from './toolHarness';

/**
 * Every operation as a tool, built as n8n builds it: the editor names the tool node after the
 * operation's action ("Get a user in CometChat"), n8n derives the tool's name from the node
 * name and its description from the action, and each parameter the model fills becomes a
 * property of the tool's JSON schema. The editor's "let the model define this parameter"
 * writes `$fromAI('<display name>', '<description>')`; here each required parameter carries
 * its field's description there, as docs/ai-agents.md tells builders to do.
 */

interface Operation {
	resource: string;
	operation: string;
	action: string;
	/** The parameters a model fills: the required ones shown for this operation. */
	filled: INodeProperties[];
}

function operationsOf(description: INodeTypeDescription, toolResources: Array<{ value: string }>): Operation[] {
	// the operations the AI tool offers (`@tool` true: no Send and Wait, no Answer Moderation
	// Request; sendAndWaitTool.test.ts)
	const inTool = (p: INodeProperties) => !p.displayOptions?.show?.['@tool']?.includes(false);
	return toolResources.flatMap(({ value: resource }) => {
		const selector = description.properties.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource) && inTool(p))!;
		return (selector.options as Array<{ value: string; action: string }>).map(({ value: operation, action }) => {
			const values = NodeHelpers.getNodeParameters(description.properties, { resource, operation }, true, false, null, description)!;
			const filled = description.properties.filter(
				(p) => p.required && p.name in values && NodeHelpers.displayParameter(values, p, { typeVersion: 1 } as INode, description),
			);
			return { resource, operation, action, filled };
		});
	});
}

/** The key the editor's override gives a parameter (its display name, sanitised). */
const keyOf = (field: INodeProperties) => field.displayName.replace(/[^a-zA-Z0-9_-]/g, '_');

function fromAi(field: INodeProperties): string {
	const description = (field.description ?? '').replace(/\\/g, '\\\\').replace(/`/g, '\\`');
	return `={{ $fromAI('${keyOf(field)}', \`${description}\`, 'string') }}`;
}

function toolParameters(op: Operation): INodeParameters {
	const parameters: INodeParameters = { resource: op.resource, operation: op.operation };
	for (const field of op.filled) {
		parameters[field.name] = field.type === 'resourceLocator' ? { __rl: true, mode: 'id', value: fromAi(field) } : fromAi(field);
	}
	return parameters;
}

/** What a model must be told about each kind of value, by parameter name. */
const SAYS: Array<[RegExp, string, RegExp[]]> = [
	[/^(uid|onBehalfOf|blockedUids|friends|uids|botUid)$/, 'what a uid is', [/\buids?\b/, /unique|identifier|\bID\b/i]],
	[/^guid$/, 'what a guid is and where it comes from', [/\bguid\b/, /unique|identifier|\bID\b/i, /Create|Get Many|dashboard|list|trigger|event/]],
	[/^receiver$/, 'which ids it takes', [/\buid\b/, /\bguid\b/]],
	[/^(text|message)$/, 'the text limits', [/\d[\d,]*\s*(bytes|characters)/]],
	[/^(messageId|authToken|conversationId)$/, 'where it comes from', [/Send|Get Many|Create|trigger|event/]],
	[/^(reasonId|ruleId|keywordListId)$/, 'where it comes from', [/Get Many/]],
];

let tools: BuiltTool[];
let operations: Operation[];

/** The tool of an operation, by the name n8n gives it ("Get a user in CometChat" → Get_a_user_in_CometChat). */
function toolOf(op: Operation): BuiltTool {
	const name = `${op.action} in CometChat`.replace(/[^a-zA-Z0-9_-]+/g, '_');
	const tool = tools.find((t) => t.name === name);
	assert.ok(tool, `${op.resource}.${op.operation}: no tool named ${name} among ${tools.map((t) => t.name).join(', ')}`);
	return tool;
}

beforeAll(async () => {
	const loader = await loadPackage();
	const node = loader.nodeTypes.cometChat.type as INodeType;
	// every resource but Agent, whose only operation no tool can run (sendAndWaitTool.test.ts)
	const resources = node.description.properties.find((p) => p.name === 'resource')!.options as Array<{ value: string }>;
	operations = operationsOf(node.description, resources.filter(({ value }) => value !== 'agent'));
	const { server, credentials } = await startFake();
	try {
		({ tools } = await runAgent({ credentials, tools: operations.map((op) => ({ parameters: toolParameters(op) })) }));
	} finally {
		await server.stop();
	}
});

test('all operations but Send and Wait, Answer Moderation Request and Answer Agent Run become tools with distinct names n8n accepts', () => {
	assert.equal(operations.length, 76);
	assert.equal(tools.length, 76);
	assert.equal(new Set(tools.map((t) => t.name)).size, 76);
	for (const tool of tools) assert.match(tool.name, /^[A-Za-z0-9_-]{1,64}$/);
});

test("each tool's name and description say what it does in CometChat", () => {
	const verbs = /^(Add|Approve|Ban|Block|Change|Create|Deactivate|Delete|Flag|Get|Mark|Reactivate|Remove|Reset|Review|Send|Unban|Unblock|Update)\b/;
	for (const op of operations) {
		const tool = toolOf(op);
		assert.equal(tool.description, `${op.action} in CometChat`);
		assert.match(op.action, verbs, `${op.resource}.${op.operation}: "${op.action}" starts with what it does`);
		// the thing it acts on, in words: "Block users", "Get many group members", "Create an auth token"
		const noun = op.resource.replace(/([A-Z])/g, ' $1').toLowerCase().replace('blocked user', 'user').replace(/^moderation$/, 'message');
		assert.ok(op.action.toLowerCase().includes(noun.split(' ').pop()!), `${op.action}: names the ${noun}`);
	}
});

test('each parameter a model fills is in the schema with a description it can act on', () => {
	const problems: string[] = [];
	for (const op of operations) {
		const schema = toolOf(op).schema as { properties?: Record<string, { type?: string; description?: string }>; required?: string[] };
		const keys = op.filled.map(keyOf);
		assert.deepEqual(Object.keys(schema.properties ?? {}).sort(), [...keys].sort(), `${op.resource}.${op.operation}`);
		assert.deepEqual([...(schema.required ?? [])].sort(), [...keys].sort());
		for (const field of op.filled) {
			const property = schema.properties![keyOf(field)];
			assert.equal(property.type, 'string');
			assert.equal(property.description, field.description);
			for (const [names, what, patterns] of SAYS) {
				if (!names.test(field.name)) continue;
				const missing = patterns.filter((pattern) => !pattern.test(field.description ?? ''));
				if (missing.length) problems.push(`${op.resource}.${op.operation} ${field.name}: "${field.description}" should say ${what} (${missing.join(', ')})`);
			}
		}
	}
	assert.deepEqual(problems, []);
});
