/**
 * Message > Send, the interactive messages: a describe block per type (card, form, scheduler,
 * customInteractive) and one for the parameters they share, each with its own fake.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { assertSchemaValid, build, buildError, CHAT_URL, interactive, interactiveDataProblems, jsonInput, isIsoDate, officialScheduler, toDateOnly, toHhmm, validateSendMessageBody, interactiveFields, interactiveJsonExamples, resolvedParameters } from './interactiveHelpers';
import { useSendFake } from './sendFake';
import type { FakeCometChat } from '../../../support/fakeCometChat';
import { CometChat } from '../../../../nodes/CometChat/CometChat.node';

/**
 * Message > Send, interactive card: the builder and JSON through n8n's engine (every body
 * validated against CometChat's OpenAPI), the builder and the card rules on their own.
 */
describe('interactive.card', () => {
	const { expectSent, refused } = useSendFake();

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

	describe('Message > Send: interactive card', () => {
		test('card: exact body', async () => {
			const [body] = await expectSent(interactive(cardBuilder));
			assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
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
			await refused(
				interactive({ interactiveType: 'card', cardText: 'x', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: '={{ "" }}' }] } }),
				/^Card Buttons \(cardActions\) button 1: URL is empty \[item 0\]$/,
			);
		});

		test('a goal naming no element is refused', async () => {
			await refused(interactive({ ...cardBuilder, interactionGoalElementIds: 'track, nope' }), /interactionGoal.elementIds.*"nope"/);
		});

		test('card JSON is sent as data, unchanged', async () => {
			const [body] = await expectSent(jsonInput('card', cardData));
			assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'card', data: cardData });
		});

		test('JSON that is an array is refused', async () => {
			await refused(jsonInput('card', [cardData]), /^Interactive Data \(JSON\) \(interactiveJson\) must be a JSON object, but it is an array \[item 0\]$/);
		});
	});

	const button = (elementId: string): IDataObject => ({
		elementType: 'button',
		elementId,
		buttonText: elementId,
		disableAfterInteracted: true,
		action: { actionType: 'urlNavigation', url: 'https://example.com' },
	});

	describe('Message > Send: interactive card, the builder and the rules on their own', () => {
		test('card builder: text, image and buttons, goal defaulting to every button', () => {
			const data = build({
				interactiveType: 'card',
				cardText: 'Your order has shipped',
				cardImageUrl: 'https://example.com/box.png',
				cardActions: {
					button: [
						{ elementId: 'track', buttonText: 'Track', actionType: 'urlNavigation', url: 'https://example.com/track' },
						{
							elementId: 'thanks',
							buttonText: 'Say Thanks',
							disableAfterInteracted: false,
							actionType: 'apiAction',
							url: CHAT_URL,
							method: 'POST',
							payload: '{"category":"message","type":"text","data":{"text":"Thanks!"},"receiver":"a","receiverType":"user"}',
							headers: { onBehalfOf: 'a' },
							dataKey: 'CometChatData',
						},
					],
				},
			});
			assert.deepEqual(data, {
				interactionGoal: { type: 'anyOf', elementIds: ['track', 'thanks'] },
				allowSenderInteraction: false,
				interactiveData: {
					text: 'Your order has shipped',
					imageUrl: 'https://example.com/box.png',
					cardActions: [
						{
							elementType: 'button',
							elementId: 'track',
							buttonText: 'Track',
							disableAfterInteracted: true,
							action: { actionType: 'urlNavigation', url: 'https://example.com/track' },
						},
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
			});
			assertSchemaValid('card', data);
		});

		test('card builder errors name the parameter, the entry and the item', () => {
			assert.equal(buildError({ cardText: '  ' }, 3).message, 'Card Text (cardText) is empty [item 3]');
			assert.equal(
				buildError({ cardText: 'x', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: '' }] } }).message,
				'Card Buttons (cardActions) button 1: URL is empty [item 0]',
			);
			assert.match(
				buildError({
					cardText: 'x',
					cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: 'https://x', actionType: 'apiAction', payload: '[1]' }] },
				}).message,
				/^Card Buttons \(cardActions\) button 1: Payload must be a JSON object, but it is an array \[item 0\]$/,
			);
			const duplicate = buildError({
				cardText: 'x',
				cardActions: {
					button: [
						{ elementId: 'a', buttonText: 'A', url: 'https://x' },
						{ elementId: 'a', buttonText: 'B', url: 'https://y' },
					],
				},
			});
			assert.match(duplicate.message, /^Card Buttons \(cardActions\) gives a card that is not valid: interactiveData\.cardActions\[1\]\.elementId "a" is already used/);
			assert.match(
				buildError({ cardText: 'x', interactionGoalElementIds: 'nope', cardActions: { button: [{ elementId: 'a', buttonText: 'A', url: 'https://x' }] } }).message,
				/^Goal Element IDs \(interactionGoalElementIds\) gives a card that is not valid: interactionGoal\.elementIds\[0\] "nope" names no element of this card \[item 0\]$/,
			);
		});

		test('card and form: element ids unique, goal ids name elements, goal types', () => {
			const card = {
				interactionGoal: { type: 'anyOf', elementIds: ['a', 'zzz'] },
				interactiveData: { text: 'hi', cardActions: [button('a'), button('b'), button('a')] },
			};
			const problems = interactiveDataProblems('card', card);
			assert.deepEqual(problems, [
				'interactiveData.cardActions[2].elementId "a" is already used by interactiveData.cardActions[0]; element ids must be unique',
				'interactionGoal.elementIds[1] "zzz" names no element of this card',
			]);

			const form = {
				interactionGoal: { type: 'anyAction', elementIds: ['submit'] },
				interactiveData: {
					title: 'T',
					formFields: [{ elementType: 'textInput', elementId: 'submit' }, 'oops', { elementType: 'textInput' }],
					submitElement: button('submit'),
				},
			};
			assert.deepEqual(interactiveDataProblems('form', form), [
				'interactionGoal.type must be one of anyOf, allOf, oneOf, none, but it is "anyAction"',
				'interactiveData.formFields[1] must be an object, but it is a string',
				'interactiveData.formFields[2].elementId is missing',
				'interactiveData.submitElement.elementId "submit" is already used by interactiveData.formFields[0]; element ids must be unique',
			]);
		});
	});
});

