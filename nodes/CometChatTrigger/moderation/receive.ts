import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { holdResponse, isDecisionReply } from '../../shared/heldResponse';
import { moderationFallback, type OnTimeoutOrError } from './fallback';
import { DEFAULT_TIME_BUDGET_MS, MAX_TIME_BUDGET_MS, MIN_TIME_BUDGET_MS } from './description';
import { parseModerationRequest } from './parse';

const clampBudget = (value: unknown) => {
	const ms = Number(value ?? DEFAULT_TIME_BUDGET_MS);
	return Number.isFinite(ms) ? Math.min(MAX_TIME_BUDGET_MS, Math.max(MIN_TIME_BUDGET_MS, Math.round(ms))) : DEFAULT_TIME_BUDGET_MS;
};

/**
 * One Custom API moderation request (already authenticated): starts one execution with the
 * message under review and holds the request until Answer Moderation Request answers it, the
 * run ends without an answer, or the time budget passes (then the fallback answers).
 */
export function receiveModeration(ctx: IWebhookFunctions, refuse: (status: number, message: string) => IWebhookResponseData): IWebhookResponseData {
	const req = ctx.getRequestObject();
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	const parsed = parseModerationRequest(req.body, size);
	if (!parsed.ok) return refuse(parsed.status, parsed.message);

	const choice = ctx.getNodeParameter('onTimeoutOrError', 'allow') as OnTimeoutOrError;
	const options = ctx.getNodeParameter('moderationOptions', {}) as IDataObject;
	const budgetMs = clampBudget(options.timeBudget);
	holdResponse(ctx.getResponseObject(), { budgetMs, fallback: moderationFallback(choice, budgetMs), accepts: isDecisionReply });
	return { workflowData: [[{ json: parsed.item }]], noWebhookResponse: true };
}
