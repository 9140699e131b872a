import { resourceDescription } from '../../descriptions/operations';
import { add } from './add';
import { getAll } from './getAll';
import { remove } from './remove';

export const reactionDescription = resourceDescription('reaction', [add, getAll, remove], 'add');
