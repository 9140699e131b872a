import { cometError, type Answer, type Route } from './types';
import { isAnswer, issueToken, userOr404 } from './users';

/** POST/GET/DELETE /users/{uid}/auth_tokens, GET/PUT/DELETE /users/{uid}/auth_tokens/{authToken}. */
export const authTokensRoute: Route = (fake, request): Answer | undefined => {
	const match = /^\/v3\/users\/([^/]+)\/auth_tokens(?:\/([^/]+))?$/.exec(request.path);
	if (!match) return undefined;
	const user = userOr404(fake, match[1]);
	if (isAnswer(user)) return user;
	const uid = String(user.uid);
	const tokens = fake.authTokens.get(uid) ?? [];
	const { method } = request;
	if (match[2] === undefined) {
		if (method === 'POST') {
			const force = (request.body as { force?: boolean } | undefined)?.force === true;
			const token = !force && tokens.length ? tokens[tokens.length - 1] : issueToken(fake, uid);
			return { status: 200, body: { data: token } };
		}
		if (method === 'GET') return fake.page(tokens, request, false);
		if (method === 'DELETE') {
			fake.authTokens.set(uid, []);
			return { status: 200, body: { data: { success: true, message: `Cleared Auth Tokens successfully for uid ${uid}.` } } };
		}
		return undefined;
	}
	const authToken = decodeURIComponent(match[2]);
	const token = tokens.find((t) => t.authToken === authToken);
	if (!token) return cometError(404, 'ERR_AUTH_TOKEN_NOT_FOUND', `The auth token ${authToken} does not exist.`);
	if (method === 'GET') return { status: 200, body: { data: token } };
	if (method === 'PUT') {
		const body = (request.body ?? {}) as Record<string, unknown>;
		for (const key of ['platform', 'userAgent', 'appInfo']) if (body[key] !== undefined) token[key] = body[key];
		return { status: 200, body: { data: token } };
	}
	if (method !== 'DELETE') return undefined;
	fake.authTokens.set(uid, tokens.filter((t) => t.authToken !== authToken));
	return { status: 200, body: { data: { success: true, message: `Auth token of ${uid} has been deleted successfully.` } } };
};
