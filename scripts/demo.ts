/**
 * `npm run demo`: runs the example workflows through n8n's engine with the built package,
 * against a CometChat-compatible server embedded on 127.0.0.1, and prints what happened.
 */
import '../test/support/n8nEnv';
import type { IDataObject } from 'n8n-workflow';
import { runExamples, startExampleServer, type ExampleResult } from '../test/support/examples';

function what(r: ExampleResult): string {
	const p = r.parameters;
	if (p.resource === 'blockedUser') return `list blocked users of ${String(p.uid)}`;
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

function outcome(r: ExampleResult): string {
	if (r.error) return `FAILED: ${r.error}`;
	const [first] = r.items;
	if (!first) return 'no output';
	if (first.json.error) return `error handled (Continue On Fail): ${String(first.json.error)}`;
	if (r.parameters.resource === 'blockedUser') {
		const uids = r.items.map((i) => String(i.json.uid));
		const more = uids.length > 3 ? ` and ${uids.length - 3} more` : '';
		return `${uids.length} users: ${uids.slice(0, 3).join(', ')}${more}`;
	}
	const m = first.json;
	const extra = (m.data as IDataObject | undefined)?.text ? `: "${excerpt(String((m.data as IDataObject).text), 40)}"` : '';
	return `message ${String(m.id)} from ${String(m.sender)}${extra}`;
}

function table(rows: string[][]): string {
	const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => [...r[c]].length)));
	// the last column is not padded: no trailing blanks
	const line = (r: string[]) => r.map((cell, c) => (c === r.length - 1 ? cell : cell + ' '.repeat(widths[c] - [...cell].length))).join('  ');
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
