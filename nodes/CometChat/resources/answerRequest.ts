import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { replyToHeldRequest, decisionReply, type ModerationDecision } from '../../shared/heldResponse';
import { itemParameters, type ItemParameters, parameterError, type Spec } from './parts';
import { isToolExecution, failedItem } from '../../shared/failedItem';
import { refuseAsTool } from './toolRefusal';

/** The item's decision, checked: Is Violation a boolean, Confidence a number from 0 to 1, Reason a text. */
function readDecision(context: ItemParameters): ModerationDecision {
	const read = (name: string, fallback: unknown) => context.getNodeParameter(name, fallback);
	const violation = read('isViolation', false);
	if (typeof violation !== 'boolean' && violation !== 'true' && violation !== 'false') {
		throw parameterError(context, 'Is Violation', 'isViolation', 'must be true or false');
	}
	const raw = read('confidence', 1);
	const confidence = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
	if (!Number.isFinite(confidence) || confidence < 0 || confidence > 1) {
		throw parameterError(context, 'Confidence', 'confidence', `must be a number from 0 to 1, not ${JSON.stringify(raw)}`, 'CometChat compares it with the rule\'s threshold: 0.8 means 80%.');
	}
	const reason = read('reason', '');
	if (reason !== undefined && reason !== null && typeof reason === 'object') {
		throw parameterError(context, 'Reason', 'reason', 'must be a text');
	}
	return { isMatchingCondition: violation === true || violation === 'true', confidence, reason: reason === undefined || reason === null ? '' : String(reason) };
}

/**
 * Moderation > Answer Moderation Request: answers the request the CometChat Trigger holds
 * with the first item's decision (one request per execution; n8n sends the first answer
 * and ignores later ones). Every item is checked; items go out as they came in.
 */
export async function answerRequest(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// an AI Agent that runs its tools as nodes (Agent V3) reaches this; the held request is the workflow's to answer
	if (isToolExecution(this)) return [await refuseAsTool(this, 0)];
	const out: INodeExecutionData[] = [];
	let replied = false;
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const decision = readDecision(itemParameters(this, itemIndex));
			if (!replied) {
				await replyToHeldRequest(this, decisionReply(decision));
				replied = true;
			}
			out.push({ json: items[itemIndex].json, pairedItem: { item: itemIndex } });
		} catch (caught) {
			out.push(...(await failedItem(this, caught, itemIndex)));
		}
	}
	return [out];
}

/** Where this node belongs and how long CometChat waits for it (one notice per answering operation). */
const answerNotice: INodeProperties = {
	displayName:
		"This node answers the moderation request of the CometChat Trigger (Listen For: Moderation Requests) that started this execution; put it in the workflow (after an AI Agent, never as its tool). CometChat waits at most 2 seconds, and the trigger's On Timeout or Error answer goes out if this node comes too late or is not reached.",
	name: 'answerNotice',
	type: 'notice',
	default: '',
};

const answerRequestFields: INodeProperties[] = [
	answerNotice,
	{
		displayName: 'Is Violation',
		name: 'isViolation',
		type: 'boolean',
		default: false,
		description: "Whether the message breaks the rule (CometChat's isMatchingCondition). When it does and Confidence is above the rule's threshold, the rule's actions apply.",
	},
	{
		displayName: 'Confidence',
		name: 'confidence',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
		default: 1,
		description: "How sure the decision is, from 0 to 1. CometChat compares it with the rule's threshold (e.g. 0.95 against \"greater than 80%\").",
	},
	{
		displayName: 'Reason',
		name: 'reason',
		type: 'string',
		default: '',
		placeholder: 'e.g. insult',
		description: 'Why; CometChat keeps it with the decision. May be empty.',
	},
];

/** The operation value saved in workflows. */
export const ANSWER_REQUEST = 'answerRequest';

/** Moderation > Answer Moderation Request: n8n runs it itself (`customOperations`): `answerRequest` below. */
export const moderationAnswerRequest: Spec = {
	name: 'Answer Moderation Request',
	action: 'Answer a moderation request',
	description: "Answer CometChat's Custom API moderation request that started this workflow with the workflow's decision",
	fields: answerRequestFields,
};
