import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { type ItemParameters, parameterError } from '../../../../shared/validation/parameters';
import { interactiveDataProblems } from '../../../../shared/validation/interactive';
import { parseJsonObject } from '../../../../shared/validation/body';
import { buildButton, buildEntries, buildGoal, builderShow, buttonValues, interactiveShow, shownWith, toText, valueScope } from './elements';
import { FORM_EXAMPLE, buildFormData, formFields } from './form';
import { SCHEDULER_EXAMPLE, buildSchedulerData, schedulerFields } from './scheduler';

/** Message > Send with category interactive: its parameters and the message's `data` built from them. */

/** A card: text, an optional image and buttons. */
const cardFields = shownWith(builderShow('card'), [
	{ displayName: 'Card Text', name: 'cardText', type: 'string', required: true, default: '', typeOptions: { rows: 4 }, placeholder: 'e.g. Your order has shipped!', description: 'The text of the card' },
	{
		displayName: 'Card Image URL',
		name: 'cardImageUrl',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/picture.png',
		description: 'Address of an image shown on the card. Leave empty for a card without an image.',
	},
	{
		displayName: 'Card Buttons',
		name: 'cardActions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Button',
		default: {},
		description: 'The buttons of the card, in order',
		options: [{ displayName: 'Button', name: 'button', values: buttonValues }],
	},
]);

/** The data of a card from Card Text, Card Image URL and Card Buttons. */
function buildCardData(this: ItemParameters) {
	const text = valueScope(this, () => ['Card Text', 'cardText']).requiredText('cardText', this.getNodeParameter('cardText', ''));
	const cardActions = buildEntries(this, cardFields, 'cardActions', buildButton);
	const imageUrl = toText(this.getNodeParameter('cardImageUrl', ''));
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', cardActions.map((action) => action.elementId)), interactiveData: { text, cardActions, ...(imageUrl && { imageUrl }) } };
}

const INTERACTIVE_JSON_LABEL = 'Interactive Data (JSON)';

/** The default of the JSON parameter of each type: an example of that type. */
export const interactiveJsonExamples = {
	card: JSON.stringify(
		{
			interactionGoal: { type: 'anyOf', elementIds: ['visit'] },
			allowSenderInteraction: false,
			interactiveData: {
				text: 'Thanks for your order!',
				cardActions: [{ elementType: 'button', elementId: 'visit', buttonText: 'Track Order', disableAfterInteracted: false, action: { actionType: 'urlNavigation', url: 'https://example.com/orders' } }],
			},
		},
		null,
		2,
	),
	form: FORM_EXAMPLE,
	scheduler: SCHEDULER_EXAMPLE,
};

/** The JSON of one interactive type, with an example of that type as its default. */
const jsonFieldFor = (type: string, example: string): INodeProperties => ({
	displayName: INTERACTIVE_JSON_LABEL,
	name: 'interactiveJson',
	type: 'json',
	default: example,
	required: true,
	description: 'The whole <code>data</code> object of the message: interactionGoal, allowSenderInteraction and interactiveData',
	hint: 'Checked before sending: element IDs must be unique and every goal element ID must name an element; a scheduler needs every field CometChat requires',
	displayOptions: { show: { ...interactiveShow, interactiveType: [type], interactiveInput: ['json'] } },
});

const goalTypes = (anyOption: { name: string; value: string; description: string }) => [
	{ name: 'All Of', value: 'allOf', description: 'The user has to use every goal element' },
	anyOption,
	{ name: 'None', value: 'none', description: 'No goal: the message is never marked as completed' },
	{ name: 'One Of', value: 'oneOf', description: 'Using one of the goal elements completes the goal' },
];

