import type { INodeProperties } from 'n8n-workflow';
import { buttonFieldSet } from './elements.fields';
import { builderShow } from './show';

const show = builderShow('card');

export const cardFields: INodeProperties[] = [
	{
		displayName: 'Card Text',
		name: 'cardText',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		placeholder: 'e.g. Your order has shipped!',
		description: 'The text of the card',
		displayOptions: { show },
	},
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
		options: [
			{
				displayName: 'Button',
				name: 'button',
				values: buttonFieldSet({ name: (key) => key }),
			},
		],
	},
];