/**
 * Message > Send, interactive form: the builder and JSON through n8n's engine (every body
 * validated against CometChat's OpenAPI), the builder and the form rules on their own.
 */
describe('interactive.form', () => {
	const { expectSent, refused } = useSendFake();

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

	describe('Message > Send: interactive form', () => {
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

		test('duplicate element ids in a form are refused', async () => {
			const fields = (formBuilder.formFields as { field: IDataObject[] }).field;
			await refused(
				interactive({ ...formBuilder, formFields: { field: [fields[0], { ...fields[3], elementId: "name" }] } as never }),
				/Form Fields \(formFields\).*"name" is already used/,
			);
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
			const [body] = await expectSent(jsonInput('form', data));
			assert.deepEqual(body.data, data);
		});
	});

	const formValues = (): INodeParameters => ({
		interactiveType: 'form',
		formTitle: 'Book a Demo',
		formFields: {
			field: [
				{ elementType: 'textInput', elementId: 'name', label: 'Name', placeholder: 'Your name', maxLines: 1, defaultValue: 'vivek' },
				{ elementType: 'textInput', elementId: 'address', label: 'Address', optional: true, maxLines: 5 },
				{
					elementType: 'dropdown',
					elementId: 'country',
					label: 'Country',
					fieldOptions: { option: [{ label: 'India', value: 'IN' }, { label: 'Australia', value: 'AU' }] },
					defaultValue: 'IN',
				},
				{
					elementType: 'checkbox',
					elementId: 'services',
					label: 'Services',
					optional: true,
					fieldOptions: { option: [{ label: 'Garbage', value: 'garbage' }, { label: 'Lift', value: '' }] },
					defaultValue: 'garbage, Lift',
				},
				{
					elementType: 'singleSelect',
					elementId: 'wing',
					label: 'Wing',
					fieldOptions: { option: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] },
				},
				{ elementType: 'button', elementId: 'about', buttonText: 'About Us', actionType: 'urlNavigation', url: 'https://www.cometchat.com' },
			],
		},
		formSubmitUrl: CHAT_URL,
		formSubmitPayload: { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'b', receiverType: 'user' },
		formSubmitHeaders: '{"onBehalfOf":"a"}',
		formSubmitDataKey: 'CometChatData',
		allowSenderInteraction: true,
	});

	describe('Message > Send: interactive form, the builder and the rules on their own', () => {
		test('form builder: every field type, choices, checkbox default array, submit button and goal', () => {
			const data = build(formValues());
			const interactive = data.interactiveData as IDataObject;
			assert.deepEqual(data.interactionGoal, { type: 'anyOf', elementIds: ['submit'] });
			assert.equal(data.allowSenderInteraction, true);
			assert.equal(interactive.title, 'Book a Demo');
			const fields = interactive.formFields as IDataObject[];
			assert.deepEqual(fields[0], {
				elementType: 'textInput',
				elementId: 'name',
				label: 'Name',
				optional: false,
				maxLines: 1,
				placeholder: { text: 'Your name' },
				defaultValue: 'vivek',
			});
			assert.deepEqual(fields[1], { elementType: 'textInput', elementId: 'address', label: 'Address', optional: true, maxLines: 5 });
			assert.deepEqual(fields[2].options, [
				{ value: 'IN', label: 'India' },
				{ value: 'AU', label: 'Australia' },
			]);
			assert.equal(fields[2].defaultValue, 'IN');
			assert.deepEqual(fields[3].defaultValue, ['garbage', 'Lift']);
			assert.equal(fields[4].defaultValue, undefined);
			assert.equal(fields[5].elementType, 'button');
			assert.deepEqual(interactive.submitElement, {
				elementType: 'button',
				elementId: 'submit',
				buttonText: 'Submit',
				disableAfterInteracted: true,
				action: {
					actionType: 'apiAction',
					url: CHAT_URL,
					method: 'POST',
					payload: { category: 'message', type: 'text', data: { text: 'Thanks!' }, receiver: 'b', receiverType: 'user' },
					headers: { onBehalfOf: 'a' },
					dataKey: 'CometChatData',
				},
			});
			assertSchemaValid('form', data);
		});

		test('form builder errors', () => {
			const values = formValues();
			(values.formFields as { field: IDataObject[] }).field[2].defaultValue = 'US';
			assert.equal(
				buildError(values).message,
				'Form Fields (formFields) field 3: Default Value "US" is not the value of one of the choices (IN, AU) [item 0]',
			);
			const noChoices = formValues();
			(noChoices.formFields as { field: IDataObject[] }).field[4].fieldOptions = {};
			assert.equal(buildError(noChoices).message, 'Form Fields (formFields) field 5: Choices has no choices; add at least one [item 0]');
			assert.equal(buildError({ ...formValues(), formSubmitUrl: '' }, 2).message, 'Submit Button URL (formSubmitUrl) is empty [item 2]');
			assert.equal(buildError({ ...formValues(), formTitle: '' }).message, 'Form Title (formTitle) is empty [item 0]');
			const clash = formValues();
			(clash.formFields as { field: IDataObject[] }).field[0].elementId = 'submit';
			assert.match(buildError(clash).message, /^Submit Button Element ID \(formSubmitElementId\) gives a form that is not valid: .*"submit" is already used by interactiveData\.formFields\[0\]/);
		});

		test('form: checkbox defaultValue is an array of option values (the specification wins over the schema)', () => {
			const checkbox = (defaultValue: unknown) => ({
				interactionGoal: { type: 'none', elementIds: [] },
				interactiveData: {
					title: 'T',
					formFields: [
						{
							elementType: 'checkbox',
							elementId: 'c',
							options: [
								{ value: 'x', label: 'X' },
								{ value: 'y', label: 'Y' },
							],
							defaultValue,
						},
					],
				},
			});
			assert.deepEqual(interactiveDataProblems('form', checkbox(['x', 'y'])), []);
			assertSchemaValid('form', checkbox(['x', 'y']) as IDataObject);
			assert.match(interactiveDataProblems('form', checkbox('x'))[0], /defaultValue must be an array of option values/);
			assert.match(interactiveDataProblems('form', checkbox(['z']))[0], /defaultValue names "z"/);
		});
	});
});

