import { type INodeProperties, type ItemParameters, readId, readNewId, parameterError, fillPath, defineResource, getAndDelete, newNameField } from './parts';
import { moderationList } from './moderation';
import { MAX_CONDITIONS, parseJsonList, readSettingName, ruleBody, ruleConditions, settingFields, MAX_NAME_LENGTH } from './moderationSettings';

/** `ruleId`: the rule a Get, Update or Delete works on, and the ID a new rule gets. */
export const ruleId: INodeProperties = {
	displayName: 'Rule ID',
	name: 'ruleId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. block-spam-links',
	description:
		'The ID of the moderation rule (Moderation Rule › Get Many lists them). For Create, the ID the new rule gets: letters, digits, "-" and "_", at most 100 characters.',
};

const readRuleId = (ctx: ItemParameters) => readId(ctx, ruleId, 'the ID of a moderation rule', 'block-spam-links');

const [getRule, deleteRule] = getAndDelete(
	[ruleId],
	'/moderation/rules/{ruleId}',
	(ctx) => ({ ruleId: readRuleId(ctx) }),
	'Get one CometChat moderation rule by ID: name, enabled, conditions, filters, action',
	'Delete one of your CometChat moderation rules by ID; messages are no longer checked against it',
);

export const moderationRule = defineResource('moderationRule', 'getAll', {
	/** `POST /moderation/rules` with the rule as CometChat documents it (its OpenAPI schema is not published). */
	create: {
		description: 'Create a CometChat moderation rule: its ID, name and conditions (JSON), and optionally actions, filters, a description, and whether it is enabled',
		fields: [ruleId, newNameField('e.g. Block profanity', `The display name of the new moderation rule, at most ${MAX_NAME_LENGTH} characters`), ruleConditions, settingFields],
		request(ctx) {
			const id = readNewId(ctx, ruleId, 'the ID of the new rule');
			const name = readSettingName(ctx);
			const conditions = parseJsonList(ctx, ctx.getNodeParameter('conditions'), 'Conditions (JSON)', 'conditions', MAX_CONDITIONS);
			return { method: 'POST', path: '/moderation/rules', body: { id, name, ...ruleBody(ctx), conditions } };
		},
	},
	get: getRule,
	/** `GET /moderation/rules`, the one moderation list that takes `limit`. */
	getAll: {
		...moderationList('List the moderation rules of the app, the default ones and your own: ID, name, enabled, conditions, action', '/moderation/rules', 'limit'),
	},
	update: {
		description: "Change a CometChat moderation rule's name, description, conditions, filters or actions, or turn it on or off",
		fields: [ruleId, settingFields],
		request(ctx) {
			const path = fillPath('/moderation/rules/{ruleId}', { ruleId: readRuleId(ctx) });
			const body = ruleBody(ctx);
			if (!Object.keys(body).length) {
				throw parameterError(ctx, 'Additional Fields', 'additionalFields', 'changes nothing', 'Add at least one field to change.');
			}
			return { method: 'PUT', path, body };
		},
	},
	delete: deleteRule,
});
