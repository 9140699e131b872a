/** The n8n settings folder jestGlobalSetup.js made, removed once every worker has ended. */
const { rmSync } = require('node:fs');

module.exports = async function () {
	if (globalThis.madeN8nUserFolder) rmSync(globalThis.madeN8nUserFolder, { recursive: true, force: true });
};