/** Every parameter of Message > Send with category interactive. */
export const interactiveFields: INodeProperties[] = [
	{
		displayName: 'Interactive Type',
		name: 'interactiveType',
		type: 'options',
		options: [
			{ name: 'Card', value: 'card', description: 'Text with an optional image and buttons' },
			{ name: 'Custom Interactive', value: 'customInteractive', description: 'Any data your own client knows how to show, given as JSON' },
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
	...Object.entries(interactiveJsonExamples).map(([type, example]) => jsonFieldFor(type, example)),
	{
		displayName: INTERACTIVE_JSON_LABEL,
		name: 'interactiveJson',
		type: 'json',
		default: '{\n  "interactiveData": {}\n}',
		required: true,
		description: 'The whole <code>data</code> object of the message, in the shape your client expects',
		displayOptions: { show: { ...interactiveShow, interactiveType: ['customInteractive'] } },
	},
	...cardFields,
	...formFields,
	...schedulerFields,
	{
		displayName: 'Interaction Goal',
		name: 'interactionGoalType',
		type: 'options',
		options: goalTypes({ name: 'Any Of', value: 'anyOf', description: 'Using any goal element completes the goal' }),
		default: 'anyOf',
		description: 'When the interaction counts as completed',
		displayOptions: { show: builderShow('card', 'form') },
	},
	{
		displayName: 'Interaction Goal',
		name: 'schedulerGoalType',
		type: 'options',
		options: goalTypes({ name: 'Any Action', value: 'anyAction', description: 'Any action of the user completes the goal' }),
		default: 'anyAction',
		description: 'When the interaction counts as completed',
		displayOptions: { show: builderShow('scheduler') },
	},
	...shownWith(builderShow('card', 'form', 'scheduler'), [
		{
			displayName: 'Goal Element IDs',
			name: 'interactionGoalElementIds',
			type: 'string',
			default: '',
			placeholder: 'e.g. submit, buyNow',
			description:
				'Comma-separated IDs of the elements that make up the goal (or an array from an expression). Leave empty to use the submit button of a form, every button of a card, or the schedule button of a scheduler.',
		},
		{ displayName: 'Allow Sender Interaction', name: 'allowSenderInteraction', type: 'boolean', default: false, description: 'Whether the sender can interact with the message too, not only its receivers' },
	]),
];

const BUILDERS = new Map<string, (this: ItemParameters) => IDataObject>([
	['card', buildCardData],
	['form', buildFormData],
	['scheduler', buildSchedulerData],
]);

/**
 * Builder parameter most concerned by a problem at a JSON path: what the builders cannot
 * rule out by themselves (repeated ids, goals, an expression's value).
 */
const BUILDER_PARAMETERS: Array<[string, string]> = [
	['interactionGoal.type', 'interactionGoalType'],
	['interactionGoal', 'interactionGoalElementIds'],
	['interactiveData.cardActions', 'cardActions'],
	['interactiveData.formFields', 'formFields'],
	['interactiveData.submitElement', 'formSubmitElementId'],
	['interactiveData.scheduleElement.action', 'schedulerActionUrl'],
	['interactiveData.date', 'schedulerDateRangeStart'],
	['', 'interactiveType'],
];

/**
 * The `data` object of an interactive message for the current item: the Interactive Data
 * (JSON) parameter (custom interactive, or input JSON), else the builder fields of the
 * type. It is checked before it is returned; errors name the parameter and the item.
 */
export function buildInteractiveData(this: ItemParameters) {
	const type = this.getNodeParameter('interactiveType', 'card') as string;
	const fromJson = type === 'customInteractive' || this.getNodeParameter('interactiveInput', 'fields') === 'json';
	const build = BUILDERS.get(type);
	if (!fromJson && !build) {
		throw parameterError(this, 'Interactive Type', 'interactiveType', `"${type}" is not a known type; pick card, form, scheduler or custom interactive`);
	}
	const data = fromJson ? parseJsonObject(this, this.getNodeParameter('interactiveJson', '{}'), INTERACTIVE_JSON_LABEL, 'interactiveJson') : build!.call(this);

	const problems = interactiveDataProblems(type, data);
	if (problems.length === 0) return data;
	const description = `Problems found:\n- ${problems.join('\n- ')}`;
	const shown = problems.slice(0, 3).join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : '');
	// customInteractive has no rules: a problem is of a card, a form or a scheduler, or of an unknown type
	const typeName = build ? `a ${type}` : type;
	const [, name] = fromJson ? ['', 'interactiveJson'] : BUILDER_PARAMETERS.find(([path]) => problems[0].startsWith(path))!;
	const parameter = type === 'scheduler' && name === 'interactionGoalType' ? 'schedulerGoalType' : name;
	const { displayName } = interactiveFields.find((field) => field.name === parameter)!;
	throw parameterError(this, displayName, parameter, fromJson ? `is not valid for ${typeName}: ${shown}` : `gives ${typeName} that is not valid: ${shown}`, description);
}
