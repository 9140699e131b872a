import type { FakeCometChat } from '../fakeCometChat';
import { groupOr404, isGroupAnswer } from './groups';
import { isAnswer, userOr404 } from './users';
import { cometError, type Route } from './types';

function bannedOf(fake: FakeCometChat, guid: string): Map<string, Record<string, unknown>> {
	let banned = fake.bannedUsers.get(guid);
	if (!banned) fake.bannedUsers.set(guid, (banned = new Map()));
	return banned;
}

/**
 * POST / DELETE /groups/{guid}/bannedusers/{uid} (no body), GET /groups/{guid}/bannedusers:
 * a ban takes the user out of the group's members; the list holds the users as CometChat
 * lists users.
 */
export const bannedUsersRoute: Route = (fake, request) => {
	const match = /^\/v3\/groups\/([^/]+)\/bannedusers(?:\/([^/]+))?$/.exec(request.path);
	if (!match) return undefined;
	const group = groupOr404(fake, match[1]);
	if (isGroupAnswer(group)) return group;
	const guid = String(group.guid);
	const banned = bannedOf(fake, guid);
	const { method } = request;
	if (match[2] === undefined) return method === 'GET' ? fake.page([...banned.values()], request, true) : undefined;
	const user = userOr404(fake, match[2]);
	if (isAnswer(user)) return user;
	const uid = String(user.uid);
	if (method === 'POST') {
		banned.set(uid, user);
		const members = fake.groupMembers.get(guid);
		if (members?.delete(uid)) group.membersCount = members.size;
		return { status: 200, body: { data: { success: true, message: `The user with uid ${uid} has been banned from the Group with ${guid}.` } } };
	}
	if (method === 'DELETE') {
		if (!banned.delete(uid)) return cometError(400, 'ERR_NOT_BANNED', `The user with uid ${uid} is not banned from the group ${guid}.`);
		return { status: 200, body: { data: { success: true, message: `The user with uid ${uid} has been unbanned from the Group with ${guid}.` } } };
	}
	return undefined;
};
