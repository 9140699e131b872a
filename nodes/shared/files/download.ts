import { jsonParse } from 'n8n-workflow';
import type { BinaryHelperFunctions, IAllExecuteFunctions, IBinaryData, ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse, RequestHelperFunctions } from 'n8n-workflow';
import { header } from '../transport/rateHeaders';

/**
 * How an attachment's URL is fetched (CometChat's two access models):
 * - `key`: CometChat's own file host (`https://files-<region>.cometchat.io`, or the origin of
 *   the credential's Base URL: a dedicated deployment, a local test server) with token-based
 *   file access: asked with the app's ID and API key, which go nowhere else.
 * - `signed`: a pre-signed URL (`Expires`/`Signature`, or a `fat` token): fetched without them.
 * - `cometchat`: another CometChat host (`media-<region>`, public URLs): fetched without them.
 * - `other`: any other host: fetched without credentials, unless the user turned that off.
 */
export type Access = 'key' | 'signed' | 'cometchat' | 'other';

const COMETCHAT_HOST = /(^|\.)cometchat\.io$/;
const FILES_HOST = /^files-[a-z0-9]+\.cometchat\.io$/;

/**
 * `key` also for a file on the Base URL's own host (a dedicated deployment, a local test
 * server), outside its API path: a link into the API itself (`<Base URL>/users/…/auth_tokens`)
 * never gets the key. A pre-signed URL (`Expires` and `Signature`, or `fat`) goes without it.
 */
