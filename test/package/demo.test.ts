/**
 * `npm run demo`, exactly as the README's "Try it in two commands" gives it, in the
 * repository: it exits 0, prints only what happened (no `undefined`, no `[object Object]`,
 * no expression), within 100 columns, and its rows say what each example did.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoDir = path.resolve(__dirname, '../..');

test('the README gives npm run demo as its second command', () => {
	assert.match(fs.readFileSync(path.join(repoDir, 'README.md'), 'utf8'), /```sh\nnpm install\nnpm run demo\n```/);
});

describe('npm run demo', () => {
	let status: number | null;
	let output: string;
	let stderr: string;

	beforeAll(() => {
		const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
		const run = spawnSync(npm, ['run', 'demo'], { cwd: repoDir, encoding: 'utf8', timeout: 280_000, env: { ...process.env, FORCE_COLOR: '0' } });
		({ status } = run);
		output = run.stdout;
		stderr = run.stderr;
	}, 300_000);

	/**
	 * The rows of the table after the line that starts with `title`, each as its cells' whole texts joined by " | ":
	 * the dashes under the header give where each column starts, and a line whose first
	 * column is blank carries on the row above.
	 */
	const rows = (title: string): string[] => {
		const lines = output.split('\n');
		const start = lines.findIndex((line) => line.startsWith(title));
		assert.notEqual(start, -1, `no "${title}" in:\n${output}`);
		const dashes = lines.findIndex((line, i) => i > start && /^-+( +-+)*$/.test(line));
		const starts = [...lines[dashes].matchAll(/-+/g)].map((m) => m.index);
		const found: string[][] = [];
		for (const line of lines.slice(dashes + 1)) {
			if (!line.trim()) break;
			const cells = starts.map((from, c) => line.slice(from, starts[c + 1]).trim());
			if (cells[0] || !found.length) found.push(cells);
			else cells.forEach((cell, c) => (found.at(-1)![c] = [found.at(-1)![c], cell].filter(Boolean).join(' ')));
		}
		return found.map((cells) => cells.join(' | '));
	};
	const row = (title: string, label: string) => rows(title).find((r) => r.startsWith(`${label} | `)) ?? assert.fail(`no row "${label}" under "${title}":\n${rows(title).join('\n')}`);

	test('exits 0', () => {
		assert.equal(status, 0, `exit ${status}\n${stderr}\n${output.slice(-3000)}`);
	});

	test('prints no undefined, [object Object] or expression, and no line over 100 columns', () => {
		for (const word of ['undefined', '[object Object]', '={{', 'NaN']) assert.ok(!output.includes(word), `"${word}" printed:\n${output}`);
		const long = output.split('\n').filter((line) => [...line].length > 100);
		assert.deepEqual(long, []);
		assert.deepEqual(output.split('\n').filter((line) => /^[•\-*] /.test(line)), [], 'a text line breaks out of a table');
	});

	test('every example in the table ran and gave what it is meant to', () => {
		const table = rows('workflow ');
		const files = new Set(table.map((r) => r.split(' | ')[0]));
		for (const file of ['01-alert-to-user', '07-error-handling', '12-moderation', '17-support-bot-thread', '19-weekly-metrics-report']) assert.ok(files.has(file), file);
		assert.deepEqual(table.filter((r) => / \| (FAILED|no output)/.test(r)), []);
		assert.ok(table.some((r) => /^17-support-bot-thread \| send message\/text to user \w[^|]* in the thread of their last message \| message \S+ from support-bot to /.test(r)), table.join('\n'));
		assert.ok(table.some((r) => r === '07-error-handling | send message/text to user unknown-user | error handled (Continue On Fail): The user with uid unknown-user does not exist.'), table.join('\n'));
		assert.ok(table.some((r) => /^19-weekly-metrics-report \| send message\/text to group ops \| message \S+ from \S+ to ops: "Weekly CometChat report, .* • Active users: 128 • /.test(r)), table.join('\n'));
	});

	test('the auto-reply bot replies once, to the question only', () => {
		assert.match(row('08-auto-reply-bot:', 'executions started'), /^executions started \| 1: reply \S+ to ana$/);
		assert.match(row('08-auto-reply-bot:', 'wrong password'), /\| 401 /);
	});

	test("the refund is approved by clicking the page's button, and support is told", () => {
		const title = '09-refund-approval:';
		assert.match(row(title, 'a forged link is opened'), /\| 401 .*resumed: no$/);
		assert.match(row(title, 'a link preview fetches it'), /\| 200 page .*resumed: no$/);
		assert.match(row(title, 'finance clicks [Refund $120]'), /\| page "[^"]+" with button \[Refund \$120\]; the click: 200 page "Got it, thanks", output data\.approved = true$/);
		assert.equal(row(title, '"Tell support" sends'), '"Tell support" sends | to user support-lead: "Finance approved the $120 refund for order #1042."');
		assert.match(row(title, 'the execution'), /^the execution \| waiting, at most until \d{4}-\d\d-\d\dT/);
		assert.equal(rows(title).at(-1), 'the execution | success');
	});

	test('the moderators are asked, a moderator clicks Ban, and the repeat offender is banned', () => {
		const title = '18-moderation-queue:';
		assert.match(row(title, '"Ask moderators" sends a card'), /\| to group moderators: "Ban spammer-1 from support\? 3 of their messages/);
		assert.match(row(title, 'a moderator clicks [Ban]'), /the click: 200 page "Got it, thanks", output data\.approved = true$/);
		assert.equal(row(title, '"Ban from the group"'), '"Ban from the group" | CometChat: "The user with uid spammer-1 has been banned from the Group with support."');
		assert.equal(rows(title).at(-1), 'the execution | success');
	});
});
