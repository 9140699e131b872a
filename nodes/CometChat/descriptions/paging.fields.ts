import type { INodeProperties } from 'n8n-workflow';
import type { Paging } from '../../shared/operation';
import { readPageWindow } from '../../shared/paging';
import type { ItemParameters } from '../../shared/validation/parameters';

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

/** How a Get Many paged by `page`/`perPage` reads its list: returnAll and limit. */
export const byPage = (ctx: ItemParameters): Paging => ({ by: 'page', window: readPageWindow.call(ctx) });
