import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { entry, searchPage } from './searchPage';

/** The `uid` locator's list: GET /users?searchKey=… (uid or name starting with the text). */
export async function searchUsers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPage(this, '/users', filter, paginationToken, (user) => entry(user.uid, user.name));
}
