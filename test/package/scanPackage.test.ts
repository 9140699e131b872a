/**
 * scripts/scan-package.mjs: n8n's community-package scanner rules on the packed tarball.
 * The real package passes; copies with planted violations fail, so the CI check can fail.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoDir = path.resolve(__dirname, '../..');
const nodeFile = 'dist/nodes/CometChat/CometChat.node.js';
const workDirs: string[] = [];

function scan(dir: string = repoDir): { status: number | null; output: string } {
	// --ignore-scripts: pack the dist/ npm test built, without rebuilding it under the other tests
	const r = spawnSync(process.execPath, [path.join(repoDir, 'scripts/scan-package.mjs'), dir, '--ignore-scripts'], { encoding: 'utf8' });
	return { status: r.status, output: r.stdout + r.stderr };
}

/** A copy of the package (package.json, README, LICENSE and, unless told otherwise, dist/) to plant violations in. */
function copyPackage(withDist = true): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-package-test-'));
	workDirs.push(dir);
	for (const f of ['package.json', 'README.md', 'LICENSE']) fs.copyFileSync(path.join(repoDir, f), path.join(dir, f));
	if (withDist) fs.cpSync(path.join(repoDir, 'dist'), path.join(dir, 'dist'), { recursive: true });
	return dir;
}

afterAll(() => {
	for (const dir of workDirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('the real package passes the scanner rules, with dist/ in the tarball', () => {
	const { status, output } = scan();
	assert.equal(status, 0, output);
	assert.match(output, /n8n-nodes-cometchat-[\d.]+\.tgz: \d+ files \((\d+) under dist\//);
	assert.ok(Number(/\((\d+) under dist\//.exec(output)![1]) > 20, output);
	assert.match(output, /tarball \(compiled \.js, package\.json\), \d+ files: passed/);
	assert.match(output, /source \(package\.json, nodes\/, credentials\/\), \d+ files: passed/);
	assert.match(output, /^scan-package: passed$/m);
});

test('a forbidden import in the built node and an install script fail the scan', () => {
	const dir = copyPackage();
	fs.appendFileSync(path.join(dir, nodeFile), "\nrequire('child_process').execSync('id');\n");
	const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
	manifest.scripts.postinstall = 'node dist/setup.js';
	fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));

	const { status, output } = scan(dir);
	assert.equal(status, 1, output);
	assert.match(output, /CometChat\.node\.js\n\s+\d+:\d+\s+error\s+Require of 'child_process' is not allowed.*no-restricted-imports/);
	assert.match(output, /Lifecycle script "postinstall" is not allowed.*no-forbidden-lifecycle-scripts/);
	assert.match(output, /^scan-package: FAILED$/m);
});

test('a package packed without a build fails', () => {
	const { status, output } = scan(copyPackage(false));
	assert.equal(status, 1, output);
	assert.match(output, /package: the tarball holds no dist\/ \(nothing was built\)/);
	assert.match(output, /package: package.json n8n entry dist\/nodes\/CometChat\/CometChat.node.js is not in the tarball/);
});
