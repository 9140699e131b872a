import type { INodeProperties } from 'n8n-workflow';
import { onBehalfOfField } from '../../descriptions/onBehalfOf.fields';
import { messageIdField } from './messageId';

export const updateFields: INodeProperties[] = [
	messageIdField('The ID of the message to edit'),
	onBehalfOfField('The uid of the user who edits the message (shown as editedBy). Leave empty to edit as the app.'),
	{
		displayName: 'Update Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'Only the fields added here are changed',
		options: [
			{
				displayName: 'Metadata',
				name: 'metadata',
				type: 'json',
				default: '{}',
				description: 'A JSON object that replaces data.metadata',
			},
			{
				displayName: 'Tags',
				name: 'tags',
				type: 'string',
				default: '',
				placeholder: 'e.g. billing, urgent',
				description:
					'Replace the tags: up to 25 tags of up to 100 characters. Comma-separated, or an array from an expression.',
			},
			{
				displayName: 'Text',
				name: 'text',
				type: 'string',
				typeOptions: { rows: 3 },
				default: '',
				description: 'The new text of the message; mention users as &lt;@uid:cometchat-uid-1&gt; (at most 10)',
			},
		],
	},
];
