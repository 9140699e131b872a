/**
 * A multipart/form-data body read as a server reads it (RFC 7578): the boundary from the
 * Content-Type, each part's name from its Content-Disposition, its text as the value; a
 * name given to several parts (an array, RFC 7578 4.3) as the list of their texts.
 * Anything malformed is an error (the fake answers 400 with it), so a test cannot pass on
 * a body CometChat could not read.
 */
export function parseMultipart(contentType: string, raw: string): Record<string, string | string[]> {
	const boundary = /^multipart\/form-data;\s*boundary=("?)([^";]+)\1\s*$/i.exec(contentType)?.[2];
	if (!boundary) throw new Error(`no boundary in Content-Type "${contentType}"`);
	const delimiter = `--${boundary}`;
	if (!raw.startsWith(`${delimiter}\r\n`)) throw new Error('the body does not open with the boundary');
	if (!raw.endsWith(`\r\n${delimiter}--\r\n`) && !raw.endsWith(`\r\n${delimiter}--`)) throw new Error('the body does not close with the boundary');
	const inner = raw.slice(delimiter.length + 2, raw.lastIndexOf(`\r\n${delimiter}--`));
	const fields: Record<string, string | string[]> = {};
	for (const part of inner.split(`\r\n${delimiter}\r\n`)) {
		const split = part.indexOf('\r\n\r\n');
		if (split < 0) throw new Error('a part has no blank line after its headers');
		const headers = part.slice(0, split).split('\r\n');
		const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
		const name = /;\s*name="([^"]*)"/.exec(disposition)?.[1];
		if (!/^content-disposition:\s*form-data/i.test(disposition) || name === undefined) throw new Error(`a part without a form-data name: ${headers.join(' | ')}`);
		const value = part.slice(split + 4);
		const earlier = fields[name];
		fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
	}
	return fields;
}
