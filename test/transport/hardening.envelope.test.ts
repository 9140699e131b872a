/**
 * A 2xx answer that is not CometChat's {"data": …} envelope fails the item (send, list and the
 * credential test), with the key redacted from the body shown, through n8n's engine.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { runCredentialTest } from '../support/credentialTest';
import { runNode } from '../support/engine';
import { makeBlockedUsers, type FakeCometChat } from '../support/fakeCometChat';
import { listParams, sendParams } from '../support/fixtures';
import { httpCode, isPost, useHardeningFake } from './hardening.helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useHardeningFake((fake) => ({ server, credentials } = fake));

const key = () => String(credentials.apiKey);
const posts = () => server.requestsTo('POST', '/v3/messages');

describe('a 2xx that is not the {"data": …} envelope fails the item', () => {
	const json = { 'content-type': 'application/json' };
	const cases: Array<[string, Record<string, string>, string, string]> = [
		['a truncated body', json, '{"data": {"id": "1001", "sen', 'the body is not a JSON object'],
		['an HTML login page (captive portal)', { 'content-type': 'text/html; charset=utf-8' }, '<html><body><form action="/login">Sign in to the Wi-Fi</form></body></html>', 'the body is not a JSON object'],
		['an empty body', json, '', 'the body is empty'],
		['{}', json, '{}', 'it has no "data"'],
		['{"data": null}', json, '{"data": null}', '"data" is null'],
		['"ok"', json, '"ok"', 'the body is not a JSON object'],
		['a JSON array', json, '[{"id": "1"}]', 'the body is an array, not a JSON object'],
		// Send to one receiver expects the created message: one object
		['{"data": "ok"}', json, '{"data": "ok"}', '"data" is a string, not an object'],
	];
	for (const [name, headers, raw, problem] of cases) {
		test(`send: ${name} fails with a clear error, sent once`, async () => {
			server.fault({ match: isPost, status: 200, headers, raw });
			const { error } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(error?.message, `CometChat answered HTTP 200 without its {"data": …} envelope: ${problem}`);
			assert.equal(httpCode(error), '200');
			const description = String(error?.description);
			assert.ok(description.startsWith(`Content type: ${headers['content-type']}.`), description);
			// n8n hands over JSON parsed (shown compact again), anything else as the text received
			let shown = raw;
			try {
				const parsed = JSON.parse(raw) as unknown;
				shown = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
			} catch {
				// not JSON: shown as received
			}
			assert.ok(description.includes(raw ? `The body began: ${shown.slice(0, 40)}` : 'The body was empty.'), description);
			assert.match(description, /not repeated/);
			assert.equal(posts().length, 1, 'a POST is never retried');
		});
	}

	test('Continue On Fail: the item with the odd answer carries the error, the others carry on', async () => {
		server.fault({ match: (r) => (r.body as IDataObject)?.receiver === 'bo', status: 200, headers: json, raw: '{"data": null}' });
		const { items, error } = await runNode({
			parameters: sendParams({ receiver: '={{ $json.uid }}' }),
			credentials,
			items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
			continueOnFail: true,
		});
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json.receiver ?? i.json.error), ['ana', 'CometChat answered HTTP 200 without its {"data": …} envelope: "data" is null', 'chen']);
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	test('the key is redacted from the body shown, even where the excerpt would cut it', async () => {
		const raw = `${'x'.repeat(190)} ${key()} and more`;
		server.fault({ match: isPost, status: 200, headers: { 'content-type': 'text/plain' }, raw });
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: the body is not a JSON object');
		const description = String(error?.description);
		assert.ok(description.includes(`The body began: ${'x'.repeat(190)} [redac`), description);
		assert.ok(!description.includes(key().slice(0, 6)), description);
	});

	test('the same for an error page whose excerpt would cut the key', async () => {
		server.fault({ match: isPost, status: 502, raw: `<p>${'y'.repeat(293)} ${key()}</p>` });
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, 'CometChat answered HTTP 502 with a non-JSON body');
		assert.ok(!String(error?.description).includes(key().slice(0, 6)), String(error?.description));
	});

	test('getAll: a page whose items are not objects is an error, not an engine crash', async () => {
		server.fault({ status: 200, headers: json, raw: '{"data": [{"uid": "a"}, null], "meta": {"pagination": {"current_page": 1, "total_pages": 1}}}' });
		const { error } = await runNode({ parameters: listParams(), credentials });
		assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: entry 2 of "data" is null, not an object');
		assert.equal(server.requests.length, 1);
	});

	test('getAll: a page with "data": null is the same kind of error', async () => {
		server.fault({ status: 200, headers: json, raw: '{"data": null, "meta": {}}' });
		const { error } = await runNode({ parameters: listParams(), credentials });
		assert.equal(error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: "data" is null');
	});

	test('getAll with Continue On Fail: one error item for the listing, the next listing carries on', async () => {
		server.fault({ match: (r) => r.path.includes('/first/'), status: 200, headers: json, raw: '[1, 2, 3]' });
		server.setBlocked('first', makeBlockedUsers(2));
		const { items, error } = await runNode({
			parameters: listParams({ uid: '={{ $json.uid }}', limit: 2 }),
			credentials,
			items: [{ json: { uid: 'first' } }, { json: { uid: 'owner' } }],
			continueOnFail: true,
		});
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => [i.json.uid ?? i.json.error, i.pairedItem]), [
			['CometChat answered HTTP 200 without its {"data": …} envelope: the body is an array, not a JSON object', { item: 0 }],
			['blocked-1', { item: 1 }],
			['blocked-2', { item: 1 }],
		]);
	});

	test('the credential test: a 200 that is not CometChat\'s answer is not "Connection successful"', async () => {
		server.fault({ status: 200, headers: { 'content-type': 'text/html' }, raw: '<html>Sign in to the Wi-Fi</html>' });
		const result = await runCredentialTest({ ...credentials });
		assert.equal(result.status, 'Error');
		assert.match(result.message, /not CometChat's/);
	});
});
