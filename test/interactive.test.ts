/**
 * Interactive messages through n8n's engine: each builder and JSON input, every body
 * validated against CometChat's OpenAPI schema (afterEach), and the rules that refuse
 * a message before anything is sent.
 */
import assert from 'node:assert/strict';
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';
import { type FakeCometChat } from './support/fakeCometChat';
import { runNode } from './support/engine';
import { sendParams, startFake } from './support/fixtures';
import { validateAndCount } from './support/schemaCheck';

let server: FakeCometChat;
let credentials: ICredentialDataDecryptedObject;

beforeAll(async () => ({ server, credentials } = await startFake()));
afterAll(async () => await server.stop());
beforeEach(() => server.reset());
afterEach(() => validateAndCount(server));

const CHAT_URL = 'https://app.api-us.cometchat.io/v3/messages';
const interactive = (extra: INodeParameters) => sendParams({ category: 'interactive', receiver: 'ana', ...extra });
const sent = () => server.requestsTo('POST', '/v3/messages').map((r) => r.body as IDataObject);

async function expectSent(parameters: INodeParameters, items?: Array<{ json: IDataObject }>): Promise<IDataObject[]> {
	const { error, items: output } = await runNode({ parameters, credentials, items });
	assert.equal(error, undefined, String(error?.message));
	assert.equal(output.length, sent().length);
	return sent();
}

async function expectRefused(parameters: INodeParameters, pattern: RegExp): Promise<void> {
	const { error } = await runNode({ parameters, credentials });
	assert.match(String(error?.message), pattern);
	assert.equal(server.requests.length, 0, 'nothing may be sent');
}

const cardBuilder: INodeParameters = {
	interactiveType: 'card',
	cardText: 'Your order has shipped',
	cardImageUrl: 'https://example.invalid/box.png',
	cardActions: {
		button: [
			{ elementId: 'track', buttonText: 'Track', actionType: 'urlNavigation', url: 'https://example.invalid/track' },
			{
				elementId: 'thanks',
				buttonText: 'Say Thanks',
				disableAfterInteracted: false,
				actionType: 'apiAction',
				url: CHAT_URL,
				method: 'POST',
				payload: '{"category":"message","type":"text","data":{"text":"Thanks!"},"receiver":"a","receiverType":"user"}',
				headers: '{"onBehalfOf":"a"}',
				dataKey: 'CometChatData',
			},
		],
	},
};

const cardData = {
	interactionGoal: { type: 'anyOf', elementIds: ['track', 'thanks'] },
	allowSenderInteraction: false,
	interactiveData: {
		text: 'Your order has shipped',
		imageUrl: 'https://example.invalid/box.png',
		cardActions: [
			{ elementType: 'button', elementId: 'track', buttonText: 'Track', disableAfterInteracted: true, action: { actionType: 'urlNavigation', url: 'https://example.invalid/track' } },
			{
				elementType: 'button',
				elementId: 'thanks',
				buttonText: 'Say Thanks',
				disableAfterInteracted: false,
				action: {
					actionType: 'apiAction',
					url: CHAT_URL,
					method: 'POST',
					payload: { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'a', receiverType: 'user' },
					headers: { onBehalfOf: 'a' },
					dataKey: 'CometChatData',
				},
			},
		],
	},
};

const formBuilder: INodeParameters = {
	interactiveType: 'form',
	formTitle: 'Book a Demo',
	formFields: {
		field: [
			{ elementType: 'textInput', elementId: 'name', label: 'Name', placeholder: 'Your name', maxLines: 1 },
			{ elementType: 'dropdown', elementId: 'country', label: 'Country', fieldOptions: { option: [{ label: 'India', value: 'IN' }, { label: 'Australia', value: 'AU' }] }, defaultValue: 'IN' },
			{ elementType: 'checkbox', elementId: 'services', label: 'Services', optional: true, fieldOptions: { option: [{ label: 'Garbage', value: 'garbage' }, { label: 'Lift', value: 'lift' }] }, defaultValue: 'garbage, lift' },
			{ elementType: 'singleSelect', elementId: 'wing', label: 'Wing', fieldOptions: { option: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] } },
		],
	},
	formSubmitUrl: CHAT_URL,
	formSubmitPayload: '{"category":"message","type":"text","data":{"text":"Thanks!"},"receiver":"b","receiverType":"user"}',
	formSubmitDataKey: 'CometChatData',
};

