/**
 * Ids that become part of a URL path, through n8n's engine: dot segments and broken Unicode
 * are refused before sending, naming the parameter and the item; other ids travel encoded.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import { makeBlockedUsers, type FakeCometChat } from '../support/fakeCometChat';
import { listParams, sendParams } from '../support/fixtures';
import { useHardeningFake } from './hardening.helpers';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useHardeningFake((fake) => ({ server, credentials } = fake));

describe('ids that are dot segments are refused, naming the parameter', () => {
	for (const uid of ['.', '..', '%2E%2E', '%2e', '.%2E', ' .. ']) {
		test(`uid ${JSON.stringify(uid)} is refused before sending`, async () => {
			const { error } = await runNode({ parameters: listParams({ uid }), credentials });
			assert.match(String(error?.message), new RegExp(`^User ID \\(uid\\) is ${JSON.stringify(uid.trim()).replace(/\./g, '\\.')}, which a URL reads as "\\.{1,2}": the request would go to another address \\[item 0\\]$`));
			assert.equal(server.requests.length, 0);
		});
	}

	test('a receiver ".." is refused too', async () => {
		const { error } = await runNode({ parameters: sendParams({ receiver: '..' }), credentials });
		assert.equal(error?.message, 'Receiver (receiver) is "..", which a URL reads as "..": the request would go to another address [item 0]');
		assert.equal(server.requests.length, 0);
	});

	test('dots inside an id, or three of them, still travel (encoded)', async () => {
		for (const uid of ['...', 'a..b', '.hidden']) server.setBlocked(uid, makeBlockedUsers(1, 'x'));
		const { items, error } = await runNode({ parameters: listParams({ uid: '={{ $json.uid }}' }), credentials, items: ['...', 'a..b', '.hidden'].map((uid) => ({ json: { uid } })) });
		assert.equal(error, undefined);
		assert.equal(items.length, 3);
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/users/.../blockedusers', '/v3/users/a..b/blockedusers', '/v3/users/.hidden/blockedusers']);
	});
});

describe('a broken Unicode id names the parameter and the item', () => {
	test('a uid with a lone surrogate (half an emoji) is refused, not "URI malformed"', async () => {
		const { error } = await runNode({ parameters: listParams({ uid: 'ana\uD83D' }), credentials });
		assert.equal(error?.message, 'User ID (uid) has a broken Unicode character at position 4 (half of an emoji or another character outside the basic range, as a truncated text leaves it) [item 0]');
		assert.equal(server.requests.length, 0);
	});

	test('the item is named, and Continue On Fail carries on', async () => {
		const { items, error } = await runNode({
			parameters: listParams({ uid: '={{ $json.uid }}', limit: 1 }),
			credentials,
			items: [{ json: { uid: 'owner' } }, { json: { uid: '\uDE00owner' } }],
			continueOnFail: true,
		});
		assert.equal(error, undefined);
		assert.deepEqual(items.map((i) => i.json.uid ?? i.json.error), ['blocked-1', 'User ID (uid) has a broken Unicode character at position 1 (half of an emoji or another character outside the basic range, as a truncated text leaves it) [item 1]']);
	});

	test('a receiver with a lone surrogate is refused the same way', async () => {
		const { error } = await runNode({ parameters: sendParams({ receiver: 'bo\uDE00' }), credentials });
		assert.match(String(error?.message), /^Receiver \(receiver\) has a broken Unicode character at position 3 /);
		assert.equal(server.requests.length, 0);
	});

	test('a whole emoji is fine', async () => {
		server.setBlocked('ana😀', makeBlockedUsers(1));
		const { error, items } = await runNode({ parameters: listParams({ uid: 'ana😀' }), credentials });
		assert.equal(error, undefined);
		assert.equal(items.length, 1);
	});
});
