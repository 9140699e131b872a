import type { Answer, Route } from './types';

/** The permissions CometChat lists for every role (its OpenAPI's example, shortened). */
const PERMISSIONS = [
	{ id: 'createGroup', type: 'role', title: 'Allows/Denies creating groups', dataType: 'string', availableValues: ['allow', 'deny'], defaultValue: 'allow' },
	{ id: 'sendMessage', type: 'role', title: 'Allows/Denies sending messages', dataType: 'string', availableValues: ['allow', 'deny'], defaultValue: 'allow' },
];

/**
 * GET /roles/{role}/permissions: an endpoint the CometChat node does not wrap, for the
 * HTTP Request node with the CometChat API credential (Custom API Call).
 */
export const rolePermissionsRoute: Route = (_fake, request): Answer | undefined => {
	if (request.method !== 'GET' || !/^\/v3\/roles\/[^/]+\/permissions$/.test(request.path)) return undefined;
	const pagination = { total: PERMISSIONS.length, count: PERMISSIONS.length, per_page: 100, current_page: 1, total_pages: 1 };
	return { status: 200, body: { data: PERMISSIONS, meta: { pagination } } };
};
