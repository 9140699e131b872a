import type { IDataObject, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';

/**
 * The item of a delete (or remove) operation: what was deleted, by its ids, and the
 * server's own message, e.g. `{ "deleted": true, "uid": "ana", "message": "…" }`.
 */
export function deletedItem(
	response: IN8nHttpFullResponse,
	what: IDataObject,
	flag: 'deleted' | 'removed' = 'deleted',
): INodeExecutionData[] {
	const data = (response.body as IDataObject | undefined)?.data as IDataObject | undefined;
	const message = typeof data?.message === 'string' ? { message: data.message } : {};
	return [{ json: { [flag]: true, ...what, ...message } }];
}
