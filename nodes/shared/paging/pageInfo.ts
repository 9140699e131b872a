import type { IDataObject } from 'n8n-workflow';

/** Where a page stands in its list, as the envelope's `meta.pagination` says (undefined where it does not). */
interface PageInfo {
	currentPage?: number;
	totalPages?: number;
}

function count(value: unknown): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return Number(value);
}

/**
 * The one reader of `meta.pagination` (CometChat writes `current_page` and `total_pages`;
 * camelCase is read too). A current page that is not a number stays as NaN, so that it
 * matches no page asked for; a total that is not a whole number is not known.
 */
export function pageInfo(meta: unknown): PageInfo {
	const pagination = ((meta ?? {}) as IDataObject).pagination as IDataObject | undefined;
	if (!pagination || typeof pagination !== 'object') return {};
	const currentPage = count(pagination.current_page ?? pagination.currentPage);
	const totalPages = count(pagination.total_pages ?? pagination.totalPages);
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
