import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { hasMorePages } from '../shared/paging';
import { apiRequest, COMETCHAT_API } from '../shared/transport/request';
import { helpersChannel, timeoutOf } from '../shared/requestOptions';

/** Entries per scroll step of a locator's list. */
const SEARCH_PAGE_SIZE = 50;
/**
 * The longest a list waits for a rate limit in all, and for one answer: the editor waits for
 * it, so a rate limit that lifts later fails the list at once with the reason.
 */
export const SEARCH_MAX_WAIT_MS = 10_000;

/**
 * A locator's list, one page of GET /users?searchKey=… (uid or name starting with the text)
 * or /groups (guid or name) for its dropdown: `searchKey` when the user typed something,
 * `page`/`perPage` as the user scrolls (the page number is the pagination token). The next
 * token is offered only while `meta.pagination` says more pages exist. An entry is "Name (id)",
 * or the id alone when the name adds nothing.
 */
function search(path: string, idKey: 'uid' | 'guid') {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
		const page = Math.max(1, Number.parseInt(paginationToken ?? '1', 10) || 1);
		const searchKey = filter?.trim();
		// the node's Settings > Request Options and the credential's allowed domains, as its operations have them;
		// a picker waits at most SEARCH_MAX_WAIT_MS in all, whatever the node's timeout says
		const requestOptions = this.getNodeParameter('requestOptions', {}) as IDataObject;
		const channel = await helpersChannel(this, COMETCHAT_API, { ...requestOptions, timeout: Math.min(timeoutOf(requestOptions), SEARCH_MAX_WAIT_MS) }, 0);
		const qs = { ...(searchKey ? { searchKey } : {}), perPage: SEARCH_PAGE_SIZE, page };
		const response = await apiRequest(this, COMETCHAT_API, { method: 'GET', path, qs, returns: 'list', maxWaitMs: SEARCH_MAX_WAIT_MS }, 0, channel);
		const data = Array.isArray(response.data) ? (response.data as IDataObject[]) : [];
		const results = data.flatMap(({ [idKey]: id, name }) => {
			if (typeof id !== 'string' || !id) return [];
			const label = typeof name === 'string' ? name.trim() : '';
			return [{ name: label && label !== id ? `${label} (${id})` : id, value: id }];
		});
		return { results, paginationToken: hasMorePages(response.meta, page, data.length, SEARCH_PAGE_SIZE) ? String(page + 1) : undefined };
	};
}

export const searchUsers = search('/users', 'uid');
export const searchGroups = search('/groups', 'guid');

/** Send's Receiver list: the users, or the groups when Receiver Type is Group. */
export async function searchReceivers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await (this.getNodeParameter('receiverType', 'user') === 'group' ? searchGroups : searchUsers).call(this, filter, paginationToken);
}
