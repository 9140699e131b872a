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

export const isSigned = (url: URL) => (url.searchParams.has('Expires') && url.searchParams.has('Signature')) || url.searchParams.has('fat');

/** When a pre-signed URL stops working (its `Expires`, Unix seconds), if it says. */
export function expiresAt(url: URL): number | undefined {
	const expires = Number(url.searchParams.get('Expires'));
	return Number.isFinite(expires) && expires > 0 ? expires * 1000 : undefined;
}

/**
 * A file on the Base URL's own host (a dedicated deployment, a local test server), outside its
 * API path: a link into the API itself (`<Base URL>/users/…/auth_tokens`) never gets the key.
 */
function isOwnFileUrl(url: URL, baseUrl: string): boolean {
	if (!URL.canParse(baseUrl)) return false;
	const base = new URL(baseUrl);
	const apiPath = base.pathname.replace(/\/*$/, '/');
	return url.origin === base.origin && apiPath !== '/' && !`${url.pathname}/`.startsWith(apiPath);
}

export function accessOf(url: URL, credentials: ICredentialDataDecryptedObject | undefined): Access {
	if (isSigned(url)) return 'signed';
	if (credentials && ((url.protocol === 'https:' && FILES_HOST.test(url.hostname)) || isOwnFileUrl(url, String(credentials.baseUrl ?? '').trim()))) return 'key';
	return url.protocol === 'https:' && COMETCHAT_HOST.test(url.hostname) ? 'cometchat' : 'other';
}
