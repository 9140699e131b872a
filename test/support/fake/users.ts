import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { collectionRoute, cometError, type Answer, type Route } from './types';

type User = Record<string, unknown>;

const NOW = 1_700_000_000;

/** A user as CometChat lists it (no tags unless asked, no authToken). */
function listed(user: User, withTags: boolean): User {
	const { tags, ...rest } = user;
	return withTags && tags ? { ...rest, tags } : rest;
}

export function makeUser(uid: string, extra: User = {}): User {
	return { uid, name: `User ${uid}`, status: 'offline', role: 'default', createdAt: NOW, ...extra };
}

/** Finds a user of the store, or the 404 CometChat answers. */
export function userOr404(fake: FakeCometChat, encodedUid: string): User | Answer {
	const uid = decodeURIComponent(encodedUid);
	return fake.users.get(uid) ?? cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
}

export const isAnswer = (value: unknown): value is Answer =>
	typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

const EDITABLE = ['name', 'avatar', 'link', 'role', 'statusMessage', 'metadata', 'tags'];

function createUser(fake: FakeCometChat, request: RecordedRequest): Answer {
	const body = (request.body ?? {}) as User;
	const details: Record<string, string[]> = {};
	if (typeof body.uid !== 'string' || !body.uid) details.uid = ['The uid field is required.'];
	if (typeof body.name !== 'string' || !body.name) details.name = ['The name field is required.'];
	if (Object.keys(details).length) return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', details);
	const uid = String(body.uid).toLowerCase();
	if (fake.users.has(uid)) return cometError(400, 'ERR_UID_ALREADY_EXISTS', `The UID ${uid} is already registered.`);
	const user: User = makeUser(uid, { name: body.name });
	for (const key of EDITABLE) if (body[key] !== undefined) user[key] = body[key];
	fake.users.set(uid, user);
	fake.knownUsers.add(uid);
	if (body.withAuthToken !== true) return { status: 200, body: { data: user } };
	const token = issueToken(fake, uid);
	return { status: 200, body: { data: { ...user, authToken: token.authToken } } };
}

/** A new auth token for a user, kept in the store. */
export function issueToken(fake: FakeCometChat, uid: string): Record<string, unknown> {
	const tokens = fake.authTokens.get(uid) ?? [];
	const token = { uid, authToken: `${uid}_${NOW}${String(tokens.length + 1).padStart(4, '0')}abcdef`, createdAt: NOW + tokens.length };
	fake.authTokens.set(uid, [...tokens, token]);
	return token;
}

function listUsers(fake: FakeCometChat, request: RecordedRequest): Answer {
	const { searchKey, withTags, tags, status, role } = request.query;
	const stored = [...fake.users.values()];
	const others: User[] = [...fake.knownUsers].filter((uid) => !fake.users.has(uid)).map((uid) => ({ uid, name: uid }));
	const key = searchKey?.toLowerCase();
	const { onlyDeactivated, withDeactivated } = request.query;
	const users = [...stored, ...others].filter(
		(user) =>
			(onlyDeactivated === 'true' ? Boolean(user.deactivatedAt) : withDeactivated === 'true' || !user.deactivatedAt) &&
			(!key || String(user.uid).toLowerCase().startsWith(key) || String(user.name).toLowerCase().startsWith(key)) &&
			(!status || user.status === status) &&
			(!role || user.role === role) &&
			(!tags || tags.split(',').some((tag) => (user as User & { tags?: string[] }).tags?.includes(tag))),
	);
	return fake.page(users.map((user) => listed(user, withTags === 'true')), request, true);
}

function updateUser(fake: FakeCometChat, request: RecordedRequest, encodedUid: string): Answer {
	const user = userOr404(fake, encodedUid);
	if (isAnswer(user)) return user;
	const body = (request.body ?? {}) as User;
	for (const key of EDITABLE) if (body[key] !== undefined) user[key] = body[key];
	for (const key of (body.unset as string[] | undefined) ?? []) delete user[key];
	user.updatedAt = NOW + 1;
	return { status: 200, body: { data: user } };
}

function deleteUser(fake: FakeCometChat, encodedUid: string): Answer {
	const user = userOr404(fake, encodedUid);
	if (isAnswer(user)) return user;
	fake.users.delete(String(user.uid));
	fake.knownUsers.delete(String(user.uid));
	return { status: 200, body: { data: { success: true, message: `User with ${String(user.uid)} has been deleted successfully.` } } };
}

function getUser(fake: FakeCometChat, encodedUid: string): Answer {
	const user = userOr404(fake, encodedUid);
	return isAnswer(user) ? user : { status: 200, body: { data: user } };
}

/** POST/GET /users, GET/PUT/DELETE /users/{uid}. */
export const usersRoute = collectionRoute('/v3/users', {
	create: createUser,
	list: listUsers,
	one: {
		GET: (fake, _request, uid) => getUser(fake, uid),
		PUT: (fake, request, uid) => updateUser(fake, request, uid),
		DELETE: (fake, _request, uid) => deleteUser(fake, uid),
	},
});

/**
 * Deactivate (`DELETE /users`, `{"uidsToDeactivate": […]}`) and reactivate (`PUT /users`,
 * `{"uidsToActivate": […]}`): the answer names the uids changed, as CometChat's examples do.
 */
export const userActivationRoute: Route = (fake, request) => {
	if (request.path !== '/v3/users' || (request.method !== 'DELETE' && request.method !== 'PUT')) return undefined;
	const deactivate = request.method === 'DELETE';
	const key = deactivate ? 'uidsToDeactivate' : 'uidsToActivate';
	const uids = (request.body as User | undefined)?.[key];
	if (!Array.isArray(uids) || !uids.length) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { [key]: [`The ${key} field is required.`] });
	}
	const changed = (uids as string[]).filter((uid) => {
		const user = fake.users.get(uid);
		if (!user || Boolean(user.deactivatedAt) === deactivate) return false;
		if (deactivate) user.deactivatedAt = NOW + 2;
		else delete user.deactivatedAt;
		return true;
	});
	return { status: 200, body: { data: deactivate ? { deactivatedUids: changed } : { nonDeactivatedUids: changed } } };
};
