import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { repoRoot, runNode } from '../../../support/engine';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { useFake } from '../../../support/useFake';
import { fileHosts, otherHost, PNG, serve, type FileRoute } from './filesFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake));

const origin = () => new URL(server.baseUrl).origin;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const signed = (path: string, expires = inAnHour()) => `${origin()}${path}?Expires=${expires}&Signature=sig&Key-Pair-Id=K1`;

/** The signed host refuses a request that carries the API key: it must never get it. */
const signedOnly =
	(route: FileRoute): FileRoute =>
	(req, res) =>
		req.headers.apikey ? serve('key sent', 'text/plain', 400)(req, res) : route(req, res);

function message(id: string, attachments: IDataObject[], type = 'image'): IDataObject {
	const stored = { id, type, category: 'message', sender: 'ana', receiver: 'bob', receiverType: 'user', data: { attachments, url: attachments[0]?.url } };
	server.messages.push(stored);
	return stored;
}

const image = (url: string, name = 'cat.png'): IDataObject => ({ url, name, mimeType: 'image/png', extension: 'png', size: String(PNG.length) });
const params = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'message', operation: 'downloadAttachments', messageId: '501', ...extra });
const errorOf = async (extra: INodeParameters = {}) => (await runNode({ parameters: params(extra), credentials })).error?.message;

