import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { Envelope } from '../../shared/transport/request';
import { fillPath, type CustomOperation, type Operation, type OperationRequest } from '../../shared/operation';
import type { Paging } from '../../shared/paging';
import type { ItemParameters } from '../../shared/validation/parameters';
import type { Resource } from '../descriptions/operations';
import { outcomeItem } from './outcomeItem';

/**
 * An operation as its resource lists it (`defineResource`): its value is its key; its
 * resource, its name (from the value, unless given) and what it returns (a list where it
 * pages) come from there. One without `request` is run by n8n itself (`customOperations`).
 */
export type Spec = Pick<CustomOperation, 'action' | 'description' | 'fields'> & {
	name?: string;
	request?: Operation['request'];
	output?(ctx: ItemParameters, response: Envelope): IDataObject;
	paging?(ctx: ItemParameters): Paging;
};

/** `getAll` is "Get Many"; any other value its words: `markAsRead` is "Mark as Read". */
const nameOf = (value: string) => (value === 'getAll' ? 'Get Many' : (value[0].toUpperCase() + value.slice(1)).replace(/[A-Z]/g, ' $&').trim().replace(' As ', ' as '));

/**
 * A resource with its operations in panel order; those n8n runs itself are none an AI
 * Agent's tool can run (`notAsTool`).
 */
export function defineResource(value: string, label: string, defaultOperation: string, specs: Record<string, Spec>): Resource {
	const operations = Object.entries(specs).map(
		([operation, spec]) => ({ resource: value, value: operation, name: nameOf(operation), ...spec, ...(spec.request ? { returns: spec.paging ? 'list' : 'object' } : {}) }) as Operation,
	);
	const notAsTool = Object.keys(specs).filter((operation) => !specs[operation].request);
	return { value, label, defaultOperation, operations, ...(notAsTool.length ? { notAsTool } : {}) };
}

/** An operation's action and description, as the Operation list shows them. */
type Texts = [action: string, description: string];

/**
 * Get and Delete of one thing by its ids: `GET` and `DELETE` on `path`, each `{name}` filled
 * in from `ids` (read and checked for the item); Delete's item is `{ deleted: true, …ids }`.
 */
export function getAndDelete(
	fields: INodeProperties[],
	path: string,
	ids: (ctx: ItemParameters) => Record<string, string>,
	[getAction, getDescription]: Texts,
	[deleteAction, deleteDescription]: Texts,
	deleteRequest: Pick<OperationRequest, 'bareAnswer'> = {},
): [Spec, Spec] {
	return [
		{ action: getAction, description: getDescription, fields, request: (ctx) => ({ method: 'GET', path: fillPath(path, ids(ctx)) }) },
		{
			action: deleteAction,
			description: deleteDescription,
			fields,
			request: (ctx) => ({ method: 'DELETE', path: fillPath(path, ids(ctx)), ...deleteRequest }),
			output: (ctx, response) => outcomeItem('deleted', ids(ctx), response),
		},
	];
}
