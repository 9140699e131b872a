/**
 * Message > Send: every limit of the contract, at the limit (sent) and one past it (refused, with the
 * parameter and item named, and no request reaching the server).
 */
import assert from 'node:assert/strict';
import type { IDataObject } from 'n8n-workflow';
import { useSendFake } from './sendFake';

const send = useSendFake();
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

async function expectSent(extra: IDataObject): Promise<IDataObject> {
	const bodies = await send.expectSent(extra);
	assert.equal(bodies.length, 1);
	return bodies[0];
}

async function expectRefused(extra: IDataObject, pattern: RegExp): Promise<void> {
	assert.match(await send.refused(extra, pattern), /\[item 0\]$/);
}

/** A text whose `data` object ({"text": …}) is exactly `size` bytes, mostly 4-byte emoji. */
function textForDataBytes(size: number): string {
	const room = size - bytes({ text: '' });
	return '😀'.repeat(Math.floor(room / 4)) + 'a'.repeat(room % 4);
}

describe('Message > Send limits: tags', () => {
	const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag-${i}`);
	test('25 tags are sent', async () => {
		assert.deepEqual((await expectSent({ additionalFields: { tags: tags(25).join(',') } })).tags, tags(25));
	});
	test('26 tags are refused', async () => {
		await expectRefused({ additionalFields: { tags: tags(26).join(',') } }, /^Tags \(additionalFields.tags\) has 26 tags; CometChat accepts at most 25/);
	});
	test('a tag of 100 characters (emoji count as one) is sent', async () => {
		const tag = '🏷'.repeat(100);
		assert.deepEqual((await expectSent({ additionalFields: { tags: tag } })).tags, [tag]);
	});
	test('a tag of 101 characters is refused', async () => {
		await expectRefused({ additionalFields: { tags: `ok,${'🏷'.repeat(101)}` } }, /has a tag of 101 characters at position 2; each tag may have at most 100/);
	});
});

describe('Message > Send limits: mentions', () => {
	const mentions = (n: number) => Array.from({ length: n }, (_, i) => `<@uid:user-${i}>`).join(' ');
	test('10 distinct users (mentioned twice each) are sent', async () => {
		const text = `${mentions(10)} ${mentions(10)}`;
		assert.equal(((await expectSent({ text })).data as IDataObject).text, text);
	});
	test('11 distinct users are refused', async () => {
		await expectRefused({ text: mentions(11) }, /^Text \(text\) mentions 11 distinct users; CometChat accepts at most 10/);
	});
});

describe('Message > Send limits: data object (10,240 bytes as UTF-8)', () => {
	test('a text message whose data is exactly 10,240 bytes is sent', async () => {
		const text = textForDataBytes(10_240);
		const body = await expectSent({ text });
		assert.equal(bytes(body.data), 10_240);
	});
	test('10,241 bytes are refused', async () => {
		await expectRefused({ text: textForDataBytes(10_241) }, /^Message Data \(text, attachments, additionalFields.metadata\) is too large: the data object is 10241 bytes; CometChat accepts at most 10240 bytes/);
	});
	test('metadata counts toward the data object', async () => {
		const metadata = { note: 'x'.repeat(100) };
		const text = textForDataBytes(10_241 - bytes(metadata) - ',"metadata":'.length);
		await expectRefused({ text, additionalFields: { metadata: JSON.stringify(metadata) } }, /the data object is 10241 bytes/);
	});
	const customOf = (size: number) => {
		const room = size - bytes({ customData: { v: '' } });
		return { v: 'é'.repeat(Math.floor(room / 2)) + 'a'.repeat(room % 2) };
	};
	test('custom data of exactly 10,240 bytes is sent', async () => {
		const body = await expectSent({ category: 'custom', customType: 'blob', customData: JSON.stringify(customOf(10_240)) });
		assert.equal(bytes(body.data), 10_240);
	});
	test('custom data of 10,241 bytes is refused', async () => {
		await expectRefused({ category: 'custom', customType: 'blob', customData: JSON.stringify(customOf(10_241)) }, /^Custom Data \(customData\) is too large: the data object is 10241 bytes/);
	});
});

describe('Message > Send limits: whole request (65,536 bytes as UTF-8)', () => {
	/** Receiver uids (at most 100 characters each) that make the body exactly `size` bytes. */
	function uidsForBody(size: number): string[] {
		const base = { receiverType: 'user', receiver: 'cometchat-uid-1', category: 'message', type: 'text', data: { text: 'Hello' }, multipleReceivers: { uids: [] as string[] } };
		const uids: string[] = [];
		const current = () => bytes({ ...base, multipleReceivers: { uids } });
		while (current() + 103 <= size) uids.push(`u${String(uids.length).padStart(99, '0')}`);
		const room = size - current() - (uids.length ? 3 : 2);
		uids.push('z'.repeat(room));
		assert.equal(current(), size);
		return uids;
	}
	test('a request of exactly 65,536 bytes is sent', async () => {
		const uids = uidsForBody(65_536);
		const body = await expectSent({ additionalFields: { multipleReceiversUids: uids.join(',') } });
		assert.equal(bytes(body), 65_536);
	});
	test('65,537 bytes are refused', async () => {
		const uids = uidsForBody(65_537);
		await expectRefused({ additionalFields: { multipleReceiversUids: uids.join(',') } }, /^Message \(all parameters\) is too large: the request is 65537 bytes; CometChat accepts at most 65536 bytes/);
	});
});

describe('Message > Send limits: JSON parameters', () => {
	test('1 MB of JSON is refused before parsing', async () => {
		await expectRefused({ category: 'custom', customType: 'x', customData: JSON.stringify({ v: 'x'.repeat(1_048_576) }) }, /^Custom Data \(customData\) is 1048584 bytes of JSON, far more than a whole CometChat request may hold/);
	});
	test('indentation does not count: 70,000 bytes of pretty JSON that is small once compact is sent', async () => {
		const pretty = `{\n${' '.repeat(70_000)}"note": "hi"\n}`;
		const body = await expectSent({ category: 'custom', customType: 'x', customData: pretty });
		assert.deepEqual(body.data, { customData: { note: 'hi' } });
	});
	test('JSON nested 10,000 levels deep is refused without crashing', async () => {
		const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
		await expectRefused({ category: 'custom', customType: 'x', customData: deep }, /^Custom Data \(customData\) is nested more than 64 levels deep/);
	});
	test('JSON nested 64 levels deep is fine', async () => {
		const deep = '{"a":'.repeat(63) + '{}' + '}'.repeat(63);
		const body = await expectSent({ category: 'custom', customType: 'x', customData: deep });
		assert.equal(bytes(body.data), bytes({ customData: JSON.parse(deep) }));
	});
});
