// The editor check of CI: the editor renders the package in REAL n8n. scripts/screenshots.mjs
// (editorCheck) opens the three credential dialogs, the nodes panel, Custom API Call, the
// trigger's panel, ONE operation's panel per resource (onePanelPerResource: the first whose
// Additional Fields offer the most entries) and a finished run in Debian's chromium, and
// reports a panel that shows "Install this node", an error, or lacks the operation's
// parameters, Additional Fields whose "Add Field" list is not the operation's own, and the
// nodes panel when searching "CometChat" does not show one entry that describes the package
// with its triggers and all its actions. It runs in the n8n the e2e
// suites share (sharedN8n.mjs), signed in as its owner. Which fields every operation shows,
// jest checks with n8n-workflow's display rules (test/package/panelFields.test.ts);
// `npm run screenshots` pictures and checks every panel (before a release). Pictures go to a
// temporary folder.
//   scripts/e2e/in-netns.sh node test/e2e/screenshots.e2e.mjs [1|2|1,2]
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { editorCheck } from '../../scripts/screenshots.mjs';
import { runAsMain, withN8n } from './harness.mjs';
import { OWNER } from './sharedN8n.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A session for the browser: the owner the shared n8n was set up with signs in. */
async function signIn(context, baseUrl) {
	const res = await context.request.post(`${baseUrl}/rest/login`, { data: { emailOrLdapLoginId: OWNER.email, password: OWNER.password } });
	if (!res.ok()) throw new Error(`sign-in: HTTP ${res.status()} ${(await res.text()).slice(0, 300)}`);
}

async function runOnce(n8nVersion, tag, check) {
	if (!existsSync(chromium)) throw new Error(`${chromium} is missing (apt-get install chromium; .ci/run installs it)`);
	const outDir = await mkdtemp(path.join(os.tmpdir(), 'screenshots-e2e-'));
	const editor = await editorCheck({ outDir, shrink: false, log: () => {}, onePerResource: true });
	const stops = [() => editor.stop(), () => rm(outDir, { recursive: true, force: true })];
	// beside the other suites: chromium works while their n8n mostly waits (Send and Wait's tracker...)
	await withN8n({ what: 'the editor', credentials: editor.credentials, workflows: editor.workflows, activate: [], stops, beside: true }, async (n8n) => {
		const { shots, problems } = await editor.run(n8n, signIn);
		for (const s of shots) console.log(`[${tag}]   pictured: ${s.title}`);
		check(`the editor shows the credentials, the nodes panel, the trigger and one panel per resource, each as it should (${shots.length} pictures)`, () => {
			assert.ok(shots.length > 0, 'no picture');
			assert.deepEqual(problems, []);
		});
	});
}

await runAsMain(import.meta.url, 'the editor check runs', runOnce);
