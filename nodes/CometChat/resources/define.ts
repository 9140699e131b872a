import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { Envelope } from '../../shared/transport/request';
import { fillPath, type CustomOperation, type Operation, type OperationRequest } from '../../shared/operation';
import type { Paging } from '../../shared/paging';
import type { ItemParameters } from '../../shared/validation/parameters';
import type { Resource } from '../descriptions/operations';
import { outcomeItem } from './outcomeItem';

/**
 * An operation as its resource lists it (`defineResource`): its value is its key; its
 * resource, its name and action (from the value and the resource's noun, unless given) and
 * what it returns (a list where it pages) come from there. One without `request` is run
 * by n8n itself (`customOperations`).
 */
export type Spec = Pick<CustomOperation, 'description' | 'fields'> & {
	name?: string;
	action?: string;
	request?: Operation['request'];
	output?(ctx: ItemParameters, response: Envelope): IDataObject;
	paging?(ctx: ItemParameters): Paging;
};

/** `getAll` is "Get Many"; any other value its words: `markAsRead` is "Mark as Read". */
const nameOf = (value: string) => (value === 'getAll' ? 'Get Many' : (value[0].toUpperCase() + value.slice(1)).replace(/[A-Z]/g, ' $&').trim().replace(' As ', ' as '));

/**
 * A resource with its operations in panel order, named in the Resource list by its value's
 * words; an operation's action by default "Get many users", "Create a user", "Get an auth
 * token" for the noun `user`, `auth token` (by default the resource's name); an operation
 * of more than one word ("Mark as Read") gives its own. Those n8n runs itself are none an AI
 * Agent's tool can run (`notAsTool`).
 */
export function defineResource(value: string, defaultOperation: string, specs: Record<string, Spec>, noun = nameOf(value).toLowerCase()): Resource {
	const operations = Object.entries(specs).map(([operation, spec]) => {
		const name = spec.name ?? nameOf(operation);
		if (!spec.action && operation !== 'getAll' && name.includes(' ')) throw new Error(`${value} › ${name}: give its action ("${name} …" reads badly)`);
		// "an agent", "an auth token", "a user"
		const action = operation === 'getAll' ? `Get many ${noun}s` : `${name} ${/^[aeio]/.test(noun) ? 'an' : 'a'} ${noun}`;
		return { resource: value, value: operation, name, action, ...spec, ...(spec.request ? { returns: spec.paging ? 'list' : 'object' } : {}) } as Operation;
	});
	const notAsTool = Object.keys(specs).filter((operation) => !specs[operation].request);
	return { value, label: nameOf(value), defaultOperation, operations, ...(notAsTool.length ? { notAsTool } : {}) };
}

/**
 * Get and Delete of one thing by its ids: `GET` and `DELETE` on `path`, each `{name}` filled
 * in from `ids` (read and checked for the item); Delete's item is `{ deleted: true, …ids }`.
 */
export function getAndDelete(
	fields: INodeProperties[],
	path: string,
	ids: (ctx: ItemParameters) => Record<string, string>,
	getDescription: string,
	deleteDescription: string,
	deleteRequest: Pick<OperationRequest, 'bareAnswer'> = {},
): [Spec, Spec] {
	return [
		{ description: getDescription, fields, request: (ctx) => ({ method: 'GET', path: fillPath(path, ids(ctx)) }) },
		{
			description: deleteDescription,
			fields,
			request: (ctx) => ({ method: 'DELETE', path: fillPath(path, ids(ctx)), ...deleteRequest }),
			output: (ctx, response) => outcomeItem('deleted', ids(ctx), response),
		},
	];
}
