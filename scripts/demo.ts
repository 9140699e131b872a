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
	if (p.resource === 'blockedUser' && (p.operation ?? 'getAll') === 'getAll') return `list blocked users of ${String(p.uid)}`;
	if (p.resource === 'message' && p.operation === 'getAll') {
		const filters = (p.filters ?? {}) as IDataObject;
		return `list messages of ${String(p.conversation)} ${String((p.guid as IDataObject | undefined)?.value ?? '')}${filters.searchKey ? ` with "${String(filters.searchKey)}"` : ''}`;
	}
	if (p.resource === 'message' && p.operation === 'delete') return 'delete each message found';
	if (p.resource === 'metric') return p.operation === 'getUsage' ? 'read usage metrics of the period' : 'read the latest message metrics';
	const people = opsAndPeople(p);
	if (people) return people;
	if (p.resource !== 'message' || (p.operation ?? 'send') !== 'send') return `${String(p.resource)} ${String(p.operation)}`;
	const category = String(p.category);
	const type = category === 'message' ? (p.messageType ?? 'text') : category === 'custom' ? p.customType : (p.interactiveType ?? 'card');
	return `send ${category}/${String(type)} to ${String(p.receiverType ?? 'user')} ${String(p.receiver)}`;
}

/** At most `max` characters, cut at a space and never inside a mention `<@uid:…>`, with an ellipsis when cut. */
function excerpt(text: string, max: number): string {
	const chars = [...text];
	if (chars.length <= max) return text;
	let cut = chars.slice(0, max - 1).join('');
	const mention = cut.lastIndexOf('<@');
	if (mention !== -1 && !cut.includes('>', mention)) cut = cut.slice(0, mention);
	else if (cut.lastIndexOf(' ') > max / 2) cut = cut.slice(0, cut.lastIndexOf(' '));
	return `${cut.trimEnd()}…`;
}

/** Users, tokens, groups and members (examples 10 and 11). */
function opsAndPeople(p: IDataObject): string | undefined {
	const id = (value: unknown) => {
		const text = String((value as IDataObject | undefined)?.value ?? value ?? '');
		return text.startsWith('=') ? 'the new user' : text;
	};
	switch (`${String(p.resource)}.${String(p.operation)}`) {
		case 'user.create':
			return `create user ${String(p.uid)}`;
		case 'authToken.create':
			return `create an auth token for ${id(p.uid)}`;
		case 'group.create':
			return `create ${String(p.type ?? 'public')} group ${String(p.guid)}`;
		case 'groupMember.add':
			return `add ${[p.participants, p.moderators, p.admins].filter(Boolean).join(', ')} to the group`;
		case 'groupMember.getAll':
			return 'list the members of the group';
		case 'blockedUser.block':
			return `block ${String(p.blockedUids).startsWith('=') ? 'each sender' : String(p.blockedUids)} for ${String(p.uid)}`;
		default:
			return undefined;
	}
}

function peopleOutcome(r: ExampleResult): string | undefined {
	const { resource, operation } = r.parameters;
	const [first] = r.items;
	if (resource === 'user' && operation === 'create') return `user ${String(first.json.uid)} created; its token comes from the next node`;
	if (resource === 'authToken' && operation === 'create') return `token ${String(first.json.authToken).slice(0, 20)}… for ${String(first.json.uid)}`;
	if (resource === 'group' && operation === 'create') return `group ${String(first.json.guid)} (${String(first.json.type)})`;
	if (resource === 'groupMember' && operation === 'add') {
		const added = Object.values(first.json).flatMap((byUid) => Object.entries(byUid as IDataObject).filter(([, v]) => (v as IDataObject).success).map(([uid]) => uid));
		return `${added.length} added: ${added.join(', ')}`;
	}
	if (resource === 'groupMember' && operation === 'getAll') return `${r.items.length} members: ${r.items.map((i) => `${String(i.json.uid)} (${String(i.json.scope)})`).join(', ')}`;
	return undefined;
}

function outcome(r: ExampleResult): string {
	if (r.error) return `FAILED: ${r.error}`;
	const [first] = r.items;
	if (!first) return 'no output';
	if (first.json.error) return `error handled (Continue On Fail): ${String(first.json.error)}`;
	if (r.parameters.resource === 'metric') {
		const { metrics, totals, dataPoints } = first.json as { metrics?: IDataObject; totals?: IDataObject; dataPoints?: unknown[] };
		if (metrics) return `${String(metrics.active_users)} active users, ${String(metrics.concurrent_users)} at most at once`;
		return `${String(totals?.messagesSent)} messages sent in ${dataPoints?.length ?? 0} intervals of 5 minutes`;
	}
	const people = peopleOutcome(r);
	if (people) return people;
	if (r.parameters.operation === 'getAll' && r.parameters.resource === 'message') {
		return `${r.items.length} messages: ${r.items.map((i) => `${String(i.json.id)} from ${String(i.json.sender)}`).join(', ')}`;
	}
	if (first.json.deleted === true) return `deleted ${r.items.map((i) => String(i.json.messageId)).join(', ')}`;
	if (r.parameters.resource === 'blockedUser' && (r.parameters.operation ?? 'getAll') !== 'getAll') {
		// CometChat answers per uid: { "<uid>": { "success": true, "message": "…" } }
		const perUid = r.items.flatMap((i) => Object.entries(i.json).map(([uid, result]) => [uid, result as IDataObject] as const));
		const done = r.parameters.operation === 'unblock' ? 'unblocked' : 'blocked';
		const said = perUid.map(([uid, result]) => (result.success ? `${uid} ${done}` : `${uid} refused: ${String(result.message)}`));
		return excerpt(said.join(', '), 80);
	}
	if (r.parameters.resource === 'blockedUser') {
		const uids = r.items.map((i) => String(i.json.uid));
		const more = uids.length > 3 ? ` and ${uids.length - 3} more` : '';
		return `${uids.length} users: ${uids.slice(0, 3).join(', ')}${more}`;
	}
	const m = first.json;
	const extra = (m.data as IDataObject | undefined)?.text ? `: "${excerpt(String((m.data as IDataObject).text), 90)}"` : '';
	return `message ${String(m.id)} from ${String(m.sender)}${extra}`;
}

