import type { Resource } from '../../descriptions/operations';
import { authTokenCreate } from './create';
import { authTokenDelete } from './delete';
import { authTokenDeleteAll } from './deleteAll';
import { authTokenGet } from './get';
import { authTokenGetAll } from './getAll';
import { authTokenUpdate } from './update';

export const authToken: Resource = {
	value: 'authToken',
	label: 'Auth Token',
	defaultOperation: 'create',
	operations: [authTokenCreate, authTokenGet, authTokenGetAll, authTokenUpdate, authTokenDelete, authTokenDeleteAll],
};
