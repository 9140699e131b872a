import type { INodeProperties } from 'n8n-workflow';
import { sendAndWaitShow } from './show';

const show = (fieldType: string[]) => ({ show: { fieldType } });
const hide = (fieldType: string[]) => ({ hide: { fieldType } });

const choices = (displayName: string, optionName: string, types: string[]): INodeProperties => ({
	displayName,
	name: 'fieldOptions',
	placeholder: `Add ${optionName}`,
	type: 'fixedCollection',
	default: { values: [{ option: '' }] },
	required: true,
	displayOptions: show(types),
	typeOptions: { multipleValues: true, sortable: true },
	options: [{ displayName: 'Values', name: 'values', values: [{ displayName: optionName, name: 'option', type: 'string', default: '' }] }],
});

const JSON_EXAMPLE = `[
  { "fieldLabel": "Refund amount", "fieldType": "number", "requiredField": true },
  { "fieldLabel": "Reason", "fieldType": "dropdown", "fieldOptions": { "values": [{ "option": "Damaged" }, { "option": "Late" }] } },
  { "fieldLabel": "Notes", "fieldType": "textarea" }
]`;

/** The custom form of a send-and-wait: n8n's form elements, defined by fields or JSON. */
export const customFormFields: INodeProperties[] = [
	{
		displayName: 'Define Form',
		name: 'defineForm',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Using Fields Below', value: 'fields' },
			{ name: 'Using JSON', value: 'json' },
		],
		default: 'fields',
		displayOptions: { show: sendAndWaitShow('customForm') },
	},
	{
		displayName: 'Form Fields',
		name: 'jsonOutput',
		type: 'json',
		typeOptions: { rows: 5 },
		default: JSON_EXAMPLE,
		hint: 'The same syntax as n8n\'s Form node: fieldLabel, fieldType, requiredField, placeholder, fieldOptions',
		displayOptions: { show: { ...sendAndWaitShow('customForm'), defineForm: ['json'] } },
	},
	{
		displayName: 'Form Elements',
		name: 'formFields',
		placeholder: 'Add Form Element',
		type: 'fixedCollection',
		default: {},
		typeOptions: { multipleValues: true, sortable: true },
		displayOptions: { show: { ...sendAndWaitShow('customForm'), defineForm: ['fields'] } },
		options: [
			{
				displayName: 'Values',
				name: 'values',
				values: [
					{
						displayName: 'Accepted File Types',
						name: 'acceptFileTypes',
						type: 'string',
						default: '',
						placeholder: 'e.g. .jpg, .png',
						description: 'Comma-separated list of allowed file extensions; empty allows all',
						displayOptions: show(['file']),
					},
					choices('Checkboxes', 'Checkbox Label', ['checkbox']),
					{
						displayName: 'Default Value',
						name: 'defaultValue',
						type: 'string',
						default: '',
						description: 'Pre-filled value. For dropdown and radio, one of the options; for checkboxes, options separated by commas.',
						displayOptions: hide(['file', 'html', 'hiddenField']),
					},
					{
						displayName: 'Element Name',
						name: 'elementName',
						type: 'string',
						default: '',
						placeholder: 'e.g. content-section',
						description: 'Optional. When set, the HTML is included in the output under this name.',
						displayOptions: show(['html']),
					},
					{
						displayName: 'Element Type',
						name: 'fieldType',
						type: 'options',
						default: 'text',
						description: 'The type of field. In CometChat (Answer In: Chat), file and custom HTML elements are not available.',
						options: [
							{ name: 'Checkboxes', value: 'checkbox' },
							{ name: 'Custom HTML', value: 'html' },
							{ name: 'Date', value: 'date' },
							{ name: 'Dropdown', value: 'dropdown' },
							{ name: 'Email', value: 'email' },
							{ name: 'File', value: 'file' },
							{ name: 'Hidden Field', value: 'hiddenField' },
							{ name: 'Number', value: 'number' },
							{ name: 'Password', value: 'password' },
							{ name: 'Radio Buttons', value: 'radio' },
							{ name: 'Text', value: 'text' },
							{ name: 'Textarea', value: 'textarea' },
						],
						required: true,
					},
					{
						displayName: 'Field Name',
						name: 'fieldLabel',
						type: 'string',
						default: '',
						placeholder: 'e.g. What is your name?',
						description: 'Label shown above the field; also the key of its answer in the output',
						required: true,
						displayOptions: hide(['hiddenField', 'html']),
					},
					{
						displayName: 'Field Name',
						name: 'fieldName',
						type: 'string',
						default: '',
						description: 'The key of this value in the output',
						displayOptions: show(['hiddenField']),
					},
					choices('Field Options', 'Option', ['dropdown']),
					{
						displayName: 'Field Value',
						name: 'fieldValue',
						type: 'string',
						default: '',
						description: 'The value this hidden field gives in the output',
						displayOptions: show(['hiddenField']),
					},
					{
						displayName: 'HTML',
						name: 'html',
						type: 'string',
						typeOptions: { editor: 'htmlEditor' },
						default: '',
						description: 'Text or HTML shown on the form page (scripts, styles and inputs are removed)',
						displayOptions: show(['html']),
					},
					{
						displayName: 'Multiple Files',
						name: 'multipleFiles',
						type: 'boolean',
						default: true,
						description: 'Whether the person may pick several files',
						displayOptions: show(['file']),
					},
					{
						displayName: 'Placeholder',
						name: 'placeholder',
						type: 'string',
						default: '',
						description: 'Sample text to display inside the field',
						displayOptions: hide(['dropdown', 'date', 'file', 'html', 'hiddenField', 'radio', 'checkbox']),
					},
					choices('Radio Buttons', 'Radio Button Label', ['radio']),
					{
						displayName: 'Required Field',
						name: 'requiredField',
						type: 'boolean',
						default: false,
						description: 'Whether the person must fill in this field before submitting',
						displayOptions: hide(['html', 'hiddenField']),
					},
			],
			},
		],
	},
];
