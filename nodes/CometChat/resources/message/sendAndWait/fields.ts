import type { INodeProperties } from 'n8n-workflow';
import { optionsCollection } from '../../../descriptions/collections.fields';
import { onBehalfOf, receiver, receiverType } from '../../../descriptions/parameters';
import { sendAndWaitShow as show } from './show';

const customForm = { ...show, responseType: ['customForm'] };
const whenType = (fieldType: string[]) => ({ show: { fieldType } });
const unlessType = (fieldType: string[]) => ({ hide: { fieldType } });
/** Send and Wait for Response, answered on a page or in a form (not an approval). */
const forAnswers = { show: { '/responseType': ['freeText', 'customForm'] } };

const choices = (displayName: string, optionName: string, types: string[]): INodeProperties => ({
	displayName,
	name: 'fieldOptions',
	placeholder: `Add ${optionName}`,
	type: 'fixedCollection',
	default: { values: [{ option: '' }] },
	required: true,
	displayOptions: whenType(types),
	typeOptions: { multipleValues: true, sortable: true },
	options: [{ displayName: 'Values', name: 'values', values: [{ displayName: optionName, name: 'option', type: 'string', default: '' }] }],
});

const JSON_EXAMPLE = `[
  { "fieldLabel": "Refund amount", "fieldType": "number", "requiredField": true },
  { "fieldLabel": "Reason", "fieldType": "dropdown", "fieldOptions": { "values": [{ "option": "Damaged" }, { "option": "Late" }] } },
  { "fieldLabel": "Notes", "fieldType": "textarea" }
]`;

/** The elements of a custom form: n8n's form elements. */
const formElementValues: INodeProperties[] = [
	{
		displayName: 'Accepted File Types',
		name: 'acceptFileTypes',
		type: 'string',
		default: '',
		placeholder: 'e.g. .jpg, .png',
		description: 'Comma-separated list of allowed file extensions; empty allows all',
		displayOptions: whenType(['file']),
	},
	choices('Checkboxes', 'Checkbox Label', ['checkbox']),
	{
		displayName: 'Default Value',
		name: 'defaultValue',
		type: 'string',
		default: '',
		description: 'Pre-filled value. For dropdown and radio, one of the options; for checkboxes, options separated by commas.',
		displayOptions: unlessType(['file', 'html', 'hiddenField']),
	},
	{
		displayName: 'Element Name',
		name: 'elementName',
		type: 'string',
		default: '',
		placeholder: 'e.g. content-section',
		description: 'Optional. When set, the HTML is included in the output under this name.',
		displayOptions: whenType(['html']),
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
		displayOptions: unlessType(['hiddenField', 'html']),
	},
	{ displayName: 'Field Name', name: 'fieldName', type: 'string', default: '', description: 'The key of this value in the output', displayOptions: whenType(['hiddenField']) },
	choices('Field Options', 'Option', ['dropdown']),
	{ displayName: 'Field Value', name: 'fieldValue', type: 'string', default: '', description: 'The value this hidden field gives in the output', displayOptions: whenType(['hiddenField']) },
	{
		displayName: 'HTML',
		name: 'html',
		type: 'string',
		typeOptions: { editor: 'htmlEditor' },
		default: '',
		description: 'Text or HTML shown on the form page (scripts, styles and inputs are removed)',
		displayOptions: whenType(['html']),
	},
	{ displayName: 'Multiple Files', name: 'multipleFiles', type: 'boolean', default: true, description: 'Whether the person may pick several files', displayOptions: whenType(['file']) },
	{
		displayName: 'Placeholder',
		name: 'placeholder',
		type: 'string',
		default: '',
		description: 'Sample text to display inside the field',
		displayOptions: unlessType(['dropdown', 'date', 'file', 'html', 'hiddenField', 'radio', 'checkbox']),
	},
	choices('Radio Buttons', 'Radio Button Label', ['radio']),
	{ displayName: 'Required Field', name: 'requiredField', type: 'boolean', default: false, description: 'Whether the person must fill in this field before submitting', displayOptions: unlessType(['html', 'hiddenField']) },
];

