import type { Resource } from '../../descriptions/operations';
import { roleCreate } from './create';
import { roleDelete } from './delete';
import { roleGet } from './get';
import { roleGetAll } from './getAll';
import { roleUpdate } from './update';

export const role: Resource = { value: 'role', label: 'Role', defaultOperation: 'getAll', operations: [roleCreate, roleGet, roleGetAll, roleUpdate, roleDelete] };
