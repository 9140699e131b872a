import { authTokensRoute } from './authTokens';
import { blockedUsersRoute } from './blockedUsers';
import { groupMembersRoute } from './groupMembers';
import { groupsRoute } from './groups';
import { interactedRoute } from './interacted';
import { messagesRoute } from './messages';
import { moderationRoute } from './moderation';
import { reactionsRoute } from './reactions';
import { usersRoute } from './users';
import type { Route } from './types';

/** Endpoints beyond messages and blocked-user listing, one module per resource. */
export const resourceRoutes: Route[] = [
	usersRoute,
	authTokensRoute,
	blockedUsersRoute,
	groupsRoute,
	groupMembersRoute,
	messagesRoute,
	reactionsRoute,
	interactedRoute,
	moderationRoute,
];
