import assert from 'node:assert/strict';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import * as events from '../support/cometChatEvents';
import { repoRoot } from '../support/engine';
import { readExample, startExampleServer, startsManually } from '../support/examples';
import type { FakeCometChat } from '../support/fakeCometChat';
import { runFromTrigger, triggerHarness } from '../support/webhook';

const file = path.join(repoRoot(), 'examples', '08-auto-reply-bot.json');
const example = readExample(file);
const trigger = example.nodes.find((n) => n.type === 'n8n-nodes-cometchat.cometChatTrigger')!;

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;
beforeAll(async () => {
	({ server, credentials } = await startExampleServer());
});
afterAll(async () => await server.stop());

/** One delivery through the example's trigger and, if it starts an execution, the run. */
async function deliverAndRun(bot: Awaited<ReturnType<typeof triggerHarness>>, body: events.CometChatEventBody) {
	const answer = await bot.deliver({ body });
	if (!answer.items) return { answer, reply: undefined };
	const { outputs, run } = await runFromTrigger(example, trigger.name, answer.items, credentials);
	assert.equal(run.data.resultData.error, undefined);
	return { answer, reply: outputs['Send reply'][0]?.json };
}

describe('example 08: auto-reply bot (CometChat Trigger -> CometChat Send)', () => {
	test('it is started by events, so the manual-start example runs skip it', () => {
		assert.equal(startsManually(example), false);
		assert.equal(trigger.parameters.events && (trigger.parameters.events as string[])[0], 'message_sent');
	});

	test('a message starts one execution whose reply reaches CometChat; the reply posted back and a redelivery start none', async () => {
		const bot = await triggerHarness({ parameters: trigger.parameters, workflowId: 'example-08' });
		const before = server.requestsTo('POST', '/v3/messages').length;

		const first = await deliverAndRun(bot, events.messageSent('7001', { sender: 'ana', receiver: 'support', text: 'Where is my order?' }));
		assert.equal(first.answer.status, 200);
		assert.equal(first.reply?.receiver, 'ana');
		assert.equal(first.reply?.sender, 'app_system');
		const posted = server.requestsTo('POST', '/v3/messages').slice(before).map((r) => r.body as IDataObject);
		assert.equal(posted.length, 1);
		assert.deepEqual(
			{ receiver: posted[0].receiver, receiverType: posted[0].receiverType, muid: posted[0].muid, text: (posted[0].data as IDataObject).text },
			{ receiver: 'ana', receiverType: 'user', muid: 'reply-7001', text: 'Thanks for your message, we will get back to you soon. You wrote: "Where is my order?"' },
		);
		assert.equal(posted[0].onBehalfOf, undefined);

		// CometChat now reports the bot's own reply as message_sent from app_system
		const echo = events.messageSent(String(first.reply?.id), { sender: 'app_system', receiver: 'ana', text: String((posted[0].data as IDataObject).text) });
		const loop = await deliverAndRun(bot, echo);
		assert.equal(loop.answer.status, 200);
		assert.equal(loop.reply, undefined);

		const redelivery = await deliverAndRun(bot, events.messageSent('7001', { sender: 'ana', receiver: 'support', text: 'Where is my order?' }));
		assert.deepEqual(redelivery.answer.body, { message: 'Duplicate delivery ignored' });
		assert.equal(server.requestsTo('POST', '/v3/messages').length, before + 1);
	});

	test('a group message is answered in the group; an image is not answered', async () => {
		const bot = await triggerHarness({ parameters: trigger.parameters, workflowId: 'example-08b' });
		const group = await deliverAndRun(bot, events.messageSent('7100', { sender: 'ana', receiver: 'support-group', receiverType: 'group' }));
		assert.deepEqual([group.reply?.receiverType, group.reply?.receiver], ['group', 'support-group']);
		const image = await deliverAndRun(bot, events.messageSent('7101', { type: 'image' }));
		assert.equal(image.reply, undefined);
		assert.equal(image.answer.status, 200);
	});
});
