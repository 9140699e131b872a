/**
 * Message › Send's Receiver, a locator (From List, By ID) since its list came: the value each
 * mode saves, and workflows saved before, whose `receiver` is a plain string or an expression,
 * sending what they sent. Send as Bot, Send and Wait for Response and the AI tool ($fromAI in
 * By ID, as the editor's "let the model define" writes it) read it alike.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { runWorkflow, type WorkflowFile } from '../../../support/engine';
import { cometChatNode, NODE_NAME } from '../../../support/node';
import { useFake } from '../../../support/useFake';
import { startWaiting } from '../../../support/waiting';
import { makeUser } from '../../../support/fake/users';
import { ask, sentQuestion } from '../sendAndWait/helpers';
import { runAgent } from '../../../ai/toolHarness';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

useFake((fake) => ({ server, credentials } = fake), { seedOnce: () => server.users.set('support-bot', makeUser('support-bot')) });

const TRIGGER = 'When clicking ‘Execute workflow’';

/** Manual Trigger → CometChat, as n8n saves it: only the parameters that differ from their defaults. */
function saved(parameters: INodeParameters): WorkflowFile {
	return {
		name: 'Saved',
		nodes: [
			{ id: 't', name: TRIGGER, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			cometChatNode({ position: [200, 0], parameters }),
		],
		connections: { [TRIGGER]: { main: [[{ node: NODE_NAME, type: 'main', index: 0 }]] } },
	};
}

/** Each request the fake received: method, path, onBehalfOf header, body. */
const sent = () => server.requests.map((r) => [r.method, r.path, r.headers.onbehalfof, r.body]);

const text = (receiverType: string, receiver: string) => ({ receiverType, receiver, category: 'message', type: 'text', data: { text: 'Hi' } });

test('a workflow saved with receiver as a plain string sends to that uid, as before', async () => {
	// Message › Send is the node's default operation, so n8n saved neither resource nor operation
	const { error, outputs } = await runWorkflow(saved({ receiver: 'cometchat-uid-2', text: 'Hi' }), credentials);
	assert.equal(error, undefined, String(error?.message));
	assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('user', 'cometchat-uid-2')]]);
	assert.equal(outputs[NODE_NAME][0].json.receiver, 'cometchat-uid-2');
});

test('a workflow saved with receiver as an expression string sends to what it gives, a group here', async () => {
	const { error } = await runWorkflow(saved({ receiverType: 'group', receiver: "={{ 'support-' + (1 + 1) }}", text: 'Hi' }), credentials);
	assert.equal(error, undefined, String(error?.message));
	assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('group', 'support-2')]]);
});

test('From List and By ID (an expression too) send to the id the locator holds', async () => {
	const receivers = [
		{ __rl: true, mode: 'list', value: 'cometchat-uid-3', cachedResultName: 'Ana (cometchat-uid-3)' },
		{ __rl: true, mode: 'id', value: 'cometchat-uid-4' },
		{ __rl: true, mode: 'id', value: "={{ 'cometchat-uid-' + 5 }}" },
	];
	for (const receiver of receivers) assert.equal((await runWorkflow(saved({ receiver, text: 'Hi' }), credentials)).error, undefined);
	assert.deepEqual(
		sent().map(([, , , body]) => (body as { receiver: string }).receiver),
		['cometchat-uid-3', 'cometchat-uid-4', 'cometchat-uid-5'],
	);
});

test('an empty locator is refused naming Receiver, and nothing is sent', async () => {
	const { error } = await runWorkflow(saved({ receiver: { __rl: true, mode: 'id', value: ' ' }, text: 'Hi' }), credentials);
	assert.match(String(error?.message), /^Receiver \(receiver\) is empty \[item 0\]$/);
	assert.deepEqual(sent(), []);
});

test('Send as Bot reads the locator as Send does', async () => {
	const parameters = { operation: 'sendAsBot', botUid: 'support-bot', receiverType: 'group', receiver: { __rl: true, mode: 'list', value: 'support' }, text: 'Hi' };
	assert.equal((await runWorkflow(saved(parameters), credentials)).error, undefined);
	assert.deepEqual(sent(), [['POST', '/v3/bots/support-bot/messages', undefined, text('group', 'support')]]);
});

test('Send and Wait for Response reads the locator as Send does', async () => {
	const run = await startWaiting({ parameters: ask({ receiver: { __rl: true, mode: 'list', value: 'cometchat-uid-6' } }), credentials });
	assert.equal(run.status, 'waiting');
	assert.equal(sentQuestion(server).body.receiver, 'cometchat-uid-6');
});

test("the AI tool: the model's receiver, through $fromAI in By ID, is the one sent to", async () => {
	const receiver = { __rl: true, mode: 'id', value: "={{ $fromAI('Receiver', 'The uid of the person to answer', 'string') }}" };
	const parameters = { resource: 'message', operation: 'send', receiver, text: "={{ $fromAI('Text', 'The reply', 'string') }}" };
	const { tools } = await runAgent({
		credentials,
		tools: [{ parameters }],
		calls: [{ tool: 'Send_a_message_in_CometChat', args: { Receiver: 'cometchat-uid-7', Text: 'Hi' } }],
	});
	assert.deepEqual(Object.keys((tools[0].schema as { properties: object }).properties).sort(), ['Receiver', 'Text']);
	assert.deepEqual(sent(), [['POST', '/v3/messages', undefined, text('user', 'cometchat-uid-7')]]);
});
