/**
 * Message > Send, the request body as CometChat's OpenAPI files describe it: the checker the
 * Send tests validate every body with accepts the bodies of each category and refuses each
 * kind of mistake; the official examples, and what the files themselves hold.
 */
import assert from 'node:assert/strict';

import {
	CURRENT_FILE,
	INTERACTIVE_FILE,
	findDanglingRefs,
	loadOpenApiDocument,
	schemaAgreementsChecked,
	schemaDisagreements,
	validateSendMessageBody,
} from '../../../support/openapi';

type Body = Record<string, unknown>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const textMessage: Body = {
	receiver: 'superhero2',
	receiverType: 'user',
	category: 'message',
	type: 'text',
	data: { text: 'Hello <@uid:superhero3>', metadata: { source: 'n8n' } },
	tags: ['n8n', 'welcome'],
	muid: 'muid-123',
	quotedMessageId: '42',
	multipleReceivers: { uids: ['superhero3'], guids: ['group_1'] },
};

const imageMessage: Body = {
	receiver: 'group_1',
	receiverType: 'group',
	category: 'message',
	type: 'image',
	data: {
		attachments: [
			{
				url: 'https://example.com/cat.png',
				name: 'cat.png',
				mimeType: 'image/png',
				extension: 'png',
				size: '20480',
			},
		],
	},
};

const customMessage: Body = {
	receiver: 'superhero2',
	receiverType: 'user',
	category: 'custom',
	type: 'location',
	data: { customData: { latitude: 19.07, longitude: 72.87 } },
};

const apiAction = {
	actionType: 'apiAction',
	url: 'https://example.com/hook',
	method: 'POST',
	payload: { answer: 'yes' },
	headers: { 'Content-Type': 'application/json' },
	dataKey: 'CometChatData',
};

const cardMessage: Body = {
	receiver: 'superhero2',
	receiverType: 'user',
	category: 'interactive',
	type: 'card',
	data: {
		interactionGoal: { type: 'anyOf', elementIds: ['buy', 'visit'] },
		allowSenderInteraction: false,
		interactiveData: {
			text: 'Our new personalised cards are here',
			cardActions: [
				{ elementType: 'button', elementId: 'buy', buttonText: 'Buy now', disableAfterInteracted: true, action: apiAction },
				{
					elementType: 'button',
					elementId: 'visit',
					buttonText: 'Visit',
					disableAfterInteracted: false,
					action: { actionType: 'urlNavigation', url: 'https://www.cometchat.com' },
				},
			],
		},
	},
};

const formMessage: Body = {
	receiver: 'group_1',
	receiverType: 'group',
	category: 'interactive',
	type: 'form',
	data: {
		interactionGoal: { type: 'allOf', elementIds: ['submit'] },
		allowSenderInteraction: true,
		interactiveData: {
			title: 'Society services',
			formFields: [
				{
					elementType: 'textInput',
					elementId: 'name',
					label: 'Name',
					optional: false,
					maxLines: 1,
					defaultValue: 'Ada',
					placeholder: { text: 'write your name here' },
				},
				{
					elementType: 'dropdown',
					elementId: 'country',
					label: 'Country',
					defaultValue: 'in',
					options: [
						{ value: 'in', label: 'India' },
						{ value: 'au', label: 'Australia' },
					],
				},
				{
					// The specification wins over the schema: a checkbox's defaultValue is an
					// array of option values (the schema types every defaultValue as string).
					elementType: 'checkbox',
					elementId: 'services',
					label: 'Services',
					optional: true,
					defaultValue: ['garbage', 'lift'],
					options: [
						{ value: 'garbage', label: 'Garbage' },
						{ value: 'lift', label: 'Lift' },
					],
				},
				{
					elementType: 'singleSelect',
					elementId: 'wing',
					label: 'Wing',
					defaultValue: 'a',
					options: [
						{ value: 'a', label: 'A Wing' },
						{ value: 'b', label: 'B Wing' },
					],
				},
			],
			submitElement: {
				elementType: 'button',
				elementId: 'submit',
				buttonText: 'Submit',
				disableAfterInteracted: true,
				action: apiAction,
			},
			goalCompletionText: 'Thanks!',
		},
	},
	tags: ['form'],
};