/** The demo's lines stay within this many columns; longer cells wrap onto more lines. */
const COLUMNS = 99;

/** `text` in lines of at most `width` characters, broken at spaces (a word longer than that is cut). */
function wrap(text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		const candidate = line ? `${line} ${word}` : word;
		if ([...candidate].length <= width) line = candidate;
		else {
			if (line) lines.push(line);
			let rest = [...word];
			while (rest.length > width) {
				lines.push(rest.slice(0, width).join(''));
				rest = rest.slice(width);
			}
			line = rest.join('');
		}
	}
	return [...lines, line];
}

/** Columns as wide as their widest cell, the last (or failing that, every) column narrowed to fit COLUMNS. */
function table(rows: string[][]): string {
	const natural = rows[0].map((_, c) => Math.max(...rows.map((r) => [...r[c]].length)));
	const widths = [...natural];
	const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
	// the first columns give up width beyond 30 characters, the last takes what is left
	for (let c = 0; c < widths.length - 1 && total() > COLUMNS; c++) widths[c] = Math.min(widths[c], 30);
	widths[widths.length - 1] = Math.max(20, COLUMNS - (total() - widths[widths.length - 1]));
	const pad = (cell: string, c: number) => cell + ' '.repeat(Math.max(0, widths[c] - [...cell].length));
	const line = (row: string[]) => {
		const cells = row.map((cell, c) => wrap(cell, widths[c]));
		const height = Math.max(...cells.map((lines) => lines.length));
		// the last column is not padded: no trailing blanks
		return Array.from({ length: height }, (_, i) => cells.map((lines, c) => (c === cells.length - 1 ? (lines[i] ?? '') : pad(lines[i] ?? '', c))).join('  ').trimEnd()).join('\n');
	};
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
	const storedBefore = server.messages.length;
	const results = await runExamples(credentials);
	const rows = [['workflow', 'what it does', 'result'], ...results.map((r) => [r.file.replace(/\.json$/, ''), what(r), outcome(r)])];
	console.log(table(rows));
	const attempts = server.requestsTo('POST', '/v3/messages').length;
	const posted = server.messages.length - storedBefore;
	const refused = attempts - posted;
	const summary =
		`${new Set(results.map((r) => r.file)).size} workflows (${results.length} CometChat nodes), ${server.requests.length} requests: ` +
		`${posted} messages posted${refused ? `, ${refused} refused by CometChat as the example intends` : ''}; all through n8n's workflow engine.`;
	console.log(`\n${wrap(summary, COLUMNS).join('\n')}`);
	console.log('\n08-auto-reply-bot: events POSTed to the CometChat Trigger as CometChat sends them\n');
	console.log(table([['delivery', 'answer'], ...(await autoReplyBot(server, credentials))]));
	console.log('\n09-refund-approval: Send and Wait for Response, answered by the demo as finance\n');
	console.log(table([['step', 'what happened'], ...(await refundApproval(server, credentials))]));
	console.log(`
13-ai-support-agent needs n8n's AI Agent and OpenAI Chat Model nodes, which only a real n8n
has: \`E2E_ONLY=ai-agent npm run test:e2e -- 2\` runs it in n8n 2.41.1 against a scripted
OpenAI-compatible model on 127.0.0.1 (it installs n8n into .cache/e2e the first time).

To run the same workflows in your own n8n, against your own CometChat app:
  1. Put the package into your n8n: README.md, "Install a local build" (npm pack, then
     npm install in ~/.n8n/nodes, or Docker); restart n8n.
  2. Create a "CometChat API" credential with your App ID, Region and a REST API Key
     (CometChat dashboard > API & Auth Keys); leave Base URL empty.
  3. Import a file from examples/ (Workflows > Import from File); its sticky note says what
     to set up. Pick that credential in each CometChat node, change receivers and uids to
     real ones, and execute.`);
	await server.stop();
	const failed = results.filter((r) => r.error);
	if (failed.length) process.exitCode = 1;
}

void main();
