import type { Resource } from '../../descriptions/operations';
import { moderationRuleCreate } from './create';
import { moderationRuleDelete } from './delete';
import { moderationRuleGet } from './get';
import { moderationRuleGetAll } from './getAll';
import { moderationRuleUpdate } from './update';

export const moderationRule: Resource = {
	value: 'moderationRule',
	label: 'Moderation Rule',
	defaultOperation: 'getAll',
	operations: [moderationRuleCreate, moderationRuleGet, moderationRuleGetAll, moderationRuleUpdate, moderationRuleDelete],
};
