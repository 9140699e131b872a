import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ItemParameters } from '../../../../shared/validation/parameters';
import { buildButton, buildEntries, buildGoal, builderShow, buttonValues, labelsOf, toText, valueScope } from './elements';

/** A card: text, an optional image and buttons. */

const show = builderShow('card');

export const cardFields: INodeProperties[] = [
	{ displayName: 'Card Text', name: 'cardText', type: 'string', required: true, default: '', typeOptions: { rows: 4 }, placeholder: 'e.g. Your order has shipped!', description: 'The text of the card', displayOptions: { show } },
	{
		displayName: 'Card Image URL',
		name: 'cardImageUrl',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/picture.png',
		description: 'Address of an image shown on the card. Leave empty for a card without an image.',
		displayOptions: { show },
	},
	{
		displayName: 'Card Buttons',
		name: 'cardActions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Button',
		default: {},
		description: 'The buttons of the card, in order',
		displayOptions: { show },
		options: [{ displayName: 'Button', name: 'button', values: buttonValues }],
	},
];

export const CARD_EXAMPLE = JSON.stringify(
	{
		interactionGoal: { type: 'anyOf', elementIds: ['visit'] },
		allowSenderInteraction: false,
		interactiveData: {
			text: 'Thanks for your order!',
			cardActions: [
				{ elementType: 'button', elementId: 'visit', buttonText: 'Track Order', disableAfterInteracted: false, action: { actionType: 'urlNavigation', url: 'https://example.com/orders' } },
			],
		},
	},
	null,
	2,
);

/** The data of a card from Card Text, Card Image URL and Card Buttons. */
export function buildCardData(this: ItemParameters) {
	const text = valueScope(this, () => ['Card Text', 'cardText']).requiredText('cardText', this.getNodeParameter('cardText', ''));
	const cardActions = buildEntries(this, 'Card Buttons', 'cardActions', 'button', labelsOf(buttonValues), buildButton);
	const interactiveData: IDataObject = { text, cardActions };
	const imageUrl = toText(this.getNodeParameter('cardImageUrl', ''));
	if (imageUrl) interactiveData.imageUrl = imageUrl;
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', cardActions.map((action) => action.elementId as string)), interactiveData };
}