/** "Limit Wait Time", as n8n's own send-and-wait nodes offer it (45 minutes when added). */
const limitWaitTime: INodeProperties = {
	displayName: 'Limit Wait Time',
	name: 'limitWaitTime',
	type: 'fixedCollection',
	description: 'Whether the workflow resumes by itself, without an answer, after a time or at a date',
	default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
	options: [
		{
			displayName: 'Values',
			name: 'values',
			values: [
				{
					displayName: 'Limit Type',
					name: 'limitType',
					type: 'options',
					default: 'afterTimeInterval',
					description: 'Resume after an amount of time, or at a date and time',
					options: [
						{ name: 'After Time Interval', value: 'afterTimeInterval', description: 'Waits for a certain amount of time' },
						{ name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Waits until the set date and time' },
					],
				},
				{
					displayName: 'Amount',
					name: 'resumeAmount',
					type: 'number',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					typeOptions: { minValue: 0, numberPrecision: 2 },
					default: 1,
					description: 'The time to wait',
				},
				{
					displayName: 'Unit',
					name: 'resumeUnit',
					type: 'options',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					options: [
						{ name: 'Minutes', value: 'minutes' },
						{ name: 'Hours', value: 'hours' },
						{ name: 'Days', value: 'days' },
					],
					default: 'hours',
					description: 'Unit of the interval value',
				},
				{
					displayName: 'Max Date and Time',
					name: 'maxDateAndTime',
					type: 'dateTime',
					displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
					default: '',
					description: 'Continue execution after the specified date and time',
				},
			],
		},
	],
};

/** The parameters of Message > Send and Wait for Response. */
/** As Send's: the receiver, the message and how it is answered, then the optional sender. */
export const sendAndWaitFields: INodeProperties[] = [
	receiverType,
	receiver,
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		placeholder: 'e.g. Refund $120 to order #1042?',
		description: 'The question shown to the person, in plain text. CometChat accepts at most 10,240 bytes of message data (question and buttons together).',
		displayOptions: { show },
	},
	{
		displayName: 'Response Type',
		name: 'responseType',
		type: 'options',
		default: 'approval',
		options: [
			{ name: 'Approval', value: 'approval', description: 'The person approves (or declines) with a button' },
			{ name: 'Free Text', value: 'freeText', description: 'The person answers with text' },
			{ name: 'Custom Form', value: 'customForm', description: 'The person fills in a form' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Answer In',
		name: 'answerIn',
		type: 'options',
		default: 'browser',
		options: [
			{ name: 'Browser', value: 'browser', description: "The message's buttons open n8n's answer page. Works in every CometChat client." },
			{ name: 'Chat', value: 'chat', description: 'An interactive card or form answered inside CometChat. Needs a UI kit that sends apiAction calls (see README) and n8n reachable from the devices.' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Approval Options',
		name: 'approvalOptions',
		type: 'fixedCollection',
		placeholder: 'Add option',
		default: {},
		displayOptions: { show: { ...show, responseType: ['approval'] } },
		options: [
			{
				displayName: 'Values',
				name: 'values',
				values: [
					{
						displayName: 'Type of Approval',
						name: 'approvalType',
						type: 'options',
						default: 'single',
						options: [
							{ name: 'Approve Only', value: 'single' },
							{ name: 'Approve and Disapprove', value: 'double' },
						],
					},
					{ displayName: 'Approve Button Label', name: 'approveLabel', type: 'string', default: 'Approve' },
					{ displayName: 'Disapprove Button Label', name: 'disapproveLabel', type: 'string', default: 'Decline', displayOptions: { show: { approvalType: ['double'] } } },
				],
			},
		],
	},
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
		displayOptions: { show: customForm },
	},
	{
		displayName: 'Form Fields',
		name: 'jsonOutput',
		type: 'json',
		typeOptions: { rows: 5 },
		default: JSON_EXAMPLE,
		hint: "The same syntax as n8n's Form node: fieldLabel, fieldType, requiredField, placeholder, fieldOptions",
		displayOptions: { show: { ...customForm, defineForm: ['json'] } },
	},
	{
		displayName: 'Form Elements',
		name: 'formFields',
		placeholder: 'Add Form Element',
		type: 'fixedCollection',
		default: {},
		typeOptions: { multipleValues: true, sortable: true },
		displayOptions: { show: { ...customForm, defineForm: ['fields'] } },
		options: [{ displayName: 'Values', name: 'values', values: formElementValues }],
	},
	onBehalfOf,
	optionsCollection([
		limitWaitTime,
		{ displayName: 'Message Button Label', name: 'messageButtonLabel', type: 'string', default: 'Respond', description: 'The button in the message that opens the answer page (Answer In: Browser)', displayOptions: forAnswers },
		{ displayName: 'Response Form Button Label', name: 'responseFormButtonLabel', type: 'string', default: 'Submit', displayOptions: forAnswers },
		{
			displayName: 'Response Form Description',
			name: 'responseFormDescription',
			type: 'string',
			default: '',
			description: 'Text under the title of the answer page (Answer In: Browser); by default the message',
			displayOptions: forAnswers,
		},
		{ displayName: 'Response Form Title', name: 'responseFormTitle', type: 'string', default: '', description: 'Title of the answer form; by default the message', displayOptions: forAnswers },
	]),
];
