import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { wholeNumber, type ItemParameters } from './validation/parameters';

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

/** How a Get Many reads its list: page by page (`page`/`perPage`) or through the envelope's cursor. */
export type Paging = { by: 'page'; window: PageWindow } | ({ by: 'cursor'; window: PageWindow } & CursorPaging);

/** How a Get Many paged by `page`/`perPage` reads its list: returnAll and limit. */
export const byPage = (ctx: ItemParameters): Paging => ({ by: 'page', window: readPageWindow.call(ctx) });

/** A page as CometChat answers it: the list in `data`, where it goes on in `meta`. */
export interface Page {
	data?: unknown;
	meta?: unknown;
}

/** One page of a list: the first page's request with these query parameters added, answered. */
export type FetchPage = (qs: IDataObject) => Promise<Page>;

/**
 * The fields that name an item of a CometChat list, most specific first: an auth token
 * (its user's tokens share the uid), a message or reaction (`id`; a message also names its
 * conversation), a user or member (`uid`, which a member shares with nobody in its group's
 * list), a group, a conversation, a role.
 */
const IDENTIFIERS = ['authToken', 'id', 'uid', 'guid', 'conversationId', 'role'];

/** How the items of every list are told apart: by the first identifier they have, else by their JSON. */
export function itemKey(item: unknown): string {
	const object = (item ?? {}) as IDataObject;
	for (const name of IDENTIFIERS) {
		const value = object[name];
		if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${name}:${value}`;
	}
	return JSON.stringify(item);
}

/**
 * What both pagers share: the items gathered so far, each once (told apart by `itemKey`);
 * the check that a page holds a list, and that pages keep bringing something new; the
 * `limit`; the errors that stop a list.
 */
class ListCollector {
	readonly items: INodeExecutionData[] = [];
	private readonly seen = new Set<string>();
	/** Pages in a row that brought nothing new. */
	private pagesWithoutNewItems = 0;

	constructor(
		private readonly context: ItemParameters,
		private readonly window: PageWindow,
	) {}

	fail(message: string, description: string): NodeOperationError {
		return new NodeOperationError(this.context.getNode(), message, { itemIndex: this.context.getItemIndex(), description });
	}

	/** The page's `data` list; anything else is an error that shows the envelope expected. */
	listOf(body: IDataObject, page: number, envelope: string): unknown[] {
		if (Array.isArray(body.data)) return body.data;
		throw this.fail(`CometChat answered page ${page} without a list of items`, `Expected a body of the form ${envelope}.`);
	}

	/**
	 * Keeps the page's items not seen before, up to the limit. A page of nothing new is read
	 * past (a list that grows while it is read repeats a few items); MAX_PAGES_WITHOUT_NEW_ITEMS
	 * of them in a row are a server repeating itself. True once the limit is reached.
	 */
	add(data: unknown[], page: number): boolean {
		const fresh = data.filter((item) => !this.seen.has(itemKey(item)));
		if (fresh.length === 0) {
			this.pagesWithoutNewItems++;
			if (this.pagesWithoutNewItems >= MAX_PAGES_WITHOUT_NEW_ITEMS) throw this.repeating(page);
			return false;
		}
		this.pagesWithoutNewItems = 0;
		for (const item of fresh) {
			this.seen.add(itemKey(item));
			this.items.push({ json: item as IDataObject });
			if (!this.window.returnAll && this.items.length >= this.window.limit) return true;
		}
		return false;
	}

	/** Whether the last page added brought nothing new. */
	get lastPageWasRepeated(): boolean {
		return this.pagesWithoutNewItems > 0;
	}

	/** A server that gives the items of earlier pages again instead of reaching the end of the list. */
	repeating(page: number): NodeOperationError {
		return this.fail(
			`CometChat answered page ${page} with the same items as an earlier page; stopped to avoid an endless loop`,
			'The server repeats pages instead of reaching the end of the list.',
		);
	}

	/** After the last page allowed: the list did not end. */
	tooManyPages(hint: string): NodeOperationError {
		return this.fail(`Stopped after ${MAX_PAGES} pages without reaching the end of the list`, hint);
	}
}

/**
 * The one reader of `meta.pagination` (CometChat writes `current_page` and `total_pages`;
 * camelCase is read too). A current page that is not a number stays as NaN, so that it
 * matches no page asked for; a total that is not a whole number is not known.
 */
export function pageInfo(meta: unknown): { currentPage?: number; totalPages?: number } {
	const pagination = ((meta ?? {}) as IDataObject).pagination as IDataObject | undefined;
	if (!pagination || typeof pagination !== 'object') return {};
	const [currentPage, totalPages] = [pagination.current_page ?? pagination.currentPage, pagination.total_pages ?? pagination.totalPages].map((value) =>
		value === undefined || value === null || value === '' ? undefined : Number(value),
	);
	return {
		...(currentPage === undefined ? {} : { currentPage }),
		...(totalPages !== undefined && Number.isInteger(totalPages) && totalPages >= 0 ? { totalPages } : {}),
	};
}

/**
 * Whether a page list goes on after `page`, which held `itemsOnPage` of `perPage`: up to
 * the last page `meta.pagination` names; where it names none, while pages come full. An
 * empty page is always the end.
 */
export function hasMorePages(meta: unknown, page: number, itemsOnPage: number, perPage: number): boolean {
	if (itemsOnPage === 0) return false;
	const { totalPages } = pageInfo(meta);
	return totalPages === undefined ? itemsOnPage >= perPage : page < totalPages;
}

/** The page size to ask for: a limit below one page is fetched in one smaller request. */
export function perPageFor({ returnAll, limit, pageSize }: PageWindow): number {
	return !returnAll && limit < pageSize ? limit : pageSize;
}

/**
 * Reads a CometChat list page by page (`page`, `perPage`; the envelope's
 * `meta.pagination` says where the end is; `total` is not trusted). Stops at the last
 * page, at an empty page, or once `limit` items are in hand, and asks for no page beyond
 * that. A list that grows while it is read is read to its end, each item once. A server
 * that answers another page than the one asked for, or repeats its pages, is stopped with
 * an error instead of being followed forever.
 */
export async function pagedList(context: ItemParameters, fetch: FetchPage, window: PageWindow): Promise<INodeExecutionData[]> {
	const perPage = perPageFor(window);
	const list = new ListCollector(context, window);
	for (let page = 1; page <= MAX_PAGES; page++) {
		const body = (await fetch({ page, perPage })) as IDataObject;
		const data = list.listOf(body, page, '{"data": [...], "meta": {"pagination": {...}}}');
		const { currentPage } = pageInfo(body.meta);
		if (currentPage !== undefined && currentPage !== page) {
			throw list.fail(
				`CometChat answered page ${String(currentPage)} when page ${page} was asked; stopped to avoid an endless loop`,
				'The server does not seem to honour the "page" query parameter.',
			);
		}
		if (data.length === 0 || list.add(data, page) || !hasMorePages(body.meta, page, data.length, perPage)) break;
		if (page === MAX_PAGES) throw list.tooManyPages('Set a limit, or a larger page size under Options.');
	}
	return list.items;
}

export interface CursorPaging {
	/** The query parameter that carries the page size (`limit`), if the endpoint documents one. */
	sizeParameter?: string;
	/** The cursor fields this endpoint documents as query parameters (`affix`, `id`, `sentAt`, `updatedAt`); no others are sent back. */
	cursorParameters: readonly string[];
}

/**
 * Where the envelope says how to go on: message and reaction lists give
 * `meta.next{affix, sentAt, id}`, group lists `meta.cursor{affix, updatedAt}`.
 */
export function nextCursor(meta: unknown, parameters: readonly string[]): IDataObject | undefined {
	const envelope = (meta ?? {}) as IDataObject;
	for (const place of ['next', 'cursor']) {
		const cursor = envelope[place];
		if (!cursor || typeof cursor !== 'object' || Array.isArray(cursor)) continue;
		const query: IDataObject = {};
		for (const name of parameters) {
			const value = (cursor as IDataObject)[name];
			if (value !== undefined && value !== null && value !== '') query[name] = value;
		}
		if (Object.keys(query).length) return query;
	}
	return undefined;
}

/**
 * How many items a full page holds: what was asked for, or less where the envelope says
 * the server used a smaller page (`meta.current.limit`); where nothing was asked for,
 * the server's own page size. A page shorter than this is the last one.
 */
function pageLimit(meta: unknown, asked: number | undefined): number {
	const served = Number(((meta as IDataObject | undefined)?.current as IDataObject | undefined)?.limit);
	const known = Number.isInteger(served) && served > 0 ? served : undefined;
	if (asked === undefined) return known ?? 0;
	return known === undefined ? asked : Math.min(asked, known);
}

/**
 * Reads a CometChat list that pages by cursor: the first request carries the operation's
 * query, each next one the cursor of the page before it, asking for no more than the
 * items still wanted. The list ends at an empty page, at a page shorter than a full one,
 * or where the envelope gives no cursor. A server that hands back a cursor already
 * followed, or pages of nothing new, is stopped with an error instead of being followed
 * forever.
 */
export async function cursorList(context: ItemParameters, fetch: FetchPage, window: PageWindow, paging: CursorPaging): Promise<INodeExecutionData[]> {
	const list = new ListCollector(context, window);
	const followed = new Set<string>();
	let cursor: IDataObject = {};
	for (let page = 1; page <= MAX_PAGES; page++) {
		const wanted = window.returnAll ? window.pageSize : Math.min(window.pageSize, window.limit - list.items.length);
		const size = paging.sizeParameter ? { [paging.sizeParameter]: wanted } : {};
		const body = (await fetch({ ...cursor, ...size })) as IDataObject;
		const data = list.listOf(body, page, '{"data": [...], "meta": {"next": {...}}}');
		if (data.length === 0 || list.add(data, page)) break;
		if (data.length < pageLimit(body.meta, paging.sizeParameter ? wanted : undefined)) break;
		const next = nextCursor(body.meta, paging.cursorParameters);
		if (!next) break;
		const key = JSON.stringify(next);
		if (followed.has(key)) {
			// the same page again, cursor and all: the server ignores the cursor
			if (list.lastPageWasRepeated) throw list.repeating(page);
			throw list.fail(
				`CometChat answered page ${page} with a cursor it had already given; stopped to avoid an endless loop`,
				`The cursor ${key} was followed before: the server does not move on through the list.`,
			);
		}
		followed.add(key);
		cursor = next;
		if (page === MAX_PAGES) throw list.tooManyPages('Set a limit, or narrow the list with filters.');
	}
	return list.items;
}
