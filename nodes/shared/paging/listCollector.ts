import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { itemKey } from './itemKey';
import type { PageWindow } from './pageWindow';
import type { ItemParameters } from '../itemParameters';

/** A safety net for servers that never say "last page" and never repeat either. */
export const MAX_PAGES = 100_000;
/**
 * Pages in a row of only items already read after which a list is taken for a server
 * repeating itself. One such page is what a list that grows while it is read gives (new
 * items push those read before onto the next page); this many in a row, a server that
 * does not move on.
 */
export const MAX_PAGES_WITHOUT_NEW_ITEMS = 3;

/**
 * What both pagers share: the items gathered so far, each once (told apart by `itemKey`);
 * the check that a page holds a list, and that pages keep bringing something new; the
 * `limit`; the errors that stop a list.
 */
export class ListCollector {
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
	 * of them in a row are a server repeating itself, stopped with an error. True once the
	 * limit is reached.
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
