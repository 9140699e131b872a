// Runs every compiled test file with Node's built-in test runner, one file at a time
// (the files start local servers). Works the same on Node 20 and on Node 22+.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve('build-test/test');
const only = process.argv.slice(2);
const files = [];
(function walk(dir) {
	for (const name of readdirSync(dir).sort()) {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) {
			if (name !== 'e2e' && name !== 'support') walk(full);
		} else if (name.endsWith('.test.js') && (!only.length || only.some((o) => full.includes(o)))) {
			files.push(full);
		}
	}
})(root);
if (!files.length) {
	console.error('no test files found under build-test/test');
	process.exit(1);
}
// n8n-core keeps its settings in N8N_USER_FOLDER and logs errors it sees: keep both quiet.
const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-nodes-cometchat-test-'));
const env = { N8N_USER_FOLDER: userFolder, N8N_LOG_LEVEL: 'silent', ...process.env };
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit', env });
rmSync(userFolder, { recursive: true, force: true });
process.exit(result.status ?? 1);
