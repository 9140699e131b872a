import { wholeNumber } from '../validation/numbers';
import type { ItemParameters } from '../itemParameters';

export interface PageWindow {
	returnAll: boolean;
	limit: number;
	pageSize: number;
}

/** CometChat's default page size for its lists. */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page CometChat documents for its list endpoints. */
export const MAX_PAGE_SIZE = 1000;

interface PageSizeParameter {
	/** Where the page size is, e.g. `options.perPage`. */
	name: string;
	label: string;
	default?: number;
	max?: number;
}

/**
 * `returnAll`, `limit` (see descriptions/paging.fields.ts) and the page size of a Get
 * Many operation, checked: a whole limit of at least 1, a page size the API accepts.
 */
export function readPageWindow(
	this: ItemParameters,
	pageSize: PageSizeParameter = { name: 'options.perPage', label: 'Page Size' },
): PageWindow {
	const returnAll = this.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? 0 : wholeNumber(this, this.getNodeParameter('limit', 50), 'Limit', 'limit', 1);
	const fallback = pageSize.default ?? DEFAULT_PAGE_SIZE;
	const asked = this.getNodeParameter(pageSize.name, fallback);
	const size =
		asked === undefined || asked === null || asked === ''
			? fallback
			: wholeNumber(this, asked, pageSize.label, pageSize.name, 1, pageSize.max ?? MAX_PAGE_SIZE);
	return { returnAll, limit, pageSize: size };
}
