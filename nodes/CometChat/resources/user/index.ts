import type { Resource } from '../../descriptions/operations';
import { userCreate } from './create';
import { userDeactivate } from './deactivate';
import { userDelete } from './delete';
import { userGet } from './get';
import { userGetAll } from './getAll';
import { userReactivate } from './reactivate';
import { userUpdate } from './update';

export const user: Resource = { value: 'user', label: 'User', defaultOperation: 'create', operations: [userCreate, userGet, userGetAll, userUpdate, userDelete, userDeactivate, userReactivate] };
