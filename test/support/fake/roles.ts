import type { FakeCometChat, RecordedRequest } from '../fakeCometChat';
import { collectionRoute, cometError, type Answer } from './types';

type Role = Record<string, unknown>;

const NOW = 1_700_000_000;
const EDITABLE = ['name', 'description', 'metadata', 'settings'];

/** A role as CometChat answers it; every app has `default`. */
export function makeRole(role: string, extra: Role = {}): Role {
	return { role, name: `Role ${role}`, description: '', createdAt: NOW, ...extra };
}

function roleOr404(fake: FakeCometChat, encodedRole: string): Role | Answer {
	const role = decodeURIComponent(encodedRole);
	return fake.roles.get(role) ?? cometError(404, 'ERR_ROLE_NOT_FOUND', `The role ${role} does not exist.`);
}

const isRoleAnswer = (value: Role | Answer): value is Answer => 'status' in value && !('role' in value);

function createRole(fake: FakeCometChat, request: RecordedRequest): Answer {
	const body = (request.body ?? {}) as Role;
	const details: Record<string, string[]> = {};
	for (const key of ['role', 'name']) if (typeof body[key] !== 'string' || !body[key]) details[key] = [`The ${key} field is required.`];
	if (Object.keys(details).length) return cometError(400, 'ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', details);
	const id = String(body.role);
	if (fake.roles.has(id)) return cometError(400, 'ERR_ROLE_ALREADY_EXISTS', `The role ${id} already exists.`);
	const role = makeRole(id);
	for (const key of EDITABLE) if (body[key] !== undefined) role[key] = body[key];
	fake.roles.set(id, role);
	return { status: 200, body: { data: role } };
}

function updateRole(fake: FakeCometChat, request: RecordedRequest, encodedRole: string): Answer {
	const role = roleOr404(fake, encodedRole);
	if (isRoleAnswer(role)) return role;
	const body = (request.body ?? {}) as Role;
	for (const key of EDITABLE) if (body[key] !== undefined) role[key] = key === 'settings' ? { ...(role.settings as Role), ...(body.settings as Role) } : body[key];
	for (const key of (body.unset as string[] | undefined) ?? []) delete role[key];
	role.updatedAt = NOW + 1;
	return { status: 200, body: { data: role } };
}

function deleteRole(fake: FakeCometChat, encodedRole: string): Answer {
	const role = roleOr404(fake, encodedRole);
	if (isRoleAnswer(role)) return role;
	fake.roles.delete(String(role.role));
	return { status: 200, body: { data: { success: true, message: `Role ${String(role.role)} has been deleted successfully.` } } };
}

/** POST/GET /roles, GET/PUT/DELETE /roles/{role}. */
export const rolesRoute = collectionRoute('/v3/roles', {
	create: createRole,
	list: (fake, request) => fake.page([...fake.roles.values()], request, false),
	one: {
		GET: (fake, _request, role) => {
			const found = roleOr404(fake, role);
			return isRoleAnswer(found) ? found : { status: 200, body: { data: found } };
		},
		PUT: updateRole,
		DELETE: (fake, _request, role) => deleteRole(fake, role),
	},
});
