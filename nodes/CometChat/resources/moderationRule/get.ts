import { fillPath, type Operation } from '../../../shared/operation';
import { readRuleId, ruleId } from './ruleId.fields';

export const moderationRuleGet: Operation = {
	resource: 'moderationRule',
	value: 'get',
	name: 'Get',
	action: 'Get a moderation rule',
	description: 'Get one CometChat moderation rule by ID: name, enabled, conditions, filters, action',
	fields: [ruleId],
	returns: 'object',
	request: (ctx) => ({ method: 'GET', path: fillPath('/moderation/rules/{ruleId}', { ruleId: readRuleId(ctx) }) }),
};
