import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { FakeCometChat } from '../../support/fakeCometChat';
import { runNode } from '../../support/engine';
import { byId, sent } from '../../support/operations';
import { params, useFriendFake } from './friendFake';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFriendFake((fake) => ({ server, credentials } = fake));

const ok = { success: true, message: 'Created relationship with status accepted.' };

describe('Friend > Add', () => {
	test('POST /users/{uid}/friends with {"accepted": [...]}; outputs success per uid', async () => {
		const { items } = await runNode({ parameters: params('add', { friends: 'bo, chen,bo' }), credentials });
		assert.deepEqual(sent(server), [['POST', '/v3/users/ana/friends', {}, { accepted: ['bo', 'chen'] }]]);
		assert.deepEqual(items.map((i) => i.json), [{ accepted: { bo: ok, chen: ok } }]);
		assert.deepEqual([...server.friends.get('ana')!], ['bo', 'chen']);
	});

	test('uids from an array of the item; the user path-encoded; per-uid failures are in the output', async () => {
		const { items } = await runNode({
			parameters: params('add', { uid: byId('={{ $json.uid }}'), friends: '={{ $json.friends }}' }),
			credentials,
			items: [{ json: { uid: 'a b', friends: ['ana', 'ghost'] } }],
		});
		assert.deepEqual(sent(server), [['POST', '/v3/users/a%20b/friends', {}, { accepted: ['ana', 'ghost'] }]]);
		assert.deepEqual(items[0].json, {
			accepted: { ana: ok, ghost: { success: false, error: { message: 'The user with uid ghost does not exist.', code: 'ERR_UID_NOT_FOUND' } } },
		});
	});

	test('no uids, or more than 25, are refused with the parameter and the item named; nothing is sent', async () => {
		const { error } = await runNode({ parameters: params('add', { friends: ' , ' }), credentials });
		assert.match(String(error?.message), /^Friends \(friends\) is empty \[item 0\]$/);
		const many = Array.from({ length: 26 }, (_, i) => `pal-${i + 1}`);
		const { error: tooMany } = await runNode({ parameters: params('add', { friends: '={{ $json.many }}' }), credentials, items: [{ json: { many } }] });
		assert.match(String(tooMany?.message), /^Friends \(friends\) has 26 uids; CometChat takes at most 25 in one request \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});

	test("Continue On Fail: an unknown user is CometChat's 404 on its item; the next item is added", async () => {
		const { items } = await runNode({
			parameters: params('add', { uid: byId('={{ $json.uid }}'), friends: 'chen' }),
			credentials,
			continueOnFail: true,
			items: [{ json: { uid: 'ghost' } }, { json: { uid: 'bo' } }],
		});
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ghost does not exist.' }, { accepted: { chen: ok } }]);
	});
});
