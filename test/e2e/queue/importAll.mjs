// Imports credentials and workflows into a queue-mode instance's database with the n8n CLI,
// before any server starts. n8n 1.x in queue mode accepts `import:workflow
// --activeState=fromJson`, which keeps `active: true` from the file: one CLI start instead of
// one `update:workflow` per workflow (each boots n8n). n8n 2.x: import, then what
// `publish:workflow` does, for all of them in one SQL statement (`execute`).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EXIT_GUARD, locateN8n, n8nEnv, runProcess, stagePackage } from '../n8n-runner.mjs';

export async function importAll({ n8nVersion, packageDir, encryptionKey, env, credentials, workflows, execute, timeoutMs = 300_000 }) {
	const install = locateN8n(n8nVersion);
	const tmp = await mkdtemp(path.join(os.tmpdir(), 'queue-import-'));
	try {
		const userFolder = path.join(tmp, 'user');
		await mkdir(userFolder, { recursive: true });
		const staged = await stagePackage(path.resolve(packageDir), path.join(tmp, 'custom-extensions'));
		const cliEnv = n8nEnv({ nodeBin: install.nodeBin, n8nPkgDir: install.n8nPkgDir, userFolder, customDirs: [staged.dir], encryptionKey, extraEnv: env });
		const must = async (args) => {
			const r = await runProcess(install.nodeBin, ['--require', EXIT_GUARD, install.n8nEntry, ...args], { env: cliEnv, cwd: tmp, timeoutMs });
			if (r.exitCode !== 0) throw new Error(`n8n ${args[0]} failed (exit ${r.exitCode}${r.timedOut ? ', timed out' : ''}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
		};
		const credentialsFile = path.join(tmp, 'credentials.json');
		await writeFile(credentialsFile, JSON.stringify(credentials));
		await must(['import:credentials', `--input=${credentialsFile}`]);
		const workflowsFile = path.join(tmp, 'workflows.json');
		await writeFile(workflowsFile, JSON.stringify(workflows.map((wf) => ({ settings: {}, ...wf, active: true }))));
		if (install.major < 2) {
			await must(['import:workflow', `--input=${workflowsFile}`, '--activeState=fromJson']);
			return;
		}
		// 2.41 marks them published with --activeState=fromJson, but main then registers no
		// production webhooks for them (404 "not registered"). `publish:workflow --id` sets
		// active and activeVersionId to the current version of a workflow that is not archived
		// and has that version in its history (@n8n/db WorkflowRepository.publishVersion), one
		// n8n boot per workflow: the same update here, for all of them at once.
		await must(['import:workflow', `--input=${workflowsFile}`]);
		const ids = workflows.map((wf) => `'${String(wf.id).replace(/'/g, "''")}'`).join(', ');
		const published = await execute(
			`UPDATE workflow_entity w SET active = true, "activeVersionId" = w."versionId", "updatedAt" = now() FROM workflow_history h WHERE h."workflowId" = w.id AND h."versionId" = w."versionId" AND NOT w."isArchived" AND w.id IN (${ids}) RETURNING w.id`,
		);
		if (published.length !== workflows.length) throw new Error(`published ${published.length} of ${workflows.length} workflows (a version missing from workflow_history?)`);
	} finally {
		await rm(tmp, { recursive: true, force: true });
	}
}
