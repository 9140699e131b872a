import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { isPlainObject, wholeNumber, type ItemParameters } from './validation/parameters';

export interface PageWindow {
	returnAll: boolean;
	limit: number;
	pageSize: number;
}

/** `returnAll`, which every Get Many has (name fixed by the contract); read with `readPageWindow`. */
export const returnAll: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

/** `limit`, which every Get Many has (name fixed by the contract); read with `readPageWindow`. */
export const limit: INodeProperties = {
	displayName: 'Limit',
	name: 'limit',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 50,
	description: 'Max number of results to return',
	displayOptions: { show: { returnAll: [false] } },
};

/** CometChat's default page size for its lists. */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page CometChat documents for its list endpoints. */
export const MAX_PAGE_SIZE = 1000;
/** A safety net for servers that never say "last page" and never repeat either. */
const MAX_PAGES = 100_000;
/**
 * Pages in a row of only items already read after which a list is taken for a server
 * repeating itself. One such page is what a list that grows while it is read gives (new
 * items push those read before onto the next page); this many in a row, a server that
 * does not move on.
 */
export const MAX_PAGES_WITHOUT_NEW_ITEMS = 3;

/**
 * `returnAll`, `limit` and the page size of a Get Many operation, checked: a whole limit
 * of at least 1, a page size the API accepts. `pageSize.name` is where the page size is,
 * e.g. `options.perPage`.
 */
export function readPageWindow(
	this: ItemParameters,
	pageSize: { name: string; label: string; default?: number; max?: number } = { name: 'options.perPage', label: 'Page Size' },
): PageWindow {
	const returnAll = this.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? 0 : wholeNumber(this, this.getNodeParameter('limit', 50), 'Limit', 'limit', 1);
	const fallback = pageSize.default ?? DEFAULT_PAGE_SIZE;
	const asked = this.getNodeParameter(pageSize.name, fallback) ?? '';
	return { returnAll, limit, pageSize: asked === '' ? fallback : wholeNumber(this, asked, pageSize.label, pageSize.name, 1, pageSize.max ?? MAX_PAGE_SIZE) };
}

export interface CursorPaging {
	/** The query parameter that carries the page size (`limit`), if the endpoint documents one. */
	sizeParameter?: string;
	/** The cursor fields this endpoint documents as query parameters (`affix`, `id`, `sentAt`, `updatedAt`); no others are sent back. */
	cursorParameters: readonly string[];
}

/** How a Get Many reads its list: page by page (`page`/`perPage`) or through the envelope's cursor. */
export type Paging = { by: 'page'; window: PageWindow } | ({ by: 'cursor'; window: PageWindow } & CursorPaging);

/** How a Get Many paged by `page`/`perPage` reads its list: returnAll and limit. */
export const byPage = (ctx: ItemParameters): Paging => ({ by: 'page', window: readPageWindow.call(ctx) });

/** One page of a list: the first page's request with these query parameters added, answered (`data`, the list; `meta`, where it goes on). */
export type FetchPage = (qs: IDataObject) => Promise<{ data?: unknown; meta?: unknown }>;

/**
 * The fields that name an item of a CometChat list, most specific first: an auth token
 * (its user's tokens share the uid), a message or reaction (`id`; a message also names its
 * conversation), a user or member (`uid`, which a member shares with nobody in its group's
 * list), a group, a conversation, a role.
 */
const IDENTIFIERS = ['authToken', 'id', 'uid', 'guid', 'conversationId', 'role'];

