import { resourceDescription } from '../../descriptions/operations';
import { blockedUserBlock } from './block';
import { getAll } from './getAll';
import { blockedUserUnblock } from './unblock';

export const blockedUserDescription = resourceDescription('blockedUser', [blockedUserBlock, getAll, blockedUserUnblock], 'getAll');
