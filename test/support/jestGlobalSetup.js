/**
 * n8n-core keeps its settings in N8N_USER_FOLDER and logs what it sees: a temporary folder, and
 * quiet. Its settings file (the encryption key) is written here, once, before the workers start:
 * otherwise each worker's first n8n-core would create it, and one could read it half written.
 * jestGlobalTeardown.js removes it.
 */
const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { randomBytes } = require('node:crypto');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function () {
	if (!process.env.N8N_USER_FOLDER) {
		process.env.N8N_USER_FOLDER = mkdtempSync(path.join(tmpdir(), 'n8n-nodes-cometchat-test-'));
		globalThis.madeN8nUserFolder = process.env.N8N_USER_FOLDER;
		const n8nFolder = path.join(process.env.N8N_USER_FOLDER, '.n8n');
		mkdirSync(n8nFolder, { recursive: true });
		writeFileSync(path.join(n8nFolder, 'config'), JSON.stringify({ encryptionKey: randomBytes(24).toString('base64') }), { mode: 0o600 });
	}
	process.env.N8N_LOG_LEVEL ??= 'silent';
};
