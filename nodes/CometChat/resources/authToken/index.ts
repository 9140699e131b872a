import { resourceDescription } from '../../descriptions/operations';
import { authTokenCreate } from './create';
import { authTokenDelete } from './delete';
import { authTokenGetAll } from './getAll';

export const authTokenDescription = resourceDescription('authToken', [authTokenCreate, authTokenGetAll, authTokenDelete], 'create');
