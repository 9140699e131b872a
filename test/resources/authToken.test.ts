import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { issueToken, makeUser } from '../support/fake/users';
import type { FakeCometChat } from '../support/fakeCometChat';
import { byId, sent } from '../support/operations';
import { params, useAuthTokenFake } from './authTokenFake';

describe('Auth Token > Create', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('POST /users/{uid}/auth_tokens with no body; the token in the output', async () => {
		const { items } = await runNode({ parameters: params('create'), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/ana/auth_tokens', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'ana', authToken: 'ana_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	});

	test('force is sent when set; a uid with a space is path-encoded', async () => {
		await runNode({ parameters: params('create', { uid: byId('a b'), additionalFields: { force: true } }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%20b/auth_tokens', {}, { force: true }]]);
	});

	test('an unknown user: 404 as the error; Continue On Fail keeps the other items', async () => {
		const { items } = await runNode({
			parameters: params('create', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'ana' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), ['The user with uid ghost does not exist.', 'ana']);
	});
});

describe('Auth Token > Delete', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('DELETE /users/{uid}/auth_tokens/{authToken}, encoded; says what it deleted', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { items } = await runNode({ parameters: params('delete', { authToken }), credentials });
		assert.deepEqual(sent(server), [['DELETE', `/v3/users/ana/auth_tokens/${authToken}`, {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, uid: 'ana', authToken, message: 'Auth token of ana has been deleted successfully.' });
		assert.deepEqual(server.authTokens.get('ana'), []);
	});

	test('an empty token is refused; a token with a slash stays one path segment', async () => {
		const { error } = await runNode({ parameters: params('delete', { authToken: ' ' }), credentials });
		assert.match(String(error?.message), /^Auth Token \(authToken\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { error: notFound } = await runNode({ parameters: params('delete', { authToken: 'x/../y' }), credentials });
		assert.equal(server.requests[0].path, '/v3/users/ana/auth_tokens/x%2F..%2Fy');
		assert.equal(notFound?.message, 'The auth token x/../y does not exist.');
	});
});

describe('Auth Token > Delete All', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('DELETE /users/{uid}/auth_tokens (flush): every token of the user is gone; says whose', async () => {
		const { items } = await runNode({ parameters: params('deleteAll', { uid: byId('={{ $json.uid }}') }), credentials, items: [{ json: { uid: 'many' } }] });
		assert.deepEqual(sent(server), [['DELETE', '/v3/users/many/auth_tokens', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ deleted: true, uid: 'many', message: 'Cleared Auth Tokens successfully for uid many.' }]);
		assert.deepEqual(server.authTokens.get('many'), []);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item, the next user is flushed", async () => {
		const { items } = await runNode({
			parameters: params('deleteAll', { uid: byId('={{ $json.uid }}') }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'many' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The user with uid ghost does not exist.', true]);
		assert.deepEqual(server.authTokens.get('many'), []);
	});

	test('a uid of only dots is refused: the request would reach another address', async () => {
		const { error } = await runNode({ parameters: params('deleteAll', { uid: byId('..') }), credentials });
		assert.match(String(error?.message), /^User \(uid\) is "\.\.", which a URL reads as "\.\."/);
		assert.equal(server.requests.length, 0);
	});
});

describe('Auth Token > Get', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('GET /users/{uid}/auth_tokens/{authToken}, the token mapped from the item; outputs the token', async () => {
		const token = issueToken(server, 'a b') as { authToken: string };
		const { items } = await runNode({
			parameters: params('get', { uid: byId('={{ $json.uid }}'), authToken: '={{ $json.authToken }}' }),
			credentials,
			items: [{ json: { uid: 'a b', authToken: token.authToken } }],
		});
		assert.deepEqual(sent(server), [['GET', `/v3/users/a%20b/auth_tokens/${encodeURIComponent(token.authToken)}`, {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'a b', authToken: 'a b_17000000000001abcdef', createdAt: 1_700_000_000 }]);
	});

	test("an empty token is refused before sending; an unknown one is CometChat's 404, on its item with Continue On Fail", async () => {
		const { error } = await runNode({ parameters: params('get', { authToken: '={{ $json.token }}' }), credentials, items: [{ json: { token: ' ' } }] });
		assert.match(String(error?.message), /^Auth Token \(authToken\) is empty \[item 0\]$/);
		assert.equal(server.requests.length, 0);
		const { items } = await runNode({ parameters: params('get', { authToken: 'nope' }), credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The auth token nope does not exist.' }]);
	});
});

describe('Auth Token > Get Many', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('pages through every token (tokens share the uid, none is taken for a repeat)', async () => {
		const { items, error } = await runNode({ parameters: params('getAll', { uid: byId('many'), returnAll: true }), credentials });
		assert.equal(error, undefined);
		assert.equal(items.length, 130);
		assert.equal(new Set(items.map((i) => i.json.authToken)).size, 130);
		assert.deepEqual(server.requests.map((r) => [r.path, r.query]), [
			['/v3/users/many/auth_tokens', { page: '1', perPage: '100' }],
			['/v3/users/many/auth_tokens', { page: '2', perPage: '100' }],
		]);
	});

	test('limit and page size', async () => {
		const { items } = await runNode({ parameters: params('getAll', { uid: byId('many'), limit: 3, options: { perPage: 2 } }), credentials });
		assert.equal(items.length, 3);
		assert.deepEqual(server.requests.map((r) => r.query), [{ page: '1', perPage: '2' }, { page: '2', perPage: '2' }]);
	});
});

describe('Auth Token > Update', () => {
	let server: FakeCometChat;
	let credentials: ICredentialDataDecryptedObject;

	useAuthTokenFake((fake) => ({ server, credentials } = fake));

	test('PUT /users/{uid}/auth_tokens/{authToken} with platform, userAgent and appInfo (an object); outputs the token', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { items } = await runNode({
			parameters: params('update', {
				authToken,
				additionalFields: { platform: '={{ $json.platform }}', userAgent: 'Mozilla/5.0', appInfo: '{"version": "4.2.0"}' },
			}),
			credentials,
			items: [{ json: { platform: 'android' } }],
		});
		const body = { platform: 'android', userAgent: 'Mozilla/5.0', appInfo: { version: '4.2.0' } };
		assert.deepEqual(sent(server), [['PUT', `/v3/users/ana/auth_tokens/${authToken}`, {}, body]]);
		assert.deepEqual(items.map((i) => i.json), [{ uid: 'ana', authToken, createdAt: 1_700_000_000, ...body }]);
	});

	test('nothing to change, or App Info that is not a JSON object, is refused before sending', async () => {
		const { authToken } = issueToken(server, 'ana') as { authToken: string };
		const { error } = await runNode({ parameters: params('update', { authToken, additionalFields: {} }), credentials });
		assert.match(String(error?.message), /^Additional Fields \(additionalFields\) changes nothing \[item 0\]$/);
		const { error: notObject } = await runNode({ parameters: params('update', { authToken, additionalFields: { appInfo: '[1]' } }), credentials });
		assert.match(String(notObject?.message), /^App Info \(additionalFields.appInfo\)/);
		assert.match(String(notObject?.message), /\[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});
});
