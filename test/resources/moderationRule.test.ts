import assert from 'node:assert/strict';
import { makeRule } from '../support/fake/moderation';
import { sent } from '../support/operations';
import { useModerationFake } from './moderationFake';
import { moderationListTests } from './moderationListTests';
import { notRuleBody, ruleBodyProblems } from './ruleBodyDocs';

describe('Moderation Rule > Create', () => {
	// POST /moderation/rules: the OpenAPI's body schema is undefined, so the body is checked against CometChat's docs (ruleBodyDocs.ts)
	const fake = useModerationFake('moderationRule', () => undefined, { match: notRuleBody });
	const conditions = [{ id: 1, entity: 'message', operand: 'text', operator: 'contains', category: 'word', isKeywordReferencePresent: true, value: 'spam-words' }];
	const create = (extra: Record<string, unknown> = {}) => ({ operation: 'create', ruleId: 'block-spam', name: 'Block spam', conditions: JSON.stringify(conditions), ...extra });

	afterEach(() => {
		for (const request of fake.server.requests) assert.deepEqual(ruleBodyProblems(request), [], JSON.stringify(request.body));
	});

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

describe('Moderation Rule > Delete', () => {
	// DELETE /moderation/rules/{ruleId}: no body (checked after each test)
	const fake = useModerationFake('moderationRule', ({ store }) => {
		for (const id of ['old-rule', 'other']) store.rules.set(id, makeRule(id));
	});

	test('DELETE /moderation/rules/{ruleId} without a body; says what it deleted', async () => {
		const { items } = await fake.run({ operation: 'delete', ruleId: 'old-rule' });
		assert.deepEqual(sent(fake.server), [['DELETE', '/v3/moderation/rules/old-rule', {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, ruleId: 'old-rule', message: 'The rule old-rule has been deleted successfully.' });
		assert.equal(fake.store.rules.has('old-rule'), false);
	});

	test('items mapped with $json; an unknown rule fails alone with Continue On Fail', async () => {
		const { items } = await fake.run(
			{ operation: 'delete', ruleId: '={{ $json.id }}' },
			{ continueOnFail: true, items: [{ json: { id: 'ghost' } }, { json: { id: 'old-rule' } }, { json: { id: 'other' } }] },
		);
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.ruleId), ['The rule with id ghost does not exist.', 'old-rule', 'other']);
	});
});

describe('Moderation Rule > Get', () => {
	// GET /moderation/rules/{ruleId}: documented with no body or query (checked after each test)
	const fake = useModerationFake('moderationRule', ({ store }) => {
		for (const id of ['block-links', 'a/b c']) store.rules.set(id, makeRule(id));
	});

	test('GET /moderation/rules/{ruleId}; the item is the rule', async () => {
		const { items, error } = await fake.run({ operation: 'get', ruleId: 'block-links' });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['GET', '/v3/moderation/rules/block-links', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [makeRule('block-links')]);
	});

	test('the rule ID from $json, path-encoded', async () => {
		const { items } = await fake.run({ operation: 'get', ruleId: '={{ $json.rule }}' }, { items: [{ json: { rule: 'a/b c' } }] });
		assert.equal(fake.server.requests[0].path, '/v3/moderation/rules/a%2Fb%20c');
		assert.equal(items[0].json.id, 'a/b c');
	});

	test('an empty rule ID is refused before sending; an unknown one gives CometChat\'s 404', async () => {
		const empty = await fake.run({ operation: 'get', ruleId: '={{ "" }}' });
		assert.match(String(empty.error?.message), /^Rule ID \(ruleId\) is empty \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
		const unknown = await fake.run({ operation: 'get', ruleId: 'nope' });
		assert.equal(unknown.error?.message, 'The rule with id nope does not exist.');
		assert.equal((unknown.error as { httpCode?: string }).httpCode, '404');
	});
});

describe('Moderation Rule > Get Many', () => {
	// GET /moderation/rules: `limit` is the one query parameter the OpenAPI documents (type string), sent as the items wanted (checked after each test)
	const fake = useModerationFake('moderationRule');

	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/rules',
		sendsLimit: true,
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.rules.set(`rule-${i}`, makeRule(`rule-${i}`));
				return `rule-${i}`;
			}),
		key: (item) => String(item.id),
	});
});

describe('Moderation Rule > Update', () => {
	// PUT /moderation/rules/{ruleId}: the OpenAPI's body schema is undefined, so the body is checked against CometChat's docs (ruleBodyDocs.ts)
	const fake = useModerationFake('moderationRule', ({ store }) => store.rules.set('block-links', makeRule('block-links')), { match: notRuleBody });

	afterEach(() => {
		for (const request of fake.server.requests) assert.deepEqual(ruleBodyProblems(request), [], JSON.stringify(request.body));
	});

	test('PUT /moderation/rules/{ruleId} with only the fields given; the item is the rule', async () => {
		const { items, error } = await fake.run({ operation: 'update', ruleId: 'block-links', additionalFields: { enabled: false, name: 'Block links (off)' } });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/rules/block-links', {}, { name: 'Block links (off)', enabled: false }]]);
		assert.equal(items[0].json.enabled, false);
		assert.equal(items[0].json.name, 'Block links (off)');
	});

	test('conditions replaced from $json', async () => {
		const conditions = [{ id: 1, entity: 'message', operand: 'image', operator: 'contains', category: 'word', isMediaPresent: true, value: 'violence_greaterThan_30' }];
		await fake.run({ operation: 'update', ruleId: '={{ $json.id }}', additionalFields: { conditions: '={{ $json.conditions }}' } }, { items: [{ json: { id: 'block-links', conditions } }] });
		assert.deepEqual(fake.server.requests[0].body, { conditions });
	});

	test('nothing to change is refused before sending', async () => {
		const { error } = await fake.run({ operation: 'update', ruleId: 'block-links', additionalFields: {} });
		assert.match(String(error?.message), /^Additional Fields \(additionalFields\) changes nothing \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
	});

	test('an unknown rule: CometChat\'s 404, an item with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'update', ruleId: 'nope', additionalFields: { enabled: true } }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The rule with id nope does not exist.' }]);
	});
});
