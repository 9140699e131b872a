import assert from 'node:assert/strict';
import { sent } from '../../support/operations';
import { useModerationFake } from '../moderation/moderationFake';

// POST /moderation/reasons: body {id*, name*, description} as the OpenAPI documents it (checked after each test)
const fake = useModerationFake('moderationReason');

describe('Moderation Reason > Create', () => {
	test('POST /moderation/reasons with id, name and description; the item is the new reason', async () => {
		const { items, error } = await fake.run({ operation: 'create', reasonId: 'scam', name: 'Scam', additionalFields: { description: 'Asks for money or passwords' } });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['POST', '/v3/moderation/reasons', {}, { id: 'scam', name: 'Scam', description: 'Asks for money or passwords' }]]);
		assert.equal(items[0].json.id, 'scam');
		assert.equal(fake.store.reasons.get('scam')?.name, 'Scam');
	});

	test('reasons mapped from $json, no description when none is given', async () => {
		const { items } = await fake.run({ operation: 'create', reasonId: '={{ $json.id }}', name: '={{ $json.name }}' }, {
			items: [{ json: { id: 'scam', name: 'Scam' } }, { json: { id: 'off-topic', name: 'Off topic' } }],
		});
		assert.deepEqual(items.map((i) => [i.json.id, i.json.name, i.pairedItem]), [['scam', 'Scam', { item: 0 }], ['off-topic', 'Off topic', { item: 1 }]]);
		assert.deepEqual(fake.server.requests.map((r) => r.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))), [{ id: 'off-topic', name: 'Off topic' }, { id: 'scam', name: 'Scam' }]);
	});

	for (const [extra, pattern] of [
		[{ reasonId: 'scam!' }, /^Reason ID \(reasonId\) contains "!"/],
		[{ name: '={{ " " }}' }, /^Name \(name\) is empty \[item 0\]/],
		[{ additionalFields: { description: 'x'.repeat(256) } }, /^Description \(additionalFields.description\) is 256 characters long/],
	] as const) {
		test(`refused before sending: ${JSON.stringify(extra).slice(0, 60)}`, async () => {
			const { error } = await fake.run({ operation: 'create', ...{ reasonId: 'scam', name: 'Scam' }, ...extra });
			assert.match(String(error?.message), pattern);
			assert.equal(fake.server.requests.length, 0);
		});
	}
});
