import { NodeOperationError, type INodeProperties, type IDataObject, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { replyStream, replyToHeldRequest, SSE_HEADERS, type RunIds } from '../../shared/heldResponse';
import { isToolExecution, failedItem } from '../../shared/failedItem';
import { defineResource } from './parts';
import { refuseAsTool } from './toolRefusal';

/** Where this node belongs and how its text goes back (one notice per answering operation). */
const answerNotice: INodeProperties = {
	displayName:
		'This node answers the agent run of the CometChat Trigger (Listen For: Agent Runs) that started this execution; put it in the workflow (after an AI Agent, never as its tool). The text goes back as AG-UI events over text/event-stream, one whole stream when this node runs.',
	name: 'answerNotice',
	type: 'notice',
	default: '',
};

const answerRunFields: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '={{ $json.output }}',
		required: true,
		placeholder: "e.g. {{ $json.output }}",
		description: "The agent's answer, one assistant message per input item. By default the output field of n8n's AI Agent node.",
	},
	answerNotice,
];

export const ANSWER_RUN = 'answerRun';

const TRIGGER_TYPE = /\.cometChatTrigger$/;

/** The run this execution answers: threadId and runId of the item of the CometChat Trigger (source agent) before this node. */
function runIdsOf(ctx: IExecuteFunctions): RunIds {
	const trigger = ctx
		.getParentNodes(ctx.getNode().name, { includeNodeParameters: true })
		.find((node) => TRIGGER_TYPE.test(node.type) && (node.parameters as IDataObject | undefined)?.source === 'agent');
	const noRun = () =>
		new NodeOperationError(ctx.getNode(), 'No agent run to answer: this node answers a run started by a CometChat Trigger with Listen For set to Agent Runs (AG-UI), connected before it');
	if (!trigger) throw noRun();
	let json: IDataObject | undefined;
	try {
		const proxy = ctx.getWorkflowDataProxy(0) as unknown as { $: (name: string) => { first: () => { json: IDataObject } | undefined } };
		json = proxy.$(trigger.name).first()?.json;
	} catch {
		throw noRun();
	}
	const { threadId, runId } = json ?? {};
	if (typeof threadId !== 'string' || typeof runId !== 'string' || !threadId || !runId) throw noRun();
	return { threadId, runId };
}

/**
 * Sends the whole answer once through n8n's response to the request the trigger holds
 * (`this.sendResponse`, see shared/heldResponse.ts): RUN_STARTED, one text message per item, RUN_FINISHED. n8n gives a
 * node no way to write raw Server-Sent Events as they are made (its `sendChunk` wraps every
 * chunk in its own JSON line), so the stream is complete when it leaves.
 */
export async function answerRun(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// an AI Agent that runs its tools as nodes (Agent V3) reaches this; the run is the workflow's to answer
	if (isToolExecution(this)) return [await refuseAsTool(this, 0)];
	let itemIndex = 0;
	try {
		const texts: string[] = [];
		for (itemIndex = 0; itemIndex < items.length; itemIndex++) {
			const text = this.getNodeParameter('text', itemIndex, '') as unknown;
			const value = typeof text === 'string' ? text : text === undefined || text === null ? '' : JSON.stringify(text);
			if (value.trim() === '') {
				throw new NodeOperationError(this.getNode(), `Text (text) is empty: map the answer, e.g. {{ $json.output }} after the AI Agent [item ${itemIndex}]`, { itemIndex });
			}
			texts.push(value);
		}
		itemIndex = 0;
		const ids = runIdsOf(this);
		await replyToHeldRequest(this, { statusCode: 200, headers: { ...SSE_HEADERS }, body: replyStream(ids, texts) });
		return [items.map((item, index) => ({ json: { ...item.json, runAnswered: ids.runId }, pairedItem: { item: index } }))];
	} catch (caught) {
		return [await failedItem(this, caught, itemIndex)];
	}
}

// Answer Agent Run answers the run that started the workflow: n8n runs it itself
// (`customOperations`), as it answers CometChat's held request; no AI Agent tool (the tool's
// Agent resource shows why, and refuses when run: toolRefusal.ts)
export const agent = defineResource('agent', ANSWER_RUN, {
	[ANSWER_RUN]: {
		name: 'Answer Agent Run',
		action: 'Answer an agent run',
		description: "Answer the CometChat Custom Agent run that started the workflow with the workflow's text, as AG-UI events",
		fields: answerRunFields,
	},
});
