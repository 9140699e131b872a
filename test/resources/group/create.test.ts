import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedEach: () => {
		server.groups.clear();
	},
});

const create = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'group', operation: 'create', guid: 'incident-2041', name: 'Incident 2041', ...extra });

describe('Group > Create', () => {
	test('guid, name and type (public by default); the group as output', async () => {
		const { items } = await runNode({ parameters: create(), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups', {}, { guid: 'incident-2041', name: 'Incident 2041', type: 'public' }]]);
		assert.deepEqual(items.map((i) => i.json), [
			{ guid: 'incident-2041', name: 'Incident 2041', type: 'public', owner: 'app_system', membersCount: 0, conversationId: 'group_incident-2041', createdAt: 1_700_000_000, updatedAt: 1_700_000_000 },
		]);
	});

	test('a password group sends its password; additional fields as typed', async () => {
		await runNode({
			parameters: create({
				type: 'password',
				password: 's3cret',
				additionalFields: { description: 'War room', icon: 'https://example.invalid/i.png', owner: 'ana', metadata: '{"sev": 1}', tags: 'ops,sev1' },
			}),
			credentials,
		});
		assert.deepEqual(sent(server)[0][3], {
			guid: 'incident-2041',
			name: 'Incident 2041',
			type: 'password',
			password: 's3cret',
			description: 'War room',
			icon: 'https://example.invalid/i.png',
			owner: 'ana',
			metadata: { sev: 1 },
			tags: ['ops', 'sev1'],
		});
	});

	test('a password left over from another type is not sent', async () => {
		await runNode({ parameters: create({ type: 'private', password: 'old' }), credentials });
		assert.deepEqual(sent(server)[0][3], { guid: 'incident-2041', name: 'Incident 2041', type: 'private' });
	});

	for (const [extra, message] of [
		[{ guid: 'incident 2041' }, /^Group ID \(guid\) contains " "/],
		[{ name: '={{ "" }}' }, /^Name \(name\) is empty \[item 0\]$/],
		[{ type: '={{ "secret" }}', password: 'x' }, /^Type \(type\) must be public, private or password, not "secret"/],
		[{ type: 'password', password: '={{ "" }}' }, /^Password \(password\) is empty/],
		[{ additionalFields: { metadata: '"x"' } }, /^Metadata \(additionalFields\.metadata\) must be a JSON object, but it is a string/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 40)}`, async () => {
			const { error } = await runNode({ parameters: create(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an existing guid: CometChat\'s error; Continue On Fail goes on', async () => {
		const { items } = await runNode({
			parameters: create({ guid: '={{ $json.guid }}' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'a' } }, { json: { guid: 'a' } }, { json: { guid: 'b' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.guid), ['a', 'The GUID a is already registered.', 'b']);
	});
});
