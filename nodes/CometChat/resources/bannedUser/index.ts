import type { Resource } from '../../descriptions/operations';
import { bannedUserBan } from './ban';
import { bannedUserGetAll } from './getAll';
import { bannedUserUnban } from './unban';

export const bannedUser: Resource = { value: 'bannedUser', label: 'Banned User', defaultOperation: 'ban', operations: [bannedUserBan, bannedUserGetAll, bannedUserUnban] };
