import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

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

/** When a pre-signed URL stops working (its `Expires`, Unix seconds), if it says. */
export function expiresAt(url: URL): number | undefined {
	const expires = Number(url.searchParams.get('Expires'));
	return Number.isFinite(expires) && expires > 0 ? expires * 1000 : undefined;
}

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
