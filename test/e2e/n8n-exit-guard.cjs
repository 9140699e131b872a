// Preloaded (node --require) into every n8n CLI process by n8n-runner.mjs.
//
// Works around a crash in n8n 1.123's CLI commands: with the default "vm"
// expression engine, evaluating an expression takes an isolated-vm isolate
// from a pool and starts creating a replacement isolate on a background
// thread. `n8n execute` then calls process.exit() without disposing the
// engine; if the replacement is still being built, V8 segfaults during exit
// (SIGSEGV in an isolate thread while the main thread joins it), sometimes
// before stdout is complete. Here process.exit() first awaits
// Expression.disposeExpressionEngine() (bounded), then exits for real.
'use strict';

const path = require('node:path');

const n8nDir = process.env.N8N_E2E_N8N_PKG_DIR;
const realExit = process.exit.bind(process);
let exiting = false;

function loadedExpressionClass() {
	if (!n8nDir) return undefined;
	try {
		const resolved = require.resolve('n8n-workflow', { paths: [n8nDir] });
		// Only if n8n already loaded it (same module instance); never load it here.
		const mod = require.cache[resolved];
		return mod && mod.exports && mod.exports.Expression;
	} catch {
		return undefined;
	}
}

process.exit = function guardedExit(code) {
	if (exiting) return realExit(code);
	exiting = true;
	const Expression = loadedExpressionClass();
	if (!Expression || typeof Expression.disposeExpressionEngine !== 'function') return realExit(code);
	const exitCode = code === undefined ? process.exitCode : code;
	const timer = setTimeout(() => realExit(exitCode), 10_000);
	Promise.resolve()
		.then(() => Expression.disposeExpressionEngine())
		.catch(() => {})
		.finally(() => {
			clearTimeout(timer);
			realExit(exitCode);
		});
	// process.exit() never returns to its caller: park it until the real exit.
	return new Promise(() => {});
};

module.exports = { guardFile: path.resolve(__filename) };
