/**
 * `npm run demo`: runs the example workflows through n8n's engine with the built package,
 * against a CometChat-compatible server embedded on 127.0.0.1, and prints what happened,
 * read from the runs. It exits 1, naming what went wrong in one line, when an example did
 * not do what it is meant to.
 */
import '../test/support/n8nEnv';
import { exampleFiles, readExample, runExamples, startExampleServer, waitsForAnswer, manualExampleFiles, scheduledExampleFiles } from '../test/support/examples';
import { moderationQueue, refundApproval } from './demo/answered';
import { autoReplyBot } from './demo/autoReply';
import { outcome, problem, what } from './demo/rows';
import { COLUMNS, table, wrap } from './demo/table';

/** The example whose point is a request CometChat refuses, handled by Continue On Fail. */
const REFUSAL_EXAMPLE = '07-error-handling.json';

/** Paragraphs wrapped to COLUMNS, their line breaks kept. */
const print = (text: string) => console.log(text.split('\n').map((line) => wrap(line, COLUMNS).join('\n')).join('\n'));

async function main(): Promise<string[]> {
	const { server, credentials } = await startExampleServer();
	const problems: string[] = [];
	try {
		print(`CometChat-compatible demo server on ${String(credentials.baseUrl)}\n`);
		// the examples that wait for a person are answered below, each as that person does
		const files = [...manualExampleFiles(), ...scheduledExampleFiles()].filter((file) => !waitsForAnswer(readExample(file)));
		const stored = server.messages.length;
		const results = await runExamples(credentials, files);
		console.log(table([['workflow', 'what it does', 'result'], ...results.map((r) => [r.file.replace(/\.json$/, ''), what(r), outcome(r)])]));
		problems.push(...results.map((r) => problem(r, r.file === REFUSAL_EXAMPLE)).filter((p): p is string => p !== undefined));
		const posted = server.messages.length - stored;
		const refused = server.requestsTo('POST', '/v3/messages').length - posted;
		print(
			`\n${new Set(results.map((r) => r.file)).size} workflows (${results.length} CometChat nodes), ${server.requests.length} requests: ` +
				`${posted} messages posted${refused ? `, ${refused} refused by CometChat` : ''}; all through n8n's workflow engine.`,
		);
		const sections = [
			['08-auto-reply-bot: events POSTed to the CometChat Trigger as CometChat sends them', ['delivery', 'answer'], autoReplyBot],
			['09-refund-approval: Send and Wait for Response, answered as finance does', ['step', 'what happened'], refundApproval],
			['18-moderation-queue: the hourly run asks the moderators, answered as a moderator does', ['step', 'what happened'], moderationQueue],
		] as const;
		for (const [title, header, run] of sections) {
			const section = await run(server, credentials);
			console.log(`\n${title}\n`);
			console.log(table([[...header], ...section.rows]));
			problems.push(...section.problems);
		}
		const shown = new Set([...files, ...sections.map(([title]) => title.split(':')[0])].map((f) => f.replace(/^.*\/|\.json$/g, '')));
		const others = exampleFiles().map((f) => f.replace(/^.*\/|\.json$/g, '')).filter((name) => !shown.has(name));
		print(`\nThe other examples (${others.join(', ')}) start on CometChat's requests or need n8n's AI nodes: the end-to-end tests run them in a real n8n (npm run test:e2e; CONTRIBUTING.md, "End-to-end tests").`);
		console.log(`
To run the same workflows in your own n8n, against your own CometChat app:
  1. Put the package into your n8n: README.md, "Install a local build" (npm pack, then
     npm install in ~/.n8n/nodes, or Docker); restart n8n.
  2. Create a "CometChat API" credential with your App ID, Region and a REST API Key
     (CometChat dashboard > API & Auth Keys); leave Base URL empty.
  3. Import a file from examples/ (Workflows > Import from File); its sticky note says what
     to set up. Pick that credential in each CometChat node, change receivers and uids to
     real ones, and execute.`);
	} finally {
		await server.stop();
	}
	return problems;
}

main().then(
	(problems) => {
		if (!problems.length) return;
		console.error(`\ndemo failed: ${problems.join('; ')}`);
		process.exitCode = 1;
	},
	(error: unknown) => {
		console.error(`\ndemo failed: ${error instanceof Error ? error.message : String(error)}`);
		process.exitCode = 1;
	},
);
