import { NodeApiError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { envelopeProblem, type DataKind } from './envelope';

type PostReceive = (
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
) => Promise<INodeExecutionData[]>;

/**
 * The first postReceive of every operation, which is how an operation declares the
 * answer it expects:
 *
 *   output: { postReceive: [checkObjectAnswer, …] }   data is one object (get, create, update, delete, …)
 *   output: { postReceive: [checkListAnswer, …] }     data is a list of objects (every getAll page)
 *   output: { postReceive: [checkHttpStatus, …] }     either (where the API leaves it open, as for
 *                                                     a message sent to several receivers)
 *
 * Requests go out with `ignoreHttpStatusErrors`, so every answer arrives here whole
 * (status, headers, body) on every n8n version, instead of wrapped in an error that n8n
 * 1.x strips of its headers (and with them `Retry-After` and `Location`). An answer that is
 * not a success is raised again, carrying only that response, for the request loop
 * (`requestWithRetry`) to read: an error status, a redirect (never followed: see
 * `requestWithRetry`), or a 2xx that is not CometChat's envelope `{"data": …}` of the
 * expected kind (`unexpectedAnswer` says why; it is never retried).
 */
export function checkAnswer(kind: DataKind): PostReceive {
	const check: PostReceive = async function (this: IExecuteSingleFunctions, items, response) {
		const problem = response.statusCode >= 300 ? undefined : envelopeProblem(response.body, kind);
		if (response.statusCode < 300 && problem === undefined) return items;
		const answer = { status: response.statusCode, headers: response.headers, data: response.body };
		throw new NodeApiError(this.getNode(), { response: answer, unexpectedAnswer: problem } as unknown as JsonObject, {
			httpCode: String(response.statusCode),
			message: `CometChat answered HTTP ${response.statusCode}`,
		});
	};
	// named, so a structure test can tell that an operation checks its answers first
	return Object.defineProperty(check, 'name', { value: ANSWER_CHECKS[kind] });
}

/** The name of the answer check of each kind of data. */
export const ANSWER_CHECKS: Record<DataKind, string> = {
	object: 'checkObjectAnswer',
	list: 'checkListAnswer',
	any: 'checkHttpStatus',
};

export const checkObjectAnswer = checkAnswer('object');
export const checkListAnswer = checkAnswer('list');
/** Status and envelope, with data of either kind. */
export const checkHttpStatus = checkAnswer('any');
