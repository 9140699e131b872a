import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { apiRequest } from '../../shared/transport/apiRequest';
import { COMETCHAT_API } from '../../shared/transport/cometChatRequest';
import { helpersChannel } from '../../shared/transport/helpersChannel';

/** Entries per scroll step of a locator's list. */
export const SEARCH_PAGE_SIZE = 50;

/**
 * One page of a CometChat list for a locator's dropdown: `searchKey` when the user typed
 * something, `page`/`perPage` as the user scrolls (the page number is the pagination
 * token). The next token is offered only while `meta.pagination` says more pages exist.
 */
export async function searchPage(
	context: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	paginationToken: string | undefined,
	toEntry: (item: IDataObject) => INodeListSearchItems | undefined,
): Promise<INodeListSearchResult> {
	const page = Math.max(1, Number.parseInt(paginationToken ?? '1', 10) || 1);
	const searchKey = filter?.trim();
	// the node's Settings > Request Options and the credential's allowed domains, as its operations have them
	const channel = await helpersChannel(context, COMETCHAT_API, context.getNodeParameter('requestOptions', {}) as IDataObject, 0);
	const answer = await apiRequest(
		context,
		COMETCHAT_API,
		{ method: 'GET', path, qs: { ...(searchKey ? { searchKey } : {}), perPage: SEARCH_PAGE_SIZE, page }, answer: 'list' },
		0,
		channel,
	);
	const data = Array.isArray(answer.data) ? (answer.data as IDataObject[]) : [];
	const pagination = (answer.meta?.pagination ?? {}) as IDataObject;
	const totalPages = Number(pagination.total_pages);
	const more = Number.isFinite(totalPages) && pagination.total_pages !== null ? page < totalPages : data.length >= SEARCH_PAGE_SIZE;
	const results = data.map(toEntry).filter((entry): entry is INodeListSearchItems => entry !== undefined);
	return { results, paginationToken: more && data.length > 0 ? String(page + 1) : undefined };
}

/** "Name (id)", or the id alone when the name adds nothing. */
export function entry(id: unknown, name: unknown): INodeListSearchItems | undefined {
	if (typeof id !== 'string' || !id) return undefined;
	const label = typeof name === 'string' && name.trim() && name.trim() !== id ? `${name.trim()} (${id})` : id;
	return { name: label, value: id };
}
