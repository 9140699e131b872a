/**
 * How CPU per item follows the number of top-level properties: this checkout's node with its
 * description cut to N properties (those the measured Send shows always kept), beside the
 * base build, in one run. RoutingNode visits every top-level property for every item (twice
 * on n8n 2.x), so the cost per item is close to a line in N; the fit says at how many
 * properties the CPU goal would be met, and `minimal` is the fewest this node can have with
 * the parameter names saved workflows store.
 */
import { NodeHelpers, type INodeParameters, type INodeProperties, type INodeTypeDescription } from 'n8n-workflow';

/** Keeps the `count` first of: the properties Send shows with these parameters, then the rest in order. */
export function cutDescription(description: INodeTypeDescription, parameters: INodeParameters, count: number): void {
	const all = description.properties;
	const node = { typeVersion: 1 } as never;
	const values = NodeHelpers.getNodeParameters(all, parameters, true, false, node, description) ?? {};
	const shown = all.filter((p) => NodeHelpers.displayParameter(values, p, node, description, values));
	const keep = new Set([...shown, ...all.filter((p) => !shown.includes(p))].slice(0, Math.max(count, shown.length)));
	description.properties = all.filter((p) => keep.has(p));
}

/** The fewest top-level properties with the same parameter names: one per name, one `operation` per resource. */
export function minimalPropertyCount(properties: INodeProperties[]): number {
	const names = new Set(properties.map((p) => p.name)).size;
	const operations = properties.filter((p) => p.name === 'operation').length;
	return names + Math.max(operations - 1, 0);
}

export interface FloorPoint {
	properties: number;
	cpuMsPerItem: number;
	/** What went wrong in its runs (an error, items missing): such a point stays out of the fit. */
	errors: string[];
}

export interface FloorSummary {
	baseCpuMsPerItem: number;
	points: FloorPoint[];
	full: number;
	minimal: number;
	/** CPU per item ≈ intercept + slope × properties (least squares over the points). */
	slope: number;
	intercept: number;
	/** Predicted ratio to the base at `minimal` properties. */
	ratioAtMinimal: number;
	/** The most properties at which the CPU goal would be met, by the fit. */
	propertiesForGoal: number;
}

export function summarizeFloor(baseCpuMsPerItem: number, points: FloorPoint[], full: number, minimal: number, goal: number): FloorSummary {
	const good = points.filter((p) => p.errors.length === 0);
	const n = good.length;
	const mx = good.reduce((s, p) => s + p.properties, 0) / n;
	const my = good.reduce((s, p) => s + p.cpuMsPerItem, 0) / n;
	const sxx = good.reduce((s, p) => s + (p.properties - mx) ** 2, 0);
	const sxy = good.reduce((s, p) => s + (p.properties - mx) * (p.cpuMsPerItem - my), 0);
	const slope = sxx === 0 ? 0 : sxy / sxx;
	const intercept = my - slope * mx;
	return {
		baseCpuMsPerItem,
		points,
		full,
		minimal,
		slope,
		intercept,
		ratioAtMinimal: (intercept + slope * minimal) / baseCpuMsPerItem,
		propertiesForGoal: slope > 0 ? Math.floor((goal * baseCpuMsPerItem - intercept) / slope) : Number.NaN,
	};
}
