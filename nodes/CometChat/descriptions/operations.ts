import type { IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { operationRouting, type CustomOperation, type Operation } from '../../shared/operation';

type Listed = Operation | CustomOperation;

/** The operations of one resource, in the order their parameters come in the panel. */
export interface Resource {
	value: string;
	/** Its name in the Resource selector. */
	label: string;
	defaultOperation: string;
	operations: Listed[];
	/**
	 * Operations an AI Agent's tool cannot run (n8n runs a tool through `execute`, never
	 * `customOperations`): the tool variant's selector leaves them out.
	 */
	notAsTool?: string[];
}

const isRouted = (operation: Listed): operation is Operation => 'request' in operation;

function operationOption(operation: Listed): INodePropertyOptions {
	const { name, value, action, description } = operation;
	return { name, value, action, description, ...(isRouted(operation) ? { routing: operationRouting(operation) } : {}) };
}

/** Whether an AI Agent's tool can run none of the resource's operations (Agent: Answer Agent Run). */
const noneAsTool = (resource: Resource) => resource.operations.every((operation) => resource.notAsTool?.includes(operation.value));

/** The same selector twice: the node's (`@tool` false), and its AI tool's (`@tool` true, as n8n names the tool variant `…Tool`) with fewer options. */
function withToolVariant(selector: INodeProperties, keepInTool: (value: string) => boolean): INodeProperties[] {
	const show = selector.displayOptions?.show ?? {};
	return [
		{ ...selector, displayOptions: { show: { ...show, '@tool': [false] } } },
		{
			...selector,
			displayOptions: { show: { ...show, '@tool': [true] } },
			options: selector.options!.filter((option) => 'value' in option && keepInTool(option.value as string)),
		},
	];
}

/** The options of a Resource selector, sorted by name. */
export function resourceOptions(resources: Resource[]): INodePropertyOptions[] {
	return resources.map(({ label, value }) => ({ name: label, value })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The resources an AI Agent's tool can use: those with an operation it can run (Agent has none). */
export const toolResources = (resources: Resource[]) => resources.filter((resource) => !noneAsTool(resource));

/** The method that lists the tool's resources (`methods.loadOptions`). */
export const TOOL_RESOURCES_METHOD = 'toolResources';

/**
 * The Resource selector, its options sorted by name; two where a resource has no operation
 * an AI tool can run: the node's (`@tool` false) with every resource, and the tool's
 * (`@tool` true) without it. The tool's lists its resources through a method, not as
 * options in the description: n8n's nodes panel makes an action of every operation of
 * every resource a property named "resource" lists, and would list each one twice. A tool
 * saved with such a resource keeps its values (n8n keeps a value the options do not list)
 * and is refused when run.
 */
export function resourceSelectors(resources: Resource[], defaultResource: string): INodeProperties[] {
	const base: INodeProperties = { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: defaultResource };
	const inNode: INodeProperties = { ...base, options: resourceOptions(resources) };
	if (toolResources(resources).length === resources.length) return [inNode];
	return [
		{ ...inNode, displayOptions: { show: { '@tool': [false] } } },
		{
			...base,
			typeOptions: { loadOptionsMethod: TOOL_RESOURCES_METHOD },
			description: 'What the tool works on in CometChat. Agent is not offered: Answer Agent Run answers the run that started the workflow, after the AI Agent.',
			displayOptions: { show: { '@tool': [true] } },
		},
	];
}

/**
 * A resource's Operation selector, its options sorted by name as n8n's linter wants them;
 * where some operations cannot run as an AI tool, two: the node's (`@tool` false), and the
 * tool's without them. A resource without any tool operation keeps one, which a tool saved
 * with it shows (the Resource selector of the tool does not offer it).
 */
function operationSelectors(resource: Resource): INodeProperties[] {
	const selector = operationSelector(resource);
	const notAsTool = resource.notAsTool ?? [];
	if (!notAsTool.length || noneAsTool(resource)) return [selector];
	return withToolVariant(selector, (value) => !notAsTool.includes(value));
}

function operationSelector({ value, defaultOperation, operations }: Resource): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [value] } },
		options: operations.map(operationOption).sort((a, b) => a.name.localeCompare(b.name)),
		default: defaultOperation,
	};
}

