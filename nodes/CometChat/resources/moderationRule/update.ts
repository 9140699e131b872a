import { fillPath, type Operation } from '../../../shared/operation';
import { parameterError } from '../../../shared/validation/parameters';
import { ruleBody, settingFields } from '../moderation/settings.fields';
import { readRuleId, ruleId } from './ruleId.fields';

export const moderationRuleUpdate: Operation = {
	resource: 'moderationRule',
	value: 'update',
	name: 'Update',
	action: 'Update a moderation rule',
	description: "Change a CometChat moderation rule's name, description, conditions, filters or actions, or turn it on or off",
	fields: [ruleId, settingFields],
	returns: 'object',
	request(ctx) {
		const path = fillPath('/moderation/rules/{ruleId}', { ruleId: readRuleId(ctx) });
		const body = ruleBody(ctx);
		if (!Object.keys(body).length) {
			throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change.');
		}
		return { method: 'PUT', path, body };
	},
};
