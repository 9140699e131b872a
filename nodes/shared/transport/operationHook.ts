import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';
import type { ItemParameters } from '../itemParameters';
import { cursorList } from '../paging/cursorList';
import { pagedList, type FetchPage } from '../paging/pagedList';
import { apiRequest, type Channel, type Envelope } from './apiRequest';
import { COMETCHAT_API } from './cometChatApi';
import { failedItem } from './failedItem';
import { pause } from './pause';
import { cancelSignalOf } from './requestContext';
import type { OperationRequest, OperationSteps, Paging } from './routing';
import { allItemsChecked, refuseRun, runOf } from './runCheckpoint';
import { DEFAULT_TIMEOUT_MS } from './timeout';

/** CometChat's `data` as one item: the object, or `{ data }` where it is none (an `any` response). */
function dataItem(response: Envelope): IDataObject {
	const { data } = response;
	return data && typeof data === 'object' && !Array.isArray(data) ? (data as IDataObject) : { data: data as IDataObject[] };
}

/**
 * The whole response as the one item `makeRoutingRequest` gives back (the operation's
 * `postReceive`): status, headers and body, which the hook needs for the rate gate, the
 * retries, the envelope check and CometChat's errors.
 */
export async function wholeResponse(this: IExecuteSingleFunctions, _items: INodeExecutionData[], response: IN8nHttpFullResponse): Promise<INodeExecutionData[]> {
	return [{ json: { statusCode: response.statusCode, headers: response.headers, body: response.body } as IDataObject }];
}

/** The request RoutingNode prepared for this item, sent through `makeRoutingRequest`. */
function routingChannel(ctx: IExecutePaginationFunctions, requestData: DeclarativeRestApiSettings.ResultOptions, timeoutSet: boolean): Channel {
	// n8n's IRequestOptionsFromParameters, which types Ignore SSL Issues as a string too
	const prepared = { ...requestData.options } as Partial<IHttpRequestOptions>;
	// n8n's own default when Timeout is not set is 300 s; the node's is DEFAULT_TIMEOUT_MS
	if (!timeoutSet) prepared.timeout = DEFAULT_TIMEOUT_MS;
	return {
		prepared,
		send: async (options) => {
			const [item] = await ctx.makeRoutingRequest({ ...requestData, options: options as DeclarativeRestApiSettings.ResultOptions['options'] });
			return item.json as unknown as IN8nHttpFullResponse;
		},
	};
}

/** What an item sends, read and checked before anything of the run is sent. */
interface Planned {
	request: OperationRequest;
	paging?: Paging;
}

function plan(ctx: ItemParameters, operation: OperationSteps): Planned {
	const request = operation.request(ctx);
	return operation.returns === 'list' ? { request, paging: operation.paging(ctx) } : { request };
}

/** The planned request(s) sent, and the response as items' JSON. */
async function send(ctx: IExecutePaginationFunctions, operation: OperationSteps, planned: Planned, channel: Channel, itemIndex: number): Promise<IDataObject[]> {
	const { request, paging } = planned;
	const sendOne = async (sent: OperationRequest, returns = sent.returns ?? operation.returns) =>
		await apiRequest(ctx, COMETCHAT_API, { ...sent, returns }, itemIndex, channel);
	if (operation.returns !== 'list' || !paging) {
		const response = await sendOne(request);
		return [operation.returns !== 'list' && operation.output ? operation.output(ctx, response) : dataItem(response)];
	}
	const fetch: FetchPage = async (qs) => await sendOne({ ...request, qs: { ...request.qs, ...qs } }, 'list');
	const items = paging.by === 'page' ? await pagedList(ctx, fetch, paging.window) : await cursorList(ctx, fetch, paging.window, paging);
	return items.map((item) => item.json);
}

/**
 * The one seam between n8n's declarative engine and CometChat, the routing `pagination`
 * hook of every operation (see `operationRouting`), as n8n's own paginators are: it asks
 * the operation for its request, puts it on the `requestData` RoutingNode prepared (n8n's
 * timeout, proxy, SSL, allowed domains, the default headers) and sends it with
 * `makeRoutingRequest`, once per page of a list, inside the one retry loop (rate gate,
 * 429 waits, envelope check, CometChat's errors). Without Continue On Fail nothing is sent
 * until every item's parameters are checked (`allItemsChecked`). Items get their
 * `pairedItem`; a failure goes to `failedItem`.
 */
export function operationHook(operation: OperationSteps) {
	return async function (this: IExecutePaginationFunctions, requestData: DeclarativeRestApiSettings.ResultOptions): Promise<INodeExecutionData[]> {
		const itemIndex = this.getItemIndex();
		const pairedItem = { item: itemIndex };
		const run = runOf(this);
		const { carried } = run;
		let planned: Planned;
		try {
			planned = plan(this, operation);
		} catch (caught) {
			// n8n's item loop failed a later item: that throw is the node's error
			if (!carried && !(await refuseRun(run, itemIndex))) return [];
			return await failedItem(this, caught, itemIndex);
		}
		if (!carried) {
			const waitMs = await allItemsChecked(run, itemIndex);
			// another item was refused, or n8n failed one: the node fails and this run sends nothing
			if (waitMs === undefined) return [];
			if (waitMs > 0) await pause(waitMs, cancelSignalOf(this));
		}
		try {
			const items = await send(this, operation, planned, routingChannel(this, requestData, run.timeoutSet), itemIndex);
			return items.map((json) => ({ json, pairedItem }));
		} catch (caught) {
			return await failedItem(this, caught, itemIndex);
		}
	};
}
