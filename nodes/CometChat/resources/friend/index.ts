import type { Resource } from '../../descriptions/operations';
import { friendAdd } from './add';
import { friendGetAll } from './getAll';
import { friendRemove } from './remove';

export const friend: Resource = { value: 'friend', label: 'Friend', defaultOperation: 'getAll', operations: [friendAdd, friendGetAll, friendRemove] };
