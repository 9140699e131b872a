/**
 * Redirects are never followed, through n8n's engine against the local CometChat: a second
 * server on another loopback port records whether anything, and the key, arrived there.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { runCredentialTest } from '../support/credentialTest';
import { runNode } from '../support/engine';
import type { FakeCometChat, RecordedRequest } from '../support/fakeCometChat';
import { listParams, sendParams } from '../support/fixtures';
import { httpCode, isPost, useHardeningFake } from './hardening.helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
/** Another origin (another loopback port) that would gladly take the key. */
let elsewhere: FakeCometChat;

useHardeningFake((fake) => ({ server, credentials } = fake));
useHardeningFake((fake) => (elsewhere = fake.server));

const posts = () => server.requestsTo('POST', '/v3/messages');
const elsewhereOrigin = () => new URL(elsewhere.baseUrl).origin;
const ownOrigin = () => new URL(server.baseUrl).origin;
/** Requests that reached the other origin, and whether any carried the key. */
const leaked = () => ({ requests: elsewhere.requests.length, withKey: elsewhere.requests.filter((r) => r.headers.apikey !== undefined).length });

describe('redirects are never followed', () => {
	const redirect = (status: number, location: string, match?: (r: RecordedRequest) => boolean) =>
		server.fault({ match, status, headers: { location, 'content-type': 'text/plain' }, raw: '' });

	for (const status of [301, 302, 303, 307, 308]) {
		test(`send: HTTP ${status} to another origin fails naming status and origin; sent once, the key never arrives there`, async () => {
			redirect(status, `${elsewhere.baseUrl}/messages`, isPost);
			const { error, items } = await runNode({ parameters: sendParams(), credentials });
			assert.equal(items.length, 0);
			assert.equal(error?.message, `CometChat answered with a redirect (HTTP ${status}) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there`);
			assert.match(String(error?.description), /CometChat's API does not redirect/);
			assert.equal(httpCode(error), String(status));
			assert.equal(posts().length, 1, 'nothing re-sent');
			assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
		});
	}

	test('getAll: page 2 redirected to another origin fails; no page is read from there', async () => {
		redirect(302, `${elsewhere.baseUrl}/users/owner/blockedusers?page=2&perPage=100`, (r) => r.query.page === '2');
		const { error } = await runNode({ parameters: listParams({ returnAll: true }), credentials });
		assert.equal(error?.message, `CometChat answered with a redirect (HTTP 302) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there`);
		assert.deepEqual(server.requests.map((r) => r.query.page), ['1', '2'], 'a redirect is not retried');
		assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
	});

	test('a redirect to plain http:// on another host is named and not followed', async () => {
		redirect(308, 'http://chat.example.invalid/v3/messages', isPost);
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, 'CometChat answered with a redirect (HTTP 308) to http://chat.example.invalid; redirects are not followed, so nothing was sent there');
		assert.equal(posts().length, 1);
	});

	test('a relative redirect (same origin) is not followed either', async () => {
		redirect(307, '/v3/messages-elsewhere', isPost);
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, `CometChat answered with a redirect (HTTP 307) to ${ownOrigin()}; redirects are not followed, so nothing was sent there`);
		assert.equal(server.requests.length, 1);
	});

	test('a redirect without a Location says so', async () => {
		server.fault({ match: isPost, status: 302, raw: '' });
		const { error } = await runNode({ parameters: sendParams(), credentials });
		assert.equal(error?.message, 'CometChat answered with a redirect (HTTP 302) to no address (no Location header); redirects are not followed, so nothing was sent there');
	});

	test('Continue On Fail: the redirected item carries the error, the others are sent', async () => {
		redirect(307, `${elsewhere.baseUrl}/messages`, (r) => (r.body as IDataObject)?.receiver === 'bo');
		const { items, error } = await runNode({
			parameters: sendParams({ receiver: '={{ $json.uid }}' }),
			credentials,
			items: [{ json: { uid: 'ana' } }, { json: { uid: 'bo' } }, { json: { uid: 'chen' } }],
			continueOnFail: true,
		});
		assert.equal(error, undefined);
		assert.equal(items.length, 3);
		assert.equal(items[0].json.receiver, 'ana');
		assert.deepEqual(items[1].json, { error: `CometChat answered with a redirect (HTTP 307) to ${elsewhereOrigin()}; redirects are not followed, so nothing was sent there` });
		assert.equal(items[2].json.receiver, 'chen');
		assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
	});

	for (const status of [302, 307]) {
		test(`the credential test: HTTP ${status} is an error naming the redirect; the key never arrives elsewhere`, async () => {
			redirect(status, `${elsewhere.baseUrl}/users?perPage=1`);
			const result = await runCredentialTest({ ...credentials });
			assert.equal(result.status, 'Error');
			assert.match(result.message, new RegExp(`^CometChat answered with a redirect \\(HTTP ${status}\\)`));
			assert.match(result.message, /not followed/);
			assert.equal(server.requests.length, 1);
			assert.deepEqual(leaked(), { requests: 0, withKey: 0 });
		});
	}
});
