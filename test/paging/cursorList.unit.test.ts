import assert from 'node:assert/strict';
import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';
import { readList, type CursorPaging, nextCursor, type PageWindow as CursorWindow } from '../../nodes/shared/paging';
import { cometChatNode } from '../support/node';

const node = cometChatNode({ id: '1' });
const context = { getNode: () => node, getItemIndex: () => 0 } as unknown as IExecuteSingleFunctions;
const MESSAGES: CursorPaging = { sizeParameter: 'limit', cursorParameters: ['affix', 'id', 'sentAt'] };

type Page = (qs: IDataObject) => IDataObject;

/** A message list as CometChat pages it: `limit` items after the message `id`, and `meta.next`. */
function messageServer(count: number, maxLimit = 1000): Page {
	const all = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), sentAt: 1_700_000_000 + i }));
	return (qs) => {
		const limit = Math.min(maxLimit, Number(qs.limit ?? 10));
		const from = qs.id === undefined ? 0 : all.findIndex((m) => m.id === qs.id) + 1;
		const data = all.slice(from, from + limit);
		const last = data[data.length - 1] ?? all[all.length - 1];
		return {
			data,
			meta: { current: { limit, count: data.length }, next: { affix: 'append', ...(last && { id: last.id, sentAt: last.sentAt }) } },
		};
	};
}

async function run(server: Page, window: CursorWindow, paging = MESSAGES, qs: IDataObject = {}) {
	const sent: IDataObject[] = [];
	const fetch = async (page: IDataObject) => {
		const query = { ...qs, ...page };
		sent.push(query);
		return server(query);
	};
	try {
		const items = await readList(context, fetch, { by: 'cursor', window, ...paging });
		return { items: items.map((i) => i.json.id), sent, error: undefined };
	} catch (error) {
		return { items: [], sent, error: error as Error };
	}
}

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const all = (pageSize = 100): CursorWindow => ({ returnAll: true, limit: 0, pageSize });
const upTo = (limit: number, pageSize = 100): CursorWindow => ({ returnAll: false, limit, pageSize });

describe('cursorList: Return All', () => {
	for (const [count, requests] of [
		[0, 1],
		[1, 1],
		[99, 1],
		[100, 2],
		[101, 2],
		[250, 3],
		[10_000, 101],
	] as const) {
		test(`${count} items with pages of 100: every item once, in order, in ${requests} request(s)`, async () => {
			const { items, sent, error } = await run(messageServer(count), all());
			assert.equal(error, undefined);
			assert.deepEqual(items, ids(1, count));
			assert.equal(sent.length, requests);
			assert.deepEqual(sent[0], { limit: 100 });
			if (requests > 1) assert.deepEqual(sent[1], { limit: 100, affix: 'append', id: '100', sentAt: 1_700_000_099 });
		});
	}

	test('the caller\'s query stays on every request; the cursor replaces its cursor fields', async () => {
		const { sent } = await run(messageServer(150), all(), MESSAGES, { category: 'message', affix: 'append' });
		assert.deepEqual(sent, [
			{ category: 'message', affix: 'append', limit: 100 },
			{ category: 'message', affix: 'append', id: '100', sentAt: 1_700_000_099, limit: 100 },
		]);
	});

	test('only the cursor fields the endpoint documents are sent back', async () => {
		const { sent } = await run(messageServer(3), all(2), { sizeParameter: 'limit', cursorParameters: ['affix', 'id'] });
		assert.deepEqual(sent, [{ limit: 2 }, { limit: 2, affix: 'append', id: '2' }]);
	});

	test('without a page-size parameter: the server\'s page size (meta.current.limit) tells the last page', async () => {
		const { items, sent } = await run(messageServer(5, 2), all(), { cursorParameters: ['affix', 'id'] });
		assert.deepEqual(items, ids(1, 5));
		assert.deepEqual(sent, [{}, { affix: 'append', id: '2' }, { affix: 'append', id: '4' }]);
	});

	test('without a page-size parameter or meta.current: the list ends at an empty page', async () => {
		const server = messageServer(5, 2);
		const bare: Page = (qs) => ({ ...server(qs), meta: { next: (server(qs).meta as IDataObject).next } });
		const { items, sent } = await run(bare, all(), { cursorParameters: ['affix', 'id'] });
		assert.deepEqual(items, ids(1, 5));
		assert.deepEqual(sent, [{}, { affix: 'append', id: '2' }, { affix: 'append', id: '4' }, { affix: 'append', id: '5' }]);
	});

	test('a server that serves smaller pages than asked (and says so) is followed to the end', async () => {
		const { items, sent } = await run(messageServer(250, 100), all(1000));
		assert.deepEqual(items, ids(1, 250));
		assert.equal(sent.length, 3);
	});

	test('a page without a cursor is the last one', async () => {
		const { items, sent } = await run(() => ({ data: [{ id: 'a' }, { id: 'b' }], meta: {} }), all(2));
		assert.deepEqual(items, ['a', 'b']);
		assert.equal(sent.length, 1);
	});

	test('group lists: the cursor is read from meta.cursor', async () => {
		const groups = Array.from({ length: 5 }, (_, i) => ({ guid: `g${i + 1}`, updatedAt: 100 + i }));
		const server: Page = (qs) => {
			const from = qs.updatedAt === undefined ? 0 : groups.findIndex((g) => g.updatedAt === qs.updatedAt) + 1;
			const data = groups.slice(from, from + Number(qs.perPage));
			return { data, meta: { pagination: { total: 0 }, cursor: { affix: 'append', updatedAt: data[data.length - 1]?.updatedAt } } };
		};
		const sent: IDataObject[] = [];
		const fetch = async (page: IDataObject) => {
			sent.push({ ...page });
			return server(page);
		};
		const items = await readList(context, fetch, { by: 'cursor', window: all(2), sizeParameter: 'perPage', cursorParameters: ['affix', 'updatedAt'] });
		assert.deepEqual(items.map((i) => i.json.guid), ['g1', 'g2', 'g3', 'g4', 'g5']);
		assert.deepEqual(sent, [{ perPage: 2 }, { perPage: 2, affix: 'append', updatedAt: 101 }, { perPage: 2, affix: 'append', updatedAt: 103 }]);
	});
});

