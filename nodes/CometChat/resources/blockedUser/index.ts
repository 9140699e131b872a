import type { Resource } from '../../descriptions/operations';
import { blockedUserBlock } from './block';
import { blockedUserGetAll } from './getAll';
import { blockedUserUnblock } from './unblock';

export const blockedUser: Resource = { value: 'blockedUser', label: 'Blocked User', defaultOperation: 'getAll', operations: [blockedUserBlock, blockedUserGetAll, blockedUserUnblock] };
