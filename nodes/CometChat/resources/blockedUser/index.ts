import { resourceDescription } from '../../descriptions/operations';
import { getAll } from './getAll';

export const blockedUserDescription = resourceDescription('blockedUser', [getAll], 'getAll');
