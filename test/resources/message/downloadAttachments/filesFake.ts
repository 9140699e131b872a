import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeCometChat } from '../../../support/fakeCometChat';

/** A file answer of the tests' CometChat file hosts. */
export type FileRoute = (req: IncomingMessage, res: ServerResponse) => void;

/** A PNG's first bytes and some more: what "an image" is here. */
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);

export const serve =
	(body: Buffer | string, type = 'image/png', status = 200, headers: Record<string, string> = {}): FileRoute =>
	(_req, res) => {
		res.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
		res.end(body);
	};

/**
 * CometChat's file hosts on the fake's own origin, as the credential's Base URL maps
 * CometChat's hosts to it: `/<appId>/media/…` is the token-based host (401 without the app's
 * ID and `key`), anything else what `routes` says (404 otherwise).
 */
export function fileHosts(server: FakeCometChat, routes: Record<string, FileRoute>, signedFor: (file: string) => string, key = server.apiKey): void {
	server.files = (req, res) => {
		const path = (req.url ?? '').split('?')[0];
		const token = /^\/testapp\/media\/(.+)$/.exec(path);
		if (token) {
			if (req.headers.appid !== 'testapp' || req.headers.apikey !== key) return serve('{"error":"unauthorized"}', 'application/json', 401)(req, res);
			return serve(JSON.stringify({ data: { url: signedFor(token[1]) } }), 'application/json')(req, res);
		}
		(routes[path] ?? serve('not found', 'text/plain', 404))(req, res);
	};
}

/** Another host (not CometChat's): a server of its own on 127.0.0.1; it records what it was sent. */
export async function otherHost(route: FileRoute): Promise<{ url: string; seen: IncomingMessage['headers'][]; stop: () => Promise<void> }> {
	const seen: IncomingMessage['headers'][] = [];
	const server: Server = createServer((req, res) => {
		seen.push(req.headers);
		route(req, res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	const stop = async () => {
		const closed = new Promise<void>((resolve) => server.close(() => resolve()));
		// a download the client gave up on leaves its connection open
		server.closeAllConnections();
		await closed;
	};
	return { url: `http://127.0.0.1:${port}`, seen, stop };
}
