import type { IDataObject, INodeProperties, INodePropertyRouting } from 'n8n-workflow';
import type { PageWindow } from '../paging/pageWindow';
import type { CursorPaging } from '../paging/cursorList';
import type { ApiRequest, Envelope } from './apiRequest';
import type { DataKind } from './envelope';
import { operationHook, wholeResponse } from './operationHook';
import type { ItemParameters } from '../itemParameters';

/** The request an operation builds for one item; the seam puts it on what RoutingNode prepared. */
export type OperationRequest = Omit<ApiRequest, 'returns'> & {
	/** Only where one request of the operation expects other data than the operation declares. */
	returns?: DataKind;
};

/** How a Get Many reads its list: page by page (`page`/`perPage`) or through the envelope's cursor. */
export type Paging =
	| { by: 'page'; window: PageWindow }
	| ({ by: 'cursor'; window: PageWindow } & CursorPaging);

interface Listed {
	resource: string;
	/** The operation's value, fixed by the contract (saved workflows store it). */
	value: string;
	/** Its name in the Operation list. */
	name: string;
	/** What it does in CometChat, as n8n shows it in the actions panel and to AI agents. */
	action: string;
	description: string;
	/**
	 * Its parameters, in panel order. A definition shared by several operations is one
	 * object (see descriptions/parameters.ts); `nodeProperties` lists it once in the
	 * node, its `displayOptions` naming every operation that uses it.
	 */
	fields: INodeProperties[];
}

/**
 * One operation of the CometChat node, the one shape all of them have: its entry in the
 * Operation list, its parameters, and how it makes its request. Parameters carry no
 * routing: `request` reads them for the current item, checks them (a clear error naming
 * the parameter and the item, nothing sent) and returns the request. The one seam
 * (`operationHook`, run as the routing `pagination` hook) sends it with
 * `makeRoutingRequest` through `apiRequest` and turns CometChat's response into items:
 *
 * - `returns: 'object'`: CometChat's `data` is one object, and it is the item (or what
 *   `output` makes of the response, e.g. a delete's `{ deleted: true, … }`).
 * - `returns: 'list'`: a Get Many; `paging` says how it pages, every entry of `data` is an
 *   item, and `request` gives the first page's request (filters in `qs`).
 * - `returns: 'any'`: only where CometChat documents neither; no operation declares it,
 *   one request may (Send to several receivers, whose response CometChat leaves open).
 */
export type Operation = Listed & OperationSteps;

/** How an operation makes its request and its items: what the seam (`operationHook`) runs. */
export type OperationSteps =
	| {
			returns: 'object' | 'any';
			request(ctx: ItemParameters): OperationRequest;
			/** The item from the response; by default CometChat's `data` object. */
			output?(ctx: ItemParameters, response: Envelope): IDataObject;
	  }
	| {
			returns: 'list';
			request(ctx: ItemParameters): OperationRequest;
			paging(ctx: ItemParameters): Paging;
	  };

/** An operation n8n runs itself (`customOperations`, Send and Wait): listed, with parameters, no routing. */
export type CustomOperation = Listed;

/**
 * The routing block of every operation: the one seam as the `pagination` hook, which
 * sends the operation's requests with `makeRoutingRequest` on the request data RoutingNode
 * prepared, and `wholeResponse` as `postReceive`, through which each response comes back
 * whole (status and headers included).
 */
export function operationRouting(operation: OperationSteps): INodePropertyRouting {
	return { send: { paginate: true }, output: { postReceive: [wholeResponse] }, operations: { pagination: operationHook(operation) } };
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * A path template with every `{name}` replaced by its value, `encodeURIComponent`-encoded,
 * so an id such as `a/b c` stays one segment. A missing placeholder, or one that would
 * still name the current or parent directory, is a defect and throws.
 */
export function fillPath(template: string, values: Record<string, string>): string {
	return template.replace(PLACEHOLDER, (_, name: string) => {
		const value = values[name];
		if (typeof value !== 'string') throw new Error(`No value for {${name}} in ${template}`);
		const segment = encodeURIComponent(value);
		if (segment === '' || segment === '.' || segment === '..') {
			throw new Error(`{${name}} in ${template} would not be a path segment: "${value}"`);
		}
		return segment;
	});
}
