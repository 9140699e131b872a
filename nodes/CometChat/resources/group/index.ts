import type { Resource } from '../../descriptions/operations';
import { groupCreate } from './create';
import { groupDelete } from './delete';
import { groupGet } from './get';
import { groupGetAll } from './getAll';
import { groupUpdate } from './update';

export const group: Resource = { value: 'group', label: 'Group', defaultOperation: 'create', operations: [groupCreate, groupGet, groupGetAll, groupUpdate, groupDelete] };
