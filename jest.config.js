/**
 * Every test file under test/ (not e2e/, which drives real n8n, nor support/), written in
 * TypeScript and run by ts-jest. Four files at a time, each in a worker process of its own
 * (on 2 cores: the transport files spend most of their time waiting out rate limits, which
 * leaves room for two more): every file starts its own servers on ports the system picks, and
 * a rate gate lives in its process, keyed by the server's address; the n8n settings folder is
 * made once, before the workers, and removed after them (jestGlobalSetup.js, jestGlobalTeardown.js). The engine tests load the built package from dist/ (npm test
 * builds it when a source changed: scripts/build-for-tests.mjs).
 * @type {import('jest').Config}
 */
module.exports = {
	testEnvironment: 'node',
	// nock leaves its interceptor on the global scope between files; jest's cleanup warns about it
	testEnvironmentOptions: { globalsCleanup: 'off' },
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/test/support/'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
	},
	maxWorkers: 4,
	// A worker's heap keeps about 28 MB of every file it has run (what holds the files' modules is
	// not known): 1.0-1.2 GB after some 37 files. Freeing that as the worker ended took 5 s at load
	// 23 on 2 cores, past jest's 500 ms, and jest reported a leak though no handle was left open.
	// A worker whose heap is over 600 MB after a file is replaced; an ending worker has 10 s to
	// exit by itself (an open handle keeps it past that, and jest still reports it).
	workerIdleMemoryLimit: '600MB',
	workerGracefulExitTimeout: 10_000,
	testTimeout: 120_000,
	globalSetup: '<rootDir>/test/support/jestGlobalSetup.js',
	globalTeardown: '<rootDir>/test/support/jestGlobalTeardown.js',
	// Short output off a terminal: the failing tests (with summaryThreshold 0 jest's summary lists
	// them whatever the number of files; by default only above 20 files) and the totals; the plain
	// 'N passed, N failed' line at the end is what CI reads.
	reporters: process.stdout.isTTY ? ['default', '<rootDir>/test/support/summaryReporter.js'] : [['summary', { summaryThreshold: 0 }], '<rootDir>/test/support/summaryReporter.js'],
};