/** How the items of every list are told apart: by the first identifier they have, else by their JSON. */
export function itemKey(item: unknown) {
	const object = (item ?? {}) as IDataObject;
	for (const name of IDENTIFIERS) {
		const value = object[name];
		if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${name}:${value}`;
	}
	return JSON.stringify(item);
}

/**
 * The one reader of `meta.pagination` (CometChat writes `current_page` and `total_pages`;
 * camelCase is read too). A current page that is not a number stays as NaN, so that it
 * matches no page asked for; a total that is not a whole number is not known.
 */
export function pageInfo(meta: unknown) {
	const pagination = ((meta as IDataObject | undefined)?.pagination ?? {}) as IDataObject;
	const [currentPage, totalPages] = [pagination.current_page ?? pagination.currentPage, pagination.total_pages ?? pagination.totalPages].map((value) =>
		value === undefined || value === null || value === '' ? undefined : Number(value),
	);
	return { ...(currentPage !== undefined && { currentPage }), ...(Number.isInteger(totalPages) && totalPages! >= 0 && { totalPages }) };
}

/**
 * Whether a page list goes on after `page`, which held `itemsOnPage` of `perPage`: up to
 * the last page `meta.pagination` names; where it names none, while pages come full. An
 * empty page is always the end.
 */
export function hasMorePages(meta: unknown, page: number, itemsOnPage: number, perPage: number) {
	const { totalPages } = pageInfo(meta);
	return itemsOnPage > 0 && (totalPages === undefined ? itemsOnPage >= perPage : page < totalPages);
}

/**
 * Where the envelope says how to go on: message and reaction lists give
 * `meta.next{affix, sentAt, id}`, group lists `meta.cursor{affix, updatedAt}`.
 */
export function nextCursor(meta: unknown, parameters: readonly string[]): IDataObject | undefined {
	for (const place of ['next', 'cursor']) {
		const cursor = (meta as IDataObject | undefined)?.[place];
		if (!isPlainObject(cursor)) continue;
		const query = Object.fromEntries(parameters.map((name) => [name, cursor[name]]).filter(([, value]) => value !== undefined && value !== null && value !== ''));
		if (Object.keys(query).length) return query as IDataObject;
	}
	return undefined;
}

/**
 * Reads a CometChat list, each item once (told apart by `itemKey`), up to `limit`, and asks
 * for no page beyond that. By page (`page`, `perPage`): to the last page `meta.pagination`
 * names (`total` is not trusted) or an empty page. By cursor: the first request carries the
 * operation's query, each next one the cursor of the page before it, asking for no more than
 * the items still wanted; the list ends at an empty page, a page shorter than a full one, or
 * where the envelope gives no cursor. A list that grows while it is read is read to its end
 * (a page of nothing new is read past). A server that answers another page than the one
 * asked for, hands back a cursor already followed, or repeats its pages
 * (MAX_PAGES_WITHOUT_NEW_ITEMS in a row) is stopped with an error instead of being followed forever.
 */
export async function readList(context: ItemParameters, fetch: FetchPage, paging: Paging): Promise<INodeExecutionData[]> {
	const { returnAll, limit, pageSize } = paging.window;
	const byPage = paging.by === 'page';
	const fail = (page: unknown, problem: string, description: string) =>
		new NodeOperationError(context.getNode(), `CometChat answered page ${String(page)} ${problem}`, { itemIndex: context.getItemIndex(), description });
	const repeating = (page: number) => fail(page, 'with the same items as an earlier page; stopped to avoid an endless loop', 'The server repeats pages instead of reaching the end of the list.');
	const items: INodeExecutionData[] = [];
	const seen = new Set<string>();
	const followed = new Set<string>();
	// a limit below one page is fetched in one smaller request
	const perPage = !returnAll && limit < pageSize ? limit : pageSize;
	let pagesWithoutNewItems = 0;
	let cursor: IDataObject = {};
	for (let page = 1; page <= MAX_PAGES; page++) {
		const wanted = returnAll ? pageSize : Math.min(pageSize, limit - items.length);
		const sized = !byPage && paging.sizeParameter ? { [paging.sizeParameter]: wanted } : {};
		const { data, meta } = await fetch(byPage ? { page, perPage } : { ...cursor, ...sized });
		if (!Array.isArray(data)) throw fail(page, 'without a list of items', `Expected a body of the form {"data": [...], "meta": {${byPage ? '"pagination"' : '"next"'}: {...}}}.`);
		const { currentPage } = byPage ? pageInfo(meta) : {};
		if (currentPage !== undefined && currentPage !== page) {
			throw fail(currentPage, `when page ${page} was asked; stopped to avoid an endless loop`, 'The server does not seem to honour the "page" query parameter.');
		}
		if (data.length === 0) break;
		const fresh = data.filter((item) => !seen.has(itemKey(item)));
		pagesWithoutNewItems = fresh.length ? 0 : pagesWithoutNewItems + 1;
		if (pagesWithoutNewItems >= MAX_PAGES_WITHOUT_NEW_ITEMS) throw repeating(page);
		for (const item of fresh) {
			seen.add(itemKey(item));
			items.push({ json: item as IDataObject });
			if (!returnAll && items.length >= limit) return items;
		}
		if (byPage) {
			if (!hasMorePages(meta, page, data.length, perPage)) break;
		} else {
			// a page shorter than a full one (what was asked for, or the smaller page the envelope says the server used: `meta.current.limit`) is the last
			const served = Number(((meta as IDataObject | undefined)?.current as IDataObject | undefined)?.limit);
			const full = Math.min(paging.sizeParameter ? wanted : Infinity, Number.isInteger(served) && served > 0 ? served : Infinity);
			if (data.length < full && full < Infinity) break;
			const next = nextCursor(meta, paging.cursorParameters);
			if (!next) break;
			const key = JSON.stringify(next);
			if (followed.has(key)) {
				// the same page again, cursor and all: the server ignores the cursor
				if (pagesWithoutNewItems > 0) throw repeating(page);
				throw fail(page, 'with a cursor it had already given; stopped to avoid an endless loop', `The cursor ${key} was followed before: the server does not move on through the list.`);
			}
			followed.add(key);
			cursor = next;
		}
		if (page === MAX_PAGES) {
			throw new NodeOperationError(context.getNode(), `Stopped after ${MAX_PAGES} pages without reaching the end of the list`, {
				itemIndex: context.getItemIndex(),
				description: byPage ? 'Set a limit, or a larger page size under Options.' : 'Set a limit, or narrow the list with filters.',
			});
		}
	}
	return items;
}
