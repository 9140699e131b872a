import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { decisionReply, holdResponse, isDecisionReply, type FallbackCause, type HeldReply } from '../shared/heldResponse';
import { TIME_BUDGET_LIMITS_MS, TIME_BUDGET_MS } from './description';
import { asObject, reject } from './receive';

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/**
 * The item a moderation request starts the workflow with, or why it is refused. CometChat's
 * Custom API request: `contextMessages` in conversation order, earlier messages as
 * `{ "<uid>": "<text>" }`, the message under review last, as `{ "<uid>": { …message } }`.
 * The key of the last one is not always its sender, so the sender is read from the message.
 */
function moderationItem(body: unknown): IDataObject | string {
	const request = asObject(body);
	if (!request || !Array.isArray(request.contextMessages)) return 'Not a CometChat moderation request: "contextMessages" must be an array';
	const all = request.contextMessages as unknown[];
	const entries = all.map(asObject).flatMap((entry) => (entry ? Object.entries(entry).slice(0, 1) : []));
	const reviewedAt = entries.map(([, value]) => asObject(value) !== undefined).lastIndexOf(true);
	if (reviewedAt < 0) return 'Not a CometChat moderation request: no message to review in "contextMessages"';
	const [key, message] = entries[reviewedAt] as [string, IDataObject];
	// the earlier messages CometChat sent for context, oldest first (up to 10)
	const contextMessages = entries
		.slice(0, reviewedAt)
		.filter(([, earlier]) => !asObject(earlier))
		.map(([sender, earlier]) => ({ sender, text: text(earlier) }));
	return {
		messageId: text(message.id),
		text: text(asObject(message.data)?.text),
		sender: text(message.sender ?? key),
		...Object.fromEntries(['receiver', 'receiverType', 'conversationId', 'category', 'type'].map((field) => [field, text(message[field])])),
		sentAt: typeof message.sentAt === 'number' ? message.sentAt : null,
		contextMessages,
		// ready for a prompt
		contextText: contextMessages.map((m) => `${m.sender}: ${m.text}`).join('\n'),
		message,
		// one copy of the message: a source that fires once per chat message would store it twice
		request: { ...request, contextMessages: all.filter((entry) => !asObject(entry) || Object.values(entry as IDataObject)[0] !== message) },
	};
}

/**
 * What CometChat gets when the workflow does not answer in time or fails: a decision that
 * allows or flags the message, or a 503, which CometChat counts as an engine failure and
 * handles with the dashboard's "On Custom API Error" setting.
 */
function moderationFallback(choice: string, budgetMs: number, cause: FallbackCause): HeldReply {
	const reason = cause === 'timeout' ? `No decision from the n8n workflow within ${budgetMs} ms` : 'The n8n workflow ended without a decision';
	if (choice === 'fail') return decisionReply({ message: reason }, 503);
	return decisionReply({ isMatchingCondition: choice === 'flag', confidence: Number(choice === 'flag'), reason });
}

/**
 * One Custom API moderation request: starts one execution with the message under review and
 * holds the request until Answer Moderation Request answers it, the run ends without an
 * answer, or the time budget passes (then the fallback answers).
 */
export function receiveModeration(ctx: IWebhookFunctions, body: unknown): IWebhookResponseData {
	const item = moderationItem(body);
	if (typeof item === 'string') return reject(ctx, 400, item);
	const ms = Number((ctx.getNodeParameter('moderationOptions', {}) as IDataObject).timeBudget ?? TIME_BUDGET_MS);
	const budgetMs = Number.isFinite(ms) ? Math.min(TIME_BUDGET_LIMITS_MS.max, Math.max(TIME_BUDGET_LIMITS_MS.min, Math.round(ms))) : TIME_BUDGET_MS;
	const choice = ctx.getNodeParameter('onTimeoutOrError', 'allow') as string;
	holdResponse(ctx.getResponseObject(), { budgetMs, fallback: (cause) => moderationFallback(choice, budgetMs, cause), accepts: isDecisionReply });
	// no noWebhookResponse: with it, n8n 2.x never ends a failed run's response, nor either version a stopped run's
	return { workflowData: [[{ json: item }]] };
}
