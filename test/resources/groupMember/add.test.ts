import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { makeGroup } from '../../support/fake/groups';
import { makeUser } from '../../support/fake/users';
import { byId, sent } from '../../support/operations';
import { useFake } from '../../support/useFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), {
	seedOnce: () => {
		for (const uid of ['ana', 'bo', 'cy']) server.users.set(uid, makeUser(uid));
	},
	seedEach: () => {
		server.groups.set('ops', makeGroup('ops'));
		server.groupMembers.clear();
	},
});

const add = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'groupMember', operation: 'add', guid: byId('ops'), ...extra });

describe('Group Member > Add', () => {
	test('only the lists that hold uids are sent; the per-scope, per-uid result is the output', async () => {
		const { items } = await runNode({ parameters: add({ participants: 'ana, bo', admins: '={{ ["cy"] }}' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/groups/ops/members', {}, { participants: ['ana', 'bo'], admins: ['cy'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ participants: { ana: { success: true }, bo: { success: true } }, admins: { cy: { success: true } } }]);
		assert.deepEqual([...server.groupMembers.get('ops')!.values()].map((m) => [m.uid, m.scope]), [['ana', 'participant'], ['bo', 'participant'], ['cy', 'admin']]);
	});

	test("an unknown uid fails alone, in CometChat's result", async () => {
		const { items } = await runNode({ parameters: add({ moderators: 'ghost' }), credentials });
		assert.deepEqual(items[0].json, {
			moderators: { ghost: { success: false, error: { message: 'The user with uid ghost does not exist.', code: 'ERR_UID_NOT_FOUND' } } },
		});
	});

	for (const [extra, message] of [
		[{}, /^Participants \(participants\) is empty, and so are Moderators and Admins \[item 0\]$/],
		[{ participants: Array.from({ length: 20 }, (_, i) => `p${i}`).join(','), moderators: Array.from({ length: 6 }, (_, i) => `m${i}`) }, /^Participants \(participants\) and the other lists hold 26 uids together; CometChat adds at most 25 in one request/],
		[{ admins: Array.from({ length: 26 }, (_, i) => `a${i}`).join(',') }, /^Admins \(admins\) has 26 uids; CometChat takes at most 25/],
	] as const) {
		test(`refused before sending: ${message.source.slice(1, 50)}`, async () => {
			const { error } = await runNode({ parameters: add(extra as never), credentials });
			assert.match(String(error?.message), message);
			assert.equal(server.requests.length, 0);
		});
	}

	test('an unknown group: 404 per item with Continue On Fail', async () => {
		const { items } = await runNode({
			parameters: add({ guid: byId('={{ $json.guid }}'), participants: 'ana' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { guid: 'ghost' } }, { json: { guid: 'ops' } }],
		});
		assert.deepEqual(items.map((i) => i.json.error ?? Object.keys(i.json)), ['The group with guid ghost does not exist.', ['participants']]);
	});
});
