import type { Resource } from '../../descriptions/operations';
import { authTokenCreate } from './create';
import { authTokenDelete } from './delete';
import { authTokenGetAll } from './getAll';

export const authToken: Resource = { value: 'authToken', defaultOperation: 'create', operations: [authTokenCreate, authTokenGetAll, authTokenDelete] };
