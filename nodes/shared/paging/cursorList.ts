import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { ListCollector, MAX_PAGES } from './listCollector';
import type { FetchPage } from './pagedList';
import type { PageWindow } from './pageWindow';
import type { ItemParameters } from '../itemParameters';

export interface CursorPaging {
	/** The query parameter that carries the page size (`limit`), if the endpoint documents one. */
	sizeParameter?: string;
	/**
	 * The cursor fields this endpoint documents as query parameters (`affix`, `id`,
	 * `sentAt`, `updatedAt`); other fields of the envelope's cursor are not sent back.
	 */
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
 * query, each next one the cursor of the page before it. Each request asks for no more
 * than the items still wanted (so never a page beyond `limit`); the list ends at an empty
 * page, at a page shorter than a full one (as asked for, or as `meta.current.limit`
 * says), or where the envelope gives no cursor. A server that hands back a cursor
 * already followed, or pages of nothing new, is stopped with an error instead of being
 * followed forever.
 */
export async function cursorList(
	context: ItemParameters,
	fetch: FetchPage,
	window: PageWindow,
	paging: CursorPaging,
): Promise<INodeExecutionData[]> {
	const list = new ListCollector(context, window);
	const followed = new Set<string>();
	let cursor: IDataObject = {};

	for (let page = 1; page <= MAX_PAGES; page++) {
		const wanted = window.returnAll ? window.pageSize : Math.min(window.pageSize, window.limit - list.items.length);
		const size = paging.sizeParameter ? { [paging.sizeParameter]: wanted } : {};
		const body = (await fetch({ ...cursor, ...size })) as IDataObject;
		const data = list.listOf(body, page, '{"data": [...], "meta": {"next": {...}}}');
		if (data.length === 0) break;
		if (list.add(data, page)) break;

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
