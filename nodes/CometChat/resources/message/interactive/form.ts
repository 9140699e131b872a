import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { describeKind, type ItemParameters } from '../../../../shared/validation/parameters';
import { buildButton, buildEntries, buildGoal, builderShow, buttonValues, shownWith, toText, valueScope, type ValueScope } from './elements';

/** A form: a title, input fields (and buttons), a submit button. */

const inputTypes = { show: { elementType: ['checkbox', 'dropdown', 'singleSelect', 'textInput'] } };
const textInput = { show: { elementType: ['textInput'] } };

/** One entry of Form Fields: an input element, or a button shown inside the form. */
const formFieldValues: INodeProperties[] = [
	{
		displayName: 'Field Type',
		name: 'elementType',
		type: 'options',
		options: [
			{ name: 'Button', value: 'button', description: 'A button inside the form, e.g. a link' },
			{ name: 'Checkbox', value: 'checkbox', description: 'Several options, any number can be ticked' },
			{ name: 'Dropdown', value: 'dropdown', description: 'A list to pick one option from' },
			{ name: 'Single Select', value: 'singleSelect', description: 'Options shown side by side, one can be picked' },
			{ name: 'Text Input', value: 'textInput', description: 'A box to type text in' },
		],
		default: 'textInput',
	},
	{ displayName: 'Label', name: 'label', type: 'string', default: '', placeholder: 'e.g. Your Name', description: 'The label shown with the field', displayOptions: inputTypes },
	{
		displayName: 'Element ID',
		name: 'elementId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. name',
		description: 'ID of the field, unique within the message. The submitted values are keyed by it and Goal Element IDs refer to it.',
		displayOptions: inputTypes,
	},
	{ displayName: 'Optional', name: 'optional', type: 'boolean', default: false, description: 'Whether the user may leave the field empty', displayOptions: inputTypes },
	{ displayName: 'Placeholder', name: 'placeholder', type: 'string', default: '', placeholder: 'e.g. Write your name here', description: 'Grey text shown in the empty box', displayOptions: textInput },
	{
		displayName: 'Max Lines',
		name: 'maxLines',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 1,
		description: 'How many lines of text the box holds (1 for a single line)',
		displayOptions: textInput,
	},
	{
		displayName: 'Choices',
		name: 'fieldOptions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Choice',
		default: {},
		description: 'The options the user can pick from',
		displayOptions: { show: { elementType: ['checkbox', 'dropdown', 'singleSelect'] } },
		options: [
			{
				displayName: 'Choice',
				name: 'option',
				values: [
					{ displayName: 'Label', name: 'label', type: 'string', default: '', placeholder: 'e.g. India', description: 'The text the user sees' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '', placeholder: 'e.g. IN', description: 'The value submitted when this option is picked. Leave empty to use the label.' },
				],
			},
		],
	},
	{
		displayName: 'Default Value',
		name: 'defaultValue',
		type: 'string',
		default: '',
		description:
			'The value filled in at first. For a dropdown or single select, the value of the option picked at first; for a checkbox, the values of the options ticked at first, comma-separated. Leave empty for none.',
		displayOptions: inputTypes,
	},
	...shownWith({ elementType: ['button'] }, buttonValues),
];

/**
 * The form's submit button: a button's settings as top-level parameters ("Submit Button URL",
 * formSubmitUrl), calling an API unless set otherwise.
 */
const submitDefaults: Record<string, string> = { elementId: 'submit', buttonText: 'Submit', actionType: 'apiAction' };
const submitFields: INodeProperties[] = buttonValues.map((value) => ({
	...value,
	displayName: `Submit Button ${value.displayName}`,
	name: `formSubmit${value.name.charAt(0).toUpperCase()}${value.name.slice(1)}`,
	default: submitDefaults[value.name] ?? value.default,
	displayOptions: value.displayOptions && { show: { formSubmitActionType: ['apiAction'] } },
}));

export const formFields = shownWith(builderShow('form'), [
	{ displayName: 'Form Title', name: 'formTitle', type: 'string', required: true, default: '', placeholder: 'e.g. Book a Demo', description: 'The title shown above the form' },
	{
		displayName: 'Form Fields',
		name: 'formFields',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Form Field',
		default: {},
		description: 'The fields of the form, in order',
		options: [{ displayName: 'Field', name: 'field', values: formFieldValues }],
	},
	...submitFields,
	{
		displayName: 'Goal Completion Text',
		name: 'formGoalCompletionText',
		type: 'string',
		default: '',
		placeholder: 'e.g. Thanks, we got your answers!',
		description: 'Text shown once the goal is completed. Leave empty for the default.',
	},
]);