const schedulerBuilder: INodeParameters = {
	interactiveType: 'scheduler',
	schedulerTitle: 'Meet with Dr. Jacob',
	schedulerAvatarUrl: 'https://example.invalid/jacob.png',
	schedulerDuration: 60,
	schedulerBufferTime: 15,
	schedulerTimezoneCode: 'Asia/Kolkata',
	schedulerDateRangeStart: '2026-12-01T00:00:00',
	schedulerDateRangeEnd: '2026-12-31T00:00:00',
	schedulerAvailability: { slot: [{ day: 'monday', from: '0900', to: '1700' }, { day: 'friday', from: '09:00', to: '12:00' }] },
	schedulerIcsFileUrl: 'https://example.invalid/calendar.ics',
	schedulerActionUrl: CHAT_URL,
	schedulerOptions: { schedulerActionHeaders: '{"onBehalfOf":"jacob"}' },
};

describe('builders', () => {
	test('card: exact body', async () => {
		const [body] = await expectSent(interactive(cardBuilder));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
	});

	test('form: fields of every kind, checkbox default as an array, submit button, goal', async () => {
		const [body] = await expectSent(interactive(formBuilder));
		assert.equal(body.type, 'form');
		const data = body.data as IDataObject;
		assert.deepEqual(data.interactionGoal, { type: 'anyOf', elementIds: ['submit'] });
		const { formFields, submitElement, title } = data.interactiveData as IDataObject;
		assert.equal(title, 'Book a Demo');
		assert.deepEqual((formFields as IDataObject[]).map((f) => [f.elementType, f.elementId, f.defaultValue]), [
			['textInput', 'name', undefined],
			['dropdown', 'country', 'IN'],
			['checkbox', 'services', ['garbage', 'lift']],
			['singleSelect', 'wing', undefined],
		]);
		assert.deepEqual((formFields as IDataObject[])[0].placeholder, { text: 'Your name' });
		assert.deepEqual((submitElement as IDataObject).elementType, 'button');
		assert.deepEqual(((submitElement as IDataObject).action as IDataObject).payload, { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'b', receiverType: 'user' });
	});

	test('scheduler: every required field, the confirmation going back to the receiver', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		assert.equal(body.type, 'scheduler');
		const data = body.data as IDataObject;
		const details = data.interactiveData as IDataObject;
		assert.deepEqual(details.availability, { monday: [{ from: '0900', to: '1700' }], friday: [{ from: '0900', to: '1200' }] });
		assert.equal(details.dateRangeStart, '2026-12-01');
		assert.equal(details.dateRangeEnd, '2026-12-31');
		const action = (details.scheduleElement as IDataObject).action as IDataObject;
		assert.deepEqual(action.payload, { data: { text: 'Meeting scheduled successfully!' }, type: 'text', category: 'message', receiver: 'ana', receiverType: 'user' });
		assert.deepEqual(action.headers, { onBehalfOf: 'jacob' });
	});

	test('builder fields take expressions per item', async () => {
		const bodies = await expectSent(
			interactive({ ...cardBuilder, receiver: '={{ $json.uid }}', cardText: '=Order {{ $json.order }} shipped' }),
			[{ json: { uid: 'ana', order: 1 } }, { json: { uid: 'bo', order: 2 } }],
		);
		assert.deepEqual(
			bodies.map((b) => [b.receiver, ((b.data as IDataObject).interactiveData as IDataObject).text]).sort(),
			[['ana', 'Order 1 shipped'], ['bo', 'Order 2 shipped']],
		);
	});

	test('a card button without URL names the parameter and sends nothing', async () => {
		await expectRefused(
			interactive({ interactiveType: 'card', cardText: 'x', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: '={{ "" }}' }] } }),
			/^Card Buttons \(cardActions\) button 1: URL is empty \[item 0\]$/,
		);
	});

	test('duplicate element ids in a form are refused', async () => {
		const fields = (formBuilder.formFields as { field: IDataObject[] }).field;
		await expectRefused(
			interactive({ ...formBuilder, formFields: { field: [fields[0], { ...fields[3], elementId: "name" }] } as never }),
			/Form Fields \(formFields\).*"name" is already used/,
		);
	});

	test('a goal naming no element is refused', async () => {
		await expectRefused(interactive({ ...cardBuilder, interactionGoalElementIds: 'track, nope' }), /interactionGoal.elementIds.*"nope"/);
	});
});

