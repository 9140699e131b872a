import { type IDataObject, type INodeProperties, type ItemParameters, describeKind, readId, readNewId, parameterError, fillPath, defineResource, getAndDelete, newNameField, additionalFieldsCollection, bodyFrom, LIST_HINT } from './parts';
import { parseJsonObject } from '../../shared/validation/body';
import { moderationList } from './moderation';

/**
 * Parameters the moderation settings (rules, keyword lists, reasons) share, each defined
 * once: the name of a new one, the optional fields of a create or update, and the
 * limits CometChat documents for them (moderation/constraints-and-limits).
 */
export const MAX_NAME_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 255;

export function readSettingName(context: ItemParameters, value: unknown = context.getNodeParameter('name', ''), name = 'name'): string {
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string' || !text.trim()) throw parameterError(context, 'Name', name, 'is empty', 'Give a display name.');
	if ([...text].length > MAX_NAME_LENGTH) throw parameterError(context, 'Name', name, `is ${[...text].length} characters long; CometChat allows ${MAX_NAME_LENGTH}`);
	return text;
}

/** `conditions` of Moderation Rule › Create: the rule's conditions as CometChat stores them. */
const ruleConditions: INodeProperties = {
	displayName: 'Conditions (JSON)',
	name: 'conditions',
	type: 'json',
	required: true,
	default: '[\n  {\n    "id": 1,\n    "entity": "message",\n    "operand": "text",\n    "operator": "contains",\n    "category": "word",\n    "isKeywordReferencePresent": true,\n    "value": "profanity-list"\n  }\n]',
	description:
		'A JSON array of conditions, at most 10, as CometChat documents them: entity "message", operand (text, image, video…), operator (contains, equals), category (word, toxicity, custom-api…), and value (a keyword list ID, or a threshold such as "violence_greaterThan_30")',
};

const forOperations = (resources: string[], operations: string[]) => ({ show: { '/resource': resources, '/operation': operations } });
const rules = (...operations: string[]) => forOperations(['moderationRule'], operations);

/** `additionalFields` of the moderation settings' Create and Update: each entry where it applies. */
export const settingFields: INodeProperties = additionalFieldsCollection([
	{
		displayName: 'Actions',
		name: 'action',
		type: 'string',
		default: '',
		placeholder: 'e.g. blockMessage',
		description: `What the rule does when a condition matches; CometChat documents "blockMessage". ${LIST_HINT}.`,
		displayOptions: rules('create', 'update'),
	},
	{
		displayName: 'Conditions (JSON)',
		name: 'conditions',
		type: 'json',
		default: '[]',
		description: "A JSON array that replaces the rule's conditions (see Create)",
		displayOptions: rules('update'),
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: `What it is for, at most ${MAX_DESCRIPTION_LENGTH} characters`,
		displayOptions: forOperations(['moderationRule', 'moderationKeywordList', 'moderationReason'], ['create', 'update']),
	},
	{
		displayName: 'Enabled',
		name: 'enabled',
		type: 'boolean',
		default: true,
		description: 'Whether the rule is applied to messages',
		displayOptions: rules('create', 'update'),
	},
	{
		displayName: 'Filters (JSON)',
		name: 'filters',
		type: 'json',
		default: '[]',
		description: 'A JSON array of filters, at most 10, such as {"type": "sender", "entity": "user", "operand": "uid", "operator": "equals", "value": "admin"}',
		displayOptions: rules('create', 'update'),
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: `The new display name, at most ${MAX_NAME_LENGTH} characters`,
		displayOptions: forOperations(['moderationRule', 'moderationKeywordList', 'moderationReason'], ['update']),
	},
]);

/** A JSON parameter that must hold an array of objects, each checked as any JSON object parameter. */
function parseJsonList(context: ItemParameters, value: unknown, label: string, name: string, max: number): IDataObject[] {
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			throw parameterError(context, label, name, `is not valid JSON: ${(error as Error).message}`);
		}
	}
	if (!Array.isArray(parsed)) throw parameterError(context, label, name, `must be a JSON array, but it is ${describeKind(parsed)}`);
	if (parsed.length > max) throw parameterError(context, label, name, `has ${parsed.length} entries; CometChat allows ${max}`);
	return parsed.map((entry, index) => parseJsonObject(context, entry, label, `${name}[${index}]`));
}

/** CometChat's limits per rule. */
const MAX_CONDITIONS = 10;
const MAX_FILTERS = 10;

/** The entries of `settingFields` the item set, read as `kinds` says; Name and Description within CometChat's limits. */
export function settingBody(context: ItemParameters, kinds: Parameters<typeof bodyFrom>[2]): IDataObject {
	const body = bodyFrom(context, settingFields, kinds);
	if (body.name !== undefined) body.name = readSettingName(context, body.name, 'additionalFields.name');
	const { description } = body;
	if (typeof description === 'string' && [...description].length > MAX_DESCRIPTION_LENGTH) {
		throw parameterError(context, 'Description', 'additionalFields.description', `is ${[...description].length} characters long; CometChat allows ${MAX_DESCRIPTION_LENGTH}`);
	}
	return body;
}

/** The optional body fields of a rule's Create or Update, from `additionalFields`, checked. */
function ruleBody(context: ItemParameters): IDataObject {
	const values = context.getNodeParameter('additionalFields', {}) as IDataObject;
	const body = settingBody(context, { name: 'text', description: 'text', enabled: 'boolean', action: 'list' });
	if (values.conditions !== undefined) body.conditions = parseJsonList(context, values.conditions, 'Conditions (JSON)', 'additionalFields.conditions', MAX_CONDITIONS);
	if (values.filters !== undefined) body.filters = parseJsonList(context, values.filters, 'Filters (JSON)', 'additionalFields.filters', MAX_FILTERS);
	return body;
}

/** `ruleId`: the rule a Get, Update or Delete works on, and the ID a new rule gets. */
const ruleId: INodeProperties = {
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
