/**
 * The body of POST /moderation/rules and PUT /moderation/rules/{ruleId} as CometChat's
 * docs show it (rest-api/moderation-apis/add-rule, management-apis/moderation/update-rule):
 * the OpenAPI refers these bodies to `ModerationRequestBody`, a schema it never defines,
 * so the docs are the reference here (cometchat-moderation-agents-conversations.md §3, §10).
 */
import Ajv from 'ajv';
import type { RecordedRequest } from '../support/fakeCometChat';

const condition = {
	type: 'object',
	required: ['entity', 'operand', 'operator', 'category'],
	properties: { id: { type: 'integer' }, entity: { type: 'string' }, operand: { type: 'string' }, operator: { type: 'string' }, category: { type: 'string' } },
};

const rule = {
	type: 'object',
	additionalProperties: false,
	properties: {
		id: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
		name: { type: 'string', maxLength: 100 },
		description: { type: 'string', maxLength: 255 },
		enabled: { type: 'boolean' },
		action: { type: 'array', items: { type: 'string' } },
		filters: { type: 'array', maxItems: 10, items: { type: 'object', required: ['type', 'entity', 'operand', 'operator', 'value'] } },
		conditions: { type: 'array', minItems: 1, maxItems: 10, items: condition },
	},
};

const validateCreate = new Ajv({ allErrors: true }).compile({ ...rule, required: ['id', 'name', 'conditions'] });
const validateUpdate = new Ajv({ allErrors: true }).compile({ ...rule, minProperties: 1 });

/** Problems of a rule request's body against the documented shape; [] when it matches. */
export function ruleBodyProblems(request: RecordedRequest): string[] {
	const validate = request.method === 'POST' ? validateCreate : validateUpdate;
	return validate(request.body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** The requests the OpenAPI check can take: all but a rule's create and update. */
export const notRuleBody = (request: RecordedRequest): boolean => !/^\/v3\/moderation\/rules(\/[^/]+)?$/.test(request.path) || !['POST', 'PUT'].includes(request.method);
