import assert from 'node:assert/strict';
import { makeRule } from '../../support/fake/moderation';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// DELETE /moderation/rules/{ruleId}: no body (checked after each test)
const fake = useModerationFake('moderationRule', ({ store }) => {
	for (const id of ['old-rule', 'other']) store.rules.set(id, makeRule(id));
});

describe('Moderation Rule > Delete', () => {
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
