import type { Resource } from '../../descriptions/operations';
import { moderationReasonCreate } from './create';
import { moderationReasonDelete } from './delete';
import { moderationReasonGet } from './get';
import { moderationReasonGetAll } from './getAll';
import { moderationReasonUpdate } from './update';

export const moderationReason: Resource = {
	value: 'moderationReason',
	label: 'Moderation Reason',
	defaultOperation: 'getAll',
	operations: [moderationReasonCreate, moderationReasonGet, moderationReasonGetAll, moderationReasonUpdate, moderationReasonDelete],
};