export const FORM_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
		allowSenderInteraction: false,
		interactiveData: {
			title: 'Quick survey',
			formFields: [
				{ elementType: 'textInput', elementId: 'name', label: 'Your name', optional: false, maxLines: 1, placeholder: { text: 'Name' } },
				{ elementType: 'dropdown', elementId: 'rating', label: 'Rating', optional: false, options: [{ value: 'good', label: 'Good' }, { value: 'bad', label: 'Bad' }], defaultValue: 'good' },
			],
			submitElement: { elementType: 'button', elementId: 'submit', buttonText: 'Send', disableAfterInteracted: true, action: { actionType: 'urlNavigation', url: 'https://example.com/thanks' } },
		},
	},
	null,
	2,
);

const FORM_ELEMENT_TYPES = ['button', 'checkbox', 'dropdown', 'singleSelect', 'textInput'];

function buildChoices(scope: ValueScope, entry: IDataObject) {
	const rows = (entry.fieldOptions as IDataObject | undefined)?.option as IDataObject[] | undefined;
	if (!Array.isArray(rows) || rows.length === 0) throw scope.fail('fieldOptions', 'has no choices; add at least one');
	const seen = new Set<string>();
	return rows.map((row, index) => {
		const label = toText(row.label);
		if (!label) throw scope.fail('fieldOptions', `choice ${index + 1} has no label`);
		const value = toText(row.value) || label;
		if (seen.has(value)) throw scope.fail('fieldOptions', `has the value "${value}" twice; values must differ`);
		seen.add(value);
		return { value, label };
	});
}

/** One entry of Form Fields: an input element or a button. */
function buildFormField(scope: ValueScope, entry: IDataObject) {
	const elementType = toText(entry.elementType) || 'textInput';
	if (!FORM_ELEMENT_TYPES.includes(elementType)) throw scope.fail('elementType', `must be one of ${FORM_ELEMENT_TYPES.join(', ')}, but it is "${elementType}"`);
	if (elementType === 'button') return buildButton(scope, entry);

	const label = toText(entry.label);
	const element: IDataObject = { elementType, elementId: scope.requiredText('elementId', entry.elementId), ...(label && { label }), optional: entry.optional === true };
	if (elementType === 'textInput') {
		const maxLines = entry.maxLines === undefined || entry.maxLines === '' ? 1 : Number(entry.maxLines);
		if (!Number.isInteger(maxLines) || maxLines < 1) throw scope.fail('maxLines', 'must be a whole number of at least 1');
		const [placeholder, defaultValue] = [toText(entry.placeholder), toText(entry.defaultValue)];
		return { ...element, maxLines, ...(placeholder && { placeholder: { text: placeholder } }), ...(defaultValue && { defaultValue }) };
	}

	// checkbox, dropdown, single select: choices, and a default among them (a checkbox's a list or comma-separated text)
	const options = buildChoices(scope, entry);
	const values = options.map((option) => option.value);
	const given = entry.defaultValue;
	const list = elementType !== 'checkbox' ? [given] : Array.isArray(given) ? given : typeof given === 'string' ? given.split(',') : given == null ? [] : undefined;
	if (list === undefined) throw scope.fail('defaultValue', `must be a list or comma-separated text, but it is ${describeKind(given)}`);
	const defaults = list.map((value) => toText(value) ?? '').filter((value) => value !== '');
	const unknown = defaults.find((value) => !values.includes(value));
	if (unknown !== undefined) throw scope.fail('defaultValue', `"${unknown}" is not the value of one of the choices (${values.join(', ')})`);
	return { ...element, options, ...(defaults.length > 0 && { defaultValue: elementType === 'checkbox' ? defaults : defaults[0] }) };
}

/** The data of a form from Form Title, Form Fields, the Submit Button fields and Goal Completion Text. */
export function buildFormData(this: ItemParameters) {
	const title = valueScope(this, () => ['Form Title', 'formTitle']).requiredText('formTitle', this.getNodeParameter('formTitle', ''));
	const fields = buildEntries(this, formFields, 'formFields', buildFormField);

	// the submit button's settings by the keys of a button (formSubmitUrl: url)
	const submit = Object.fromEntries(submitFields.map((field, index) => [buttonValues[index].name, field]));
	const settings = Object.fromEntries(Object.entries(submit).map(([key, field]) => [key, this.getNodeParameter(field.name, field.default)]));
	const submitElement = buildButton(valueScope(this, (key) => [submit[key].displayName, submit[key].name]), settings);

	const goalCompletionText = toText(this.getNodeParameter('formGoalCompletionText', ''));
	const interactiveData = { title, formFields: fields, submitElement, ...(goalCompletionText && { goalCompletionText }) };
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', [submitElement.elementId]), interactiveData };
}
