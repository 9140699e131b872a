import assert from 'node:assert/strict';
import { makeReason } from '../support/fake/moderation';
import { sent } from '../support/operations';
import { useModerationFake } from './moderationFake';
import { moderationListTests } from './moderationListTests';

describe('Moderation Reason > Create', () => {
	// POST /moderation/reasons: body {id*, name*, description} as the OpenAPI documents it (checked after each test)
	const fake = useModerationFake('moderationReason');

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

describe('Moderation Reason > Delete', () => {
	// DELETE /moderation/reasons/{id}: no body (checked after each test)
	const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

	test('DELETE /moderation/reasons/{id}; says what it deleted', async () => {
		const { items } = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.deepEqual(sent(fake.server), [['DELETE', '/v3/moderation/reasons/spam', {}, undefined]]);
		assert.deepEqual(items[0].json, { deleted: true, reasonId: 'spam', message: 'The reason spam has been deleted successfully.' });
		assert.equal(fake.store.reasons.size, 0);
	});

	test("CometChat's OpenAPI answer {success, message}, without the data envelope, is a success; a body that is no CometChat answer is not", async () => {
		const message = 'The reason with id spam has been deleted successfully.';
		fake.server.fault({ status: 200, body: { success: true, message } });
		const { items, error } = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.equal(error, undefined);
		assert.deepEqual(items[0].json, { deleted: true, reasonId: 'spam', message });
		fake.server.fault({ status: 200, body: { message } });
		const refused = await fake.run({ operation: 'delete', reasonId: 'spam' });
		assert.equal(refused.error?.message, 'CometChat answered HTTP 200 without its {"data": …} envelope: it has no "data"');
	});

	test('items mapped with $json; an unknown reason fails alone with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'delete', reasonId: '={{ $json.id }}' }, { continueOnFail: true, items: [{ json: { id: 'ghost' } }, { json: { id: 'spam' } }] });
		assert.deepEqual(items.map((i) => i.json.error ?? i.json.deleted), ['The reason with id ghost does not exist.', true]);
	});
});

describe('Moderation Reason > Get', () => {
	// GET /moderation/reasons/{id} (checked after each test)
	const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

	test('GET /moderation/reasons/{id}; the item is the reason', async () => {
		const { items } = await fake.run({ operation: 'get', reasonId: '={{ $json.reason }}' }, { items: [{ json: { reason: 'spam' } }] });
		assert.deepEqual(sent(fake.server), [['GET', '/v3/moderation/reasons/spam', {}, undefined]]);
		assert.deepEqual(items.map((i) => i.json), [makeReason('spam')]);
	});

	test('an empty ID is refused before sending; an unknown one gives CometChat\'s 404', async () => {
		const empty = await fake.run({ operation: 'get', reasonId: '={{ "" }}' });
		assert.match(String(empty.error?.message), /^Reason ID \(reasonId\) is empty \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
		const unknown = await fake.run({ operation: 'get', reasonId: 'nope' });
		assert.equal(unknown.error?.message, 'The reason with id nope does not exist.');
	});
});

describe('Moderation Reason > Get Many', () => {
	// GET /moderation/reasons: the OpenAPI documents no query parameters, and none are sent (checked after each test)
	const fake = useModerationFake('moderationReason');

	moderationListTests(fake, {
		operation: 'getAll',
		path: '/moderation/reasons',
		seed: (store, count) =>
			Array.from({ length: count }, (_, i) => {
				store.reasons.set(`reason-${i}`, makeReason(`reason-${i}`));
				return `reason-${i}`;
			}),
		key: (item) => String(item.id),
	});
});

describe('Moderation Reason > Update', () => {
	// PUT /moderation/reasons/{id}: body {name} as the OpenAPI documents it; its schema leaves other fields open (checked after each test)
	const fake = useModerationFake('moderationReason', ({ store }) => store.reasons.set('spam', makeReason('spam')));

	test('PUT /moderation/reasons/{id} with the new name; the item is the reason', async () => {
		const { items, error } = await fake.run({ operation: 'update', reasonId: 'spam', additionalFields: { name: 'Spam or ads' } });
		assert.equal(error, undefined);
		assert.deepEqual(sent(fake.server), [['PUT', '/v3/moderation/reasons/spam', {}, { name: 'Spam or ads' }]]);
		assert.equal(items[0].json.name, 'Spam or ads');
	});

	test('name and description from $json', async () => {
		await fake.run({ operation: 'update', reasonId: 'spam', additionalFields: { name: '={{ $json.name }}', description: '={{ $json.about }}' } }, { items: [{ json: { name: 'Ads', about: 'Unwanted ads' } }] });
		assert.deepEqual(fake.server.requests[0].body, { name: 'Ads', description: 'Unwanted ads' });
	});

	test('nothing to change is refused before sending', async () => {
		const { error } = await fake.run({ operation: 'update', reasonId: 'spam' });
		assert.match(String(error?.message), /^Additional Fields \(additionalFields\) changes nothing \[item 0\]/);
		assert.equal(fake.server.requests.length, 0);
	});

	test('an unknown reason: CometChat\'s 404 as an item with Continue On Fail', async () => {
		const { items } = await fake.run({ operation: 'update', reasonId: 'nope', additionalFields: { name: 'X' } }, { continueOnFail: true });
		assert.deepEqual(items.map((i) => i.json), [{ error: 'The reason with id nope does not exist.' }]);
	});
});
