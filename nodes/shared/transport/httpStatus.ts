import { NodeApiError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData, JsonObject } from 'n8n-workflow';

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
	if (response.statusCode < 400) return items;
	const answer = { status: response.statusCode, headers: response.headers, data: response.body };
	throw new NodeApiError(this.getNode(), { response: answer } as unknown as JsonObject, {
		httpCode: String(response.statusCode),
		message: `CometChat answered HTTP ${response.statusCode}`,
	});
}
