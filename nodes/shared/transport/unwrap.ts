import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';

/**
 * postReceive for operations that answer one object: the item is the response's `data`
 * object. Anything else (no object in `data`) is passed on as `{ data }`, one item still.
 */
export async function unwrapData(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const data = (response.body as IDataObject | undefined)?.data;
	const json = data && typeof data === 'object' && !Array.isArray(data) ? (data as IDataObject) : { data: data as IDataObject[] };
	return [{ json }];
}