/**
 * Whether the definition's own hide rule always hides it in this operation: the rule
 * names an options parameter of that operation and all of its values.
 */
function hiddenIn(field: INodeProperties, operation: Listed): boolean {
	return Object.entries(field.displayOptions?.hide ?? {}).some(([name, hidden]) => {
		const own = operation.fields.find((f) => f.name === name && f.type === 'options');
		return own !== undefined && (own.options ?? []).every((option) => 'value' in option && (hidden ?? []).includes(option.value as never));
	});
}

/**
 * Groups of resources a shared definition can be shown for with one `show` rule
 * (`resource` any of, `operation` any of): a group never takes in a resource whose other
 * operations that rule would show it for too (unless its hide rule hides it there).
 */
function showGroups(
	field: INodeProperties,
	uses: Map<string, Set<string>>,
	operationsOf: Map<string, Map<string, Listed>>,
): Array<{ resources: string[]; operations: string[] }> {
	const groups: Array<{ resources: string[]; operations: Set<string> }> = [];
	const fits = (resources: string[], operations: Set<string>) =>
		resources.every((resource) =>
			[...operationsOf.get(resource)!].every(([value, op]) => !operations.has(value) || uses.get(resource)!.has(value) || hiddenIn(field, op)),
		);
	for (const [resource, operations] of uses) {
		const group = groups.find((g) => fits([...g.resources, resource], new Set([...g.operations, ...operations])));
		if (group) {
			group.resources.push(resource);
			operations.forEach((op) => group.operations.add(op));
		} else {
			groups.push({ resources: [resource], operations: new Set(operations) });
		}
	}
	return groups.map((g) => ({ resources: g.resources, operations: [...g.operations] }));
}

/**
 * The definitions in an order that keeps every operation's own order (each comes after
 * the ones listed before it in some operation), else in the order first met.
 */
function panelOrder(lists: INodeProperties[][]): INodeProperties[] {
	const firstMet = [...new Set(lists.flat())];
	const before = new Map(firstMet.map((field) => [field, new Set<INodeProperties>()]));
	for (const list of lists) list.forEach((field, i) => list.slice(0, i).forEach((earlier) => earlier !== field && before.get(field)!.add(earlier)));
	const placed = new Set<INodeProperties>();
	while (placed.size < firstMet.length) {
		const ready = firstMet.find((field) => !placed.has(field) && [...before.get(field)!].every((earlier) => placed.has(earlier)));
		// operations that list two fields in opposite orders: the one met first goes first
		placed.add(ready ?? firstMet.find((field) => !placed.has(field))!);
	}
	return [...placed];
}

function shownFor(field: INodeProperties, resources: string[], operations: string[]): INodeProperties {
	const displayOptions: IDisplayOptions = { ...field.displayOptions, show: { ...field.displayOptions?.show, resource: resources, operation: operations } };
	return { ...field, displayOptions };
}

/**
 * The node's parameters: the Operation selector of each resource, then every parameter
 * definition once, in the order operations list them. A definition several operations
 * share (the same object) becomes one property whose `displayOptions` name all of them;
 * only where one rule would also show it for an operation that does not use it is it
 * split, by resource (a hide rule of the definition's own may cover an operation that
 * does not use it). RoutingNode visits every top-level property for every item, so
 * each definition less is work saved on every item.
 */
