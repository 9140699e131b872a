import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { entry, searchPage } from './searchPage';

/** The `guid` locator's list: GET /groups?searchKey=… (guid or name). */
export async function searchGroups(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPage(this, '/groups', filter, paginationToken, (group) => entry(group.guid, group.name));
}
