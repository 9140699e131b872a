/**
 * `npm run demo`: runs the example workflows through n8n's engine with the built package,
 * against a CometChat-compatible server embedded on 127.0.0.1, and prints what happened.
 */
import '../test/support/n8nEnv';
import path from 'node:path';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import * as events from '../test/support/cometChatEvents';
import { repoRoot } from '../test/support/engine';
import { readExample, runExamples, startExampleServer, type ExampleResult } from '../test/support/examples';
import type { FakeCometChat } from '../test/support/fakeCometChat';
import { startWaitingWorkflow } from '../test/support/waiting';
import { basicAuth, runFromTrigger, serveTrigger, triggerHarness, WEBHOOK_PASSWORD, WEBHOOK_USER } from '../test/support/webhook';

function what(r: ExampleResult): string {
	const p = r.parameters;
	if (p.resource === 'blockedUser') return `list blocked users of ${String(p.uid)}`;
	const category = String(p.category);
	const type = category === 'message' ? (p.messageType ?? 'text') : category === 'custom' ? p.customType : (p.interactiveType ?? 'card');
	return `send ${category}/${String(type)} to ${String(p.receiverType ?? 'user')} ${String(p.receiver)}`;
}

function outcome(r: ExampleResult): string {
	if (r.error) return `FAILED: ${r.error}`;
	const [first] = r.items;
	if (!first) return 'no output';
	if (first.json.error) return `error handled (Continue On Fail): ${String(first.json.error)}`;
	if (r.parameters.resource === 'blockedUser') {
		return `${r.items.length} users: ${r.items.map((i) => String(i.json.uid)).join(', ')}`;
	}
	const m = first.json;
	const extra = (m.data as IDataObject | undefined)?.text ? `: "${String((m.data as IDataObject).text).slice(0, 40)}"` : '';
	return `message ${String(m.id)} from ${String(m.sender)}${extra}`;
}

function table(rows: string[][]): string {
	const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => [...r[c]].length)));
	const line = (r: string[]) => r.map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length)).join('  ');
	return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/**
 * Example 08 (auto-reply bot): events are POSTed, as CometChat would, to the trigger behind a
 * local HTTP server; each started execution runs the Send node against the fake CometChat.
 */
async function autoReplyBot(server: FakeCometChat, credentials: ICredentialDataDecryptedObject): Promise<string[][]> {
	const example = readExample(path.join(repoRoot(), 'examples', '08-auto-reply-bot.json'));
	const trigger = example.nodes.find((n) => n.type === 'n8n-nodes-cometchat.cometChatTrigger')!;
	const harness = await triggerHarness({ parameters: trigger.parameters, workflowId: 'demo-08' });
	const replies: string[] = [];
	const endpoint = await serveTrigger(harness, async (items) => {
		const { outputs } = await runFromTrigger(example, trigger.name, items, credentials);
		const reply = outputs['Send reply']?.[0]?.json;
		replies.push(reply ? `reply ${String(reply.id)} to ${String(reply.receiver)}` : 'no reply');
	});
	const post = async (body: unknown, authorization = basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD)) => {
		const res = await fetch(endpoint.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });
		return `${res.status} ${((await res.json()) as { message: string }).message}`;
	};
	const question = events.messageSent('9001', { sender: 'ana', receiver: 'support', text: 'Is the shop open on Sunday?' });
	const rows = [
		['ana writes to support', await post(question)],
		['same event redelivered', await post(question)],
		['wrong password', await post(events.messageSent('9002'), basicAuth(WEBHOOK_USER, 'guess'))],
		['a reaction (not selected)', await post(events.reactionAdded())],
	];
	await endpoint.stop();
	const sent = server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject).find((b) => b.muid === 'reply-9001');
	const echo = events.messageSent('9003', { sender: 'app_system', receiver: 'ana', text: String((sent?.data as IDataObject | undefined)?.text) });
	const again = await serveTrigger(harness, async () => {
		replies.push('loop!');
	});
	const res = await fetch(again.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basicAuth(WEBHOOK_USER, WEBHOOK_PASSWORD) }, body: JSON.stringify(echo) });
	rows.push(["the bot's own reply posted back", `${res.status} ${((await res.json()) as { message: string }).message}`]);
	await again.stop();
	rows.push(['executions started', `${replies.length}: ${replies.join(', ')}`]);
	return rows;
}