export function nodeProperties(resources: Resource[]): INodeProperties[] {
	const operationsOf = new Map(resources.map((r) => [r.value, new Map(r.operations.map((o): [string, Listed] => [o.value, o]))]));
	const uses = new Map<INodeProperties, Map<string, Set<string>>>();
	for (const { value: resource, operations } of resources) {
		for (const operation of operations) {
			for (const field of operation.fields) {
				const byResource = uses.get(field) ?? new Map<string, Set<string>>();
				uses.set(field, byResource);
				const used = byResource.get(resource) ?? new Set<string>();
				byResource.set(resource, used.add(operation.value));
			}
		}
	}
	const order = panelOrder(resources.flatMap((r) => r.operations.map((o) => o.fields)));
	const fields = order.flatMap((field) =>
		showGroups(field, uses.get(field)!, operationsOf).map((group) => shownFor(field, group.resources, group.operations)),
	);
	return [...resources.flatMap(operationSelectors), ...oneCollectionPerName(fields, operationsOf)];
}

type Shown = { resources: string[]; operations: string[] };

const shownIn = (property: INodeProperties): Shown => ({
	resources: (property.displayOptions?.show?.resource ?? []) as string[],
	operations: (property.displayOptions?.show?.operation ?? []) as string[],
});

/** A collection's entry, shown only where its collection was (its own rules kept). */
function entryFor(entry: INodeProperties, { resources, operations }: Shown): INodeProperties {
	const own = entry.displayOptions?.show ?? {};
	const show = { ...own, '/resource': own['/resource'] ?? resources, '/operation': own['/operation'] ?? operations };
	return { ...entry, displayOptions: { ...entry.displayOptions, show } };
}

/**
 * Collections of one name and label (Additional Fields of every Create and Update) as one
 * property, each entry shown for the resources and operations of the collection it came
 * from, where one `show` rule for all of them shows it in no operation that has none. It
 * takes the place of the last of them, after each operation's other parameters. The
 * stored path (`additionalFields.<entry>`) is the same.
 */
function oneCollectionPerName(fields: INodeProperties[], operationsOf: Map<string, Map<string, Listed>>): INodeProperties[] {
	// only collections shown by resource and operation alone: the merged one keeps no other rule
	const byOperationOnly = (p: INodeProperties) => !p.displayOptions?.hide && Object.keys(p.displayOptions?.show ?? {}).every((k) => k === 'resource' || k === 'operation');
	const key = (p: INodeProperties) => (p.type === 'collection' && byOperationOnly(p) ? `${p.name}|${p.displayName}|${String(p.placeholder)}` : undefined);
	const parts = new Map<string, INodeProperties[]>();
	for (const field of fields) {
		const k = key(field);
		if (k !== undefined) parts.set(k, [...(parts.get(k) ?? []), field]);
	}
	const fits = (group: INodeProperties[]) => {
		const shown = group.map(shownIn);
		const operations = new Set(shown.flatMap((s) => s.operations));
		const used = (resource: string, operation: string) => shown.some((s) => s.resources.includes(resource) && s.operations.includes(operation));
		return shown.every((s) => s.resources.every((resource) => [...operationsOf.get(resource)!.keys()].every((op) => !operations.has(op) || used(resource, op))));
	};
	const merged = new Map<INodeProperties, INodeProperties | null>();
	for (const same of parts.values()) {
		const groups: INodeProperties[][] = [];
		for (const part of same) {
			const group = groups.find((g) => fits([...g, part]));
			if (group) group.push(part);
			else groups.push([part]);
		}
		for (const group of groups.filter((g) => g.length > 1)) {
			const shown = group.map(shownIn);
			const last = group[group.length - 1];
			const options = group.flatMap((part, i) => (part.options as INodeProperties[]).map((entry) => entryFor(entry, shown[i])));
			const show = { resource: [...new Set(shown.flatMap((s) => s.resources))], operation: [...new Set(shown.flatMap((s) => s.operations))] };
			group.forEach((part) => merged.set(part, null));
			merged.set(last, { ...last, options, displayOptions: { show } });
		}
	}
	return fields.flatMap((field) => {
		const replaced = merged.get(field);
		return replaced === undefined ? [field] : replaced === null ? [] : [replaced];
	});
}
