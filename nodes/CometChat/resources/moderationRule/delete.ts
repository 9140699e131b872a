import { fillPath, type Operation } from '../../../shared/operation';
import { outcomeItem } from '../outcomeItem';
import { readRuleId, ruleId } from './ruleId.fields';

export const moderationRuleDelete: Operation = {
	resource: 'moderationRule',
	value: 'delete',
	name: 'Delete',
	action: 'Delete a moderation rule',
	description: 'Delete one of your CometChat moderation rules by ID; messages are no longer checked against it',
	fields: [ruleId],
	returns: 'object',
	request: (ctx) => ({ method: 'DELETE', path: fillPath('/moderation/rules/{ruleId}', { ruleId: readRuleId(ctx) }) }),
	output: (ctx, response) => outcomeItem('deleted', { ruleId: readRuleId(ctx) }, response),
};
