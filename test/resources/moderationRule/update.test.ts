import assert from 'node:assert/strict';
import { makeRule } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';
import { notRuleBody, ruleBodyProblems } from './ruleBodyDocs';

// PUT /moderation/rules/{ruleId}: the OpenAPI's body schema is undefined, so the body is checked against CometChat's docs (ruleBodyDocs.ts)
const fake = useModerationFake('moderationRule', ({ store }) => store.rules.set('block-links', makeRule('block-links')), { match: notRuleBody });

afterEach(() => {
	for (const request of fake.server.requests) assert.deepEqual(ruleBodyProblems(request), [], JSON.stringify(request.body));
});

describe('Moderation Rule > Update', () => {
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
