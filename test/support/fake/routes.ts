import { authTokensRoute } from './authTokens';
import { bannedUsersRoute } from './bannedUsers';
import { blockedUsersRoute } from './blockedUsers';
import { botsRoute } from './botsApi';
import { friendsRoute } from './friends';
import { conversationsRoute } from './conversations';
import { groupMembersRoute } from './groupMembers';
import { groupsRoute } from './groups';
import { interactedRoute } from './interacted';
import { messagesRoute } from './messages';
import { metricsRoute } from './metrics';
import { moderationRoute } from './moderation';
import { reactionsRoute } from './reactions';
import { rolePermissionsRoute } from './rolePermissions';
import { rolesRoute } from './roles';
import { threadsRoute } from './threads';
import { userActivationRoute, usersRoute } from './users';
import type { Route } from './types';

/** Endpoints beyond messages and blocked-user listing, one module per resource. */
export const resourceRoutes: Route[] = [
	usersRoute,
	userActivationRoute,
	authTokensRoute,
	blockedUsersRoute,
	groupsRoute,
	groupMembersRoute,
	messagesRoute,
	reactionsRoute,
	interactedRoute,
	rolePermissionsRoute,
	bannedUsersRoute,
	friendsRoute,
	rolesRoute,
	metricsRoute,
	conversationsRoute,
	threadsRoute,
	botsRoute,
	moderationRoute,
];
