import { createHash, timingSafeEqual } from 'node:crypto';

export const AUTH_REALM = 'CometChat Trigger';

type AuthResult = { ok: true } | { ok: false; status: 401; message: string };

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks an `Authorization: Basic …` header against the expected user and password. Both
 * sides are hashed first, so the comparison takes the same time whatever the lengths.
 * Messages never repeat what was sent or expected.
 */
export function checkBasicAuth(header: string | undefined, user: string, password: string): AuthResult {
	const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
	if (!match) return { ok: false, status: 401, message: 'Authorization required' };
	const received = Buffer.from(match[1], 'base64').toString('utf8');
	const same = timingSafeEqual(digest(received), digest(`${user}:${password}`));
	return same ? { ok: true } : { ok: false, status: 401, message: 'Authorization failed' };
}
