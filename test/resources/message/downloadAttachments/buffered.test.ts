import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import type { IBinaryData } from 'n8n-workflow';
import { download } from '../../../../nodes/shared/files/download';
import { PNG } from './filesFake';

/**
 * A body whose bytes all arrived before the download looked at it (n8n 1.123's request
 * helper hands the response over later than 2.x's: a small file is already in the stream's
 * buffer), stored as n8n's default binary mode does: read whole.
 */
async function downloadBuffered(body: Buffer, contentLength: number | undefined, maxBytes = 1024) {
	const stream = new Readable({ read() {} });
	stream.push(body);
	stream.push(null);
	const ctx = {
		helpers: {
			httpRequest: async () => ({ statusCode: 200, headers: { 'content-type': 'image/png', ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }) }, body: stream }),
			httpRequestWithAuthentication: async () => await Promise.reject(new Error('no key here')),
			prepareBinaryData: async (data: Readable, fileName?: string, mimeType?: string) => {
				const chunks: Buffer[] = [];
				for await (const chunk of data) chunks.push(chunk as Buffer);
				return { data: Buffer.concat(chunks).toString('base64'), fileName, mimeType } as IBinaryData;
			},
		},
	};
	return await download(ctx as never, new URL('https://media.example.invalid/cat.png'), 'other', { name: 'cat.png', mimeType: 'image/png' }, { maxBytes, kinds: ['image'], timeout: 1000 });
}

test('a body already in the stream when the download starts is counted: the whole file, not "cut off after 0 bytes"', async () => {
	const file = await downloadBuffered(PNG, PNG.length);
	assert.ok(Buffer.from(file.data, 'base64').equals(PNG));
});

test('a body already in the stream counts toward the maximum size (no length announced) and toward the length announced', async () => {
	await assert.rejects(downloadBuffered(PNG, undefined, 100), /larger than the maximum size, 100 bytes/);
	await assert.rejects(downloadBuffered(PNG.subarray(0, 50), PNG.length), /cut off after 50 of 208 bytes/);
});
