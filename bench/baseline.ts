/**
 * Another commit of this package built beside this one, for side-by-side runs: its tree
 * (`git archive`) in a temp dir, compiled with this checkout's node_modules (linked), its
 * package (dist/) and test support (build-test/) as its own `npm run build` and
 * `tsc -p tsconfig.test.json` make them. Built once per commit; later runs reuse it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../test/support/engine';

export interface Baseline {
	ref: string;
	commit: string;
	/** The root of its tree: `dist/` and `build-test/` below it. */
	root: string;
}

function run(command: string, args: string[], cwd: string): string {
	return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function buildBaseline(ref: string, log: (text: string) => void): Baseline {
	const here = repoRoot();
	const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], here).trim();
	const root = path.join(tmpdir(), `n8n-nodes-cometchat-${commit.slice(0, 12)}`);
	const stamp = path.join(root, '.built');
	const modules = path.join(root, 'node_modules');
	if (existsSync(stamp)) {
		// the checkout that built it may be gone: its tree then runs on this one's node_modules
		if (!existsSync(modules)) {
			rmSync(modules, { force: true });
			symlinkSync(path.join(here, 'node_modules'), modules, 'dir');
		}
		return { ref, commit, root };
	}
	log(`building ${ref} (${commit.slice(0, 7)}) in ${root}`);
	rmSync(root, { recursive: true, force: true });
	mkdirSync(root, { recursive: true });
	execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`], { cwd: here, stdio: 'inherit' });
	symlinkSync(path.join(here, 'node_modules'), modules, 'dir');
	const bin = (name: string) => path.join(here, 'node_modules', '.bin', name);
	run(bin('tsc'), ['-p', 'tsconfig.json'], root);
	run(bin('gulp'), ['build:assets', '-L'], root);
	run(bin('tsc'), ['-p', 'tsconfig.test.json'], root);
	writeFileSync(stamp, `${commit}\n`);
	return { ref, commit, root };
}
