import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { groupOr404, isGroupAnswer } from './groups';
import { cometError, type Answer, type Route } from './types';

const NOW = 1_700_000_000;
const SCOPES: Record<string, string> = { participants: 'participant', moderators: 'moderator', admins: 'admin' };

function membersOf(fake: FakeCometChat, guid: string): Map<string, Record<string, unknown>> {
	let members = fake.groupMembers.get(guid);
	if (!members) fake.groupMembers.set(guid, (members = new Map()));
	return members;
}

function addMembers(fake: FakeCometChat, request: RecordedRequest, guid: string): Answer {
	const body = (request.body ?? {}) as Record<string, unknown>;
	const members = membersOf(fake, guid);
	const data: Record<string, Record<string, unknown>> = {};
	const total = Object.keys(SCOPES).reduce((n, key) => n + (Array.isArray(body[key]) ? (body[key] as unknown[]).length : 0), 0);
	if (total > 25) return cometError(400, 'ERR_BAD_REQUEST', 'At most 25 users can be added at once.');
	for (const [key, scope] of Object.entries(SCOPES)) {
		const uids = body[key];
		if (!Array.isArray(uids)) continue;
		data[key] = {};
		for (const uid of uids.map(String)) {
			const user = fake.users.get(uid) ?? (fake.knownUsers.has(uid) ? { uid, name: uid } : undefined);
			if (!user) {
				data[key][uid] = { success: false, error: { message: `The user with uid ${uid} does not exist.`, code: 'ERR_UID_NOT_FOUND' } };
				continue;
			}
			members.set(uid, { ...user, scope, joinedAt: NOW });
			data[key][uid] = { success: true };
		}
	}
	const group = fake.groups.get(guid);
	if (group) group.membersCount = members.size;
	return { status: 200, body: { data } };
}

/** POST/GET /groups/{guid}/members, PUT/DELETE /groups/{guid}/members/{uid}. */
export const groupMembersRoute: Route = (fake, request) => {
	const match = /^\/v3\/groups\/([^/]+)\/members(?:\/([^/]+))?$/.exec(request.path);
	if (!match) return undefined;
	const group = groupOr404(fake, match[1]);
	if (isGroupAnswer(group)) return group;
	const guid = String(group.guid);
	const { method } = request;
	if (match[2] === undefined) {
		if (method === 'POST') return addMembers(fake, request, guid);
		if (method !== 'GET') return undefined;
		const { scopes, status } = request.query;
		const list = [...membersOf(fake, guid).values()].filter(
			(m) => (!scopes || scopes.split(',').includes(String(m.scope))) && (!status || m.status === status),
		);
		return fake.page(list, request, false);
	}
	const uid = decodeURIComponent(match[2]);
	const member = membersOf(fake, guid).get(uid);
	if (!member) return cometError(404, 'ERR_NOT_A_MEMBER', `The user with uid ${uid} is not a member of the group ${guid}.`);
	if (method === 'PUT') {
		const scope = (request.body as { scope?: string } | undefined)?.scope;
		if (!scope || !Object.values(SCOPES).includes(scope)) return cometError(400, 'ERR_BAD_REQUEST', 'The scope is invalid.');
		member.scope = scope;
		return { status: 200, body: { data: { guid, uid, scope, joinedAt: member.joinedAt } } };
	}
	if (method === 'DELETE') {
		membersOf(fake, guid).delete(uid);
		group.membersCount = membersOf(fake, guid).size;
		return { status: 200, body: { data: { success: true, message: `The member with ${uid} has been kicked from the Group with ${guid}.` } } };
	}
	return undefined;
};
