/**
 * Message > Send, interactive form: the builder and JSON through n8n's engine (every body
 * validated against CometChat's OpenAPI), the builder and the form rules on their own.
 */
import assert from 'node:assert/strict';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { assertSchemaValid, build, buildError, CHAT_URL, interactive, interactiveDataProblems, jsonInput } from './interactiveHelpers';
import { useSendFake } from './sendFake';

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
