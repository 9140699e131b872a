import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { refusedByAuth, reject } from '../webhook/answer';
import { DEFAULT_ANSWER_TIMEOUT_S } from './fields';
import { guardAgentResponse, type GuardedResponse } from './responseGuard';
import { parseRunInput, runItem } from './runInput';

/**
 * One AG-UI run: authenticate, parse the RunAgentInput, start one execution with the run as
 * an item, and hold CometChat's request until Answer Agent Run answers (or the guard does).
 */
export async function receiveAgentRun(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const refused = await refusedByAuth(this);
	if (refused) return refused;

	const req = this.getRequestObject();
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	const parsed = parseRunInput(req.body, size);
	if (!parsed.ok) return reject(this, parsed.status, parsed.message);
	const { input } = parsed;

	const timeout = Number(this.getNodeParameter('answerTimeout', DEFAULT_ANSWER_TIMEOUT_S));
	const seconds = Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_ANSWER_TIMEOUT_S;
	guardAgentResponse(this.getResponseObject() as unknown as GuardedResponse, { threadId: input.threadId, runId: input.runId }, seconds);
	return { workflowData: [[{ json: runItem(input) }]] };
}