describe('cursorList: limit', () => {
	for (const [limit, sizes] of [
		[1, [1]],
		[30, [30]],
		[100, [100]],
		[101, [100, 1]],
		[250, [100, 100, 50]],
	] as const) {
		test(`limit ${limit}: ${limit} items, requests asking for ${sizes.join(' + ')}`, async () => {
			const { items, sent } = await run(messageServer(1000), upTo(limit));
			assert.deepEqual(items, ids(1, limit));
			assert.deepEqual(sent.map((q) => q.limit), sizes);
		});
	}

	test('a limit above the list: one short page ends it', async () => {
		const { items, sent } = await run(messageServer(7), upTo(50));
		assert.deepEqual(items, ids(1, 7));
		assert.deepEqual(sent, [{ limit: 50 }]);
	});

	test('a server that answers more than asked is cut at the limit', async () => {
		const { items, sent } = await run(() => ({ data: ids(1, 30).map((id) => ({ id })), meta: { next: { id: '30' } } }), upTo(5));
		assert.deepEqual(items, ids(1, 5));
		assert.equal(sent.length, 1);
	});
});

describe('cursorList: servers that repeat themselves are stopped', () => {
	test('the same page again (cursor ignored): stopped after the second request', async () => {
		const server = messageServer(500);
		const { items, sent, error } = await run((qs) => server({ ...qs, id: undefined }), all());
		assert.match(String(error?.message), /page 2 with the same items as an earlier page; stopped/);
		assert.deepEqual(items, []);
		assert.equal(sent.length, 2);
	});

	test('a cursor given twice: stopped before following it again', async () => {
		let call = 0;
		const server: Page = () => {
			call++;
			return { data: [{ id: `m${call}` }], meta: { next: { affix: 'append', id: call === 1 ? 'x' : 'y' } } };
		};
		const { sent, error } = await run(server, all(1));
		// page 1 gives cursor x, page 2 gives y, page 3 gives y again: never requested a 4th time
		assert.match(String(error?.message), /page 3 with a cursor it had already given; stopped/);
		assert.equal(sent.length, 3);
	});

	test('overlapping pages: items already seen are dropped, the rest kept', async () => {
		const pages = [[{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }], []];
		let call = 0;
		const { items, sent } = await run(() => ({ data: pages[call], meta: { next: { id: String(++call) } } }), all(2));
		assert.deepEqual(items, ['1', '2', '3']);
		assert.equal(sent.length, 3);
	});

	test('a body without a list is an error, not an empty result', async () => {
		const { error } = await run(() => ({ data: { id: '1' } }), all());
		assert.match(String(error?.message), /without a list of items/);
	});
});

describe('nextCursor', () => {
	test('meta.next first, then meta.cursor; only the named fields; empty ones dropped', () => {
		assert.deepEqual(nextCursor({ next: { affix: 'append', id: '5', sentAt: 9 } }, ['affix', 'id']), { affix: 'append', id: '5' });
		assert.deepEqual(nextCursor({ cursor: { affix: 'prepend', updatedAt: 7 } }, ['affix', 'updatedAt']), { affix: 'prepend', updatedAt: 7 });
		assert.deepEqual(nextCursor({ next: { id: null }, cursor: { id: '3' } }, ['id']), { id: '3' });
		assert.equal(nextCursor({ next: { other: 1 } }, ['id']), undefined);
		assert.equal(nextCursor(undefined, ['id']), undefined);
		assert.equal(nextCursor({ next: [] }, ['id']), undefined);
	});
});
