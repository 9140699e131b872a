// The suites of several e2e files on one n8n per version (sharedN8n.mjs): imports the files
// named in E2E_SUITES (comma-separated, in test/e2e/), each registering its suite, then runs them.
// run-all.mjs starts it for every file whose main is harness.runAsMain.
//   E2E_SUITES=trigger.e2e.mjs,bot.e2e.mjs node test/e2e/served.mjs [1|2|1,2]   (inside scripts/e2e/in-netns.sh)
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suites } from './harness.mjs';
import { assertNetworkIsolated } from './n8n-runner.mjs';
import { runSuites } from './sharedN8n.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = (process.env.E2E_SUITES ?? '').split(',').filter(Boolean);
if (!files.length) throw new Error('E2E_SUITES names no file');
assertNetworkIsolated();
for (const file of files) await import(pathToFileURL(path.join(here, file)).href);
// a file imports another's helpers (registration.e2e.mjs those of bot and trigger): each suite once, the named ones
const named = suites.filter((suite, i) => files.includes(suite.file) && suites.findIndex((s) => s.file === suite.file) === i);
await runSuites(named);
