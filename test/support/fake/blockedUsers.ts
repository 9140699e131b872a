import type { BlockedUser } from '../fakeCometChat';
import { cometError, type Route } from './types';

/** POST / DELETE /users/{uid}/blockedusers: CometChat's per-uid result. */
export const blockedUsersRoute: Route = (fake, request) => {
	const match = /^\/v3\/users\/([^/]+)\/blockedusers$/.exec(request.path);
	if (!match || (request.method !== 'POST' && request.method !== 'DELETE')) return undefined;
	const uid = decodeURIComponent(match[1]);
	if (!fake.knownUsers.has(uid) && !fake.users.has(uid)) {
		return cometError(404, 'ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);
	}
	const uids = (request.body as { blockedUids?: unknown } | undefined)?.blockedUids;
	if (!Array.isArray(uids) || !uids.length) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { blockedUids: ['The blocked uids field is required.'] });
	}
	const blocking = request.method === 'POST';
	let list: BlockedUser[] = [...(fake.blocked.get(uid) ?? [])];
	const data: Record<string, { success: boolean; message: string }> = {};
	for (const other of uids.map(String)) {
		if (!fake.knownUsers.has(other) && !fake.users.has(other)) {
			data[other] = { success: false, message: `The user with uid ${other} does not exist.` };
		} else if (blocking) {
			if (!list.some((u) => u.uid === other)) list.push({ uid: other, name: other, blockedByMe: true, hasBlockedMe: false });
			data[other] = { success: true, message: `The user with UID ${uid} has blocked user with UID ${other} successfully.` };
		} else {
			list = list.filter((u) => u.uid !== other);
			data[other] = { success: true, message: `The user with UID ${uid} has unblocked user with UID ${other} successfully.` };
		}
	}
	fake.setBlocked(uid, list);
	return { status: 200, body: { data } };
};