/**
 * Example 09 (refund approval): the workflow runs until it waits for finance; the demo then
 * does what a finance member's browser would, through n8n's waiting-webhook handling, and the
 * execution resumes and tells support.
 */
async function refundApproval(server: FakeCometChat, credentials: ICredentialDataDecryptedObject): Promise<string[][]> {
	const example = readExample(path.join(repoRoot(), 'examples', '09-refund-approval.json'));
	const before = server.requestsTo('POST', '/v3/messages').length;
	const run = await startWaitingWorkflow(example, credentials);
	const question = server.requestsTo('POST', '/v3/messages')[before]?.body as IDataObject | undefined;
	const buttons = (((question?.data as IDataObject)?.interactiveData as IDataObject)?.cardActions ?? []) as IDataObject[];
	const link = (label: string) => String((buttons.find((b) => b.buttonText === label)?.action as IDataObject)?.url);
	const rows = [
		['"Ask finance" sends a card', `to group ${String(question?.receiver)}: ${buttons.map((b) => `[${String(b.buttonText)}]`).join(' ')}`],
		['the execution', `${run.status}, at most until ${run.waitTill ? new Date(run.waitTill).toISOString() : '?'}`],
	];
	const forged = await run.answer({ method: 'GET', url: link('Refund $120').replace(/signature=\w{8}/, 'signature=00000000') });
	rows.push(['a forged link is opened', `${forged.status} ${JSON.stringify(forged.body)}; resumed: ${forged.resumed}`]);
	const preview = await run.answer({ method: 'GET', url: link('Refund $120'), headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
	rows.push(['a link preview opens it', `${preview.status} (empty page); resumed: ${preview.resumed}`]);
	const answer = await run.answer({ method: 'GET', url: link('Refund $120') });
	const data = answer.items[0]?.json.data as IDataObject | undefined;
	rows.push(['finance clicks [Refund $120]', `${answer.status} "Got it, thanks" page; output data.approved = ${String(data?.approved)}`]);
	const told = (answer.outputs?.['Tell support']?.[0]?.json.data as IDataObject | undefined)?.text;
	rows.push(['"Tell support" sends', `to support-lead: "${String(told)}"`]);
	rows.push(['the execution', String(answer.run?.status)]);
	if (answer.run?.status !== 'success' || data?.approved !== true) process.exitCode = 1;
	return rows;
}

async function main(): Promise<void> {
	const { server, credentials } = await startExampleServer();
	console.log(`CometChat-compatible demo server on ${String(credentials.baseUrl)}\n`);
	const results = await runExamples(credentials);
	const rows = [['workflow', 'what it does', 'result'], ...results.map((r) => [r.file, what(r), outcome(r)])];
	console.log(table(rows));
	const posts = server.requestsTo('POST', '/v3/messages').length;
	const gets = server.requestsTo('GET', '/v3/users').length;
	console.log(`\n${results.length} workflows, ${posts} messages posted, ${gets} list request(s), all through n8n's workflow engine.`);
	console.log('\n08-auto-reply-bot.json: events POSTed to the CometChat Trigger as CometChat sends them\n');
	console.log(table([['delivery', 'answer'], ...(await autoReplyBot(server, credentials))]));
	console.log('\n09-refund-approval.json: Send and Wait for Response, answered by the demo as finance\n');
	console.log(table([['step', 'what happened'], ...(await refundApproval(server, credentials))]));
	console.log(`
To run the same workflows against your own CometChat app:
  1. Install the node in n8n: Settings > Community Nodes > Install > "n8n-nodes-cometchat".
  2. Create a "CometChat API" credential with your App ID, Region and a REST API Key
     (CometChat dashboard > API & Auth Keys); leave Base URL empty.
  3. Import a file from examples/ (Workflows > Import from File), pick that credential
     in the CometChat node, change receivers and uids to real ones, and execute.`);
	await server.stop();
	const failed = results.filter((r) => r.error);
	if (failed.length) process.exitCode = 1;
}

void main();
