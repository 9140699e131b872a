import assert from 'node:assert/strict';
import { multipartBody } from '../../nodes/shared/transport/request';
import { parseMultipart } from '../support/fake/multipart';

describe('multipartBody', () => {
	test('text fields in order, UTF-8, the boundary in the Content-Type; what a server reads is what was given', () => {
		const fields = { id: 'insults', name: 'Beleidigungen', searchTerms: 'du bist dumm,tu es bête', empty: '' };
		const { contentType, payload } = multipartBody({ ...fields, skipped: undefined });
		const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(contentType)?.[1];
		assert.ok(boundary);
		assert.ok(Buffer.isBuffer(payload));
		const text = payload.toString('utf8');
		assert.equal(text, `${Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`);
		assert.deepEqual(parseMultipart(contentType, text), fields);
	});

	test('a value that holds the boundary gets another one; line breaks stay in the value', () => {
		const now = jest.spyOn(Date, 'now').mockReturnValue(0x1234);
		const random = jest.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
		try {
			const first = multipartBody({ a: 'x' }).contentType.split('=')[1];
			assert.equal(first, '----n8nCometChat81234');
			const tricky = { text: `line one\r\n--${first}\r\nline three` };
			const { contentType, payload } = multipartBody(tricky);
			assert.equal(contentType, 'multipart/form-data; boundary=----n8nCometChat41234');
			assert.deepEqual(parseMultipart(contentType, payload.toString('utf8')), tricky);
		} finally {
			now.mockRestore();
			random.mockRestore();
		}
	});

	test('an array goes as one part per entry under its name (RFC 7578 4.3), read back as the list', () => {
		const sentences = ["Hello, let's connect on Whatsapp.", 'Send me your number'];
		const { contentType, payload } = multipartBody({ category: 'sentence-similarity', disallowedSentences: sentences });
		const boundary = contentType.split('=')[1];
		const text = payload.toString('utf8');
		assert.equal(text.split(`name="disallowedSentences"\r\n\r\n`).length - 1, 2);
		assert.ok(text.includes(`--${boundary}\r\nContent-Disposition: form-data; name="disallowedSentences"\r\n\r\nHello, let's connect on Whatsapp.\r\n`));
		assert.deepEqual(parseMultipart(contentType, text), { category: 'sentence-similarity', disallowedSentences: sentences });
	});

	test('a field name with a quote or a line break is percent-encoded as browsers encode it (WHATWG)', () => {
		const text = multipartBody({ 'a"b\r\nc': 'v' }).payload.toString('utf8');
		assert.match(text, /Content-Disposition: form-data; name="a%22b%0D%0Ac"\r\n\r\nv\r\n/);
	});
});
