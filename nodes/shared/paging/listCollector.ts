import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import type { PageWindow } from './pageWindow';

/** A safety net for servers that never say "last page" and never repeat either. */
export const MAX_PAGES = 100_000;

/**
 * What both pagers share: the items gathered so far, each once; the check that a page
 * holds a list and something new; the `limit`; the errors that stop a list.
 */
export class ListCollector {
	readonly items: INodeExecutionData[] = [];
	private readonly seen = new Set<string>();

	constructor(
		private readonly context: IExecuteSingleFunctions,
		private readonly window: PageWindow,
		private readonly keyOf: (item: unknown) => string,
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
	 * Keeps the page's items not seen before, up to the limit; a page of nothing new is a
	 * server repeating itself, stopped with an error. True once the limit is reached.
	 */
	add(data: unknown[], page: number): boolean {
		const fresh = data.filter((item) => !this.seen.has(this.keyOf(item)));
		if (fresh.length === 0) {
			throw this.fail(
				`CometChat answered page ${page} with the same items as an earlier page; stopped to avoid an endless loop`,
				'The server repeats pages instead of reaching the end of the list.',
			);
		}
		for (const item of fresh) {
			this.seen.add(this.keyOf(item));
			this.items.push({ json: item as IDataObject });
			if (!this.window.returnAll && this.items.length >= this.window.limit) return true;
		}
		return false;
	}

	/** After the last page allowed: the list did not end. */
	tooManyPages(hint: string): NodeOperationError {
		return this.fail(`Stopped after ${MAX_PAGES} pages without reaching the end of the list`, hint);
	}
}