const schedulerMessage: Body = {
	receiver: 'superhero2',
	receiverType: 'user',
	category: 'interactive',
	type: 'scheduler',
	data: {
		interactionGoal: { type: 'anyAction', elementIds: [] },
		allowSenderInteraction: false,
		interactiveData: {
			title: 'Meet with Dr. Jacob',
			avatarUrl: 'https://example.com/avatar.png',
			bufferTime: 15,
			icsFileUrl: 'https://example.com/calendar.ics',
			availability: { monday: [{ from: '0600', to: '1700' }], tuesday: [{ from: '1000', to: '1400' }] },
			timezoneCode: 'Asia/Kolkata',
			duration: 60,
			scheduleElement: {
				elementType: 'button',
				elementId: 'schedule',
				buttonText: 'Schedule',
				disableAfterInteracted: true,
				action: {
					actionType: 'apiAction',
					url: 'https://example.com/v3/messages',
					method: 'POST',
					dataKey: 'CometChatData',
					headers: { 'content-type': 'application/json' },
					payload: {
						data: { text: 'Meeting scheduled' },
						type: 'text',
						category: 'message',
						receiver: 'superhero2',
						receiverType: 'user',
					},
				},
			},
			goalCompletionText: 'Your meeting has been scheduled',
			dateRangeStart: '2025-06-09',
			dateRangeEnd: '2025-06-30',
		},
	},
};

const customInteractiveMessage: Body = {
	receiver: 'superhero2',
	receiverType: 'user',
	category: 'interactive',
	type: 'customInteractive',
	data: { data: { poll: { question: 'Lunch?', choices: ['pizza', 'salad'] } } },
};

const REMOVE = Symbol('remove');

/** A deep copy of `body` with the value at `path` replaced (or removed with REMOVE). */
function changed(body: Body, path: Array<string | number>, value: unknown): Body {
	const copy = clone(body);
	let node: unknown = copy;
	for (const key of path.slice(0, -1)) {
		node = (node as Record<string | number, unknown>)[key];
		assert.ok(typeof node === 'object' && node !== null, `no object at ${path.join('.')}`);
	}
	const container = node as Record<string | number, unknown>;
	const last = path[path.length - 1] as string | number;
	assert.ok(last in container || value !== REMOVE, `nothing to remove at ${path.join('.')}`);
	if (value === REMOVE) delete container[last];
	else container[last] = value;
	return copy;
}

const ID = ['data', 'interactiveData'];

describe('Message > Send request body schema: valid bodies', () => {
	test('valid: text message (with quotedMessageId, tags, multipleReceivers)', () => {
		assert.deepEqual(validateSendMessageBody(textMessage), []);
	});

	test('valid: image message with attachments', () => {
		assert.deepEqual(validateSendMessageBody(imageMessage), []);
	});

	test('valid: custom message', () => {
		assert.deepEqual(validateSendMessageBody(customMessage), []);
	});

	test('valid: interactive card', () => {
		assert.deepEqual(validateSendMessageBody(cardMessage), []);
	});

	test('valid: interactive form with a checkbox whose defaultValue is an array (the specification wins)', () => {
		assert.deepEqual(validateSendMessageBody(formMessage), []);
	});

	test('valid: interactive scheduler with every field the specification requires', () => {
		assert.deepEqual(validateSendMessageBody(schedulerMessage), []);
	});

	test('valid: interactive customInteractive', () => {
		assert.deepEqual(validateSendMessageBody(customInteractiveMessage), []);
	});

	test('valid: interactive without type is checked as a card (default card)', () => {
		assert.deepEqual(validateSendMessageBody(changed(cardMessage, ['type'], REMOVE)), []);
	});
});

