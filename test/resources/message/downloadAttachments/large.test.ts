import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { BinaryDataService } from 'n8n-core';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../../../support/engine';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useFake } from '../../../support/useFake';
import { fileHosts } from './filesFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const MB = 1024 * 1024;
const SIZE = 50 * MB;
// n8n-core's own @n8n/di, which holds the binary store prepareBinaryData writes to
const { Container } = createRequire(require.resolve('n8n-core'))('@n8n/di') as typeof import('@n8n/di');
// in memory (tmpfs) where the machine has it: this measures the process's memory, not the disk,
// and a disk all but full (a CI machine's) fails the write, as the store-failure test shows
const storage = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'cometchat-files-'));

// n8n's own binary store in filesystem mode (n8n's default for files since 1.x's N8N_DEFAULT_BINARY_DATA_MODE=filesystem)
beforeAll(async () => {
	const service = new BinaryDataService({ mode: 'filesystem', localStoragePath: storage, signingSecret: 'test' } as never, { error: () => {} } as never, {} as never);
	await service.init();
	Container.set(BinaryDataService, service);
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

/** The file host sends `size` bytes of 0x42, 1 MB at a time as the connection takes them; `closed` says when its connection ended and how much it had sent. */
function servesMovie(size: number) {
	const chunk = Buffer.alloc(MB, 0x42);
	const served = { closed: undefined as Promise<number> | undefined };
	fileHosts(
		server,
		{
			'/public/movie.mp4': (_req, res) => {
				res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(size) });
				let sent = 0;
				served.closed = new Promise((resolve) => res.once('close', () => resolve(sent)));
				const more = () => {
					while (sent < size) {
						sent += MB;
						if (!res.write(chunk)) return void res.once('drain', more);
					}
					res.end();
				};
				more();
			},
		},
		() => '',
	);
	server.messages.push({ id: '501', type: 'video', category: 'message', sender: 'ana', receiver: 'bob', receiverType: 'user', data: { attachments: [{ url: `${new URL(server.baseUrl).origin}/public/movie.mp4`, name: 'movie.mp4', mimeType: 'video/mp4', size: String(size) }] } });
	return served;
}

const run = async (maxSizeMb: number) =>
	await runNode({ parameters: { resource: 'message', operation: 'downloadAttachments', messageId: '501', attachmentOptions: { maxSizeMb } }, credentials });

test('an attachment of 50 MB is streamed into n8n\'s binary store: memory grows by less than the file (never held whole, let alone twice)', async () => {
	const served = servesMovie(SIZE);
	// a first run loads n8n's engine and the package, which is no part of the measure
	assert.match(String((await run(1)).error?.message), /larger than the maximum size/);
	// refused by its Content-Length, the file is not read, and its connection is let go (on n8n 2.x
	// axios's Readable.from over the response, destroyed unread, used to leave the response open)
	let timer: NodeJS.Timeout | undefined;
	const refused = await Promise.race([served.closed!, new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), 5_000)))]);
	clearTimeout(timer);
	assert.ok(refused !== 'open' && refused < SIZE, `the refused download's connection: ${refused === 'open' ? 'still open after 5 s' : `${refused} bytes sent`}`);
	global.gc?.();
	const before = process.memoryUsage();
	let [rss, heap] = [0, 0];
	const sampler = setInterval(() => {
		const now = process.memoryUsage();
		rss = Math.max(rss, now.rss - before.rss);
		heap = Math.max(heap, now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers);
	}, 2);
	const { items, error } = await run(60);
	clearInterval(sampler);
	assert.equal(error, undefined);
	const file = items[0].binary!.attachment_0;
	assert.deepEqual([file.fileName, file.mimeType, file.bytes, file.data], ['movie.mp4', 'video/mp4', SIZE, 'filesystem-v2']);
	const stored = Container.get(BinaryDataService);
	assert.equal((await stored.getAsBuffer(file)).length, SIZE);
	assert.ok(statSync(storage).isDirectory());
	// eslint-disable-next-line no-console
	console.log(`50 MB download: peak growth RSS ${(rss / MB).toFixed(1)} MB, heap and buffers ${(heap / MB).toFixed(1)} MB`);
	// chunks read and not yet collected count too (30-40 MB here); a body held whole, then stored, makes 100 MB and more
	assert.ok(rss < SIZE && heap < SIZE, `memory grew by ${(rss / MB).toFixed(1)} MB (RSS), ${(heap / MB).toFixed(1)} MB (heap and buffers) while streaming 50 MB`);
}, 60_000);

test('n8n\'s binary store fails half-way (a full disk): the item says n8n could not store the file and why, not that the download was cut off; the connection is closed', async () => {
	const served = servesMovie(SIZE);
	const stored = Container.get(BinaryDataService);
	const store = stored.store;
	// as the filesystem store fails on a full disk: with Node's own error, of Node's realm (not jest's)
	const full = runInNewContext("Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' })") as Error;
	stored.store = async (_location, body) => {
		let read = 0;
		for await (const chunk of body as AsyncIterable<Buffer>) if ((read += chunk.length) > 2 * MB) throw full;
		throw new Error('the store read the whole body');
	};
	try {
		const { error } = await run(60);
		assert.equal(error?.message, 'Attachment 0 ("movie.mp4") of message 501 could not be downloaded: n8n could not store it (ENOSPC: no space left on device, write) [item 0]');
		assert.ok((await served.closed!) < SIZE, 'the file host sent the whole file');
	} finally {
		stored.store = store;
	}
});