describe('Message > Download Attachments', () => {
	test('token-based file access: the app ID and key go to the files host only, the pre-signed link it gives is fetched without them', async () => {
		fileHosts(server, { '/signed/cat.png': signedOnly(serve(PNG)) }, (file) => signed(`/signed/${file}`));
		message('501', [image(`${origin()}/testapp/media/cat.png`)]);
		const { items, error } = await runNode({ parameters: params(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(server.requests.map((r) => `${r.method} ${r.path}`), ['GET /v3/messages/501']);
		assert.deepEqual(server.fileRequests.map((r) => [r.url.split('?')[0], r.headers.appid, r.headers.apikey]), [
			['/testapp/media/cat.png', 'testapp', server.apiKey],
			['/signed/cat.png', undefined, undefined],
		]);
		const file = items[0].binary!.attachment_0;
		assert.deepEqual([file.fileName, file.mimeType, file.fileExtension, Buffer.from(file.data, 'base64').equals(PNG)], ['cat.png', 'image/png', 'png', true]);
		assert.equal(items[0].json.id, '501');
	});

	test('token-based file access for a document (not an image): the JSON answer is the link, not the file', async () => {
		fileHosts(server, { '/signed/doc.pdf': signedOnly(serve('%PDF-1.4', 'application/pdf')) }, (file) => signed(`/signed/${file}`));
		message('501', [{ url: `${origin()}/testapp/media/doc.pdf`, name: 'doc.pdf', mimeType: 'application/pdf', extension: 'pdf', size: '8' }], 'file');
		const { items } = await runNode({ parameters: params(), credentials });
		const file = items[0].binary!.attachment_0;
		assert.deepEqual([file.fileName, file.mimeType, Buffer.from(file.data, 'base64').toString()], ['doc.pdf', 'application/pdf', '%PDF-1.4']);
	});

	test('a files host that redirects: the key does not follow, the target is fetched without it', async () => {
		server.files = (req, res) => {
			if (req.url?.startsWith('/testapp/')) return serve('', 'text/plain', 302, { location: signed('/signed/cat.png') })(req, res);
			signedOnly(serve(PNG))(req, res);
		};
		message('501', [image(`${origin()}/testapp/media/cat.png`)]);
		const { items, error } = await runNode({ parameters: params(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(server.fileRequests.map((r) => [r.url.split('?')[0], r.headers.apikey !== undefined]), [['/testapp/media/cat.png', true], ['/signed/cat.png', false]]);
		assert.equal(items[0].binary!.attachment_0.fileName, 'cat.png');
	});

	test('pre-signed media links, several kinds: each its own field, named and typed from the attachment; Kinds leaves out the others', async () => {
		fileHosts(server, { '/media/a.png': signedOnly(serve(PNG)), '/media/b.pdf': signedOnly(serve('%PDF-1.4', 'application/pdf')) }, () => '');
		message('501', [image(signed('/media/a.png'), 'a.png'), { url: signed('/media/b.pdf'), name: 'b.pdf', mimeType: 'application/pdf', extension: 'pdf', size: '8' }]);
		const all = await runNode({ parameters: params(), credentials });
		assert.deepEqual(Object.entries(all.items[0].binary!).map(([key, b]) => [key, b.fileName, b.mimeType]), [['attachment_0', 'a.png', 'image/png'], ['attachment_1', 'b.pdf', 'application/pdf']]);
		const images = await runNode({ parameters: params({ attachmentOptions: { kinds: ['image'], binaryPropertyPrefix: 'file' } }), credentials });
		assert.deepEqual(Object.keys(images.items[0].binary!), ['file0']);
		assert.equal(server.fileRequests.length, 3);
	});

	test('another host: fetched without credentials; refused, nothing fetched, when Download From Other Hosts is off', async () => {
		const other = await otherHost(serve(PNG));
		try {
			message('501', [image(`${other.url}/cat.png`)]);
			const { items } = await runNode({ parameters: params(), credentials });
			assert.equal(items[0].binary!.attachment_0.mimeType, 'image/png');
			assert.deepEqual(other.seen.map((h) => [h.apikey, h.appid]), [[undefined, undefined]]);
			const refused = await errorOf({ attachmentOptions: { otherHosts: false } });
			assert.equal(refused, `Attachment 0 ("cat.png") of message 501 could not be downloaded: its link points to ${other.url.slice(7)}, outside CometChat, and Download From Other Hosts is off [item 0]`);
			assert.equal(other.seen.length, 1);
		} finally {
			await other.stop();
		}
	});

	test('an expired pre-signed link: the message is read again once for a new one', async () => {
		fileHosts(server, { '/media/cat.png': signedOnly(serve(PNG)) }, () => '');
		const stored = message('501', [image(signed('/media/cat.png', 1_700_000_000))]);
		// CometChat gives a fresh link when the message is read again
		const fresh = image(signed('/media/cat.png'));
		server.fault({ match: (r) => r.path === '/v3/messages/501', times: 1, status: 200, body: { data: structuredClone(stored) } });
		(stored.data as IDataObject).attachments = [fresh];
		const { items, error } = await runNode({ parameters: params(), credentials });
		assert.equal(error, undefined);
		assert.equal(server.requests.length, 2);
		assert.equal(server.fileRequests.length, 1);
		assert.ok(items[0].binary!.attachment_0);
	});

	test('a link that stays expired fails, clearly, after one more read of the message', async () => {
		fileHosts(server, { '/media/cat.png': serve('expired', 'text/plain', 403) }, () => '');
		message('501', [image(signed('/media/cat.png'))]);
		const error = await errorOf();
		assert.equal(
			error,
			'Attachment 0 ("cat.png") of message 501 could not be downloaded: its pre-signed link was refused (HTTP 403): expired, and reading the message again gave no new link [item 0]',
		);
		assert.equal(server.requests.length, 2);
	});

	test('two expired links: the message is read again once for both; a new link that fails too fails the item, naming both tries', async () => {
		fileHosts(server, { '/media/a.png': signedOnly(serve(PNG)), '/media/b.png': serve('gone', 'text/plain', 404) }, () => '');
		const expired = (file: string) => image(signed(`/media/${file}`, 1_700_000_000), file);
		const stored = message('501', [expired('a.png'), expired('b.png')]);
		server.fault({ match: (r) => r.path === '/v3/messages/501', times: 1, status: 200, body: { data: structuredClone(stored) } });
		(stored.data as IDataObject).attachments = [image(signed('/media/a.png'), 'a.png'), image(signed('/media/b.png'), 'b.png')];
		assert.equal(
			await errorOf(),
			'Attachment 1 ("b.png") of message 501 could not be downloaded: its pre-signed link has expired; the new link from reading the message again failed too: the file host answered HTTP 404 (no such file) [item 0]',
		);
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/messages/501', '/v3/messages/501']);
		assert.deepEqual(server.fileRequests.map((r) => r.url.split('?')[0]), ['/media/a.png', '/media/b.png']);
	});

	test.each([
		[401, 'the file host answered HTTP 401 (the file host wants credentials (token-based file access: the CometChat API credential must be the app\'s, with its API key))'],
		[403, 'the file host answered HTTP 403 (access refused)'],
		[404, 'the file host answered HTTP 404 (no such file)'],
	])('HTTP %i from the file host names the attachment and the item', async (status, why) => {
		fileHosts(server, { '/public/cat.png': serve('no', 'text/plain', status) }, () => '');
		message('501', [image(`${origin()}/public/cat.png`)]);
		assert.equal(await errorOf(), `Attachment 0 ("cat.png") of message 501 could not be downloaded: ${why} [item 0]`);
	});

	test('a key the token-based host does not take: 401, named', async () => {
		fileHosts(server, {}, () => '', 'a rotated key');
		message('501', [image(`${origin()}/testapp/media/cat.png`)]);
		const { error } = await runNode({ parameters: params(), credentials });
		assert.match(String(error?.message), /^Attachment 0 \("cat.png"\) of message 501 could not be downloaded: the file host answered HTTP 401/);
	});

	test('too big: by Content-Length before reading, and as it arrives without one', async () => {
		const big = Buffer.alloc(3 * 1024 * 1024, 1);
		fileHosts(
			server,
			{
				'/public/big.png': serve(big),
				'/public/chunked.png': (_req, res) => {
					res.writeHead(200, { 'content-type': 'image/png' });
					res.write(big);
					res.end(big);
				},
			},
			() => '',
		);
		message('501', [image(`${origin()}/public/big.png`, 'big.png')]);
		message('502', [image(`${origin()}/public/chunked.png`, 'chunked.png')]);
		assert.equal(await errorOf({ attachmentOptions: { maxSizeMb: 1 } }), 'Attachment 0 ("big.png") of message 501 could not be downloaded: 3145728 bytes, larger than the maximum size, 1048576 bytes [item 0]');
		assert.equal(
			await errorOf({ messageId: '502', attachmentOptions: { maxSizeMb: 4 } }),
			'Attachment 0 ("chunked.png") of message 502 could not be downloaded: larger than the maximum size, 4194304 bytes [item 0]',
		);
	});

	test('the wrong type: an HTML page where an image was asked for fails', async () => {
		fileHosts(server, { '/public/cat.png': serve('<html>login</html>', 'text/html') }, () => '');
		message('501', [image(`${origin()}/public/cat.png`)]);
		assert.equal(await errorOf({ attachmentOptions: { kinds: ['image'] } }), 'Attachment 0 ("cat.png") of message 501 could not be downloaded: the file host sent text/html, not image [item 0]');
	});

	test('a truncated body fails, naming the attachment', async () => {
		fileHosts(
			server,
			{
				'/public/cat.png': (_req, res) => {
					res.writeHead(200, { 'content-type': 'image/png', 'content-length': '100000' });
					res.write(PNG, () => res.destroy());
				},
			},
			() => '',
		);
		message('501', [image(`${origin()}/public/cat.png`)]);
		assert.match(String(await errorOf()), /^Attachment 0 \("cat.png"\) of message 501 could not be downloaded: the download was cut off after \d+ of 100000 bytes \(aborted\) \[item 0\]$/);
	});

	test('Continue On Fail: the failed item carries the error, the others their files', async () => {
		fileHosts(server, { '/public/cat.png': serve(PNG) }, () => '');
		message('501', [image(`${origin()}/public/cat.png`)]);
		message('502', [image(`${origin()}/public/gone.png`, 'gone.png')]);
		const { items } = await runNode({ parameters: params({ messageId: '={{ $json.id }}' }), credentials, continueOnFail: true, items: [{ json: { id: '501' } }, { json: { id: '502' } }] });
		assert.equal(items[0].binary!.attachment_0.fileName, 'cat.png');
		assert.equal(items[1].json.error, 'Attachment 0 ("gone.png") of message 502 could not be downloaded: the file host answered HTTP 404 (no such file) [item 1]');
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }]);
	});

	test('bad options: an error naming the option and the item, nothing sent', async () => {
		assert.equal(await errorOf({ attachmentOptions: { maxSizeMb: -1 } }), 'Options › Max File Size (MB) (maxSizeMb) must be a number above 0; got -1 [item 0]');
		assert.equal(await errorOf({ attachmentOptions: { binaryPropertyPrefix: ' ' } }), 'Options › Put Output Files in Fields Starting With (binaryPropertyPrefix) is empty [item 0]');
		assert.equal(server.requests.length, 0);
	});

	test('a message without attachments: the message, no binary data', async () => {
		server.messages.push({ id: '501', type: 'text', category: 'message', sender: 'ana', receiver: 'bob', receiverType: 'user', data: { text: 'hi' } });
		const { items } = await runNode({ parameters: params(), credentials });
		assert.deepEqual([items[0].json.id, items[0].binary], ['501', undefined]);
	});

	test.each([
		['file:///etc/passwd', 'its link starts with file:, not http:// or https:// (only web links are fetched)'],
		['data:image/png;base64,iVBORw0KGgo=', 'its link starts with data:, not http:// or https:// (only web links are fetched)'],
		['ftp://127.0.0.1/cat.png', 'its link starts with ftp:, not http:// or https:// (only web links are fetched)'],
		['javascript:alert(1)', 'its link starts with javascript:, not http:// or https:// (only web links are fetched)'],
		['media/cat.png', 'its link is not a whole web address (only http:// and https:// links are fetched)'],
	])('a link that is not http(s) (%s) fails the item, naming the attachment and the item; no file of the message is fetched', async (link, why) => {
		fileHosts(server, { '/public/a.png': serve(PNG) }, () => '');
		// a good link before it: nothing is fetched
		message('501', [image(`${origin()}/public/a.png`, 'a.png'), image(link)]);
		assert.equal(await errorOf(), `Attachment 1 ("cat.png") of message 501 could not be downloaded: ${why} [item 0]`);
		assert.deepEqual(server.fileRequests, []);
		const { items } = await runNode({ parameters: params(), credentials, continueOnFail: true });
		assert.deepEqual([items[0].json.error, items[0].binary], [`Attachment 1 ("cat.png") of message 501 could not be downloaded: ${why} [item 0]`, undefined]);
	});

	test("Kinds keeps each file's place in the message: an image after a document is attachment_1, which matches data.attachments[1]", async () => {
		fileHosts(server, { '/public/notes.pdf': serve('%PDF-1.4', 'application/pdf'), '/public/cat.png': serve(PNG) }, () => '');
		message('501', [{ url: `${origin()}/public/notes.pdf`, name: 'notes.pdf', mimeType: 'application/pdf', extension: 'pdf', size: '8' }, image(`${origin()}/public/cat.png`)], 'file');
		const { items } = await runNode({ parameters: params({ attachmentOptions: { kinds: ['image'] } }), credentials });
		assert.deepEqual(Object.keys(items[0].binary!), ['attachment_1']);
		assert.equal(items[0].binary!.attachment_1.fileName, ((items[0].json.data as IDataObject).attachments as IDataObject[])[1].name);
		assert.deepEqual(server.fileRequests.map((r) => r.url), ['/public/cat.png']);
	});

	test('the options are read once per item (checked before the message is read, used for its files)', async () => {
		// the module n8n loaded the node from (dist/), whose export the operation calls
		const files = require(path.join(repoRoot(), 'dist/nodes/shared/files/attachments.js')) as typeof import('../../../../nodes/shared/files/attachments');
		const read = jest.spyOn(files, 'readFileOptions');
		try {
			fileHosts(server, { '/public/cat.png': serve(PNG) }, () => '');
			message('501', [image(`${origin()}/public/cat.png`)]);
			const { items } = await runNode({ parameters: params(), credentials, items: [{ json: {} }, { json: {} }] });
			assert.equal(items.length, 2);
			// the item index of each read (mock.calls is an array of the module's realm)
			assert.deepEqual(Array.from(read.mock.calls, (call) => call[2]), [0, 1]);
		} finally {
			read.mockRestore();
		}
	});
});
