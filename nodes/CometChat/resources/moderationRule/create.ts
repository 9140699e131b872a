import type { Operation } from '../../../shared/operation';
import { requireNewIdentifier } from '../../../shared/validation/parameters';
import { MAX_CONDITIONS, parseJsonList, readSettingName, ruleBody, ruleConditions, settingFields, settingName } from '../moderation/settings.fields';
import { ruleId } from './ruleId.fields';

/** `POST /moderation/rules` with the rule as CometChat documents it (its OpenAPI schema is not published). */
export const moderationRuleCreate: Operation = {
	resource: 'moderationRule',
	value: 'create',
	name: 'Create',
	action: 'Create a moderation rule',
	description: 'Create a CometChat moderation rule: its ID, name and conditions (JSON), and optionally actions, filters, a description, and whether it is enabled',
	fields: [ruleId, settingName, ruleConditions, settingFields],
	returns: 'object',
	request(ctx) {
		const id = requireNewIdentifier(ctx, ctx.getNodeParameter('ruleId'), 'Rule ID', 'ruleId', 'the ID of the new rule');
		const name = readSettingName(ctx);
		const conditions = parseJsonList(ctx, ctx.getNodeParameter('conditions'), 'Conditions (JSON)', 'conditions', MAX_CONDITIONS);
		return { method: 'POST', path: '/moderation/rules', body: { id, name, ...ruleBody(ctx), conditions } };
	},
};
