import type { DeclarativeRestApiSettings, IDataObject, IExecutePaginationFunctions, IHttpRequestOptions, IN8nHttpFullResponse, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { failedItem } from './failedItem';
import { readList, type Paging } from './paging';
import { DEFAULT_TIMEOUT_MS } from './requestOptions';
import { allItemsChecked, refuseRun, runOf } from './runCheckpoint';
import { apiRequest, cancelSignalOf, COMETCHAT_API, type ApiRequest, type Channel, type DataKind, type Envelope } from './transport/request';
import { waited } from './transport/retry';
import { isPlainObject, type ItemParameters } from './validation/parameters';

/** The request an operation builds for one item; the seam puts it on what RoutingNode prepared. */
export type OperationRequest = Omit<ApiRequest, 'returns'> & {
	/** Only where one request of the operation expects other data than the operation declares. */
	returns?: DataKind;
	/**
	 * Where the item carries files too (Download Attachments): the item made of the response,
	 * with what the request read of the item's parameters; `reread` sends the request again.
	 */
	withBinary?(ctx: IExecutePaginationFunctions, json: IDataObject, reread: () => Promise<IDataObject>): Promise<INodeExecutionData>;
};

/** An operation n8n runs itself (`customOperations`, Send and Wait) is only this: listed, with parameters, no routing. */
export interface CustomOperation {
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
export type Operation = CustomOperation & OperationSteps;

/** How an operation makes its request and its items: what the seam (`operationHook`) runs. */
export type OperationSteps = { request(ctx: ItemParameters): OperationRequest } & (
	| {
			returns: 'object' | 'any';
			/** The item from the response; by default CometChat's `data` object. */
			output?(ctx: ItemParameters, response: Envelope): IDataObject;
	  }
	| { returns: 'list'; paging(ctx: ItemParameters): Paging }
);

/**
 * A path template with every `{name}` replaced by its value, `encodeURIComponent`-encoded,
 * so an id such as `a/b c` stays one segment. A missing placeholder, or one that would
 * still name the current or parent directory, is a defect and throws.
 */
export function fillPath(template: string, values: Record<string, string>) {
	return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
		const value = values[name];
		if (typeof value !== 'string') throw new Error(`No value for {${name}} in ${template}`);
		const segment = encodeURIComponent(value);
		if (['', '.', '..'].includes(segment)) throw new Error(`{${name}} in ${template} would not be a path segment: "${value}"`);
		return segment;
	});
}

/**
 * The whole response as the one item `makeRoutingRequest` gives back (the operation's
 * `postReceive`): status, headers and body, which the hook needs for the rate gate, the
 * retries, the envelope check and CometChat's errors.
 */
export const wholeResponse = async (_items: INodeExecutionData[], response: IN8nHttpFullResponse) => [{ json: response as unknown as IDataObject }];

/**
 * The one seam between n8n's declarative engine and CometChat, the routing `pagination`
 * hook of every operation (see `operationSelectors` in descriptions/operations.ts), as n8n's own paginators are: it asks
 * the operation for its request, puts it on the `requestData` RoutingNode prepared (n8n's
 * timeout, proxy, SSL, allowed domains, the default headers) and sends it with
 * `makeRoutingRequest`, once per page of a list, inside `apiRequest`'s retry loop (rate gate,
 * 429 waits, envelope check, CometChat's errors). Without Continue On Fail nothing is sent
 * until every item's parameters are checked (`allItemsChecked`). Items get their
 * `pairedItem`; a failure goes to `failedItem`.
 */
export function operationHook(operation: OperationSteps) {
	// every operation's `pagination` (descriptions/operations.ts)
	return async function (this: IExecutePaginationFunctions, requestData: DeclarativeRestApiSettings.ResultOptions): Promise<INodeExecutionData[]> {
		const itemIndex = this.getItemIndex();
		const run = runOf(this);
		let request: OperationRequest;
		let paging: Paging | undefined;
		try {
			request = operation.request(this);
			if (operation.returns === 'list') paging = operation.paging(this);
		} catch (caught) {
			// n8n's item loop failed a later item: that throw is the node's error
			if (!run.carried && !(await refuseRun(run, itemIndex))) return [];
			return await failedItem(this, caught, itemIndex);
		}
		if (!run.carried) {
			const waitMs = await allItemsChecked(run, itemIndex);
			// another item was refused, or n8n failed one: the node fails and this run sends nothing
			if (waitMs === undefined) return [];
			if (waitMs > 0) await waited(waitMs, cancelSignalOf(this));
		}
		// the request RoutingNode prepared for this item (IRequestOptionsFromParameters types Ignore SSL
		// Issues as a string too), sent through `makeRoutingRequest`; n8n's own default timeout when
		// Timeout is not set is 300 s, the node's DEFAULT_TIMEOUT_MS
		const channel: Channel = {
			prepared: { ...requestData.options, ...(run.timeoutSet ? {} : { timeout: DEFAULT_TIMEOUT_MS }) } as Partial<IHttpRequestOptions>,
			send: async (options) => (await this.makeRoutingRequest({ ...requestData, options: options as typeof requestData.options }))[0].json as unknown as IN8nHttpFullResponse,
		};
		const pairedItem = { item: itemIndex };
		try {
			const sendOne = async (sent: OperationRequest, returns = sent.returns ?? operation.returns) => await apiRequest(this, COMETCHAT_API, { ...sent, returns }, itemIndex, channel);
			// what the item sends (read and checked before anything of the run is sent), sent; the response as items' JSON
			const sendIt = async (): Promise<IDataObject[]> => {
				if (paging) return (await readList(this, async (qs) => await sendOne({ ...request, qs: { ...request.qs, ...qs } }, 'list'), paging)).map((item) => item.json);
				const response = await sendOne(request);
				if ('output' in operation && operation.output) return [operation.output(this, response)];
				// CometChat's `data` as one item: the object, or `{ data }` where it is none (an `any` response)
				return [isPlainObject(response.data) ? (response.data as IDataObject) : { data: response.data as IDataObject[] }];
			};
			const items = await sendIt();
			if (request.withBinary) return [{ ...(await request.withBinary(this, items[0], async () => (await sendIt())[0])), pairedItem }];
			return items.map((json) => ({ json, pairedItem }));
		} catch (caught) {
			return await failedItem(this, caught, itemIndex);
		}
	};
}
