// What the e2e files that use `n8n start` share: the built test helpers, the example workflows
// as n8n loads them, the credentials they name, the n8n they share (sharedN8n.mjs), and the
// file's main (each n8n version in turn).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR } from './n8n-runner.mjs';
import { ownerSession, runManually, runSuites, withSharedN8n } from './sharedN8n.mjs';

const require = createRequire(import.meta.url);

/** A module of the compiled test support (build-test/test/support/<name>.js). */
export const support = (name) => require(path.join(REPO_DIR, 'build-test/test/support', `${name}.js`));

/** The user CometChat sends with Basic Auth in every e2e. */
export const WEBHOOK_USER = 'cometchat';
export const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * examples/<file> as imported unchanged, with the types n8n gives a package loaded through
 * N8N_CUSTOM_EXTENSIONS (CUSTOM.<name>), and its trigger's production webhook path.
 */
export function loadExample(file) {
	const workflow = JSON.parse(readFileSync(path.join(REPO_DIR, 'examples', file), 'utf8'));
	for (const node of workflow.nodes) node.type = node.type.replace('n8n-nodes-cometchat.', 'CUSTOM.');
	const trigger = workflow.nodes.find((n) => n.type === 'CUSTOM.cometChatTrigger');
	return { workflow, webhookPath: trigger && `${trigger.webhookId}/webhook` };
}

/** The credentials the examples name, by the ids they use. */
export const credentials = {
	cometChat: (data) => ({ id: 'cometchat-demo', name: 'CometChat account', type: 'cometChatApi', data }),
	webhookAuth: (password, user = WEBHOOK_USER) => ({ id: 'cometchat-webhook-auth', name: 'CometChat webhook auth', type: 'cometChatWebhookApi', data: { user, password } }),
	model: (apiKey, url) => ({ id: 'openai-compatible', name: 'OpenAI-compatible model', type: 'openAiApi', data: { apiKey, url } }),
};

/**
 * n8n with `credentials` and `workflows` (activated: all, or only those of `activate`), once
 * its `webhookPaths` answer: runs `body(n8n)`, then stops each of `stops` (fake servers), each
 * even when another fails to stop. The n8n is the one every suite of this process shares
 * (sharedN8n.mjs), so call it once per runOnce; `alone`: no other version's suite runs meanwhile;
 * `beside`: the body runs while the other suites run one after the other (sharedN8n.mjs).
 */
export const withN8n = ({ what, credentials: creds, workflows, activate, webhookPaths, stops, alone, beside }, body) =>
	withSharedN8n({ what, credentials: creds, workflows, activate, webhookPaths, stops, alone, beside }, body);

/** `workflows` (a Manual Trigger each) run one after the other in the shared n8n, as the editor's Execute Workflow does (see runManually). */
export async function runWorkflows({ what, credentials: creds, workflows }) {
	let results;
	await withSharedN8n({ what, credentials: creds, workflows, activate: [] }, async (n8n) => {
		results = await runManually(n8n, workflows);
	});
	return results;
}

/** The suites of this process, in the order their files were imported. */
export const suites = [];

/**
 * Registers the file's suite: `runOnce(n8nVersion, tag, check)` for each selected n8n, a throw
 * failing the check `startup`. Run itself, the file runs its suite (sharedN8n.runSuites); test/e2e/served.mjs
 * runs the suites of several files on one n8n per version.
 */
export async function runAsMain(importMetaUrl, startup, runOnce, describe) {
	const file = new URL(importMetaUrl).pathname;
	const suite = { file: path.basename(file), startup, runOnce, describe };
	suites.push(suite);
	if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(file)) await runSuites([suite]);
}

export { ownerSession };
