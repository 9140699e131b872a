/**
 * Example 08 (auto-reply bot): events are POSTed, as CometChat would, to the trigger behind a
 * local HTTP server; each started execution runs the Send node against the fake CometChat.
 */
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import * as events from '../../test/support/cometChatEvents';
import { repoRoot } from '../../test/support/engine';
import { readExample } from '../../test/support/examples';
import type { FakeCometChat } from '../../test/support/fakeCometChat';
import { basicAuth, runFromTrigger, serveTrigger, triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER } from '../../test/support/webhook';
import type { Section } from './answered';

export async function autoReplyBot(server: FakeCometChat, credentials: ICredentialDataDecryptedObject): Promise<Section> {
	const example = readExample(path.join(repoRoot(), 'examples', '08-auto-reply-bot.json'));
	const trigger = example.nodes.find((n) => n.type === 'n8n-nodes-cometchat.cometChatTrigger')!;
	const harness = await triggerHarness({ parameters: trigger.parameters, workflowId: 'demo-08' });
	const replies: string[] = [];
	const statuses: number[] = [];
	const post = async (url: string, body: unknown, authorization = basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD)) => {
		const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });
		statuses.push(res.status);
		return `${res.status} ${String(((await res.json()) as IDataObject).message)}`;
	};
	const endpoint = await serveTrigger(harness, async (items) => {
		const { outputs } = await runFromTrigger(example, trigger.name, items, credentials);
		const reply = outputs['Send reply']?.[0]?.json;
		replies.push(reply ? `reply ${String(reply.id)} to ${String(reply.receiver)}` : 'no reply');
	});
	const question = events.messageSent('9001', { sender: 'ana', receiver: 'support', text: 'Is the shop open on Sunday?' });
	const rows = [
		['ana writes to support', await post(endpoint.url, question)],
		['same event redelivered', await post(endpoint.url, question)],
		['wrong password', await post(endpoint.url, events.messageSent('9002'), basicAuth(WEBHOOK_USER, 'guess'))],
		['a reaction (not selected)', await post(endpoint.url, events.reactionAdded())],
	];
	await endpoint.stop();
	// the bot's reply comes back as an event of its own: it must start nothing
	const sent = server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject).find((b) => b.muid === 'reply-9001');
	const echo = events.messageSent('9003', { sender: 'app_system', receiver: 'ana', text: String((sent?.data as IDataObject | undefined)?.text) });
	const again = await serveTrigger(harness, async () => {
		replies.push('a reply to its own reply');
	});
	rows.push(["the bot's own reply posted back", await post(again.url, echo)]);
	await again.stop();
	rows.push(['executions started', `${replies.length}: ${replies.join(', ')}`]);
	const problems: string[] = [];
	if (replies.length !== 1 || !replies[0].startsWith('reply ')) problems.push(`08-auto-reply-bot: ${replies.length} executions (${replies.join(', ')}), where one reply to ana was meant`);
	if (statuses[2] !== 401) problems.push(`08-auto-reply-bot: a wrong password was answered ${statuses[2]}, not 401`);
	return { rows, problems };
}
