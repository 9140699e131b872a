import type { IDataObject } from 'n8n-workflow';

/** A multipart/form-data body: its bytes and the Content-Type that names its boundary. */
export interface MultipartBody {
	contentType: string;
	payload: Buffer;
}

function newBoundary(): string {
	return `----n8nCometChat${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
}

/** A field name as the WHATWG form encoding writes it in Content-Disposition: `"`, CR and LF percent-encoded. */
const fieldName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * The fields as multipart/form-data (RFC 7578), text fields only, in the order given: each
 * value as UTF-8 text, an array as one part per entry under the same name (RFC 7578 4.3),
 * a boundary that none of them contains. n8n's HTTP helper sends a Buffer body as it is
 * when the request names its Content-Type, so the one request path sends it like any JSON
 * body; a Buffer also goes out again unchanged on a retry.
 */
export function multipartBody(fields: IDataObject): MultipartBody {
	const entries = Object.entries(fields)
		.flatMap(([name, value]) => (Array.isArray(value) ? value.map((entry): [string, unknown] => [name, entry]) : [[name, value] as [string, unknown]]))
		.filter(([, value]) => value !== undefined && value !== null);
	const texts = entries.map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : String(value)]);
	let boundary = newBoundary();
	while (texts.some(([name, value]) => name.includes(boundary) || value.includes(boundary))) boundary = newBoundary();
	const parts = texts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName(name)}"\r\n\r\n${value}\r\n`);
	return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8') };
}
