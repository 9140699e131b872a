/**
 * `npm run demo`: runs the example workflows through n8n's engine with the built package,
 * against a CometChat-compatible server embedded on 127.0.0.1, and prints what happened.
 */
import '../test/support/n8nEnv';
import type { IDataObject } from 'n8n-workflow';
import { runExamples, startExampleServer, type ExampleResult } from '../test/support/examples';

function what(r: ExampleResult): string {
	const p = r.parameters;
	if (p.resource === 'blockedUser' && (p.operation ?? 'getAll') === 'getAll') return `list blocked users of ${String(p.uid)}`;
	if (p.resource === 'message' && p.operation === 'getAll') {
		const filters = (p.filters ?? {}) as IDataObject;
		return `list messages of ${String(p.conversation)} ${String((p.guid as IDataObject | undefined)?.value ?? '')}${filters.searchKey ? ` with "${String(filters.searchKey)}"` : ''}`;
	}
	if (p.resource === 'message' && p.operation === 'delete') return 'delete each message found';
	if (p.resource !== 'message' || (p.operation ?? 'send') !== 'send') return `${String(p.resource)} ${String(p.operation)}`;
	const category = String(p.category);
	const type = category === 'message' ? (p.messageType ?? 'text') : category === 'custom' ? p.customType : (p.interactiveType ?? 'card');
	return `send ${category}/${String(type)} to ${String(p.receiverType ?? 'user')} ${String(p.receiver)}`;
}

function outcome(r: ExampleResult): string {
	if (r.error) return `FAILED: ${r.error}`;
	const [first] = r.items;
	if (!first) return 'no output';
	if (first.json.error) return `error handled (Continue On Fail): ${String(first.json.error)}`;
	if (r.parameters.operation === 'getAll' && r.parameters.resource === 'message') {
		return `${r.items.length} messages: ${r.items.map((i) => `${String(i.json.id)} from ${String(i.json.sender)}`).join(', ')}`;
	}
	if (first.json.deleted === true) return `deleted ${r.items.map((i) => String(i.json.messageId)).join(', ')}`;
	if (r.parameters.resource === 'blockedUser' && (r.parameters.operation ?? 'getAll') !== 'getAll') {
		return `${r.items.length} item(s): ${JSON.stringify(first.json).slice(0, 60)}`;
	}
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

async function main(): Promise<void> {
	const { server, credentials } = await startExampleServer();
	console.log(`CometChat-compatible demo server on ${String(credentials.baseUrl)}\n`);
	const results = await runExamples(credentials);
	const rows = [['workflow', 'what it does', 'result'], ...results.map((r) => [r.file, what(r), outcome(r)])];
	console.log(table(rows));
	const posts = server.requestsTo('POST', '/v3/messages').length;
	const gets = server.requestsTo('GET', '/v3/users').length;
	console.log(`\n${results.length} workflows, ${posts} messages posted, ${gets} list request(s), all through n8n's workflow engine.`);
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
