import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import {
	errorStream,
	type FallbackCause,
	type HeldReply,
	type HeldResponse,
	holdResponse,
	isEventStream,
	type RunIds,
	SSE_HEADERS,
} from '../../shared/heldResponse';
import { refusedByAuth, reject } from '../webhook/reply';
import { DEFAULT_ANSWER_TIMEOUT_S, DEFAULT_MAX_CONCURRENT_RUNS, MAX_ANSWER_TIMEOUT_S, MAX_CONCURRENT_RUNS } from './fields';
import { admitRun } from './runsInFlight';
import { parseRunInput, runItem } from './runInput';

const NO_REPLY_MESSAGE =
	'The n8n workflow did not answer the run: it failed, or it ended without CometChat > Agent > Answer Agent Run';
const TIMED_OUT_MESSAGE = (seconds: number) => `The n8n workflow did not answer the run within ${seconds} s`;
const BUSY_MESSAGE = (max: number) => `Too many runs at once: this agent already holds ${max} (Max Concurrent Runs); try again shortly`;
/** How soon a refused run may come again: runs usually take seconds. */
const BUSY_RETRY_AFTER_S = 5;

/** A positive number parameter, at most `max`; its default when it is none. */
function bounded(value: unknown, fallback: number, max: number): number {
	const number = Number(value);
	return Number.isFinite(number) && number > 0 ? Math.min(number, max) : fallback;
}

/** What CometChat gets instead of an answer: the run started and failed, as one event stream. */
const runErrorReply = (ids: RunIds, seconds: number) => (cause: FallbackCause): HeldReply => ({
	statusCode: 200,
	headers: { ...SSE_HEADERS },
	body: cause === 'timeout' ? errorStream(ids, TIMED_OUT_MESSAGE(seconds), 'N8N_TIMEOUT') : errorStream(ids, NO_REPLY_MESSAGE, 'N8N_NO_ANSWER'),
});

/** Holds a run's response: the first event stream goes out; anything else, or silence past `seconds`, becomes RUN_ERROR. */
export function holdRun(res: HeldResponse, ids: RunIds, seconds: number): void {
	holdResponse(res, {
		budgetMs: seconds * 1000,
		fallback: runErrorReply(ids, seconds),
		accepts: ({ statusCode, contentType, body }) => statusCode < 300 && isEventStream(contentType) && body.length > 0,
	});
}

/**
 * One AG-UI run: authenticate, parse the RunAgentInput, start one execution with the run as
 * an item, and hold CometChat's request (responseMode responseNode) until Answer Agent Run
 * answers with an event stream. Anything else n8n would finish the response with (after a
 * failure: n8n 1.x an empty 200, 2.x a 500) becomes RUN_STARTED + RUN_ERROR at once, and
 * so does silence past Answer Within (at most MAX_ANSWER_TIMEOUT_S). A run beyond Max
 * Concurrent Runs held at once is refused with 429 and starts nothing. n8n's own end-of-run
 * answer is left to reach the response (no `noWebhookResponse`) so that a failure is
 * answered at once on both versions.
 */
export async function receiveAgentRun(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const refused = await refusedByAuth(this);
	if (refused) return refused;

	const req = this.getRequestObject();
	const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
	const parsed = parseRunInput(req.body, size);
	if (!parsed.ok) return reject(this, parsed.status, parsed.message);
	const { input } = parsed;

	const seconds = bounded(this.getNodeParameter('answerTimeout', DEFAULT_ANSWER_TIMEOUT_S), DEFAULT_ANSWER_TIMEOUT_S, MAX_ANSWER_TIMEOUT_S);
	// a saved fraction under 1 would refuse every run: at least one
	const maxRuns = Math.max(1, Math.floor(bounded(this.getNodeParameter('maxConcurrentRuns', DEFAULT_MAX_CONCURRENT_RUNS), DEFAULT_MAX_CONCURRENT_RUNS, MAX_CONCURRENT_RUNS)));
	const res = this.getResponseObject();
	if (!admitRun(`${this.getWorkflow().id ?? ''}|${this.getNode().id}`, maxRuns, res)) {
		return reject(this, 429, BUSY_MESSAGE(maxRuns), { 'Retry-After': BUSY_RETRY_AFTER_S });
	}
	holdRun(res, { threadId: input.threadId, runId: input.runId }, seconds);
	return { workflowData: [[{ json: runItem(input) }]] };
}
