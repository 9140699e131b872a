import type { Resource } from '../../descriptions/operations';
import { reactionAdd } from './add';
import { reactionGetAll } from './getAll';
import { reactionRemove } from './remove';

export const reaction: Resource = { value: 'reaction', label: 'Reaction', defaultOperation: 'add', operations: [reactionAdd, reactionGetAll, reactionRemove] };
