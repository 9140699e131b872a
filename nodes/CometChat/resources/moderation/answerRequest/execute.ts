import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { decisionReply, replyToHeldRequest } from '../../../../shared/heldResponse';
import { itemParameters } from '../../../../shared/validation/parameters';
import { failedItem, isToolExecution } from '../../../../shared/failedItem';
import { refuseAsTool } from '../../toolRefusal';
import { readDecision } from './decision';

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
			const decision = readDecision(itemParameters(this, itemIndex), (name, fallback) => this.getNodeParameter(name, itemIndex, fallback as never));
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
