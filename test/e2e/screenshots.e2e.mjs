// The editor check of CI: the editor renders the package in REAL n8n. scripts/screenshots.mjs
// opens the three credential dialogs, the nodes panel, Custom API Call, the trigger's panel,
// ONE operation's panel per resource (onePanelPerResource: the one whose Additional Fields
// the check works on most) and a finished run in Debian's chromium, and reports a panel that
// shows "Install this node", an error, or lacks the operation's parameters, Additional Fields
// whose "Add Field" list is not the operation's own or whose same-named entries (the merged
// collection repeats names per resource) show or save another resource's, and the nodes panel
// when searching "CometChat" does not show one entry that describes the package with its
// triggers and all its actions. Which fields every operation shows, jest checks with
// n8n-workflow's display rules (test/package/panelFields.test.ts); `npm run screenshots`
// pictures and checks every panel (before a release). Pictures go to a temporary folder.
//   node test/e2e/screenshots.e2e.mjs [1|2|1,2]     (default: every installed n8n)
// Runs inside scripts/e2e/in-netns.sh, as the other e2e files.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { n8nInstalls } from './n8n-runner.mjs';
import { takeScreenshots } from '../../scripts/screenshots.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
	console.error(`screenshots e2e: ${chromium} is missing (apt-get install chromium; .ci/run installs it)`);
	process.exit(1);
}
const installed = n8nInstalls().filter((i) => i.install).map((i) => i.n8nVersion);
const wanted = process.argv[2] ? process.argv[2].split(',') : installed;
let failed = 0;
for (const n8nVersion of wanted) {
	const outDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-e2e-'));
	const started = Date.now();
	try {
		const { version, shots, problems } = await takeScreenshots({ n8nVersion, outDir, shrink: false, log: () => {}, onePerResource: true });
		console.log(`n8n ${version}: ${shots.length} pictures, ${problems.length} problems, ${Math.round((Date.now() - started) / 1000)} s`);
		for (const s of shots) console.log(`  ok   ${s.title}`);
		for (const p of problems) console.log(`  FAIL ${p}`);
		if (problems.length || !shots.length) failed++;
	} catch (error) {
		// e.g. n8n cannot even import the credential because the package does not load
		console.log(`  FAIL n8n ${n8nVersion}: ${error.message}`);
		failed++;
	} finally {
		rmSync(outDir, { recursive: true, force: true });
	}
}
process.exit(failed ? 1 : 0);
