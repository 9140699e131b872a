import { authTokensRoute } from './authTokens';
import { blockedUsersRoute } from './blockedUsers';
import { conversationsRoute } from './conversations';
import { groupMembersRoute } from './groupMembers';
import { groupsRoute } from './groups';
import { interactedRoute } from './interacted';
import { messagesRoute } from './messages';
import { reactionsRoute } from './reactions';
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
	conversationsRoute,
	threadsRoute,
];