describe('JSON input', () => {
	const json = (type: string, data: unknown, input = 'json') =>
		interactive({ interactiveType: type, interactiveInput: input, interactiveJson: JSON.stringify(data) });

	test('card JSON is sent as data, unchanged', async () => {
		const [body] = await expectSent(json('card', cardData));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
	});

	test('form JSON with a checkbox array default (the specification wins over the schema)', async () => {
		const data = {
			interactionGoal: { type: 'allOf', elementIds: ['agree', 'submit'] },
			allowSenderInteraction: true,
			interactiveData: {
				title: 'Consent',
				formFields: [{ elementType: 'checkbox', elementId: 'agree', label: 'I agree', options: [{ value: 'yes', label: 'Yes' }], defaultValue: ['yes'] }],
				submitElement: { elementType: 'button', elementId: 'submit', buttonText: 'Send', disableAfterInteracted: true, action: { actionType: 'urlNavigation', url: 'https://example.invalid' } },
			},
		};
		const [body] = await expectSent(json('form', data));
		assert.deepEqual(body.data, data);
	});

	test('customInteractive takes any object, whatever interactiveInput says', async () => {
		const data = { poll: { question: 'Lunch?', options: ['pizza', 'sushi'] } };
		const [body] = await expectSent(json('customInteractive', data, 'fields'));
		assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'customInteractive', data });
	});

	test('scheduler JSON missing a required field is refused, naming interactiveJson and the path', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		server.reset();
		const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
		delete (data.interactiveData as IDataObject).icsFileUrl;
		await expectRefused(json('scheduler', data), /^Interactive Data \(JSON\) \(interactiveJson\) is not valid for a scheduler: interactiveData.icsFileUrl is missing/);
	});

	test('a scheduler with a duration that is not an integer is refused', async () => {
		const [body] = await expectSent(interactive(schedulerBuilder));
		server.reset();
		const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
		(data.interactiveData as IDataObject).duration = '60';
		await expectRefused(json('scheduler', data), /interactiveData.duration/);
	});

	test('JSON that is an array is refused', async () => {
		await expectRefused(json('card', [cardData]), /^Interactive Data \(JSON\) \(interactiveJson\) must be a JSON object, but it is an array \[item 0\]$/);
	});

	test('interactive data of exactly 10,240 bytes is sent, 10,241 refused', async () => {
		const base = { blob: '' };
		const room = 10_240 - Buffer.byteLength(JSON.stringify(base));
		const [body] = await expectSent(json('customInteractive', { blob: 'x'.repeat(room) }));
		assert.equal(Buffer.byteLength(JSON.stringify(body.data)), 10_240);
		server.reset();
		await expectRefused(json('customInteractive', { blob: 'x'.repeat(room + 1) }), /^Interactive Data \(interactiveJson or the builder fields\) is too large: the data object is 10241 bytes/);
	});
});
