import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { collectionRoute, cometError, type Answer } from './types';

type Group = Record<string, unknown>;

const NOW = 1_700_000_000;
const EDITABLE = ['name', 'type', 'password', 'icon', 'description', 'metadata', 'owner', 'tags'];

/** A group as CometChat answers it (the password is never shown). */
export function makeGroup(guid: string, extra: Group = {}): Group {
	return { guid, name: `Group ${guid}`, type: 'public', owner: 'app_system', membersCount: 0, conversationId: `group_${guid}`, createdAt: NOW, updatedAt: NOW, ...extra };
}

function shown(group: Group, withTags = true): Group {
	const { password: _password, tags, ...rest } = group;
	return withTags && tags ? { ...rest, tags } : rest;
}

export function groupOr404(fake: FakeCometChat, encodedGuid: string): Group | Answer {
	const guid = decodeURIComponent(encodedGuid);
	return fake.groups.get(guid) ?? cometError(404, 'ERR_GUID_NOT_FOUND', `The group with guid ${guid} does not exist.`);
}

export const isGroupAnswer = (value: Group | Answer): value is Answer => 'status' in value && 'body' in value && !('guid' in value);

function createGroup(fake: FakeCometChat, request: RecordedRequest): Answer {
	const body = (request.body ?? {}) as Group;
	const details: Record<string, string[]> = {};
	for (const key of ['guid', 'name', 'type']) if (typeof body[key] !== 'string' || !body[key]) details[key] = [`The ${key} field is required.`];
	if (body.type === 'password' && !body.password) details.password = ['The password field is required for password groups.'];
	if (Object.keys(details).length) return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', details);
	const guid = String(body.guid).toLowerCase();
	if (fake.groups.has(guid)) return cometError(400, 'ERR_GUID_ALREADY_EXISTS', `The GUID ${guid} is already registered.`);
	const group = makeGroup(guid);
	for (const key of EDITABLE) if (body[key] !== undefined) group[key] = body[key];
	group.updatedAt = NOW + fake.groups.size;
	fake.groups.set(guid, group);
	return { status: 200, body: { data: shown(group) } };
}

/**
 * GET /groups: newest update first. Pages by `page` (the list search) or, once a request
 * names `updatedAt` and `affix`, by that cursor; `meta.cursor` always points past the page.
 */
function listGroups(fake: FakeCometChat, request: RecordedRequest): Answer {
	const { searchKey, type, tags, withTags, updatedAt, affix, hasJoined } = request.query;
	const member = String(request.headers.onbehalfof ?? '');
	const perPage = Math.min(1000, Math.max(1, Number(request.query.perPage ?? 100) || 100));
	let groups = [...fake.groups.values()]
		.filter(
			(g) =>
				(!searchKey || String(g.guid).includes(searchKey) || String(g.name).includes(searchKey)) &&
				(!type || g.type === type) &&
				(!tags || tags.split(',').some((tag) => (g.tags as string[] | undefined)?.includes(tag))) &&
				(hasJoined !== 'true' || fake.groupMembers.get(String(g.guid))?.has(member)),
		)
		.sort((a, b) => Number(b.updatedAt) - Number(a.updatedAt) || String(a.guid).localeCompare(String(b.guid)));
	if (updatedAt !== undefined) {
		const at = Number(updatedAt);
		groups = groups.filter((g) => (affix === 'append' ? Number(g.updatedAt) > at : Number(g.updatedAt) < at));
		const data = groups.slice(0, perPage);
		const last = data[data.length - 1];
		return { status: 200, body: { data: data.map((g) => shown(g, withTags === 'true')), meta: { cursor: { updatedAt: last ? last.updatedAt : at, affix: 'prepend' } } } };
	}
	const answer = fake.page(groups.map((g) => shown(g, withTags === 'true')), request, false);
	const data = (answer.body as { data: Group[] }).data;
	const last = data[data.length - 1];
	(answer.body as { meta: Group }).meta.cursor = { updatedAt: last ? last.updatedAt : NOW, affix: 'prepend' };
	return answer;
}

function updateGroup(fake: FakeCometChat, request: RecordedRequest, group: Group): Answer {
	const body = (request.body ?? {}) as Group;
	for (const key of EDITABLE) if (body[key] !== undefined) group[key] = body[key];
	for (const key of (body.unset as string[] | undefined) ?? []) delete group[key];
	group.updatedAt = NOW + 10_000;
	return { status: 200, body: { data: shown(group) } };
}

/** Answers for the group `encodedGuid` names, or CometChat's 404. */
function withGroup(fake: FakeCometChat, encodedGuid: string, then: (group: Group) => Answer): Answer {
	const group = groupOr404(fake, encodedGuid);
	return isGroupAnswer(group) ? group : then(group);
}

function deleteGroup(fake: FakeCometChat, group: Group): Answer {
	fake.groups.delete(String(group.guid));
	fake.groupMembers.delete(String(group.guid));
	return { status: 200, body: { data: { success: true, message: `Group with guid ${String(group.guid)} has been deleted successfully.` } } };
}

/** POST/GET /groups, GET/PUT/DELETE /groups/{guid}. */
export const groupsRoute = collectionRoute('/v3/groups', {
	create: createGroup,
	list: listGroups,
	one: {
		GET: (fake, _request, guid) => withGroup(fake, guid, (group) => ({ status: 200, body: { data: shown(group) } })),
		PUT: (fake, request, guid) => withGroup(fake, guid, (group) => updateGroup(fake, request, group)),
		DELETE: (fake, _request, guid) => withGroup(fake, guid, (group) => deleteGroup(fake, group)),
	},
});