describe('Message > Send request body schema: invalid bodies', () => {
	test('invalid: category message with type "sticker"', () => {
		assert.deepEqual(validateSendMessageBody({ ...textMessage, type: 'sticker' }), [
			'/type must be equal to one of the allowed values ("text", "image", "file", "audio", "video")',
		]);
	});

	test('invalid: receiverType "channel"', () => {
		assert.deepEqual(validateSendMessageBody({ ...textMessage, receiverType: 'channel' }), [
			'/receiverType must be equal to one of the allowed values ("user", "group")',
		]);
		assert.deepEqual(validateSendMessageBody({ ...customMessage, receiverType: 'channel' }), [
			'/receiverType must be equal to one of the allowed values ("user", "group")',
		]);
		assert.deepEqual(validateSendMessageBody({ ...formMessage, receiverType: 'channel' }), [
			'/receiverType must be equal to one of the allowed values ("user", "group")',
		]);
	});

	test('invalid: tags not an array / tag not a string', () => {
		assert.deepEqual(validateSendMessageBody({ ...textMessage, tags: 'n8n' }), ['/tags must be array']);
		assert.deepEqual(validateSendMessageBody({ ...customMessage, tags: [1] }), ['/tags/0 must be string']);
	});

	test('invalid: attachments not an array', () => {
		const body = changed(imageMessage, ['data', 'attachments'], { url: 'https://example.com/cat.png' });
		assert.deepEqual(validateSendMessageBody(body), ['/data/attachments must be array']);
	});

	test('invalid: attachment size as a number (schema and specification type it as string)', () => {
		const body = changed(imageMessage, ['data', 'attachments', 0, 'size'], 20480);
		assert.deepEqual(validateSendMessageBody(body), ['/data/attachments/0/size must be string']);
	});

	test('invalid: quotedMessageId not a string, customData not an object, data not an object', () => {
		assert.deepEqual(validateSendMessageBody({ ...textMessage, quotedMessageId: 42 }), ['/quotedMessageId must be string']);
		assert.deepEqual(validateSendMessageBody({ ...customMessage, data: { customData: 'x' } }), [
			'/data/customData must be object',
		]);
		assert.deepEqual(validateSendMessageBody({ ...cardMessage, data: 'x' }), ['/data must be object']);
	});

	test('invalid: scheduler missing icsFileUrl', () => {
		const body = changed(schedulerMessage, [...ID, 'icsFileUrl'], REMOVE);
		assert.deepEqual(validateSendMessageBody(body), [
			"/data/interactiveData must have required property 'icsFileUrl'",
		]);
	});

	test('invalid: scheduler with a dateRangeStart that is not a date, a string duration, no data', () => {
		const body = changed(changed(schedulerMessage, [...ID, 'dateRangeStart'], '09/06/2025'), [...ID, 'duration'], '60');
		assert.deepEqual(validateSendMessageBody(body), [
			'/data/interactiveData/duration must be integer',
			'/data/interactiveData/dateRangeStart must match format "date"',
		]);
		assert.deepEqual(validateSendMessageBody(changed(schedulerMessage, ['data'], REMOVE)), ['/data is required for type "scheduler"']);
	});

	test('invalid: scheduler action payload missing receiverType', () => {
		const body = changed(schedulerMessage, [...ID, 'scheduleElement', 'action', 'payload', 'receiverType'], REMOVE);
		assert.deepEqual(validateSendMessageBody(body), [
			"/data/interactiveData/scheduleElement/action/payload must have required property 'receiverType'",
		]);
	});

	test('invalid: interactionGoal.type not in the enum of the selected schema', () => {
		const form = changed(formMessage, ['data', 'interactionGoal', 'type'], 'someOf');
		assert.deepEqual(validateSendMessageBody(form), [
			'/data/interactionGoal/type must be equal to one of the allowed values ("anyOf", "allOf", "oneOf", "none")',
		]);
		// anyAction is a scheduler goal only: form and card reject it (schema and specification agree).
		const card = changed(cardMessage, ['data', 'interactionGoal', 'type'], 'anyAction');
		assert.deepEqual(validateSendMessageBody(card), [
			'/data/interactionGoal/type must be equal to one of the allowed values ("anyOf", "allOf", "oneOf", "none")',
		]);
		// ... and anyOf is a form/card goal only: the scheduler rejects it.
		const scheduler = changed(schedulerMessage, ['data', 'interactionGoal', 'type'], 'anyOf');
		assert.deepEqual(validateSendMessageBody(scheduler), [
			'/data/interactionGoal/type must be equal to one of the allowed values ("anyAction", "allOf", "oneOf", "none")',
		]);
	});

	test('invalid: defaultValue must be an array for checkbox and a string otherwise (specification)', () => {
		const body = changed(
			changed(formMessage, [...ID, 'formFields', 0, 'defaultValue'], ['Ada']),
			[...ID, 'formFields', 2, 'defaultValue'],
			'garbage',
		);
		assert.deepEqual(validateSendMessageBody(body), [
			'/data/interactiveData/formFields/0/defaultValue must be string',
			'/data/interactiveData/formFields/2/defaultValue must be array',
		]);
	});

	test('invalid: element fields the specification types (options, buttonText, action, title)', () => {
		const form = changed(changed(formMessage, [...ID, 'title'], 7), [...ID, 'formFields', 1, 'options'], [{ value: 'in' }]);
		assert.deepEqual(validateSendMessageBody(form), [
			"/data/interactiveData/formFields/1/options/0 must have required property 'label'",
			'/data/interactiveData/title must be string',
		]);
		const card = changed(
			changed(cardMessage, [...ID, 'cardActions', 0, 'buttonText'], true),
			[...ID, 'cardActions', 1, 'action'],
			'https://www.cometchat.com',
		);
		assert.deepEqual(validateSendMessageBody(card), [
			'/data/interactiveData/cardActions/0/buttonText must be string',
			'/data/interactiveData/cardActions/1/action must be object',
		]);
	});

	test('invalid: wrong interactive type, missing or unknown category, non-object body', () => {
		assert.deepEqual(validateSendMessageBody({ ...cardMessage, type: 'poll' }), [
			'/type must be equal to one of the allowed values ("card", "form", "customInteractive", "scheduler")',
		]);
		assert.deepEqual(validateSendMessageBody(changed(textMessage, ['category'], REMOVE)), [
			"/ must have required property 'category' (it selects the message, custom or interactive variant)",
		]);
		assert.deepEqual(validateSendMessageBody({ ...textMessage, category: 'action' }), [
			'/category must be equal to one of the allowed values ("message", "custom", "interactive"), got "action"',
		]);
		assert.deepEqual(validateSendMessageBody([textMessage]), ['/ must be a JSON object']);
		assert.deepEqual(validateSendMessageBody(null), ['/ must be a JSON object']);
	});
});

