import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { isAnswer, userOr404 } from './users';
import { cometError, type Answer, type Route } from './types';

function friendsOf(fake: FakeCometChat, uid: string): Set<string> {
	let friends = fake.friends.get(uid);
	if (!friends) fake.friends.set(uid, (friends = new Set()));
	return friends;
}

function uidsIn(request: RecordedRequest, key: string): string[] | Answer {
	const uids = (request.body as Record<string, unknown> | undefined)?.[key];
	if (!Array.isArray(uids) || !uids.length) {
		return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { [key]: [`The ${key} field is required.`] });
	}
	if (uids.length > 25) return cometError(400, 'ERR_BAD_REQUEST', 'At most 25 friends can be added at once.');
	return uids.map(String);
}

/** POST (`{accepted}`), GET and DELETE (`{friends}`) /users/{uid}/friends: accepted friendships both ways. */
export const friendsRoute: Route = (fake, request) => {
	const match = /^\/v3\/users\/([^/]+)\/friends$/.exec(request.path);
	if (!match) return undefined;
	const user = userOr404(fake, match[1]);
	if (isAnswer(user)) return user;
	const uid = String(user.uid);
	const { method } = request;
	if (method === 'GET') {
		const key = request.query.searchKey?.toLowerCase();
		const list = [...friendsOf(fake, uid)]
			.map((other) => fake.users.get(other) ?? { uid: other, name: other })
			.filter((friend) => !key || String(friend.uid).toLowerCase().includes(key) || String(friend.name).toLowerCase().includes(key));
		return fake.page(list, request, true);
	}
	if (method === 'POST') {
		const uids = uidsIn(request, 'accepted');
		if (isAnswer(uids)) return uids;
		const accepted: Record<string, unknown> = {};
		for (const other of uids) {
			if (!fake.users.has(other)) {
				accepted[other] = { success: false, error: { message: `The user with uid ${other} does not exist.`, code: 'ERR_UID_NOT_FOUND' } };
				continue;
			}
			friendsOf(fake, uid).add(other);
			friendsOf(fake, other).add(uid);
			accepted[other] = { success: true, message: 'Created relationship with status accepted.' };
		}
		return { status: 200, body: { data: { accepted } } };
	}
	if (method === 'DELETE') {
		const uids = uidsIn(request, 'friends');
		if (isAnswer(uids)) return uids;
		for (const other of uids) {
			friendsOf(fake, uid).delete(other);
			friendsOf(fake, other).delete(uid);
		}
		// CometChat's own spelling
		return { status: 200, body: { data: { success: true, message: 'Deleted the friend relations succussfully' } } };
	}
	return undefined;
};
