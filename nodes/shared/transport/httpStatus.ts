import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData, JsonObject } from 'n8n-workflow';

/**
 * The headers of the latest answer, per item context: the request loop reads the rate
 * headers of successful answers here (n8n hands them only to postReceive). Keyed by the
 * context n8n passes to postReceive, which is the prototype of the pagination context.
 */
const answerHeaders = new WeakMap<object, IDataObject>();

export function takeAnswerHeaders(context: object): IDataObject | undefined {
	for (let at: object | null = context; at; at = Object.getPrototypeOf(at) as object | null) {
		const headers = answerHeaders.get(at);
		if (headers) {
			answerHeaders.delete(at);
			return headers;
		}
	}
	return undefined;
}

/**
 * First postReceive of every operation. Requests go out with `ignoreHttpStatusErrors`,
 * so an error status arrives here as a whole response (status, headers, body) on every
 * n8n version, instead of wrapped in an error that n8n 1.x strips of its headers (and
 * with them `Retry-After`). It is raised again, carrying only that response, for the
 * request loop to read.
 */
export async function checkHttpStatus(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	answerHeaders.set(this, response.headers);
	if (response.statusCode < 400) return items;
	const answer = { status: response.statusCode, headers: response.headers, data: response.body };
	throw new NodeApiError(this.getNode(), { response: answer } as unknown as JsonObject, {
		httpCode: String(response.statusCode),
		message: `CometChat answered HTTP ${response.statusCode}`,
	});
}
