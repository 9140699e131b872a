import type { INodeProperties } from 'n8n-workflow';
import { receiverFields } from './receiver.fields';

const show = { resource: ['message'], operation: ['send'] };

export const sendFields: INodeProperties[] = [
	...receiverFields(
		show,
		{
			receiverType: 'Whether the message goes to one user or to a group',
			receiver: 'The uid of the user or the guid of the group that receives the message',
		},
		true,
	),
	{
		displayName: 'On Behalf Of',
		name: 'onBehalfOf',
		type: 'string',
		default: '',
		placeholder: 'e.g. cometchat-uid-2',
		description:
			'The uid of the user the message is sent as. Leave empty to send as the app itself (app_system).',
		displayOptions: { show },
	},
	{
		displayName: 'Category',
		name: 'category',
		type: 'options',
		options: [
			{ name: 'Message', value: 'message', description: 'Text, image, file, audio or video' },
			{ name: 'Custom', value: 'custom', description: 'Your own type with any JSON data' },
			{ name: 'Interactive', value: 'interactive', description: 'Card, form, scheduler or custom interactive' },
		],
		default: 'message',
		displayOptions: { show },
		routing: { send: { type: 'body', property: 'category' } },
	},
];