/**
 * Message > Send, interactive scheduler: the builder and JSON through n8n's engine (every
 * body validated against CometChat's OpenAPI), the builder, the scheduler rules and the
 * date and time values on their own.
 */
describe('interactive.scheduler', () => {
	let server: FakeCometChat;
	const { expectSent, refused } = useSendFake((fake) => ({ server } = fake));

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

	describe('Message > Send: interactive scheduler', () => {
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

		test('scheduler with the Receiver picked From List (as the editor saves it): the confirmation goes back to that receiver', async () => {
			const [body] = await expectSent({ ...interactive(schedulerBuilder), receiver: { __rl: true, mode: 'list', value: 'ana', cachedResultName: 'Ana' } });
			assert.equal(body.receiver, 'ana');
			const action = (((body.data as IDataObject).interactiveData as IDataObject).scheduleElement as IDataObject).action as IDataObject;
			assert.deepEqual(action.payload, { data: { text: 'Meeting scheduled successfully!' }, type: 'text', category: 'message', receiver: 'ana', receiverType: 'user' });
		});

		test('scheduler JSON missing a required field is refused, naming interactiveJson and the path', async () => {
			const [body] = await expectSent(interactive(schedulerBuilder));
			server.reset();
			const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
			delete (data.interactiveData as IDataObject).icsFileUrl;
			await refused(jsonInput('scheduler', data), /^Interactive Data \(JSON\) \(interactiveJson\) is not valid for a scheduler: interactiveData.icsFileUrl is missing/);
		});

		test('a scheduler with a duration that is not an integer is refused', async () => {
			const [body] = await expectSent(interactive(schedulerBuilder));
			server.reset();
			const data = JSON.parse(JSON.stringify(body.data)) as IDataObject;
			(data.interactiveData as IDataObject).duration = '60';
			await refused(jsonInput('scheduler', data), /interactiveData.duration/);
		});
	});

	const schedulerValues = (): INodeParameters => ({
		interactiveType: 'scheduler',
		receiver: 'superhero2',
		receiverType: 'user',
		schedulerTitle: 'Meet with Dr. Jacob',
		schedulerAvatarUrl: 'https://example.com/jacob.png',
		schedulerDuration: 60,
		schedulerBufferTime: 15,
		schedulerTimezoneCode: 'Asia/Kolkata',
		schedulerDateRangeStart: '2024-06-09T00:00:00',
		schedulerDateRangeEnd: '2024-06-30T18:00:00.000Z',
		schedulerAvailability: {
			slot: [
				{ day: 'tuesday', from: '10:00', to: '1400' },
				{ day: 'monday', from: '0600', to: '1700' },
				{ day: 'tuesday', from: '1700', to: '2000' },
			],
		},
		schedulerIcsFileUrl: 'https://example.com/calendar.ics',
		schedulerActionUrl: CHAT_URL,
		schedulerOptions: { schedulerActionHeaders: '{"apikey":"scoped-key","onBehalfOf":"jacob"}' },
	});

	describe('Message > Send: interactive scheduler, the builder and the rules on their own', () => {
		test('the official scheduler example has no problems and passes the schema', () => {
			assert.deepEqual(interactiveDataProblems('scheduler', officialScheduler()), []);
			assertSchemaValid('scheduler', officialScheduler());
		});

		test('scheduler: every required field is reported by its path when missing', () => {
			const required = [
				'interactiveData.title',
				'interactiveData.avatarUrl',
				'interactiveData.bufferTime',
				'interactiveData.icsFileUrl',
				'interactiveData.availability',
				'interactiveData.timezoneCode',
				'interactiveData.duration',
				'interactiveData.goalCompletionText',
				'interactiveData.dateRangeStart',
				'interactiveData.dateRangeEnd',
				'interactiveData.scheduleElement',
				'interactiveData.scheduleElement.action',
				'interactiveData.scheduleElement.elementId',
				'interactiveData.scheduleElement.buttonText',
				'interactiveData.scheduleElement.elementType',
				'interactiveData.scheduleElement.disableAfterInteracted',
				'interactiveData.scheduleElement.action.url',
				'interactiveData.scheduleElement.action.actionType',
				'interactiveData.scheduleElement.action.method',
				'interactiveData.scheduleElement.action.dataKey',
				'interactiveData.scheduleElement.action.headers',
				'interactiveData.scheduleElement.action.payload',
				'interactiveData.scheduleElement.action.payload.data',
				'interactiveData.scheduleElement.action.payload.data.text',
				'interactiveData.scheduleElement.action.payload.type',
				'interactiveData.scheduleElement.action.payload.category',
				'interactiveData.scheduleElement.action.payload.receiver',
				'interactiveData.scheduleElement.action.payload.receiverType',
				'interactionGoal',
				'interactionGoal.type',
				'interactionGoal.elementIds',
				'allowSenderInteraction',
				'interactiveData',
			];
			for (const path of required) {
				const data = officialScheduler();
				const keys = path.split('.');
				let holder = data as IDataObject;
				for (const key of keys.slice(0, -1)) holder = holder[key] as IDataObject;
				delete holder[keys[keys.length - 1]];
				assert.ok(interactiveDataProblems('scheduler', data).includes(`${path} is missing`), path);
				// The official schema agrees that the field is required, except payload.data.text: the
				// schema declares it without requiring it, the specification says "data (object with
				// `text` string)", and the specification wins.
				if (path.endsWith('payload.data.text')) continue;
				const body = { receiver: 'a', receiverType: 'user', category: 'interactive', type: 'scheduler', data };
				assert.notDeepEqual(validateSendMessageBody(body), [], `schema accepts a scheduler without ${path}`);
			}
		});

		test('scheduler: types are checked', () => {
			const cases: Array<[string, unknown, RegExp]> = [
				['bufferTime', '15', /interactiveData\.bufferTime must be a whole number/],
				['duration', 30.5, /interactiveData\.duration must be a whole number/],
				['duration', 0, /interactiveData\.duration must be at least 1/],
				['title', 5, /interactiveData\.title must be a string/],
				['availability', 'monday', /interactiveData\.availability must be an object/],
				['dateRangeStart', '09/06/2024', /interactiveData\.dateRangeStart must be a date written YYYY-MM-DD/],
				['dateRangeEnd', '2024-06-08', /interactiveData\.dateRangeEnd \(2024-06-08\) is before/],
			];
			for (const [key, value, pattern] of cases) {
				const data = officialScheduler();
				(data.interactiveData as IDataObject)[key] = value as IDataObject[string];
				const problems = interactiveDataProblems('scheduler', data);
				assert.ok(problems.some((problem) => pattern.test(problem)), `${key}: ${problems.join(' | ')}`);
			}
			const headers = officialScheduler();
			((headers.interactiveData as IDataObject).scheduleElement as IDataObject).action = {
				...(((headers.interactiveData as IDataObject).scheduleElement as IDataObject).action as IDataObject),
				headers: '{}',
			};
			assert.deepEqual(interactiveDataProblems('scheduler', headers), [
				'interactiveData.scheduleElement.action.headers must be an object, but it is a string',
			]);
			const goal = officialScheduler();
			goal.interactionGoal = { type: 'anyOf', elementIds: [] };
			assert.match(interactiveDataProblems('scheduler', goal)[0], /interactionGoal\.type must be one of anyAction, allOf, oneOf, none/);
		});

		test('scheduler builder: every required field, availability grouped by day, dates reduced', () => {
			const data = build(schedulerValues());
			assert.deepEqual(data, {
				interactionGoal: { type: 'anyAction', elementIds: ['schedule'] },
				allowSenderInteraction: false,
				interactiveData: {
					title: 'Meet with Dr. Jacob',
					avatarUrl: 'https://example.com/jacob.png',
					bufferTime: 15,
					icsFileUrl: 'https://example.com/calendar.ics',
					availability: {
						monday: [{ from: '0600', to: '1700' }],
						tuesday: [
							{ from: '1000', to: '1400' },
							{ from: '1700', to: '2000' },
						],
					},
					timezoneCode: 'Asia/Kolkata',
					duration: 60,
					goalCompletionText: 'Your meeting has been scheduled',
					dateRangeStart: '2024-06-09',
					dateRangeEnd: '2024-06-30',
					scheduleElement: {
						elementType: 'button',
						elementId: 'schedule',
						buttonText: 'Schedule',
						disableAfterInteracted: true,
						action: {
							actionType: 'apiAction',
							url: CHAT_URL,
							method: 'POST',
							dataKey: '',
							headers: { apikey: 'scoped-key', onBehalfOf: 'jacob' },
							payload: {
								data: { text: 'Meeting scheduled successfully!' },
								type: 'text',
								category: 'message',
								receiver: 'superhero2',
								receiverType: 'user',
							},
						},
					},
				},
			});
			assertSchemaValid('scheduler', data);

			const toGroup = build({ ...schedulerValues(), schedulerOptions: { schedulerConfirmationReceiver: 'demo1', schedulerConfirmationReceiverType: 'group' } });
			const payload = (((toGroup.interactiveData as IDataObject).scheduleElement as IDataObject).action as IDataObject).payload as IDataObject;
			assert.equal(payload.receiver, 'demo1');
			assert.equal(payload.receiverType, 'group');
		});

		test('scheduler builder errors', () => {
			assert.equal(buildError({ ...schedulerValues(), schedulerTitle: '' }).message, 'Scheduler Title (schedulerTitle) is empty [item 0]');
			assert.equal(
				buildError({ ...schedulerValues(), schedulerDateRangeEnd: '2024-06-01' }).message,
				'Bookable Until (schedulerDateRangeEnd) (2024-06-01) is before Bookable From (2024-06-09) [item 0]',
			);
			assert.equal(buildError({ ...schedulerValues(), schedulerDateRangeStart: '' }).message, 'Bookable From (schedulerDateRangeStart) is empty [item 0]');
			assert.equal(buildError({ ...schedulerValues(), schedulerAvailability: {} }).message, 'Availability (schedulerAvailability) has no time slots; add at least one [item 0]');
			assert.equal(
				buildError({ ...schedulerValues(), schedulerAvailability: { slot: [{ day: 'monday', from: '1700', to: '0900' }] } }).message,
				'Availability (schedulerAvailability) time slot 1: To (0900) must be later than From (1700) [item 0]',
			);
			assert.equal(
				buildError({ ...schedulerValues(), schedulerAvailability: { slot: [{ day: 'monday', from: '9am', to: '1700' }] } }).message,
				'Availability (schedulerAvailability) time slot 1: From "9am" is not a time such as 0900 [item 0]',
			);
			assert.equal(buildError({ ...schedulerValues(), schedulerDuration: 2.5 }).message, 'Meeting Duration (Minutes) (schedulerDuration) must be a whole number [item 0]');
			assert.equal(buildError({ ...schedulerValues(), schedulerOptions: { schedulerActionHeaders: 'nope' } }).message.startsWith('Booking API Headers (schedulerOptions.schedulerActionHeaders) is not valid JSON'), true);
		});
	});

	describe('Message > Send: interactive scheduler, date and time values', () => {
		test('toDateOnly reduces a dateTime value to its date, without time zone shifts', () => {
			assert.equal(toDateOnly('2024-06-09T00:00:00'), '2024-06-09');
			assert.equal(toDateOnly('2024-06-09T23:30:00.000+05:30'), '2024-06-09');
			assert.equal(toDateOnly('2024-06-09'), '2024-06-09');
			assert.equal(toDateOnly(new Date(Date.UTC(2024, 5, 9, 12))), '2024-06-09');
			assert.equal(toDateOnly({ toISODate: () => '2024-06-10' }), '2024-06-10');
			assert.equal(toDateOnly(''), undefined);
			assert.equal(toDateOnly('next tuesday'), undefined);
		});

		test('toHhmm accepts HHmm and HH:mm and refuses impossible times', () => {
			assert.equal(toHhmm('0900'), '0900');
			assert.equal(toHhmm('9:00'), '0900');
			assert.equal(toHhmm('17:30'), '1730');
			assert.equal(toHhmm('2359'), '2359');
			assert.equal(toHhmm('2400'), undefined);
			assert.equal(toHhmm('12:60'), undefined);
			assert.equal(toHhmm('noon'), undefined);
		});

		test('isIsoDate checks the calendar', () => {
			assert.ok(isIsoDate('2024-02-29'));
			assert.ok(!isIsoDate('2023-02-29'));
			assert.ok(!isIsoDate('2024-13-01'));
			assert.ok(!isIsoDate('2024-6-9'));
		});
	});
});

