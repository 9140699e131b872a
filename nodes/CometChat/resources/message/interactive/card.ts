import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ItemParameters } from '../../../../shared/validation/parameters';
import { BUTTON_FIELD_LABELS, buildButton, buildGoal, builderShow, buttonValues, entryScope, parameterScope, toText } from './elements';

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
export function buildCardData(this: ItemParameters): IDataObject {
	const top = parameterScope(this, (field) => (field === 'cardText' ? 'Card Text' : 'Card Image URL'), (field) => field);
	const text = top.requiredText('cardText', this.getNodeParameter('cardText', ''));
	const rows = ((this.getNodeParameter('cardActions', {}) as IDataObject).button ?? []) as IDataObject[];
	const cardActions = rows.map((row, index) => buildButton(entryScope(this, 'Card Buttons', 'cardActions', 'button', index + 1, BUTTON_FIELD_LABELS), row));
	const interactiveData: IDataObject = { text, cardActions };
	const imageUrl = toText(this.getNodeParameter('cardImageUrl', ''));
	if (imageUrl) interactiveData.imageUrl = imageUrl;
	const ids = cardActions.map((action) => action.elementId as string);
	return { ...buildGoal.call(this, 'interactionGoalType', 'anyOf', ids), interactiveData };
}
