import { resourceDescription } from '../../descriptions/operations';
import { groupCreate } from './create';
import { groupDelete } from './delete';
import { groupGet } from './get';
import { groupGetAll } from './getAll';
import { groupUpdate } from './update';

export const groupDescription = resourceDescription('group', [groupCreate, groupGet, groupGetAll, groupUpdate, groupDelete], 'create');
