import type { INodeProperties } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../descriptions/collections.fields';
import { LIST_HINT } from '../../descriptions/common.fields';

export const additionalFields: INodeProperties[] = [
	additionalFieldsCollection([
		{
			displayName: 'Message ID (MUID)',
			name: 'muid',
			type: 'string',
			default: '',
			placeholder: 'e.g. order-1234-shipped',
			description: 'Your own unique ID for the message',
			routing: { send: { type: 'body', property: 'muid', value: '={{ $value === "" ? undefined : String($value) }}' } },
		},
		{
			displayName: 'Metadata',
			name: 'metadata',
			type: 'json',
			default: '{}',
			description: 'Any JSON object, sent as data.metadata',
			displayOptions: { show: { '/category': ['message'] } },
		},
		{
			displayName: 'Quoted Message ID',
			name: 'quotedMessageId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1523',
			description: 'The ID of a message to quote; the output then holds it as quotedMessage',
			displayOptions: { show: { '/category': ['message', 'custom'] } },
			routing: {
				send: { type: 'body', property: 'quotedMessageId', value: '={{ $value === "" ? undefined : String($value) }}' },
			},
		},
		{
			displayName: 'Receiver Group IDs',
			name: 'multipleReceiversGuids',
			type: 'string',
			default: '',
			placeholder: 'e.g. support, sales',
			description: `Also send the message to these groups (guids). ${LIST_HINT}.`,
		},
		{
			displayName: 'Receiver User IDs',
			name: 'multipleReceiversUids',
			type: 'string',
			default: '',
			placeholder: 'e.g. cometchat-uid-1, cometchat-uid-2',
			description: `Also send the message to these users (uids). ${LIST_HINT}.`,
		},
		{
			displayName: 'Tags',
			name: 'tags',
			type: 'string',
			default: '',
			placeholder: 'e.g. billing, urgent',
			description: `Up to 25 tags of up to 100 characters. ${LIST_HINT}.`,
		},
	], { displayOptions: { show: { resource: ['message'], operation: ['send'] } } }),
];
