import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging/pageWindow';

/**
 * `returnAll` and `limit`, the pair every Get Many has (names fixed by the contract);
 * read with `readPageWindow`. The operation's show rule is added by `forOperation`.
 */
export const returnAllOrLimit: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { returnAll: [false] } },
	},
];

/**
 * The page size option of a list (in an `options` collection): `perPage` for lists paged by
 * `page`/`perPage`; messages, paged by cursor, name it `pageSize`.
 */
export function pageSizeOption(what: string, name = 'perPage'): INodeProperties {
	return {
		displayName: 'Page Size',
		name,
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_PAGE_SIZE },
		default: DEFAULT_PAGE_SIZE,
		description: `How many ${what} to ask CometChat for per request. Larger pages mean fewer requests.`,
	};
}
