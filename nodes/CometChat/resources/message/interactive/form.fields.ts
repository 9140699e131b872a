import type { INodeProperties } from 'n8n-workflow';
import { buttonFieldSet, submitParameterName } from './elements.fields';
import { builderShow } from './show';

const show = builderShow('form');

const inputTypes = ['checkbox', 'dropdown', 'singleSelect', 'textInput'];
const choiceTypes = ['checkbox', 'dropdown', 'singleSelect'];

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
	{
		displayName: 'Label',
		name: 'label',
		type: 'string',
		default: '',
		placeholder: 'e.g. Your Name',
		description: 'The label shown with the field',
		displayOptions: { show: { elementType: inputTypes } },
	},
	{
		displayName: 'Element ID',
		name: 'elementId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. name',
		description:
			'ID of the field, unique within the message. The submitted values are keyed by it and Goal Element IDs refer to it.',
		displayOptions: { show: { elementType: inputTypes } },
	},
	{
		displayName: 'Optional',
		name: 'optional',
		type: 'boolean',
		default: false,
		description: 'Whether the user may leave the field empty',
		displayOptions: { show: { elementType: inputTypes } },
	},
	{
		displayName: 'Placeholder',
		name: 'placeholder',
		type: 'string',
		default: '',
		placeholder: 'e.g. Write your name here',
		description: 'Grey text shown in the empty box',
		displayOptions: { show: { elementType: ['textInput'] } },
	},
	{
		displayName: 'Max Lines',
		name: 'maxLines',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 1,
		description: 'How many lines of text the box holds (1 for a single line)',
		displayOptions: { show: { elementType: ['textInput'] } },
	},
	{
		displayName: 'Choices',
		name: 'fieldOptions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Choice',
		default: {},
		description: 'The options the user can pick from',
		displayOptions: { show: { elementType: choiceTypes } },
		options: [
			{
				displayName: 'Choice',
				name: 'option',
				values: [
					{
						displayName: 'Label',
						name: 'label',
						type: 'string',
						default: '',
						placeholder: 'e.g. India',
						description: 'The text the user sees',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. IN',
						description: 'The value submitted when this option is picked. Leave empty to use the label.',
					},
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
		displayOptions: { show: { elementType: inputTypes } },
	},
	...buttonFieldSet({ name: (key) => key, show: { elementType: ['button'] } }),
];

export const formFields: INodeProperties[] = [
	{
		displayName: 'Form Title',
		name: 'formTitle',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Book a Demo',
		description: 'The title shown above the form',
		displayOptions: { show },
	},
	{
		displayName: 'Form Fields',
		name: 'formFields',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Form Field',
		default: {},
		description: 'The fields of the form, in order',
		displayOptions: { show },
		options: [{ displayName: 'Field', name: 'field', values: formFieldValues }],
	},
	...buttonFieldSet({
		name: submitParameterName,
		show,
		label: 'Submit Button',
		defaultElementId: 'submit',
		defaultButtonText: 'Submit',
		defaultActionType: 'apiAction',
	}),
	{
		displayName: 'Goal Completion Text',
		name: 'formGoalCompletionText',
		type: 'string',
		default: '',
		placeholder: 'e.g. Thanks, we got your answers!',
		description: 'Text shown once the goal is completed. Leave empty for the default.',
		displayOptions: { show },
	},
];
