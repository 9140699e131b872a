// The fake CometChat (test/support/fakeServerProcess, compiled by `npm test` or `npx tsc -p tsconfig.test.json`) in a
// process of its own on 127.0.0.1, so the load measures n8n and not a server in our thread.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR } from '../n8n-runner.mjs';
import { onCleanup } from './cleanup.mjs';

const require = createRequire(import.meta.url);

/** Starts a fake CometChat (FakeOptions, e.g. {ratePerSecond: 50}), stopped at cleanup. */
export async function startFake(name, options = {}) {
	const { startFakeProcess } = require(path.join(REPO_DIR, 'build-test/test/support/fakeServerProcess.js'));
	const fake = await startFakeProcess(options);
	fake.name = name;
	fake.stop = onCleanup(`fake CometChat ${name}`, fake.stop);
	return fake;
}
