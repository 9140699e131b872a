import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		server.users.clear();
		server.authTokens.clear();
	},
});

const create = (extra: Record<string, unknown> = {}) => ({ resource: 'user', operation: 'create', uid: 'ana-lima', name: 'Ana Lima', ...extra });

describe('User > Create', () => {
	test('sends uid and name only, outputs the user without a token', async () => {
		const { items, error } = await runNode({ parameters: create(), credentials });
		assert.equal(error, undefined);
		assert.deepEqual(sent(server), [['POST', '/v3/users', {}, { uid: 'ana-lima', name: 'Ana Lima' }]]);
		assert.equal(server.requests[0].headers.apikey, server.apiKey);
		assert.deepEqual(items.map((i) => i.json), [
			{ uid: 'ana-lima', name: 'Ana Lima', status: 'offline', role: 'default', createdAt: 1_700_000_000 },
		]);
	});

	test('every additional field is sent as typed: metadata parsed, tags as a list, withAuthToken', async () => {
		const { items } = await runNode({
			parameters: create({
				additionalFields: {
					avatar: 'https://example.invalid/a.png',
					link: 'https://example.invalid/ana',
					role: 'agent',
					statusMessage: 'On call',
					metadata: '{"@private": {"email": "ana@example.invalid"}}',
					tags: ' support , night ,',
					withAuthToken: true,
				},
			}),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], {
			uid: 'ana-lima',
			name: 'Ana Lima',
			avatar: 'https://example.invalid/a.png',
			link: 'https://example.invalid/ana',
			role: 'agent',
			statusMessage: 'On call',
			metadata: { '@private': { email: 'ana@example.invalid' } },
			tags: ['support', 'night'],
			withAuthToken: true,
		});
		assert.equal(items[0].json.authToken, 'ana-lima_17000000000001abcdef');
		assert.equal(items[0].json.uid, 'ana-lima');
	});

	test('with withAuthToken off the token never reaches the output, even if a server sends one', async () => {
		server.fault({ status: 200, body: { data: { uid: 'ana-lima', name: 'Ana Lima', authToken: 'leaked' } } });
		const { items } = await runNode({ parameters: create({ additionalFields: { withAuthToken: false } }), credentials });
		assert.deepEqual(sent(server)[0][3], { uid: 'ana-lima', name: 'Ana Lima', withAuthToken: false });
		assert.deepEqual(items[0].json, { uid: 'ana-lima', name: 'Ana Lima' });
	});

	test('tags and metadata from an expression (array and object) are taken as they are', async () => {
		await runNode({
			parameters: create({ additionalFields: { tags: '={{ ["a", "b"] }}', metadata: '={{ { "team": "ops" } }}' } }),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], { uid: 'ana-lima', name: 'Ana Lima', tags: ['a', 'b'], metadata: { team: 'ops' } });
	});

	for (const [parameters, message] of [
		[create({ uid: 'ana lima' }), /^User ID \(uid\) contains " "; CometChat ids may only contain letters, digits, "-" and "_" \[item 0\]$/],
		[create({ uid: 'x'.repeat(101) }), /^User ID \(uid\) is 101 characters long; CometChat ids are at most 100 \[item 0\]$/],
		[create({ name: '  ' }), /^Name \(name\) is empty \[item 0\]$/],
		[create({ additionalFields: { metadata: '{"a": ' } }), /^Metadata \(additionalFields\.metadata\) is not valid JSON/],
		[create({ additionalFields: { metadata: '[1]' } }), /^Metadata \(additionalFields\.metadata\) must be a JSON object, but it is an array/],
		[create({ additionalFields: { tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(',') } }), /^Tags \(additionalFields\.tags\) has 26 tags; CometChat accepts at most 25/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 40)}`, async () => {
			const { error } = await runNode({ parameters: parameters as never, credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test("CometChat's error is the node's error; with Continue On Fail the other items go on", async () => {
		server.users.set('taken', { uid: 'taken', name: 'Taken' });
		const { items } = await runNode({
			parameters: create({ uid: '={{ $json.uid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'taken' } }, { json: { uid: 'bad id' } }, { json: { uid: 'free' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.uid), [
			'The UID taken is already registered.',
			'User ID (uid) contains " "; CometChat ids may only contain letters, digits, "-" and "_" [item 1]',
			'free',
		]);
		assert.deepEqual(items.map((i) => i.pairedItem), [{ item: 0 }, { item: 1 }, { item: 2 }]);
		assert.equal(server.requests.length, 2);
		const { error } = await runNode({ parameters: create({ uid: 'taken' }), credentials });
		assert.equal(error?.message, 'The UID taken is already registered.');
		assert.match(String(error?.description), /ERR_UID_ALREADY_EXISTS/);
	});
});