export function accessOf(url: URL, credentials: ICredentialDataDecryptedObject | undefined): Access {
	const { searchParams: query, protocol, hostname } = url;
	if ((query.has('Expires') && query.has('Signature')) || query.has('fat')) return 'signed';
	const baseUrl = String(credentials?.baseUrl ?? '').trim();
	const base = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
	const apiPath = base?.pathname.replace(/\/*$/, '/');
	const ownFile = url.origin === base?.origin && apiPath !== '/' && !`${url.pathname}/`.startsWith(apiPath!);
	if (credentials && ((protocol === 'https:' && FILES_HOST.test(hostname)) || ownFile)) return 'key';
	return protocol === 'https:' && COMETCHAT_HOST.test(hostname) ? 'cometchat' : 'other';
}

/** A response body as n8n's helpers give it with `encoding: 'stream'` (n8n's lint refuses importing node:stream). */
type Readable = NodeJS.ReadableStream & { readableLength: number; destroy(error?: Error): void; push(chunk: Buffer | null, encoding?: BufferEncoding): boolean };

/** What a download needs of n8n: the request and binary helpers (a node's item, or a trigger's webhook). */
export interface FileContext {
	helpers: Pick<RequestHelperFunctions, 'httpRequest' | 'httpRequestWithAuthentication'> & Pick<BinaryHelperFunctions, 'prepareBinaryData'>;
}

export const KINDS = ['image', 'video', 'audio', 'file'] as const;
export type Kind = (typeof KINDS)[number];

/** image/*, video/*, audio/*; anything else is a file. */
export const kindOf = (mimeType: string): Kind => (KINDS.find((kind) => kind !== 'file' && mimeType.toLowerCase().startsWith(`${kind}/`)) ?? 'file');

/** `signal` ends the download wherever it is (the trigger's deadline). */
export type Limits = { maxBytes: number; kinds: Kind[]; timeout: number; signal?: AbortSignal };

/** A download that failed; `expired`: a pre-signed URL no longer valid (read the message again for a new one). */
export class FileError extends Error {
	constructor(
		message: string,
		readonly expired = false,
	) {
		super(message);
	}
}

/** An error's message in brackets. Node's own errors (fs, net) may come from another realm: not `instanceof Error` there. */
/**
 * Ends a body and the connection under it. On n8n 2.x the body is axios's `Readable.from`
 * over the response: destroyed before anything read from it, it never starts, and the
 * response under it stays open while the host goes on sending. A read first starts it, so
 * that destroying it ends the response.
 */
function letGo(body: Readable) {
	body.read(0);
	body.destroy();
}

const inBrackets = (error: unknown) => (typeof error === 'object' && error !== null && 'message' in error ? ` (${String(error.message)})` : '');

/**
 * Counts the body as it arrives, on its `push` (every byte a stream receives passes there;
 * a `data` listener would set it flowing before n8n's binary store reads it, and n8n's lint
 * refuses node:stream), from what it already holds (n8n 1.123 hands a small body over
 * whole): more than `maxBytes` stops it. What went wrong, if anything, in words: too big,
 * cut off (fewer bytes than Content-Length said, or the connection failed), or n8n's binary
 * store failed while the body was sound (a full disk).
 */
function meter(body: Readable, maxBytes: number, expected: number | undefined) {
	let seen = body.readableLength;
	let broken: unknown;
	body.on('error', (error) => (broken ??= error));
	const tooBig = () => new FileError(`larger than the maximum size, ${maxBytes} bytes`);
	if (seen > maxBytes) body.destroy(tooBig());
	const push = body.push.bind(body);
	body.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
		seen += chunk?.length ?? 0;
		if (seen <= maxBytes) return push(chunk, encoding);
		body.destroy(tooBig());
		return false;
	};
	return (caught?: unknown) => {
		if (seen > maxBytes) return tooBig();
		// a connection that ends early makes the body emit 'error' (Node's "aborted", axios's abort): none, and the store failed
		if (caught !== undefined && broken === undefined) return new FileError(`n8n could not store it${inBrackets(caught)}`);
		if (caught !== undefined || (expected !== undefined && seen < expected)) {
			return new FileError(`the download was cut off after ${seen}${expected !== undefined ? ` of ${expected}` : ''} bytes${inBrackets(broken)}`);
		}
		return undefined;
	};
}

/**
 * One file as n8n binary data, streamed into n8n's binary store (never held whole by this
 * code). The API key goes only with `key` access, on n8n's authenticated helper (the
 * credential's HTTPS rule, no redirects); where that host sends on (a redirect, or
 * `{data:{url}}`), the pre-signed URL is fetched without it.
 */
export async function download(
	ctx: FileContext,
	url: URL,
	access: Access,
	file: { name: string; mimeType: string },
	limits: Limits,
	credentials?: ICredentialDataDecryptedObject,
): Promise<IBinaryData> {
	// when a pre-signed URL stops working, if it says (`Expires`, Unix seconds)
	const expires = Number(url.searchParams.get('Expires'));
	if (access === 'signed' && expires > 0 && expires * 1000 <= Date.now()) throw new FileError('its pre-signed link has expired', true);
	const options: IHttpRequestOptions = { method: 'GET', url: url.href, encoding: 'stream', returnFullResponse: true, ignoreHttpStatusErrors: true, timeout: limits.timeout, abortSignal: limits.signal };
	const { body, statusCode: status, headers } = (
		access === 'key'
			? await ctx.helpers.httpRequestWithAuthentication.call(ctx as IAllExecuteFunctions, 'cometChatApi', { ...options, headers: { appId: String(credentials?.appId ?? '') }, disableFollowRedirect: true })
			: await ctx.helpers.httpRequest(options)
	) as IN8nHttpFullResponse & { body: Readable };
	const refuse = (why: string, expired = false) => {
		letGo(body);
		return new FileError(why, expired);
	};
	if (status < 200 || status >= 300) {
		// no body of a redirect or a refusal is read: the connection is let go
		letGo(body);
		const location = header(headers, 'location');
		if (access === 'key' && status >= 300 && status < 400 && location) return await download(ctx, new URL(location, url), 'signed', file, limits);
		if (access === 'signed' && [401, 403, 410].includes(status)) throw new FileError(`its pre-signed link was refused (HTTP ${status}): expired`, true);
		const why = { 401: "the file host wants credentials (token-based file access: the CometChat API credential must be the app's, with its API key)", 403: 'access refused', 404: 'no such file' }[status];
		throw new FileError(`the file host answered HTTP ${status}${why ? ` (${why})` : ''}`);
	}
	const contentType = (header(headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
	if (access === 'key' && contentType === 'application/json' && file.mimeType.toLowerCase() !== 'application/json') {
		// token-based file access: `{data:{url}}`, a pre-signed URL valid 5 minutes (read up to 64 KB of it)
		let text = '';
		for await (const chunk of body) if ((text += String(chunk)).length > 65_536) break;
		const next = jsonParse<IDataObject | null>(text, { fallbackValue: null })?.data as IDataObject | undefined;
		if (typeof next?.url !== 'string' || !URL.canParse(next.url)) throw refuse('the file host answered JSON without a file link (data.url)');
		body.destroy();
		return await download(ctx, new URL(next.url), 'signed', file, limits);
	}
	const length = Number(header(headers, 'content-length'));
	const expected = Number.isInteger(length) && length >= 0 ? length : undefined;
	if (expected !== undefined && expected > limits.maxBytes) throw refuse(`${expected} bytes, larger than the maximum size, ${limits.maxBytes} bytes`);
	// what the host sends decides when it names a kind (an HTML error page is no image)
	const sent = contentType && !['application/octet-stream', 'binary/octet-stream'].includes(contentType) ? contentType : file.mimeType;
	if (!limits.kinds.includes(kindOf(sent))) throw refuse(`the file host sent ${sent}, not ${limits.kinds.join(' or ')}`);
	const failure = meter(body, limits.maxBytes, expected);
	const stored = await ctx.helpers.prepareBinaryData(body as never, file.name, file.mimeType || sent).catch((caught: unknown) => failure(caught));
	const error = stored instanceof Error ? stored : failure();
	if (error) {
		// a store that failed before the end leaves the connection open
		body.destroy();
		throw error;
	}
	return stored as IBinaryData;
}
