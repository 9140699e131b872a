/**
 * What every Get Many of the moderation service is tested for. CometChat documents no
 * page number and no cursor for these lists (one page, `meta.current{limit, count}`), so
 * each is read in one request, the limit applied to that page, and nothing in the
 * envelope is followed.
 */
import assert from 'node:assert/strict';
import type { IDataObject } from 'n8n-workflow';
import type { ModerationStore } from '../support/fake/moderation';
import type { ModerationFake } from './moderationFake';

export interface ListCase {
	operation: string;
	path: string;
	/** Puts `count` entries into the list; gives the keys of the items expected, in order. */
	seed(store: ModerationStore, count: number): string[];
	key(item: IDataObject): string;
	/** The endpoint takes `limit` (GET /moderation/rules). */
	sendsLimit?: boolean;
}

export function moderationListTests(fake: ModerationFake, list: ListCase): void {
	const run = (extra: IDataObject = {}) => fake.run({ operation: list.operation, ...extra });
	const queries = () => fake.server.requests.map((r) => [r.method, r.path, r.query]);
	const asked = (limit: number) => (list.sendsLimit ? { limit: String(limit) } : {});

	test(`Return All: one GET ${list.path}; every entry once, in order`, async () => {
		const keys = list.seed(fake.store, 30);
		const { items, error } = await run({ returnAll: true });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => list.key(i.json)), keys);
		assert.deepEqual(queries(), [['GET', `/v3${list.path}`, asked(100)]]);
	});

	test('a limit: that many items from the one request', async () => {
		const keys = list.seed(fake.store, 30);
		const { items } = await run({ limit: 3 });
		assert.deepEqual(items.map((i) => list.key(i.json)), keys.slice(0, 3));
		assert.deepEqual(queries(), [['GET', `/v3${list.path}`, asked(3)]]);
	});

	test('an empty list: no items, one request', async () => {
		const { items, error } = await run({ returnAll: true });
		assert.equal(error, undefined);
		assert.deepEqual(items, []);
		assert.equal(fake.server.requests.length, 1);
	});

	test('a full page with a cursor in its envelope: nothing undocumented is followed, one request', async () => {
		const keys = list.seed(fake.store, 5);
		const data = keys.map((key) => ({ id: key }));
		fake.server.fault({ times: 100, status: 200, body: { data, meta: { current: { limit: 5, count: 5 }, next: { affix: 'append', id: '9' }, cursor: { affix: 'append' } } } });
		const { items, error } = await run({ returnAll: true });
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json), data);
		assert.equal(fake.server.requests.length, 1);
	});

	test('items mapped with $json: one list per input item, each paired with it', async () => {
		list.seed(fake.store, 2);
		const { items } = await fake.run({ operation: list.operation, limit: '={{ $json.take }}' }, { items: [{ json: { take: 1 } }, { json: { take: 2 } }] });
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 1 }]);
	});

	test('a limit of 0 is refused before any request', async () => {
		const { error } = await run({ limit: 0 });
		assert.match(String(error?.message), /^Limit \(limit\) must be a whole number at least 1, not 0 \[item 0\]$/);
		assert.equal(fake.server.requests.length, 0);
	});

	test("CometChat's error with Continue On Fail: an item carrying it", async () => {
		fake.server.fault({ status: 403, body: { error: { message: 'Moderation is not enabled for this app.', code: 'ERR_MODERATION_DISABLED' } } });
		const { items } = await fake.run({ operation: list.operation, returnAll: true }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'Moderation is not enabled for this app.' }]);
	});
}
