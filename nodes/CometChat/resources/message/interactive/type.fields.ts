import type { INodeProperties } from 'n8n-workflow';
import { builderShow, interactiveShow } from './show';

export const INTERACTIVE_JSON_LABEL = 'Interactive Data (JSON)';

const JSON_DESCRIPTION =
	'The whole <code>data</code> object of the message: interactionGoal, allowSenderInteraction and interactiveData';

const CARD_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyOf', elementIds: ['visit'] },
		allowSenderInteraction: false,
		interactiveData: {
			text: 'Thanks for your order!',
			cardActions: [
				{
					elementType: 'button',
					elementId: 'visit',
					buttonText: 'Track Order',
					disableAfterInteracted: false,
					action: { actionType: 'urlNavigation', url: 'https://example.com/orders' },
				},
			],
		},
	},
	null,
	2,
);

const FORM_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
		allowSenderInteraction: false,
		interactiveData: {
			title: 'Quick survey',
			formFields: [
				{ elementType: 'textInput', elementId: 'name', label: 'Your name', optional: false, maxLines: 1, placeholder: { text: 'Name' } },
				{
					elementType: 'dropdown',
					elementId: 'rating',
					label: 'Rating',
					optional: false,
					options: [
						{ value: 'good', label: 'Good' },
						{ value: 'bad', label: 'Bad' },
					],
					defaultValue: 'good',
				},
			],
			submitElement: {
				elementType: 'button',
				elementId: 'submit',
				buttonText: 'Send',
				disableAfterInteracted: true,
				action: { actionType: 'urlNavigation', url: 'https://example.com/thanks' },
			},
		},
	},
	null,
	2,
);

const SCHEDULER_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyAction', elementIds: ['schedule'] },
		allowSenderInteraction: false,
		interactiveData: {
			title: 'Book a call',
			avatarUrl: 'https://example.com/avatar.png',
			bufferTime: 15,
			icsFileUrl: 'https://example.com/calendar.ics',
			availability: { monday: [{ from: '0900', to: '1700' }] },
			timezoneCode: 'Europe/Berlin',
			duration: 30,
			goalCompletionText: 'Your call is booked',
			dateRangeStart: '2026-12-01',
			dateRangeEnd: '2026-12-31',
			scheduleElement: {
				elementType: 'button',
				elementId: 'schedule',
				buttonText: 'Schedule',
				disableAfterInteracted: true,
				action: {
					actionType: 'apiAction',
					url: 'https://example.com/webhooks/booking',
					method: 'POST',
					dataKey: 'booking',
					headers: { 'Content-Type': 'application/json' },
					payload: {
						data: { text: 'Meeting booked' },
						type: 'text',
						category: 'message',
						receiver: 'cometchat-uid-1',
						receiverType: 'user',
					},
				},
			},
		},
	},
	null,
	2,
);

/** The JSON of one interactive type, with an example of that type as its default. */
const jsonFieldFor = (type: string, example: string): INodeProperties => ({
	displayName: INTERACTIVE_JSON_LABEL,
	name: 'interactiveJson',
	type: 'json',
	default: example,
	required: true,
	description: JSON_DESCRIPTION,
	hint: 'Checked before sending: element IDs must be unique and every goal element ID must name an element; a scheduler needs every field CometChat requires',
	displayOptions: { show: { ...interactiveShow, interactiveType: [type], interactiveInput: ['json'] } },
});

export const interactiveJsonExamples = { card: CARD_EXAMPLE, form: FORM_EXAMPLE, scheduler: SCHEDULER_EXAMPLE };

export const interactiveTypeFields: INodeProperties[] = [
	{
		displayName: 'Interactive Type',
		name: 'interactiveType',
		type: 'options',
		options: [
			{ name: 'Card', value: 'card', description: 'Text with an optional image and buttons' },
			{
				name: 'Custom Interactive',
				value: 'customInteractive',
				description: 'Any data your own client knows how to show, given as JSON',
			},
			{ name: 'Form', value: 'form', description: 'Input fields and a submit button' },
			{ name: 'Scheduler', value: 'scheduler', description: 'Lets the receiver book a meeting in your free time slots' },
		],
		default: 'card',
		description: 'The kind of interactive message to send',
		displayOptions: { show: interactiveShow },
	},
	{
		displayName: 'Define Using',
		name: 'interactiveInput',
		type: 'options',
		options: [
			{ name: 'Using Fields Below', value: 'fields', description: 'Build the message with the fields below' },
			{ name: 'Using JSON', value: 'json', description: 'Write the whole data object as JSON' },
		],
		default: 'fields',
		description: 'How to give the content of the message',
		displayOptions: { show: { ...interactiveShow, interactiveType: ['card', 'form', 'scheduler'] } },
	},
	jsonFieldFor('card', CARD_EXAMPLE),
	jsonFieldFor('form', FORM_EXAMPLE),
	jsonFieldFor('scheduler', SCHEDULER_EXAMPLE),
	{
		displayName: INTERACTIVE_JSON_LABEL,
		name: 'interactiveJson',
		type: 'json',
		default: '{\n  "interactiveData": {}\n}',
		required: true,
		description: 'The whole <code>data</code> object of the message, in the shape your client expects',
		displayOptions: { show: { ...interactiveShow, interactiveType: ['customInteractive'] } },
	},
];

export const interactionGoalFields: INodeProperties[] = [
	{
		displayName: 'Interaction Goal',
		name: 'interactionGoalType',
		type: 'options',
		options: [
			{ name: 'All Of', value: 'allOf', description: 'The user has to use every goal element' },
			{ name: 'Any Of', value: 'anyOf', description: 'Using any goal element completes the goal' },
			{ name: 'None', value: 'none', description: 'No goal: the message is never marked as completed' },
			{ name: 'One Of', value: 'oneOf', description: 'Using one of the goal elements completes the goal' },
		],
		default: 'anyOf',
		description: 'When the interaction counts as completed',
		displayOptions: { show: builderShow('card', 'form') },
	},
	{
		displayName: 'Interaction Goal',
		name: 'schedulerGoalType',
		type: 'options',
		options: [
			{ name: 'All Of', value: 'allOf', description: 'The user has to use every goal element' },
			{ name: 'Any Action', value: 'anyAction', description: 'Any action of the user completes the goal' },
			{ name: 'None', value: 'none', description: 'No goal: the message is never marked as completed' },
			{ name: 'One Of', value: 'oneOf', description: 'Using one of the goal elements completes the goal' },
		],
		default: 'anyAction',
		description: 'When the interaction counts as completed',
		displayOptions: { show: builderShow('scheduler') },
	},
	{
		displayName: 'Goal Element IDs',
		name: 'interactionGoalElementIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. submit, buyNow',
		description:
			'Comma-separated IDs of the elements that make up the goal (or an array from an expression). Leave empty to use the submit button of a form, every button of a card, or the schedule button of a scheduler.',
		displayOptions: { show: builderShow('card', 'form', 'scheduler') },
	},
	{
		displayName: 'Allow Sender Interaction',
		name: 'allowSenderInteraction',
		type: 'boolean',
		default: false,
		description: 'Whether the sender can interact with the message too, not only its receivers',
		displayOptions: { show: builderShow('card', 'form', 'scheduler') },
	},
];