/**
 * Message > Send, interactive customInteractive: any JSON object, through n8n's engine and
 * on its own, and the size limit of interactive data.
 */
describe('interactive.custom', () => {
	let server: FakeCometChat;
	const { expectSent, refused } = useSendFake((fake) => ({ server } = fake));

	describe('Message > Send: interactive customInteractive', () => {
		test('customInteractive takes any object, whatever interactiveInput says', async () => {
			const data = { poll: { question: 'Lunch?', options: ['pizza', 'sushi'] } };
			const [body] = await expectSent(jsonInput('customInteractive', data, 'fields'));
			assert.deepEqual(body, { receiverType: 'user', receiver: 'ana', category: 'interactive', type: 'customInteractive', data });
		});

		test('interactive data of exactly 10,240 bytes is sent, 10,241 refused', async () => {
			const base = { blob: '' };
			const room = 10_240 - Buffer.byteLength(JSON.stringify(base));
			const [body] = await expectSent(jsonInput('customInteractive', { blob: 'x'.repeat(room) }));
			assert.equal(Buffer.byteLength(JSON.stringify(body.data)), 10_240);
			server.reset();
			await refused(jsonInput('customInteractive', { blob: 'x'.repeat(room + 1) }), /^Interactive Data \(interactiveJson or the builder fields\) is too large: the data object is 10241 bytes/);
		});
	});

	describe('Message > Send: interactive customInteractive on its own', () => {
		test('customInteractive: only an object is needed; anything else is refused', () => {
			assert.deepEqual(interactiveDataProblems('customInteractive', { anything: [1, 2] }), []);
			assert.deepEqual(interactiveDataProblems('customInteractive', []), ['data must be an object, but it is an array']);
			assert.deepEqual(interactiveDataProblems('card', null), ['data must be an object, but it is null']);
		});

		test('customInteractive is JSON only, whatever interactiveInput says', () => {
			assert.deepEqual(build({ interactiveType: 'customInteractive', interactiveInput: 'fields', interactiveJson: '{"poll":{"q":"?"}}' }), {
				poll: { q: '?' },
			});
			assert.match(buildError({ interactiveType: 'customInteractive', interactiveJson: '[]' }).message, /^Interactive Data \(JSON\) \(interactiveJson\) must be a JSON object, but it is an array/);
		});
	});
});

