import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { operationHook, wholeResponse, type CustomOperation, type Operation } from '../../shared/operation';
import { notAToolNotice, refusalRouting } from '../resources/toolRefusal';

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

/**
 * The Resource selector, one for the node and its AI tool (n8n's nodes panel makes an
 * action of every operation of every resource a property named "resource" lists: a second
 * selector would list each one twice). A resource with operations n8n runs itself routes
 * to the refusal (`refusalRouting`), which each of its routed operations' own routing
 * replaces: only such an operation saved in an AI tool (RoutingNode runs a tool, never
 * `customOperations`, and the tool's Operation selector does not offer it) gets it.
 */
export function resourceSelector(resources: Resource[], defaultResource: string): INodeProperties {
	const options = resources
		.map(({ label, value, notAsTool, defaultOperation }): INodePropertyOptions => ({ name: label, value, ...(notAsTool ? { routing: refusalRouting(defaultOperation) } : {}) }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, options, default: defaultResource };
}

/**
 * A resource's Operation selector, its options sorted by name as n8n's linter wants them;
 * where some operations cannot run as an AI tool, two: the node's (`@tool` false), and the
 * tool's without them (n8n's `@tool` rule). Where the tool runs none of them (Agent), the
 * tool shows a notice with the reason instead, and has no operation: an operation that
 * needs no credential would have n8n stop the tool before the node can give that reason
 * ("Credentials not found"), and the resource's refusal gives it.
 */
function operationSelectors({ value: resource, defaultOperation, operations, notAsTool = [] }: Resource): INodeProperties[] {
	const selector: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options: operations
			.map(({ name, value, action, description, ...steps }): INodePropertyOptions => {
				if (!('request' in steps)) return { name, value, action, description };
				// every operation's routing: its hook as `pagination` (n8n's paginators have that seat), and
				// `wholeResponse` as `postReceive`, through which each response comes back whole (status and headers)
				const routing = { send: { paginate: true }, output: { postReceive: [wholeResponse] }, operations: { pagination: operationHook(steps) } };
				return { name, value, action, description, routing };
			})
			.sort((a, b) => a.name.localeCompare(b.name)),
		default: defaultOperation,
	};
	if (!notAsTool.length) return [selector];
	// the same selector twice: the node's, and its AI tool's (as n8n names the tool variant `…Tool`) with fewer options
	const offered = selector.options!.filter((option) => 'value' in option && !notAsTool.includes(option.value as string));
	const forTool: INodeProperties = offered.length
		? { ...selector, options: offered }
		: { displayName: notAToolNotice(defaultOperation), name: 'notAToolNotice', type: 'notice', default: '' };
	return [
		{ ...selector, displayOptions: { show: { resource: [resource], '@tool': [false] } } },
		{ ...forTool, displayOptions: { show: { resource: [resource], '@tool': [true] } } },
	];
}

/**
 * Groups of resources a shared definition can be shown for with one `show` rule
 * (`resource` any of, `operation` any of): a group never takes in a resource whose other
 * operations that rule would show it for too.
 */
function showGroups(uses: Map<string, Set<string>>, resources: Resource[]) {
	const groups: Array<{ resources: string[]; operations: Set<string> }> = [];
	for (const [resource, operations] of uses) {
		const joined = (g: (typeof groups)[number]) => ({ resources: [...g.resources, resource], operations: new Set([...g.operations, ...operations]) });
		const fits = (g: (typeof groups)[number]) =>
			g.resources.every((r) => resources.find((own) => own.value === r)!.operations.every((op) => !g.operations.has(op.value) || uses.get(r)!.has(op.value)));
		const group = groups.findIndex((g) => fits(joined(g)));
		if (group >= 0) groups[group] = joined(groups[group]);
		else groups.push({ resources: [resource], operations: new Set(operations) });
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

/**
 * The node's parameters: the Operation selector of each resource, then every parameter
 * definition once, in the order operations list them. A definition several operations
 * share (the same object) becomes one property whose `displayOptions` name all of them;
 * only where one rule would also show it for an operation that does not use it is it
 * split, by resource. RoutingNode visits every top-level property for every item, so
 * each definition less is work saved on every item.
 */
export function nodeProperties(resources: Resource[]): INodeProperties[] {
	const uses = new Map<INodeProperties, Map<string, Set<string>>>();
	for (const { value: resource, operations } of resources) {
		for (const { value, fields } of operations) {
			for (const field of fields) {
				if (!uses.has(field)) uses.set(field, new Map());
				const byResource = uses.get(field)!;
				byResource.set(resource, (byResource.get(resource) ?? new Set()).add(value));
			}
		}
	}
	const fields = panelOrder(resources.flatMap((r) => r.operations.map((o) => o.fields))).flatMap((field) =>
		showGroups(uses.get(field)!, resources).map(({ resources, operations }) => ({
			...field,
			displayOptions: { ...field.displayOptions, show: { ...field.displayOptions?.show, resource: resources, operation: operations } },
		})),
	);
	return [...resources.flatMap(operationSelectors), ...fields];
}
