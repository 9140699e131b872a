import { pause } from '../../shared/transport/pause';
import { errorStream, isEventStream, SSE_HEADERS, type RunIds } from '../../shared/agUi/events';

/** What of Node's ServerResponse (Express's Response) the guard uses. */
export interface GuardedResponse {
	statusCode: number;
	headersSent: boolean;
	writableEnded: boolean;
	getHeader(name: string): unknown;
	setHeader(name: string, value: unknown): unknown;
	removeHeader(name: string): unknown;
	end(...args: unknown[]): unknown;
}

export const NOT_ANSWERED_MESSAGE =
	'The n8n workflow did not answer the run: it failed, or it ended without CometChat > Agent > Answer Agent Run';
export const TIMED_OUT_MESSAGE = (seconds: number) => `The n8n workflow did not answer the run within ${seconds} s`;

/**
 * Keeps CometChat's side of an AG-UI run well-formed whatever the workflow does. n8n holds
 * the request until a node answers (responseMode `responseNode`); Answer Agent Run answers
 * with a whole event stream. Anything else n8n would send on this response (n8n 1.x: an
 * empty 200 when the run ends without an answer, also after a failure; n8n 2.x: 500 "Error
 * in workflow", or an empty 200) is replaced by RUN_STARTED + RUN_ERROR. When nothing has
 * answered after `timeoutSeconds`, the guard answers RUN_ERROR itself; n8n's later writes to
 * the finished response are dropped (they would throw "headers already sent").
 */
export function guardAgentResponse(res: GuardedResponse, ids: RunIds, timeoutSeconds: number): void {
	const end = res.end.bind(res);
	const setHeader = res.setHeader.bind(res);
	const removeHeader = res.removeHeader.bind(res);
	let done = false;

	const answerError = (message: string, code: string) => {
		res.statusCode = 200;
		for (const name of ['content-length', 'etag', 'content-encoding']) removeHeader(name);
		for (const [name, value] of Object.entries(SSE_HEADERS)) setHeader(name, value);
		return end(errorStream(ids, message, code));
	};

	// n8n's sleep in short slices (pause): an answer stops the wait within a fifth of a second
	const answered = new AbortController();
	void pause(timeoutSeconds * 1000, answered.signal).then(() => {
		if (done || res.headersSent) return;
		done = true;
		answerError(TIMED_OUT_MESSAGE(timeoutSeconds), 'N8N_TIMEOUT');
	});

	res.setHeader = (name: string, value: unknown) => (done && res.headersSent ? res : setHeader(name, value));
	res.removeHeader = (name: string) => (done && res.headersSent ? res : removeHeader(name));
	res.end = (...args: unknown[]) => {
		if (done) return res;
		done = true;
		answered.abort();
		if (res.statusCode < 300 && isEventStream(res.getHeader('content-type'))) return end(...args);
		return answerError(NOT_ANSWERED_MESSAGE, 'N8N_NO_ANSWER');
	};
}
