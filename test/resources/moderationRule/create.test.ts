import assert from 'node:assert/strict';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';
import { notRuleBody, ruleBodyProblems } from './ruleBodyDocs';

// POST /moderation/rules: the OpenAPI's body schema is undefined, so the body is checked against CometChat's docs (ruleBodyDocs.ts)
const fake = useModerationFake('moderationRule', () => undefined, { match: notRuleBody });
const conditions = [{ id: 1, entity: 'message', operand: 'text', operator: 'contains', category: 'word', isKeywordReferencePresent: true, value: 'spam-words' }];
const create = (extra: Record<string, unknown> = {}) => ({ operation: 'create', ruleId: 'block-spam', name: 'Block spam', conditions: JSON.stringify(conditions), ...extra });

afterEach(() => {
	for (const request of fake.server.requests) assert.deepEqual(ruleBodyProblems(request), [], JSON.stringify(request.body));
});

describe('Moderation Rule > Create', () => {
	test('POST /moderation/rules with id, name and conditions; the item is the new rule', async () => {
		const { items, error } = await fake.run(create());
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['POST', '/v3/moderation/rules', {}, { id: 'block-spam', name: 'Block spam', conditions }]]);
		assert.equal(items[0].json.id, 'block-spam');
		assert.deepEqual(fake.store.rules.get('block-spam')?.conditions, conditions);
	});

	test('the additional fields: description, enabled, actions (a list), filters', async () => {
		const filters = [{ type: 'sender', entity: 'user', operand: 'uid', operator: 'equals', value: 'admin' }];
		await fake.run(create({ additionalFields: { description: 'Links to spam sites', enabled: false, action: 'blockMessage', filters: JSON.stringify(filters) } }));
		assert.deepEqual(fake.server.requests[0].body, { id: 'block-spam', name: 'Block spam', description: 'Links to spam sites', enabled: false, action: ['blockMessage'], filters, conditions });
	});

	test('conditions and the rule mapped from $json (an array from an expression)', async () => {
		const { items } = await fake.run(create({ ruleId: '={{ $json.id }}', name: '={{ $json.name }}', conditions: '={{ $json.conditions }}' }), {
			items: [{ json: { id: 'rule-a', name: 'A', conditions } }, { json: { id: 'rule-b', name: 'B', conditions } }],
		});
		assert.deepEqual(items.map((i) => [i.json.id, i.pairedItem]), [['rule-a', { item: 0 }], ['rule-b', { item: 1 }]]);
	});

	for (const [extra, pattern] of [
		[{ ruleId: 'block spam' }, /^Rule ID \(ruleId\) contains " "; CometChat ids may only contain letters, digits, "-" and "_" \[item 0\]/],
		[{ name: '={{ "" }}' }, /^Name \(name\) is empty \[item 0\]/],
		[{ name: 'x'.repeat(101) }, /^Name \(name\) is 101 characters long; CometChat allows 100 \[item 0\]/],
		[{ conditions: '{"entity": "message"}' }, /^Conditions \(JSON\) \(conditions\) must be a JSON array, but it is an object/],
		[{ conditions: '[1]' }, /^Conditions \(JSON\) \(conditions\[0\]\) must be a JSON object/],
		[{ conditions: '[' }, /^Conditions \(JSON\) \(conditions\) is not valid JSON/],
		[{ conditions: JSON.stringify(Array(11).fill(conditions[0])) }, /^Conditions \(JSON\) \(conditions\) has 11 entries; CometChat allows 10/],
		[{ additionalFields: { description: 'x'.repeat(256) } }, /^Description \(additionalFields.description\) is 256 characters long; CometChat allows 255/],
		[{ additionalFields: { filters: '{}' } }, /^Filters \(JSON\) \(additionalFields.filters\) must be a JSON array/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra).slice(0, 70)}`, async () => {
			const { error } = await fake.run(create(extra));
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}

	test('the docs check itself refuses what the docs do not show', () => {
		const request = (body: unknown) => ({ method: 'POST', path: '/v3/moderation/rules', query: {}, headers: {}, body, at: 0 });
		assert.deepEqual(ruleBodyProblems(request({ id: 'r', name: 'R', conditions })), []);
		assert.notDeepEqual(ruleBodyProblems(request({ id: 'r', name: 'R' })), []);
		assert.notDeepEqual(ruleBodyProblems(request({ id: 'r s', name: 'R', conditions })), []);
		assert.notDeepEqual(ruleBodyProblems(request({ id: 'r', name: 'R', conditions, actions: ['blockMessage'] })), []);
	});

	test('a rule ID already taken: CometChat\'s error', async () => {
		await fake.run(create());
		const { error } = await fake.run(create());
		assert.equal(error?.message, 'The rule with id block-spam already exists.');
	});
});
