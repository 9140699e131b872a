import { resourceDescription } from '../../descriptions/operations';
import { userCreate } from './create';
import { userDelete } from './delete';
import { userGet } from './get';
import { userGetAll } from './getAll';
import { userUpdate } from './update';

export const userDescription = resourceDescription('user', [userCreate, userGet, userGetAll, userUpdate, userDelete], 'create');
