import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { errorStream, isEventStream, SSE_HEADERS, type RunIds, holdResponse, type HeldResponse } from '../shared/heldResponse';
import { ANSWER_TIMEOUT_S, CONCURRENT_RUNS, MAX_ANSWER_TIMEOUT_S, MAX_CONCURRENT_RUNS } from './description';
import { asObject, nodeKey, reject } from './receive';

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
function runItem(body: unknown): (IDataObject & RunIds) | string {
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
function bounded(value: unknown, fallback: number, max: number) {
	const number = Number(value);
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
export function receiveAgentRun(ctx: IWebhookFunctions, body: unknown): IWebhookResponseData {
	const item = runItem(body);
	if (typeof item === 'string') return reject(ctx, 400, item);
	const seconds = bounded(ctx.getNodeParameter('answerTimeout', ANSWER_TIMEOUT_S), ANSWER_TIMEOUT_S, MAX_ANSWER_TIMEOUT_S);
	// a saved fraction under 1 would refuse every run: at least one
	const maxRuns = Math.max(1, Math.floor(bounded(ctx.getNodeParameter('maxConcurrentRuns', CONCURRENT_RUNS), CONCURRENT_RUNS, MAX_CONCURRENT_RUNS)));
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
