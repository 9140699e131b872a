import assert from 'node:assert/strict';
import type { ICredentialTestFunctions } from 'n8n-workflow';
import { cometChatWebhookApiTest } from '../../nodes/CometChatTrigger/receive';

const run = async (user: unknown, password: unknown) =>
	await cometChatWebhookApiTest.call({} as ICredentialTestFunctions, { id: '1', name: 'auth', type: 'cometChatWebhookApi', data: { user, password } } as never);

test('the CometChat Webhook credential test accepts what CometChat accepts: letters and digits, 50 / 100 at most', async () => {
	assert.deepEqual(await run('cometchat', 'S3cretPassw0rd'), { status: 'OK', message: 'CometChat accepts this user and password' });
	assert.equal((await run('u'.repeat(50), 'p'.repeat(100))).status, 'OK');
});

test('the CometChat Webhook credential test names what CometChat would refuse', async () => {
	assert.deepEqual(await run('', 'x'), { status: 'Error', message: 'User is empty' });
	assert.deepEqual(await run('ops', ''), { status: 'Error', message: 'Password is empty' });
	assert.deepEqual(await run('ops-bot', 'x'), { status: 'Error', message: 'User may hold letters and digits only: CometChat refuses other characters' });
	assert.deepEqual(await run('ops', 'pa ss'), { status: 'Error', message: 'Password may hold letters and digits only: CometChat refuses other characters' });
	assert.deepEqual(await run('u'.repeat(51), 'x'), { status: 'Error', message: 'User is 51 characters long; CometChat accepts at most 50' });
	assert.deepEqual(await run('u', 'p'.repeat(101)), { status: 'Error', message: 'Password is 101 characters long; CometChat accepts at most 100' });
});

test('the trigger tests the CometChat Webhook credential with it (testedBy)', async () => {
	const { CometChatTrigger } = await import('../../nodes/CometChatTrigger/CometChatTrigger.node');
	const node = new CometChatTrigger();
	const entry = node.description.credentials?.find((c) => c.name === 'cometChatWebhookApi');
	assert.equal(entry?.testedBy, 'cometChatWebhookApiTest');
	assert.equal(node.methods.credentialTest.cometChatWebhookApiTest, cometChatWebhookApiTest);
});
