import type { INodeProperties } from 'n8n-workflow';

const show = { resource: ['message'], operation: ['send'], category: ['custom'] };

export const customFields: INodeProperties[] = [
	{
		displayName: 'Custom Type',
		name: 'customType',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. location',
		description: 'Your name for this kind of message; client apps use it to choose how to show it',
		displayOptions: { show },
		routing: { send: { type: 'body', property: 'type' } },
	},
	{
		displayName: 'Custom Data',
		name: 'customData',
		type: 'json',
		required: true,
		default: '{\n  "latitude": 52.52,\n  "longitude": 13.40\n}',
		description: 'Any JSON object, sent as data.customData',
		displayOptions: { show },
	},
];
