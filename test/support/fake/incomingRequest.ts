import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface IncomingRequest {
	method: string;
	/** The path as sent, not normalised (path-encoding tests read it). */
	path: string;
	query: Record<string, string>;
	headers: IncomingHttpHeaders;
	/** The JSON body parsed; the raw text when it is not JSON; undefined when empty. */
	body: unknown;
}

/** Reads a request to a fake server whole. */
export function readRequest(req: IncomingMessage): Promise<IncomingRequest> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('error', reject);
		req.on('end', () => {
			const raw = Buffer.concat(chunks).toString('utf8');
			let body: unknown = raw;
			try {
				body = raw ? JSON.parse(raw) : undefined;
			} catch {
				// keep the raw text
			}
			const url = new URL(req.url ?? '/', 'http://127.0.0.1');
			resolve({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0], query: Object.fromEntries(url.searchParams), headers: req.headers, body });
		});
	});
}
