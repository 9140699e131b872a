/** The sources other than webhook events: moderation requests, bot callbacks and agent runs. */
import type { IDataObject, IWebhookFunctions } from 'n8n-workflow';
import { decisionReply, errorStream, holdResponse, isDecisionReply, isEventStream, SSE_HEADERS, type HeldResponse, type RunIds } from '../shared/heldResponse';
import { ANSWER_TIMEOUT_S, CONCURRENT_RUNS, MAX_ANSWER_TIMEOUT_S, MAX_CONCURRENT_RUNS, TIME_BUDGET_LIMITS_MS, TIME_BUDGET_MS } from './description';
import { asId, asObject, firstDelivery, ignored, nodeKey, reject } from './receive';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The item a moderation request starts the workflow with, or why it is refused. CometChat's
 * Custom API request: `contextMessages` in conversation order, earlier messages as
 * `{ "<uid>": "<text>" }`, the message under review last, as `{ "<uid>": { …message } }`.
 * The key of the last one is not always its sender, so the sender is read from the message.
 */
function moderationItem(body: unknown) {
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
 * One Custom API moderation request: starts one execution with the message under review and
 * holds the request until Answer Moderation Request answers it, the run ends without an
 * answer, or the time budget passes. Then CometChat gets a decision that allows or flags the
 * message, or a 503, which CometChat counts as an engine failure and handles with the
 * dashboard's "On Custom API Error" setting.
 */
export function receiveModeration(ctx: IWebhookFunctions, body: unknown) {
	const item = moderationItem(body);
	if (typeof item === 'string') return reject(ctx, 400, item);
	const ms = Number((ctx.getNodeParameter('moderationOptions', {}) as IDataObject).timeBudget ?? TIME_BUDGET_MS);
	const budgetMs = Number.isFinite(ms) ? Math.min(TIME_BUDGET_LIMITS_MS.max, Math.max(TIME_BUDGET_LIMITS_MS.min, Math.round(ms))) : TIME_BUDGET_MS;
	const choice = ctx.getNodeParameter('onTimeoutOrError', 'allow') as string;
	holdResponse(ctx.getResponseObject(), {
		budgetMs,
		fallback: (cause) => {
			const reason = cause === 'timeout' ? `No decision from the n8n workflow within ${budgetMs} ms` : 'The n8n workflow ended without a decision';
			if (choice === 'fail') return decisionReply({ message: reason }, 503);
			return decisionReply({ isMatchingCondition: choice === 'flag', confidence: Number(choice === 'flag'), reason });
		},
		accepts: isDecisionReply,
	});
	// no noWebhookResponse: with it, n8n 2.x never ends a failed run's response, nor either version a stopped run's
	return { workflowData: [[{ json: item }]] };
}

/** A user as CometChat writes it: a uid, or an object with one (SDK shape). */
const uidOf = (value: unknown) => asId(value) ?? asId(asObject(value)?.uid) ?? asId(asObject(value)?.guid);

/**
 * One bot callback: drop the bot's own messages (its replies would start the workflow again)
 * and redeliveries, then start one execution with the message. CometChat gets 200 at once;
 * the workflow replies with Message > Send as Bot. CometChat documents the legacy shape, the
 * message in `data` (`{trigger: "after_message", data: <message>, bot, appId, …}`); the
 * current pages leave the payload undocumented, so `data.message` and `message` are read too.
 * The item: the text, who sent it, where to reply (`replyTo` and `replyToType`, the sender
 * for a one-to-one message, the group for a group message), the message id for a reply in
 * its thread, and the whole message.
 */
export function receiveBotCallback(ctx: IWebhookFunctions, body: unknown) {
	const callback = asObject(body);
	if (!callback) return reject(ctx, 400, 'Body must be a JSON object');
	const candidates = [callback.data, asObject(callback.data)?.message, callback.message].map(asObject);
	const message = candidates.find((value) => value?.receiver !== undefined && (value.id !== undefined || value.sender !== undefined));
	if (!message) return reject(ctx, 400, 'Not a CometChat bot callback: no message with a sender and a receiver');
	const botUid = String(ctx.getNodeParameter('botUid', '')).trim();
	const bot = asId(callback.bot);
	const sender = uidOf(message.sender);
	if (sender && (sender.toLowerCase() === botUid.toLowerCase() || sender === bot)) return ignored("Callback ignored: the bot's own message");
	const messageId = asId(message.id) ?? '';
	if (messageId && !firstDelivery(ctx, `bot|${botUid}|m:${messageId}`)) return ignored('Duplicate delivery ignored');
	const data = asObject(message.data);
	const senderName = (asObject(asObject(asObject(data?.entities)?.sender)?.entity) ?? asObject(message.sender))?.name;
	const receiver = uidOf(message.receiver);
	const type = message.receiverType === 'group' ? 'group' : 'user';
	const parentId = asId(message.parentId);
	const { conversationId, sentAt } = message;
	const item = {
		text: typeof data?.text === 'string' ? data.text : '',
		messageId,
		sender,
		...(typeof senderName === 'string' ? { senderName } : {}),
		receiver,
		receiverType: type,
		...(type === 'group' ? { group: receiver } : {}),
		replyTo: type === 'group' ? receiver : sender,
		replyToType: type,
		...(parentId ? { parentMessageId: parentId } : {}),
		type: message.type,
		category: message.category,
		...(conversationId !== undefined ? { conversationId } : {}),
		...(sentAt !== undefined ? { sentAt } : {}),
		bot: bot ?? botUid,
		message,
	};
	return { workflowData: [[{ json: item }]] };
}

/** How soon a run refused for Max Concurrent Runs may come again: runs usually take seconds. */
const BUSY_RETRY_AFTER_S = 5;

/** A message's text: AG-UI content is a string, or a list of parts of which the text parts count. */
function textOf(content: unknown) {
	if (typeof content === 'string') return content;
	if (!Array.isArray(content)) return '';
	return content.map(asObject).flatMap((part) => (part?.type === 'text' && typeof part.text === 'string' ? [part.text] : [])).join('\n');
}

/**
 * The item an AI Agent maps, from AG-UI's RunAgentInput as CometChat POSTs it (threadId,
 * runId, messages, tools, context, state, forwardedProps), or why it is refused: `chatInput`
 * and `text`, the last user message (n8n's AI Agent reads `chatInput` by default);
 * `sessionId`, the thread (n8n's chat memories key on it); `history`, the conversation
 * before it as role and text; `tools` and `context` as CometChat offers them; `messages`,
 * everything as sent.
 */
function runItem(body: unknown) {
	const input = asObject(body);
	if (!input) return 'Body must be a JSON object';
	for (const field of ['threadId', 'runId']) {
		if (typeof input[field] !== 'string' || input[field] === '') return `Not an AG-UI run: "${field}" is missing`;
	}
	if (!Array.isArray(input.messages) || !input.messages.every((m) => asObject(m) !== undefined)) return 'Not an AG-UI run: "messages" must be a list of messages';
	const messages = input.messages as IDataObject[];
	const last = messages.map((m) => m.role).lastIndexOf('user');
	const text = last >= 0 ? textOf(messages[last].content) : '';
	const history = messages
		.slice(0, last >= 0 ? last : messages.length)
		.filter((m) => ['user', 'assistant', 'system', 'developer'].includes(m.role as string))
		.map((m) => ({ role: m.role, text: textOf(m.content) }));
	const { threadId, runId, tools, context, state, forwardedProps } = input as IDataObject & RunIds;
	return {
		chatInput: text,
		text,
		sessionId: threadId,
		threadId,
		runId,
		history,
		tools: Array.isArray(tools) ? tools : [],
		context: Array.isArray(context) ? context : [],
		...(state !== undefined ? { state } : {}),
		...(forwardedProps !== undefined ? { forwardedProps } : {}),
		messages,
	};
}

/** Holds a run's response: the first event stream goes out; anything else, or silence past `seconds`, becomes RUN_STARTED + RUN_ERROR. */
export function holdRun(res: HeldResponse, ids: RunIds, seconds: number) {
	holdResponse(res, {
		budgetMs: seconds * 1000,
		fallback: (cause) => ({
			statusCode: 200,
			headers: { ...SSE_HEADERS },
			body:
				cause === 'timeout'
					? errorStream(ids, `The n8n workflow did not answer the run within ${seconds} s`, 'N8N_TIMEOUT')
					: errorStream(ids, 'The n8n workflow did not answer the run: it failed, or it ended without CometChat > Agent > Answer Agent Run', 'N8N_NO_ANSWER'),
		}),
		accepts: ({ statusCode, contentType, body }) => statusCode < 300 && isEventStream(contentType) && body.length > 0,
	});
}

/** A positive number parameter, at most `max`; its default when it is none. */
function bounded(ctx: IWebhookFunctions, name: string, fallback: number, max: number) {
	const number = Number(ctx.getNodeParameter(name, fallback));
	return Number.isFinite(number) && number > 0 ? Math.min(number, max) : fallback;
}

/** The runs each trigger node holds open now: in this process, as the sockets are. */
const runsHeld = new Map<string, number>();

/**
 * One AG-UI run: start one execution with the run as an item, and hold CometChat's request
 * (responseMode responseNode) until Answer Agent Run answers with an event stream. Anything
 * else n8n would finish the response with (after a failure: n8n 1.x an empty 200, 2.x a 500)
 * becomes RUN_STARTED + RUN_ERROR at once, and so does silence past Answer Within. A run
 * beyond Max Concurrent Runs held at once (counted until its response closes: answered,
 * timed out, or the caller left) is refused with 429 and starts nothing. n8n's own end-of-run
 * answer is left to reach the response (no `noWebhookResponse`) so that a failure is
 * answered at once on both versions.
 */
export function receiveAgentRun(ctx: IWebhookFunctions, body: unknown) {
	const item = runItem(body);
	if (typeof item === 'string') return reject(ctx, 400, item);
	const seconds = bounded(ctx, 'answerTimeout', ANSWER_TIMEOUT_S, MAX_ANSWER_TIMEOUT_S);
	// a saved fraction under 1 would refuse every run: at least one
	const maxRuns = Math.max(1, Math.floor(bounded(ctx, 'maxConcurrentRuns', CONCURRENT_RUNS, MAX_CONCURRENT_RUNS)));
	const key = nodeKey(ctx);
	const held = runsHeld.get(key) ?? 0;
	if (held >= maxRuns) {
		return reject(ctx, 429, `Too many runs at once: this agent already holds ${maxRuns} (Max Concurrent Runs); try again shortly`, { 'Retry-After': BUSY_RETRY_AFTER_S });
	}
	runsHeld.set(key, held + 1);
	const res = ctx.getResponseObject();
	res.once('close', () => {
		const left = (runsHeld.get(key) ?? 1) - 1;
		if (left > 0) runsHeld.set(key, left);
		else runsHeld.delete(key);
	});
	holdRun(res, item, seconds);
	return { workflowData: [[{ json: item }]] };
}