describe('Message > Send request body schema: the official files themselves', () => {
	test('official examples: card and scheduler pass; the form example fails only on its dateTime defaultValue false', () => {
		type Examples = Record<'form-interactive' | 'card-interactive' | 'scheduler-interactive', { value: unknown }>;
		const doc = loadOpenApiDocument(INTERACTIVE_FILE) as unknown as {
			paths: { '/messages': { post: { requestBody: { content: { 'application/json': { examples: Examples } } } } } };
		};
		const examples = doc.paths['/messages'].post.requestBody.content['application/json'].examples;
		assert.deepEqual(validateSendMessageBody(examples['card-interactive'].value), []);
		assert.deepEqual(validateSendMessageBody(examples['scheduler-interactive'].value), []);
		// Neither the schema (string) nor the specification (string, or array for checkbox)
		// allows the boolean the upstream example uses for its dateTime element.
		assert.deepEqual(validateSendMessageBody(examples['form-interactive'].value), [
			'/data/interactiveData/formFields/7/defaultValue must be string',
		]);
	});

	test('the current file has ten dangling $refs, none of them reached by the message schemas', () => {
		// All of them are used only by /moderation/* operations.
		assert.deepEqual(findDanglingRefs(loadOpenApiDocument(CURRENT_FILE)), [
			'#/components/parameters/apikey',
			'#/components/parameters/appId',
			'#/components/parameters/key',
			'#/components/parameters/keywordId',
			'#/components/parameters/messageId',
			'#/components/parameters/ruleId',
			'#/components/parameters/secret',
			'#/components/schemas/KeywordList',
			'#/components/schemas/ModerationData',
			'#/components/schemas/ModerationRequestBody',
		]);
		assert.deepEqual(findDanglingRefs(loadOpenApiDocument(INTERACTIVE_FILE)), []);
		// Compiling the message and custom schemas does not trip over them.
		assert.deepEqual(validateSendMessageBody(textMessage), []);
		assert.deepEqual(validateSendMessageBody(customMessage), []);
	});

	test('schema/specification disagreements are documented', () => {
		assert.equal(schemaDisagreements.length, 5);
		for (const entry of schemaDisagreements) {
			for (const key of ['where', 'schema', 'specification', 'resolution'] as const) {
				assert.ok(entry[key].length > 0, `${key} of ${entry.where}`);
			}
		}
		assert.ok(schemaDisagreements.some((d) => d.where.includes('defaultValue')));
		assert.ok(schemaDisagreements.some((d) => d.where.includes('data.oneOf')));
		assert.ok(schemaAgreementsChecked.some((s) => s.startsWith('interactionGoal.type')));
	});
});
