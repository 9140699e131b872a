import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { parseMultipart } from './multipart';

export interface IncomingRequest {
	method: string;
	/** The path as sent, not normalised (path-encoding tests read it). */
	path: string;
	query: Record<string, string>;
	headers: IncomingHttpHeaders;
	/**
	 * The JSON body parsed; a multipart/form-data body's fields (name → text); the raw text
	 * when it is neither; undefined when empty.
	 */
	body: unknown;
	/** The body as sent, for a multipart/form-data body. */
	raw?: string;
	/** Why a multipart/form-data body could not be read. */
	multipartProblem?: string;
}

/** Reads a request to a fake server whole. */
export function readRequest(req: IncomingMessage): Promise<IncomingRequest> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('error', reject);
		req.on('end', () => {
			const raw = Buffer.concat(chunks).toString('utf8');
			const url = new URL(req.url ?? '/', 'http://127.0.0.1');
			const request: IncomingRequest = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0], query: Object.fromEntries(url.searchParams), headers: req.headers, body: raw };
			const contentType = req.headers['content-type'] ?? '';
			if (/^multipart\/form-data/i.test(contentType)) {
				request.raw = raw;
				try {
					request.body = parseMultipart(contentType, raw);
				} catch (error) {
					request.multipartProblem = (error as Error).message;
				}
			} else {
				try {
					request.body = raw ? JSON.parse(raw) : undefined;
				} catch {
					// keep the raw text
				}
			}
			resolve(request);
		});
	});
}
