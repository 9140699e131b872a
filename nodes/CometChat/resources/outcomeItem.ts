import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { Envelope } from '../../shared/transport/request';
import { fillPath, type Operation, type OperationRequest } from '../../shared/operation';
import type { ItemParameters } from '../../shared/validation/parameters';

/** What an operation did, where its item is that instead of CometChat's data. */
export type Outcome = 'deleted' | 'removed' | 'banned' | 'unbanned' | 'reset' | 'reviewed' | 'flagged';

/**
 * The item of an operation whose answer is only a success message (delete, remove, ban,
 * reset, review, flag): what it did, to which ids, and the server's own message where
 * there is one, e.g. `{ "deleted": true, "uid": "ana", "message": "…" }`.
 */
export function outcomeItem(outcome: Outcome, what: IDataObject, response?: Envelope): IDataObject {
	const message = (response?.data as IDataObject | undefined)?.message;
	return { [outcome]: true, ...what, ...(typeof message === 'string' ? { message } : {}) };
}

/** An operation's value and its texts in the Operation list, where one function makes several operations. */
export type OperationTexts = Pick<Operation, 'value' | 'name' | 'action' | 'description'>;

/** An operation's action and description, as the Operation list shows them. */
type Texts = [action: string, description: string];

/**
 * Get and Delete of one thing by its ids: `GET` and `DELETE` on `path`, each `{name}` filled
 * in from `ids` (read and checked for the item); Delete's item is `{ deleted: true, …ids }`.
 */
export function getAndDelete(
	resource: string,
	fields: INodeProperties[],
	path: string,
	ids: (ctx: ItemParameters) => Record<string, string>,
	[getAction, getDescription]: Texts,
	[deleteAction, deleteDescription]: Texts,
	deleteRequest: Pick<OperationRequest, 'bareAnswer'> = {},
): [Operation, Operation] {
	return [
		{ resource, value: 'get', name: 'Get', action: getAction, description: getDescription, fields, returns: 'object', request: (ctx) => ({ method: 'GET', path: fillPath(path, ids(ctx)) }) },
		{
			resource,
			value: 'delete',
			name: 'Delete',
			action: deleteAction,
			description: deleteDescription,
			fields,
			returns: 'object',
			request: (ctx) => ({ method: 'DELETE', path: fillPath(path, ids(ctx)), ...deleteRequest }),
			output: (ctx, response) => outcomeItem('deleted', ids(ctx), response),
		},
	];
}
