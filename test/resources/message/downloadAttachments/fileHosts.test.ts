/** Which link gets the API key, and a link's file name (nodes/shared/files). */
import assert from 'node:assert/strict';
import { attachmentsOf } from '../../../../nodes/shared/files/attachments';
import { accessOf } from '../../../../nodes/shared/files/download';

const access = (url: string, baseUrl = 'https://app1.api-eu.cometchat.io/v3') => accessOf(new URL(url), { appId: 'app1', apiKey: 'k', baseUrl });

describe('the API key goes only to a file host', () => {
	test("CometChat's files host over HTTPS gets it; over HTTP, or a look-alike host, does not", () => {
		assert.equal(access('https://files-eu.cometchat.io/app1/media/a.png'), 'key');
		assert.equal(access('http://files-eu.cometchat.io/app1/media/a.png'), 'other');
		assert.equal(access('https://files-eu.cometchat.io.example.invalid/a.png'), 'other');
		assert.equal(access('https://files-eu-cometchat.io/a.png'), 'other');
	});

	test("the Base URL's host outside its API path gets it; a link into the API itself never does", () => {
		const base = 'http://127.0.0.1:4010/v3';
		assert.equal(access('http://127.0.0.1:4010/app1/media/a.png', base), 'key');
		assert.equal(access('http://127.0.0.1:4010/v3/users/ana/auth_tokens', base), 'other');
		assert.equal(access('http://127.0.0.1:4010/v3', base), 'other');
		assert.equal(access('https://app1.api-eu.cometchat.io/v3/users'), 'cometchat');
		// a Base URL without a path is all API: nothing on its host gets the key
		assert.equal(access('http://127.0.0.1:4010/app1/a.png', 'http://127.0.0.1:4010'), 'other');
	});

	test('a pre-signed link is fetched without it, wherever it is', () => {
		assert.equal(access('https://files-eu.cometchat.io/a.png?Expires=1&Signature=s'), 'signed');
	});
});

test("a link with a malformed escape keeps its file name as written (no URIError)", () => {
	const [attachment] = attachmentsOf({ type: 'image', data: { attachments: [{ url: 'https://media-eu.cometchat.io/b%E0%A4.png' }] } });
	assert.equal(attachment.name, 'b%E0%A4.png');
	assert.equal(attachmentsOf({ data: { url: 'https://media-eu.cometchat.io/a%20b.png' } })[0].name, 'a b.png');
});