/**
 * Message > Send, the interactive parameters: shown only for the interactive category, the
 * contract's names, when the JSON parameter and the builders are shown, JSON input checked,
 * and the JSON defaults valid examples of their type.
 */
describe('interactive.parameters', () => {
	describe('Message > Send: the interactive parameters', () => {
		test('every interactive parameter is shown only for Message > Send > interactive', () => {
			const names = new Set(interactiveFields.map((property) => property.name));
			// formFields is also a parameter of Send and Wait
			const shown = new CometChat().description.properties.filter(
				(property) => names.has(property.name) && (property.displayOptions?.show?.operation as string[] | undefined)?.includes('send'),
			);
			assert.equal(shown.length, interactiveFields.length);
			for (const property of shown) {
				const show = property.displayOptions?.show ?? {};
				assert.deepEqual(show.resource, ['message'], property.name);
				assert.deepEqual(show.operation, ['send'], property.name);
				assert.deepEqual(show.category, ['interactive'], property.name);
			}
		});

		test('contract parameters: interactiveType, interactiveInput, interactiveJson', () => {
			const type = interactiveFields.find((property) => property.name === 'interactiveType');
			assert.ok(type);
			assert.equal(type.default, 'card');
			// Send reads it into the body's type itself (see the interactive.card block)
			assert.equal(type.routing, undefined);
			assert.deepEqual(
				(type.options as Array<{ value: string }>).map((option) => option.value).sort(),
				['card', 'customInteractive', 'form', 'scheduler'],
			);
			const input = interactiveFields.find((property) => property.name === 'interactiveInput');
			assert.ok(input);
			assert.equal(input.default, 'fields');
			assert.deepEqual(input.displayOptions?.show?.interactiveType, ['card', 'form', 'scheduler']);
			// one per type, each shown only for its type, with an example of that type as default
			const json = interactiveFields.filter((property) => property.name === 'interactiveJson');
			assert.deepEqual(json.map((property) => property.displayOptions?.show?.interactiveType), [['card'], ['form'], ['scheduler'], ['customInteractive']]);
			for (const property of json) assert.equal(property.type, 'json');
		});

		test('the JSON parameter is shown for input json and for customInteractive, builders only for input fields', () => {
			const custom = resolvedParameters({ category: 'interactive', interactiveType: 'customInteractive' });
			assert.ok('interactiveJson' in custom);
			assert.ok(!('interactiveInput' in custom));
			assert.ok(!('cardText' in custom));
			const cardJson = resolvedParameters({ category: 'interactive', interactiveInput: 'json' });
			assert.ok('interactiveJson' in cardJson);
			assert.ok(!('cardText' in cardJson));
			const cardFields = resolvedParameters({ category: 'interactive' });
			assert.ok(!('interactiveJson' in cardFields));
			assert.ok('cardText' in cardFields && 'cardActions' in cardFields && !('formTitle' in cardFields));
		});

		test('JSON input: parsed, validated, errors name interactiveJson', () => {
			const scheduler = build({ interactiveType: 'scheduler', interactiveInput: 'json', interactiveJson: JSON.stringify(officialScheduler()) });
			assert.deepEqual(scheduler, officialScheduler());
			const broken = officialScheduler();
			delete ((broken.interactiveData as IDataObject).scheduleElement as IDataObject).elementType;
			const error = buildError({ interactiveType: 'scheduler', interactiveInput: 'json', interactiveJson: broken as INodeParameters }, 1);
			assert.equal(
				error.message,
				'Interactive Data (JSON) (interactiveJson) is not valid for a scheduler: interactiveData.scheduleElement.elementType is missing [item 1]',
			);
			assert.match(error.description ?? '', /- interactiveData\.scheduleElement\.elementType is missing/);
			assert.match(
				buildError({ interactiveType: 'form', interactiveInput: 'json', interactiveJson: '{"interactiveData": ' }).message,
				/^Interactive Data \(JSON\) \(interactiveJson\) is not valid JSON/,
			);
			// The default example of the JSON parameter is a valid card.
			const example = build({ interactiveType: 'card', interactiveInput: 'json' });
			assert.deepEqual(interactiveDataProblems('card', example), []);
			assertSchemaValid('card', example);
		});

		test('the JSON defaults of card, form and scheduler are valid examples of their type', () => {
			for (const [type, example] of Object.entries(interactiveJsonExamples)) {
				const data = JSON.parse(example);
				assert.deepEqual(interactiveDataProblems(type, data), [], type);
				assert.deepEqual(validateSendMessageBody({ receiver: 'a', receiverType: 'user', category: 'interactive', type, data }), [], type);
			}
		});
	});
});
