import assert from 'node:assert/strict';
import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';
import { hasMorePages, itemKey, MAX_PAGES_WITHOUT_NEW_ITEMS, pageInfo, readList, type PageWindow } from '../../nodes/shared/paging';
import { cometChatNode } from '../support/node';

const node = cometChatNode({ id: '1' });
const context = { getNode: () => node, getItemIndex: () => 0 } as unknown as IExecuteSingleFunctions;
const all = (pageSize = 10): PageWindow => ({ returnAll: true, limit: 0, pageSize });

/** A user list as CometChat pages it (page, perPage, meta.pagination), whose content may change between requests. */
function userServer(users: string[], between?: (page: number) => void) {
	const sent: IDataObject[] = [];
	const fetch = async (qs: IDataObject) => {
		sent.push(qs);
		between?.(Number(qs.page));
		const perPage = Number(qs.perPage);
		const page = Number(qs.page);
		const data = users.slice((page - 1) * perPage, page * perPage).map((uid) => ({ uid }));
		return { data, meta: { pagination: { current_page: page, per_page: perPage, total_pages: Math.max(1, Math.ceil(users.length / perPage)) } } };
	};
	return { fetch, sent };
}

const uids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const read = async (fetch: ReturnType<typeof userServer>['fetch'], window = all()) => (await readList(context, fetch, { by: 'page', window })).map((i) => i.json.uid);

describe('pagedList: a list that grows while it is read', () => {
	test('a whole page of new items put in front before page 2: page 2 repeats page 1, the list is still read to its end, each item once', async () => {
		const users = uids('u', 25);
		const { fetch, sent } = userServer(users, (page) => page === 2 && users.unshift(...uids('new', 10)));
		assert.deepEqual(await read(fetch), uids('u', 25));
		assert.deepEqual(sent.map((q) => q.page), [1, 2, 3, 4]);
	});

	test('items put in front before every page: no duplicates, no error, every item that was there at the start', async () => {
		const users = uids('u', 30);
		const { fetch } = userServer(users, (page) => page > 1 && users.unshift(...uids(`p${page}-`, 5)));
		const got = await read(fetch);
		assert.equal(new Set(got).size, got.length);
		for (const uid of uids('u', 30)) assert.ok(got.includes(uid), uid);
	});

	test('items added at the end while it is read are read too', async () => {
		const users = uids('u', 20);
		const { fetch } = userServer(users, (page) => page === 2 && users.push(...uids('late', 5)));
		assert.deepEqual(await read(fetch), [...uids('u', 20), ...uids('late', 5)]);
	});

	test(`a server that repeats its pages is still stopped: after ${MAX_PAGES_WITHOUT_NEW_ITEMS} pages in a row of nothing new`, async () => {
		const sent: IDataObject[] = [];
		const fetch = async (qs: IDataObject) => {
			sent.push(qs);
			return { data: uids('u', 10).map((uid) => ({ uid })), meta: { pagination: { current_page: qs.page, total_pages: 1_000_000 } } };
		};
		await assert.rejects(readList(context, fetch, { by: 'page', window: all() }), /^NodeOperationError: CometChat answered page 4 with the same items as an earlier page; stopped to avoid an endless loop$/);
		assert.equal(sent.length, 1 + MAX_PAGES_WITHOUT_NEW_ITEMS);
	});

	test('one page of nothing new between new ones does not count towards the stop', async () => {
		let call = 0;
		const fetch = async (qs: IDataObject) => {
			call++;
			// pages 2, 4, 6, 8 repeat page 1; the others bring new items
			const data = call === 1 || call % 2 === 0 ? uids('u', 10) : uids(`c${call}-`, 10);
			return { data: data.map((uid) => ({ uid })), meta: { pagination: { current_page: qs.page, total_pages: 9 } } };
		};
		const got = await readList(context, fetch, { by: 'page', window: all() });
		assert.equal(got.length, 10 + 4 * 10);
	});
});

describe('one item key for every list', () => {
	test('the first identifier an item has: auth token, id, uid, guid, conversation, role; else its JSON', () => {
		assert.equal(itemKey({ authToken: 't1', uid: 'ana' }), 'authToken:t1');
		assert.equal(itemKey({ id: 12, uid: 'ana', messageId: 3 }), 'id:12');
		assert.equal(itemKey({ id: 12, conversationId: 'group_support' }), 'id:12');
		assert.equal(itemKey({ conversationId: 'user_a_b', conversationType: 'user' }), 'conversationId:user_a_b');
		assert.equal(itemKey({ uid: 'ana', guid: 'g1', scope: 'admin' }), 'uid:ana');
		assert.equal(itemKey({ guid: 'g1', owner: 'ana' }), 'guid:g1');
		assert.equal(itemKey({ role: 'moderator', name: 'Moderator' }), 'role:moderator');
		assert.equal(itemKey({ uid: '', name: 'x' }), '{"uid":"","name":"x"}');
		assert.equal(itemKey(null), 'null');
	});

	test("a user's auth tokens share the uid and are still told apart", () => {
		assert.notEqual(itemKey({ authToken: 't1', uid: 'ana' }), itemKey({ authToken: 't2', uid: 'ana' }));
	});
});

describe('one reader of meta.pagination', () => {
	test('current and total pages, snake_case or camelCase; a total that is no whole number is not known', () => {
		assert.deepEqual(pageInfo({ pagination: { current_page: 2, total_pages: 5 } }), { currentPage: 2, totalPages: 5 });
		assert.deepEqual(pageInfo({ pagination: { currentPage: '3', totalPages: '4' } }), { currentPage: 3, totalPages: 4 });
		assert.deepEqual(pageInfo({ pagination: { total_pages: null, current_page: null } }), {});
		assert.deepEqual(pageInfo({ pagination: { total_pages: 'many' } }), {});
		assert.ok(Number.isNaN(pageInfo({ pagination: { current_page: 'x' } }).currentPage));
		assert.deepEqual(pageInfo(undefined), {});
		assert.deepEqual(pageInfo({}), {});
	});

	test('more pages: up to the total named; without one, while pages come full; never after an empty page', () => {
		const meta = (total: unknown) => ({ pagination: { total_pages: total } });
		assert.equal(hasMorePages(meta(3), 2, 10, 10), true);
		assert.equal(hasMorePages(meta(3), 3, 10, 10), false);
		assert.equal(hasMorePages(meta(3), 1, 0, 10), false);
		assert.equal(hasMorePages(meta(null), 1, 10, 10), true);
		assert.equal(hasMorePages(undefined, 1, 9, 10), false);
		// a short page with more pages named: the total decides
		assert.equal(hasMorePages(meta(3), 1, 5, 10), true);
	});
});
