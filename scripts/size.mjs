// The package's size, as issue 37 measures it: files, lines and bytes of code (non-blank lines
// that are not comments) under nodes/ and credentials/, the largest files, the transport and
// paging, and any import cycle. `npm run size`; `--json` prints the figures as JSON.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['nodes', 'credentials'];

const tsFiles = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name);
		return statSync(full).isDirectory() ? tsFiles(full) : name.endsWith('.ts') ? [full] : [];
	});

/** The lines of code: neither blank nor inside a comment. */
function codeLines(text) {
	const lines = [];
	let inBlock = false;
	for (const raw of text.split('\n')) {
		const line = raw.trim();
		if (inBlock) {
			if (line.includes('*/')) inBlock = false;
			continue;
		}
		if (line === '' || line.startsWith('//')) continue;
		if (line.startsWith('/*')) {
			if (!line.includes('*/')) inBlock = true;
			continue;
		}
		lines.push(raw);
	}
	return lines;
}

const files = ROOTS.flatMap((root) => tsFiles(path.join(REPO_DIR, root))).map((file) => {
	const text = readFileSync(file, 'utf8');
	const code = codeLines(text);
	return {
		file: path.relative(REPO_DIR, file),
		lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
		codeLines: code.length,
		codeBytes: code.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0),
		imports: [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]),
	};
});

const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
const under = (dir) => files.filter((f) => f.file.startsWith(dir + '/'));

/** Import cycles among the package's own modules, each once. */
function importCycles() {
	const byModule = new Map(files.map((f) => [f.file.replace(/\.ts$/, ''), f]));
	const resolve = (from, spec) => {
		const target = path.join(path.dirname(from), spec);
		return byModule.has(target) ? target : byModule.has(path.join(target, 'index')) ? path.join(target, 'index') : undefined;
	};
	const cycles = new Set();
	const state = new Map();
	const stack = [];
	const visit = (module) => {
		state.set(module, 'open');
		stack.push(module);
		for (const spec of byModule.get(module).imports) {
			const next = resolve(module, spec);
			if (!next) continue;
			if (state.get(next) === 'open') {
				const cycle = stack.slice(stack.indexOf(next));
				const start = cycle.indexOf([...cycle].sort()[0]);
				cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' → '));
			} else if (!state.has(next)) visit(next);
		}
		stack.pop();
		state.set(module, 'done');
	};
	for (const module of byModule.keys()) if (!state.has(module)) visit(module);
	return [...cycles];
}

const transport = under('nodes/shared/transport');
const figures = {
	files: files.length,
	lines: sum(files, 'lines'),
	codeLines: sum(files, 'codeLines'),
	codeKB: Math.round(sum(files, 'codeBytes') / 1024),
	filesOver300Lines: files.filter((f) => f.lines > 300).map((f) => `${f.file} (${f.lines})`),
	filesUnder30Lines: files.filter((f) => f.lines < 30).length,
	transport: { files: transport.length, lines: sum(transport, 'lines') },
	pagingFiles: files.filter((f) => /paging|paginat/i.test(f.file)).map((f) => f.file),
	importCycles: importCycles(),
};

if (process.argv.includes('--json')) {
	console.log(JSON.stringify(figures, null, 2));
} else {
	console.log(`under ${ROOTS.join('/ and ')}/: ${figures.files} files, ${figures.lines} lines`);
	console.log(`code (non-blank lines that are not comments): ${figures.codeLines} lines, ${figures.codeKB} KB`);
	console.log(`files over 300 lines: ${figures.filesOver300Lines.length ? figures.filesOver300Lines.join(', ') : 'none'}`);
	console.log(`files under 30 lines: ${figures.filesUnder30Lines}`);
	console.log(`transport: ${figures.transport.files} files, ${figures.transport.lines} lines`);
	console.log(`paging: ${figures.pagingFiles.join(', ') || 'none'}`);
	console.log(`import cycles: ${figures.importCycles.length ? figures.importCycles.join('; ') : 'none'}`);
	console.log('largest files (lines):');
	for (const f of [...files].sort((a, b) => b.lines - a.lines).slice(0, 10)) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
}
