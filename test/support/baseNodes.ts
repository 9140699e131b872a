/**
 * n8n's own nodes an example workflow uses besides the CometChat nodes, reduced to what a
 * run started from code needs (n8n-nodes-base is no dependency of this package; the
 * examples run in real n8n in the e2e):
 *
 * - Schedule Trigger: the run starts at it with one item, as a run the schedule fired;
 * - If (2.2): each item's conditions evaluated by n8n itself (the `filter` parameter read
 *   with `extractValue`, as n8n's If node reads it), the item sent to `true` or `false`;
 * - Sticky Note: never runs.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

const described = (description: Partial<INodeTypeDescription> & Pick<INodeTypeDescription, 'name' | 'displayName'>): INodeTypeDescription => ({
	group: ['transform'],
	version: 1,
	description: description.displayName,
	defaults: { name: description.displayName },
	inputs: ['main' as never],
	outputs: ['main' as never],
	properties: [],
	...description,
});

const scheduleTrigger: INodeType = {
	description: described({ displayName: 'Schedule Trigger', name: 'scheduleTrigger', group: ['trigger'], version: [1, 1.1, 1.2], inputs: [] }),
	async execute(this: IExecuteFunctions) {
		return [this.getInputData()];
	},
};

const ifNode: INodeType = {
	description: described({
		displayName: 'If',
		name: 'if',
		version: [2, 2.1, 2.2],
		outputs: ['main' as never, 'main' as never],
		properties: [
			{ displayName: 'Conditions', name: 'conditions', type: 'filter', default: {}, typeOptions: { filter: { caseSensitive: true, typeValidation: 'strict', version: 2 } } },
			{ displayName: 'Options', name: 'options', type: 'collection', default: {}, options: [] },
		],
	}),
	async execute(this: IExecuteFunctions) {
		const passed: INodeExecutionData[] = [];
		const failed: INodeExecutionData[] = [];
		this.getInputData().forEach((item, itemIndex) => {
			const pass = this.getNodeParameter('conditions', itemIndex, false, { extractValue: true }) as boolean;
			(pass ? passed : failed).push({ ...item, pairedItem: item.pairedItem ?? { item: itemIndex } });
		});
		return [passed, failed];
	},
};

const stickyNote: INodeType = {
	description: described({
		displayName: 'Sticky Note',
		name: 'stickyNote',
		inputs: [],
		outputs: [],
		properties: [
			{ displayName: 'Content', name: 'content', type: 'string', default: '' },
			{ displayName: 'Height', name: 'height', type: 'number', default: 160 },
			{ displayName: 'Width', name: 'width', type: 'number', default: 240 },
		],
	}),
};

export const baseNodes: Record<string, INodeType> = {
	'n8n-nodes-base.scheduleTrigger': scheduleTrigger,
	'n8n-nodes-base.if': ifNode,
	'n8n-nodes-base.stickyNote': stickyNote,
};

/** The node a run of a saved workflow starts at: its Manual Trigger, else its Schedule Trigger. */
export function startNodeOf<T extends { type: string }>(nodes: T[]): T | undefined {
	return nodes.find((node) => node.type === 'n8n-nodes-base.manualTrigger') ?? nodes.find((node) => node.type === 'n8n-nodes-base.scheduleTrigger');
}
