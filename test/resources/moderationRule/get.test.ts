import assert from 'node:assert/strict';
import { makeRule } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// GET /moderation/rules/{ruleId}: documented with no body or query (checked after each test)
const fake = useModerationFake('moderationRule', ({ store }) => {
	for (const id of ['block-links', 'a/b c']) store.rules.set(id, makeRule(id));
});

describe('Moderation Rule > Get', () => {
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
