import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { ListCollector, MAX_PAGES } from './listCollector';
import { hasMorePages, pageInfo } from './pageInfo';
import type { PageWindow } from './pageWindow';
import type { ItemParameters } from '../itemParameters';

export type { PageWindow } from './pageWindow';
export { MAX_PAGES } from './listCollector';

/** A page as CometChat answers it: the list in `data`, where it goes on in `meta`. */
export interface Page {
	data?: unknown;
	meta?: unknown;
}

/** One page of a list: the first page's request with these query parameters added, answered. */
export type FetchPage = (qs: IDataObject) => Promise<Page>;

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
		if (data.length === 0) break;
		if (list.add(data, page)) break;
		if (!hasMorePages(body.meta, page, data.length, perPage)) break;
		if (page === MAX_PAGES) throw list.tooManyPages('Set a limit, or a larger page size under Options.');
	}
	return list.items;
}
