/** n8n-core keeps its settings in N8N_USER_FOLDER and logs what it sees: a temporary folder, and quiet. */
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function () {
	process.env.N8N_USER_FOLDER ??= mkdtempSync(path.join(tmpdir(), 'n8n-nodes-cometchat-test-'));
	process.env.N8N_LOG_LEVEL ??= 'silent';
};
