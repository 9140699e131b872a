import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { runNode } from '../support/engine';
import type { FakeCometChat } from '../support/fakeCometChat';
import { makeUser } from '../support/fake/users';
import { startFake } from '../support/fixtures';
import { byId } from '../support/operations';
import { assertRequestsMatchOpenApi } from '../support/schemaCheck';
import { runAgent } from './toolHarness';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => {
	({ server, credentials } = await startFake());
	server.users.set('ana', makeUser('ana', { name: 'Ana' }));
	server.knownUsers.add('ana');
});
afterAll(async () => await server.stop());
beforeEach(() => server.reset());
afterEach(() => assertRequestsMatchOpenApi(server));

const UID = "={{ $fromAI('uid', 'The uid of the CometChat user', 'string') }}";
const getUser = { resource: 'user', operation: 'get', uid: byId(UID) };
const sendText = {
	resource: 'message',
	operation: 'send',
	receiverType: 'user',
	receiver: "={{ $fromAI('receiver', 'The uid of the person to answer', 'string') }}",
	category: 'message',
	messageType: 'text',
	text: "={{ $fromAI('text', 'The reply', 'string') }}",
};

const parsed = (answer: string) => JSON.parse(answer) as IDataObject[];

describe('a failed CometChat call is the answer the model gets (n8n-core tool invocation)', () => {
	test('an unknown user: CometChat message, code, status and hint; the next call of the same tool works', async () => {
		const { answers } = await runAgent({
			credentials,
			tools: [{ parameters: getUser }],
			calls: [
				{ tool: 'Get_a_user_in_CometChat', args: { uid: 'ghost' } },
				{ tool: 'Get_a_user_in_CometChat', args: { uid: 'ana' } },
			],
		});
		assert.deepEqual(parsed(answers[0]), [
			{
				error: 'The user with uid ghost does not exist.',
				code: 'ERR_UID_NOT_FOUND',
				httpCode: '404',
				hint: 'The user with uid ghost does not exist. (ERR_UID_NOT_FOUND). Error code: ERR_UID_NOT_FOUND',
			},
		]);
		assert.deepEqual(parsed(answers[1]), [makeUser('ana', { name: 'Ana' })]);
		assert.deepEqual(server.requests.map((r) => r.path), ['/v3/users/ghost', '/v3/users/ana']);
	});

	test('a 429 whose reset is beyond the 60 s wait: answered at once with when it resets', async () => {
		server.fault({ status: 429, headers: { 'retry-after': '600' }, body: { error: { message: 'Too many requests.', code: 'ERR_TOO_MANY_REQUESTS' } } });
		const started = Date.now();
		const { answers } = await runAgent({ credentials, tools: [{ parameters: sendText }], calls: [{ tool: 'Send_a_message_in_CometChat', args: { receiver: 'ana', text: 'Hi' } }] });
		assert.ok(Date.now() - started < 10_000, 'no waiting');
		const [answer] = parsed(answers[0]);
		assert.match(String(answer.error), /^CometChat rate limit reached; it resets at \d{4}-\d\d-\d\dT.* \(in 600 s\), longer than the 60 s this node waits at a time$/);
		assert.equal(answer.code, 'ERR_TOO_MANY_REQUESTS');
		assert.equal(answer.httpCode, '429');
		assert.match(String(answer.hint), /Spread the work out/);
		assert.equal(server.requests.length, 1);
	});

	test('a parameter the node refuses: named in the answer, nothing sent', async () => {
		const { answers } = await runAgent({
			credentials,
			tools: [{ parameters: sendText }, { parameters: getUser }],
			calls: [
				{ tool: 'Send_a_message_in_CometChat', args: { receiver: 'ana', text: 'x'.repeat(11_000) } },
				{ tool: 'Get_a_user_in_CometChat', args: { uid: 'u'.repeat(101) } },
			],
		});
		const [tooLong] = parsed(answers[0]);
		assert.deepEqual(tooLong, {
			error: 'Message Data (text, attachments, additionalFields.metadata) is too large: the data object is 11011 bytes; CometChat accepts at most 10240 bytes (UTF-8, as compact JSON) [item 0]',
		});
		const [badUid] = parsed(answers[1]);
		assert.match(String(badUid.error), /^User \(uid\) is 101 characters long; CometChat ids are at most 100 \[item 0\]$/);
		assert.equal(server.requests.length, 0);
	});

	test('the API key never reaches the model, even when a server echoes it', async () => {
		server.fault({ status: 400, body: { error: { message: `Bad key ${server.apiKey}`, devMessage: `apikey=${server.apiKey}`, code: 'ERR_BAD_REQUEST' } } });
		const { answers, run } = await runAgent({ credentials, tools: [{ parameters: getUser }], calls: [{ tool: 'Get_a_user_in_CometChat', args: { uid: 'ana' } }] });
		assert.ok(!answers[0].includes(server.apiKey));
		assert.match(answers[0], /\[redacted\]/);
		assert.ok(!JSON.stringify(run.data).includes(server.apiKey));
	});

	test('outside tool mode nothing changes: the node fails, or gives the Continue On Fail item', async () => {
		const { error } = await runNode({ parameters: { resource: 'user', operation: 'get', uid: byId('ghost') }, credentials });
		assert.equal(error?.message, 'The user with uid ghost does not exist.');
		const { items } = await runNode({ parameters: { resource: 'user', operation: 'get', uid: byId('ghost') }, credentials, continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The user with uid ghost does not exist.' }]);
	});
});
