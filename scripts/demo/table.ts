/** How the demo prints: tables whose lines stay within COLUMNS, cells wrapped at spaces. */

/** The demo's lines stay within this many columns; longer cells wrap onto more lines. */
export const COLUMNS = 99;

/** One line: a text's line breaks and runs of blanks become one space. */
export function oneLine(text: string): string {
	return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters on one line, cut at a space and never inside a mention `<@uid:…>`, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
	const chars = [...oneLine(text)];
	if (chars.length <= max) return chars.join('');
	let cut = chars.slice(0, max - 1).join('');
	const mention = cut.lastIndexOf('<@');
	if (mention !== -1 && !cut.includes('>', mention)) cut = cut.slice(0, mention);
	else if (cut.lastIndexOf(' ') > max / 2) cut = cut.slice(0, cut.lastIndexOf(' '));
	return `${cut.trimEnd()}…`;
}

/** `text` in lines of at most `width` characters, broken at spaces (a word longer than that is cut). */
export function wrap(text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of oneLine(text).split(' ')) {
		const candidate = line ? `${line} ${word}` : word;
		if ([...candidate].length <= width) line = candidate;
		else {
			if (line) lines.push(line);
			let rest = [...word];
			while (rest.length > width) {
				lines.push(rest.slice(0, width).join(''));
				rest = rest.slice(width);
			}
			line = rest.join('');
		}
	}
	return [...lines, line];
}

/** Columns as wide as their widest cell, the last (or failing that, every) column narrowed to fit COLUMNS. */
export function table(rows: string[][]): string {
	const natural = rows[0].map((_, c) => Math.max(...rows.map((r) => [...oneLine(r[c])].length)));
	const widths = [...natural];
	const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
	// the first columns give up width beyond 30 characters, the last takes what is left
	for (let c = 0; c < widths.length - 1 && total() > COLUMNS; c++) widths[c] = Math.min(widths[c], 30);
	widths[widths.length - 1] = Math.max(20, COLUMNS - (total() - widths[widths.length - 1]));
	const pad = (cell: string, c: number) => cell + ' '.repeat(Math.max(0, widths[c] - [...cell].length));
	const line = (row: string[]) => {
		const cells = row.map((cell, c) => wrap(cell, widths[c]));
		const height = Math.max(...cells.map((lines) => lines.length));
		// the last column is not padded: no trailing blanks
		return Array.from({ length: height }, (_, i) => cells.map((lines, c) => (c === cells.length - 1 ? (lines[i] ?? '') : pad(lines[i] ?? '', c))).join('  ').trimEnd()).join('\n');
	};
	return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
