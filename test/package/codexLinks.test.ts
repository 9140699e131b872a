/**
 * The codex files (nodes/**\/*.node.json) link n8n's node panel to documentation: every link
 * into this repository's README must name a heading that exists there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const repoDir = path.resolve(__dirname, '../..');
const readmeUrl = 'https://github.com/n8n-nodes-cometchat/n8n-nodes-cometchat';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function readmeAnchors(markdown: string): Set<string> {
	const anchors = new Set(['readme']);
	const seen = new Map<string, number>();
	const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
	for (const [, title] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
		const base = title
			.replace(/`/g, '')
			.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
			.toLowerCase()
			.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
			.replace(/ /g, '-');
		const n = seen.get(base) ?? 0;
		seen.set(base, n + 1);
		anchors.add(n ? `${base}-${n}` : base);
	}
	return anchors;
}

function codexFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name);
		return e.isDirectory() ? codexFiles(p) : e.name.endsWith('.node.json') ? [p] : [];
	});
}

function links(codex: { resources?: Record<string, Array<{ url: string }>> }): string[] {
	return Object.values(codex.resources ?? {}).flatMap((list) => list.map((l) => l.url));
}

test('the package homepage is the README these links point at', () => {
	const pkg = JSON.parse(fs.readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
	assert.equal(pkg.homepage, `${readmeUrl}#readme`);
});

test('every codex link into the README names a README heading', () => {
	const anchors = readmeAnchors(fs.readFileSync(path.join(repoDir, 'README.md'), 'utf8'));
	const files = codexFiles(path.join(repoDir, 'nodes'));
	assert.ok(files.length >= 1);
	let checked = 0;
	for (const file of files) {
		for (const url of links(JSON.parse(fs.readFileSync(file, 'utf8')))) {
			if (!url.startsWith(readmeUrl)) continue;
			const anchor = url.slice(readmeUrl.length);
			assert.match(anchor, /^#/, `${path.relative(repoDir, file)}: ${url} links the repository, not a README section`);
			assert.ok(anchors.has(anchor.slice(1)), `${path.relative(repoDir, file)}: ${url} names no README heading`);
			checked++;
		}
	}
	assert.ok(checked >= 2, `${checked} README links checked`);
});

test('the anchors are GitHub\'s', () => {
	const anchors = readmeAnchors('# A\n## Credentials: CometChat API\n```sh\n# not a heading\n```\n### Message > Send (`POST /messages`)\n## Setup\n## Setup\n');
	assert.deepEqual([...anchors], ['readme', 'a', 'credentials-cometchat-api', 'message--send-post-messages', 'setup', 'setup-1']);
});
